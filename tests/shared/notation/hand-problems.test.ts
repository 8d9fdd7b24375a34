/**
 * Score-a-hand's one check (shared/rules/hand-problems.ts) refuses every hand no real table can
 * hold, in every rule set, with the reason and its tiles; and accepts the same tiles where a table
 * can hold them.
 */
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../../shared/notation';
import { presetById } from '../../../shared/rules/presets';
import { scoreHandNotation } from '../../../shared/rules/score-a-hand';
import { PROBLEM_CASES } from './problem-cases';

describe('score-a-hand refuses what no table can hold', () => {
  it.each(PROBLEM_CASES.map((c) => [`${c.preset}: ${c.notation}`, c] as const))('%s', (_name, { preset, notation, problem }) => {
    expect(scoreHandNotation(parseHand(notation), presetById(preset))).toEqual({ score: null, problem });
  });

  it.each([
    ['riichi', '123m456m789m345p5p +5p @riichi @ippatsu @dora:1z @ura:2z'],
    ['riichi+redFives=true', '123m406m789m340p5p +5p @discard'],
    ['riichi', '123m456m789m5p {1111z} +5p @replacement @riichi'],
    ['riichi', '123m456m789m345p5p +5p @first-discard @seat:W'],
    ['hungarian', '123m456m789m35p55s +4p @robbed-kong'],
    ['hungarian', '{1111m} 234p567p789s9s +9s'],
    ['millington', '123m456m789m345p5p 2f +5p @replacement'],
    ['hungarian', '123m456m789m12p55p'],
    ['hungarian', '123m456p789s555m 4+4z @discard'],
    ['hungarian', '123m456p789s555m [4+4z] @discard'],
    ['taiwanese', '123m456m789m123p456p78p 1234f123y +4y @flowers'],
    ['taiwanese', '123m456m789m123p456p7z +7z @streak:3'],
    ['taiwanese', '123m456m789m123p456p7z 1f +7z @replacement'],
    ['millington', '{2222m} [3333p] 789s 456s 1z +1z @twofold-fortune @replacement'],
    ['hungarian', '{2222m} <3333p> 789s 456s 1z +1z @twofold-fortune @replacement'],
    ['riichi+redFives=true', '23m 067p 234s 678s 55p +4m @discard @riichi @dora:0m @ura:0s'],
    ['taiwanese', '123m456m789m123p456p7p 1f2f3f4f1y2y3y +4y @flowers @seat:S'],
    ['taiwanese', '123m456m789m123p456p7p 1f2f3f4f1y2y3y4y +4y @flowers @seat:S'],
    ['taiwanese', '123m456m789m123p456p7z 1f +7z @replacement @first-tile'],
  ])('%s: accepts %s', (preset, notation) => {
    const { score, problem } = scoreHandNotation(parseHand(notation), presetById(preset));
    expect(problem).toBeUndefined();
    expect(score).not.toBeNull();
  });

  it('a win by flowers: the eighth drawn by the winner (written among their flowers too) is Eight Immortals, taken from another player Seven Stealing One', () => {
    const rules = (text: string) => scoreHandNotation(parseHand(text), presetById('taiwanese')).score?.lines.map((l) => l.rule);
    expect(rules('123m456m789m123p456p7p 1f2f3f4f1y2y3y4y +4y @flowers @seat:S')).toContain('eightImmortals');
    expect(rules('123m456m789m123p456p7p 1f2f3f4f1y2y3y +4y @flowers @seat:S')).toContain('sevenStealingOne');
  });

  it.each([
    ['123m456m789p222s345s7z +7z @seat:S @replacement @first-tile @last-wall-tile 1f'],
    ['123m456m789p222s345s7z +7z @seat:S @first-tile @replacement @last-wall-tile 1f'],
    ['123m456m789p222s345s7z +7z @seat:S @replacement @first-tile @first-tile 1f'],
    ['123m 999p 4z [555p] {7777s} 2f +4z @original-call @original-call'],
  ])('refuses words that say a thing twice or contradict each other, in any order: %s', (text) => {
    expect(() => parseHand(text)).toThrow(/says again/);
  });
});
