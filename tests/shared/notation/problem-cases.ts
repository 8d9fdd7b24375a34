/** Hands no real table can hold, one or more per reason and rule set, with the reason score-a-hand gives (hand-problems.ts). */
import type { HandProblem } from '../../../shared/rules/hand-problems';

export interface ProblemCase {
  preset: string;
  notation: string;
  problem: HandProblem;
}

export const PROBLEM_CASES: ProblemCase[] = [
  // More than four of a kind: in the hand, in a kong and the hand, with a dora indicator.
  ...['millington', 'hungarian', 'riichi'].map((preset) => ({ preset, notation: '11111m234p567p99s +9s', problem: { code: 'fifthTile', tile: '1m', count: 5 } as const })),
  { preset: 'riichi', notation: '11111m', problem: { code: 'fifthTile', tile: '1m', count: 5 } },
  { preset: 'riichi', notation: '555p55p234s678s11z +1z', problem: { code: 'fifthTile', tile: '5p', count: 5 } },
  { preset: 'riichi', notation: '1555p234s678s11z +1z @dora:5p5p', problem: { code: 'fifthTile', tile: '5p', count: 5 } },
  { preset: 'taiwanese', notation: '{1111m} 1m23m456m789m123p456p7z +7z', problem: { code: 'fifthTile', tile: '1m', count: 5 } },
  // Bonus tiles: twice, or in riichi at all.
  { preset: 'hungarian', notation: '123m456m789m123p5p 11f +5p', problem: { code: 'bonusTwice', tile: '1f' } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p7z 3y3y +7z', problem: { code: 'bonusTwice', tile: '3y' } },
  { preset: 'riichi', notation: '123m456m789m123p5p 1f +5p', problem: { code: 'bonusNotPlayed', tiles: '1f' } },
  // Red fives the rules do not have.
  { preset: 'riichi', notation: '123m406m789m123p5p +5p', problem: { code: 'noRedFives', tiles: '0m' } },
  { preset: 'millington', notation: '123m406m789m123p5p +5p', problem: { code: 'noRedFives', tiles: '0m' } },
  { preset: 'riichi+redFives=true', notation: '123m400m789m123p5p +5p', problem: { code: 'redTwice', tile: '0m', count: 2 } },
  // Sizes that do not fit the sets (a kong counts as three).
  { preset: 'millington', notation: '123m456m789m12p5p +5p', problem: { code: 'winnerShort', tiles: 13, needed: 14 } },
  { preset: 'hungarian', notation: '{2222m} 456m789m12p5p +5p', problem: { code: 'winnerShort', tiles: 13, needed: 14 } },
  { preset: 'riichi', notation: '123m456m789m123p55p +5p', problem: { code: 'winnerShort', tiles: 15, needed: 14 } },
  { preset: 'riichi', notation: '123m456m789m123p555p +5p', problem: { code: 'winnerShort', tiles: 16, needed: 14 } },
  { preset: 'taiwanese', notation: '123m 456m 789m 5z +5z', problem: { code: 'winnerShort', tiles: 11, needed: 17 } },
  { preset: 'hungarian', notation: '123m456m789m123p55p', problem: { code: 'loserSize', tiles: 14, needed: 13 } },
  { preset: 'millington', notation: '123m456m789m12p', problem: { code: 'loserShort', tiles: 11, needed: 13 } },
  { preset: 'riichi', notation: '123m456m789m123p55p', problem: { code: 'loserSize', tiles: 14, needed: 13 } },
  // A winning tile that cannot have come that way.
  { preset: 'hungarian', notation: '123m456m789m345p4p +4p @robbed-kong', problem: { code: 'robbedKongHeld', tile: '4p' } },
  { preset: 'riichi', notation: '123m456m789m345p4p +4p @robbed-kong', problem: { code: 'robbedKongHeld', tile: '4p' } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p4p +4p @robbed-kong', problem: { code: 'robbedKongHeld', tile: '4p' } },
  { preset: 'riichi', notation: '123m456m789m345p5p +5p @replacement', problem: { code: 'replacementNoKong', tile: '5p' } },
  { preset: 'millington', notation: '123m456m789m345p5p +5p @replacement', problem: { code: 'replacementNoKong', tile: '5p' } },
  { preset: 'millington', notation: '[123m] 456m789m345p5p +5p @first-tile', problem: { code: 'firstTileMelded', meld: '[123m]' } },
  { preset: 'hungarian', notation: '123m456m789m11z [55+5p] @wall', problem: { code: 'drawnOpenSet', set: '[55+5p]' } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p7z 1234f +1y @flowers', problem: { code: 'flowersShort', tiles: '1234f' } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p7z +1y', problem: { code: 'winningBonus', tile: '1y' } },
  // Riichi's words where they cannot be.
  { preset: 'riichi', notation: '[123m] 456m789m345p5p +5p @riichi', problem: { code: 'riichiOpen', meld: '[123m]' } },
  { preset: 'riichi', notation: '123m456m789m345p5p +5p @ippatsu', problem: { code: 'needsRiichi', word: '@ippatsu' } },
  { preset: 'riichi', notation: '123m456m789m345p5p +5p @ura:1z', problem: { code: 'needsRiichi', word: '@ura' } },
  { preset: 'riichi', notation: '123m456m789m345p5p +5p @first-discard', problem: { code: 'notForEast', word: '@first-discard' } },
  { preset: 'riichi', notation: '123m456m789m345p5p +5p @first-tile @riichi @seat:S', problem: { code: 'wordsClash', words: '@riichi @first-tile' } },
  { preset: 'riichi', notation: '123m456m789m345p5p +5p @dora:1z2z3z4z5z6z', problem: { code: 'tooManyIndicators', count: 6 } },
  { preset: 'millington', notation: '123m456m789m345p5p +5p @riichi', problem: { code: 'wordNotInRules', word: '@riichi' } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p7z +7z @dora:1m', problem: { code: 'wordNotInRules', word: '@dora' } },
  { preset: 'millington', notation: '123m456m789m345p5p +5p @east-ninth-win', problem: { code: 'wordNotInRules', word: '@east-ninth-win' } },
  { preset: 'riichi', notation: '123m456m789m345p5p +5p @streak:2', problem: { code: 'wordNotInRules', word: '@streak' } },
  { preset: 'hungarian', notation: '123m456m789m345p5p +5p @flowers', problem: { code: 'wordNotInRules', word: '@flowers' } },
  { preset: 'riichi', notation: '123m456m789m5p {1111z} +5p @replacement @last-wall-tile', problem: { code: 'wordNotInRules', word: '@replacement @last-wall-tile' } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p7z +7z @seat:S @streak:2', problem: { code: 'needsEast', word: '@streak' } },
  { preset: 'hungarian', notation: '123m 999p 4z [555p] [777s] 2f +4z @east-ninth-win @seat:W', problem: { code: 'needsEast', word: '@east-ninth-win' } },
  // Twofold Fortune: Mah-Jong on the loose tile of a second kong.
  ...['millington', 'hungarian'].map((preset) => ({ preset, notation: '123m 999p 4z [555p] [777s] 2f +4z @twofold-fortune @replacement', problem: { code: 'fewKongs', word: '@twofold-fortune', kongs: 0 } as const })),
  { preset: 'millington', notation: '{2222m} 345m 678p 999s 1z +1z @twofold-fortune @replacement', problem: { code: 'fewKongs', word: '@twofold-fortune', kongs: 1 } },
  { preset: 'hungarian', notation: '{2222m} [3333p] 789s 456s 1z +1z @twofold-fortune @discard', problem: { code: 'needsReplacement', word: '@twofold-fortune' } },
  { preset: 'millington', notation: '{2222m} [3333p] 789s 456s 1z +1z @twofold-fortune', problem: { code: 'needsReplacement', word: '@twofold-fortune' } },
  // Dora indicators are tiles of the set too: no flowers, and red fives only as the rules have them.
  { preset: 'riichi', notation: '23m456m789p234s55p +4m @discard @seat:S @riichi @dora:1f', problem: { code: 'bonusNotPlayed', tiles: '1f' } },
  { preset: 'riichi', notation: '23m456m789p234s55p +4m @discard @seat:S @riichi @dora:0m', problem: { code: 'noRedFives', tiles: '0m' } },
  { preset: 'riichi+redFives=true', notation: '23m 067p 234s 678s 55p +4m @discard @riichi @dora:0p', problem: { code: 'redTwice', tile: '0p', count: 2 } },
  { preset: 'riichi+redFives=true', notation: '23m 067p 234s 678s 55p +4m @discard @riichi @dora:1z @ura:0p', problem: { code: 'redTwice', tile: '0p', count: 2 } },
  // A win by flowers holds a whole hand besides them (16 tiles, 17 for East in the deal).
  { preset: 'taiwanese', notation: '1m 1f2f3f4f1y2y3y +4y @flowers @seat:S', problem: { code: 'winnerShort', tiles: 2, needed: 17 } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p789p123s456s 1f2f3f4f1y2y3y +4y @flowers @seat:S', problem: { code: 'winnerShort', tiles: 25, needed: 17 } },
  { preset: 'taiwanese', notation: '123m456m789m123p456p78p 1f2f3f4f1y2y3y +4y @flowers @seat:S', problem: { code: 'winnerShort', tiles: 18, needed: 17 } },
  // Nothing is laid down before a first-turn win, nor is a kong declared (it ends the first go-round).
  { preset: 'riichi', notation: '[234m] 456m678p234s 5p +5p @first-discard @seat:S', problem: { code: 'firstTileMelded', meld: '[234m]' } },
  { preset: 'riichi', notation: '{2222m} 456m678p234s 5p +5p @first-discard @seat:S', problem: { code: 'firstTileMelded', meld: '{2222m}' } },
  { preset: 'taiwanese', notation: '[111m] 456m789p222s345s7z +7z @seat:S @replacement @first-tile 1f', problem: { code: 'firstTileMelded', meld: '[111m]' } },
  // A kong breaks every ippatsu, so its loose tile never wins with one.
  { preset: 'riichi', notation: '{2222m} 456m678p234s 5p +5p @replacement @riichi @ippatsu', problem: { code: 'wordsClash', words: '@ippatsu @replacement' } },
];
