import { describe, expect, it } from 'vitest';
import { SEED002_TABLE } from '../../../shared/rules/taiwanese';
import { score, scoreFlowers, type Scored } from './helpers';

/** Seed 002's table as written there: name and tái, in order. */
const SEED_002: [string, string, number][] = [
  ['Waiting for One', 'waitingForOne', 1],
  ['Exposed Gàng', 'exposedKong', 1],
  ['Hidden Gàng', 'hiddenKong', 2],
  ['No Characters', 'noCharacters', 1],
  ['No Flowers', 'noFlowers', 1],
  ['Pure Hand', 'pureHand', 1],
  ['Self-Touch', 'selfTouch', 1],
  ['Pure Self-Touch', 'pureSelfTouch', 3],
  ['Gàng Blossom', 'kongBlossom', 1],
  ['Plucking the Moon from the Bottom of the Sea', 'pluckingTheMoon', 1],
  ['Robbing the Gàng', 'robbingTheKong', 1],
  ["Full Beggar's Hand", 'fullBeggarsHand', 2],
  ['Three Dragons', 'threeDragons', 1],
  ['House Wind', 'houseWind', 1],
  ['Round Wind', 'roundWind', 1],
  ['Flower Tile', 'flowerTile', 1],
  ['Four Flowers', 'fourFlowers', 2],
  ['Four Seasons', 'fourSeasons', 2],
  ['Peaceful Win', 'peacefulWin', 2],
  ['All Pòng', 'allPungs', 7],
  ['3 Hidden Triples', 'hiddenTriples3', 2],
  ['4 Hidden Triples', 'hiddenTriples4', 7],
  ['5 Hidden Triples', 'hiddenTriples5', 14],
  ['Unified One Color', 'unifiedOneColor', 7],
  ['Lesser 3 Dragons', 'lesserThreeDragons', 7],
  ['Lesser 4 Winds', 'lesserFourWinds', 7],
  ['Greater 3 Dragons', 'greaterThreeDragons', 14],
  ['Greater 4 Winds', 'greaterFourWinds', 14],
  ['Purely One Color', 'purelyOneColor', 14],
  ['Seven, Stealing One', 'sevenStealingOne', 14],
  ['Eight Immortals', 'eightImmortals', 14],
  ["Heaven's Grace", 'heavensGrace', 14],
  ["Earth's Grace", 'earthsGrace', 14],
  ["Dealer's Point", 'dealersPoint', 1],
  ['Consecutive Win', 'consecutiveWin', 2],
  ['Eight and a Half Pairs', 'eightAndAHalfPairs', 14],
];

interface LineCase {
  /** What the hit scores for this line (per-unit lines: value × count). */
  tai: number;
  hit: () => Scored;
  /** A hand as close as possible that does not score the line. */
  miss: () => Scored;
}

// Default situation: South seat (not the dealer), East round, winning on a discard.
const CASES: Record<string, LineCase> = {
  waitingForOne: { tai: 1, hit: () => score('123m456m789m123p99p46s +5s'), miss: () => score('123m456m789m123p99p45s +6s') },
  exposedKong: { tai: 2, hit: () => score('[1111m] [2222p] 789m123p99p46s +5s'), miss: () => score('[111m] [222p] 789m123p99p46s +5s') },
  hiddenKong: { tai: 2, hit: () => score('{1111m} 456m789m123p99p46s +5s'), miss: () => score('[1111m] 456m789m123p99p46s +5s') },
  noCharacters: { tai: 1, hit: () => score('123m456m789m123p99p46s +5s'), miss: () => score('123m456m789m123p11z46s +5s') },
  noFlowers: { tai: 1, hit: () => score('123m456m789m123p99p46s +5s'), miss: () => score('123m456m789m123p99p46s 3f +5s') },
  pureHand: { tai: 1, hit: () => score('123m456m789m123p99p46s +5s'), miss: () => score('[123m] 456m789m123p99p46s +5s') },
  selfTouch: {
    tai: 1,
    hit: () => score('[123m] 456m789m123p99p46s +5s', { source: 'wall' }),
    miss: () => score('[123m] 456m789m123p99p46s +5s'),
  },
  pureSelfTouch: {
    tai: 3,
    hit: () => score('123m456m789m123p99p46s +5s', { source: 'wall' }),
    miss: () => score('[123m] 456m789m123p99p46s +5s', { source: 'wall' }),
  },
  kongBlossom: {
    tai: 1,
    hit: () => score('{1111m} 456m789m123p99p46s +5s', { source: 'replacement' }),
    miss: () => score('{1111m} 456m789m123p99p46s +5s', { source: 'wall' }),
  },
  pluckingTheMoon: {
    tai: 1,
    hit: () => score('123m456m789m123p99p46s +5s', { source: 'wall', lastTile: true }),
    miss: () => score('123m456m789m123p99p46s +5s', { source: 'discard', lastTile: true }),
  },
  robbingTheKong: {
    tai: 1,
    hit: () => score('123m456m789m123p99p46s +5s', { source: 'robbed-kong' }),
    miss: () => score('123m456m789m123p99p46s +5s', { source: 'discard' }),
  },
  fullBeggarsHand: {
    tai: 2,
    hit: () => score('[123m] [456m] [789m] [123p] [456p] 5s +5s'),
    miss: () => score('[123m] [456m] [789m] [123p] [456p] 5s +5s', { source: 'wall' }),
  },
  threeDragons: { tai: 2, hit: () => score('555z666z123m456m99p46s +5s'), miss: () => score('55z123p456p123m456m46s +5s') },
  houseWind: { tai: 1, hit: () => score('222z123m456m789m99p46s +5s'), miss: () => score('444z123m456m789m99p46s +5s') },
  roundWind: {
    tai: 1,
    hit: () => score('111z123m456m789m99p46s +5s'),
    miss: () => score('111z123m456m789m99p46s +5s', { prevailingWind: 2 }),
  },
  flowerTile: { tai: 2, hit: () => score('123m456m789m123p99p46s 2f2y +5s'), miss: () => score('123m456m789m123p99p46s 1f3y +5s') },
  fourFlowers: { tai: 2, hit: () => score('123m456m789m123p99p46s 1f3f4f2f +5s'), miss: () => score('123m456m789m123p99p46s 1f3f4f2y +5s') },
  fourSeasons: { tai: 2, hit: () => score('123m456m789m123p99p46s 1y3y4y2y +5s'), miss: () => score('123m456m789m123p99p46s 1y3y4y2f +5s') },
  peacefulWin: {
    tai: 2,
    hit: () => score('[123m] 456m789m123p99p45s +6s'),
    miss: () => score('[123m] 456m789m123p99p45s +6s', { source: 'wall' }),
  },
  allPungs: { tai: 7, hit: () => score('[111m] [222m] [444p] [555p] 99p77s +7s'), miss: () => score('[111m] [222m] [444p] [456p] 99p77s +7s') },
  hiddenTriples3: {
    tai: 2,
    hit: () => score('111m222m33p456p789p99s +3p', { source: 'wall' }),
    // The same hand winning on a discard: the 3p triple is completed by someone else's tile.
    miss: () => score('111m222m33p456p789p99s +3p'),
  },
  hiddenTriples4: {
    tai: 7,
    hit: () => score('111m222m333p444p789p9s +9s'),
    miss: () => score('[111m] 222m333p444p789p9s +9s'),
  },
  hiddenTriples5: {
    tai: 14,
    hit: () => score('111m222m333p444p555s9s +9s'),
    miss: () => score('111m222m333p444p55s99s +5s'),
  },
  unifiedOneColor: { tai: 7, hit: () => score('123m456m789m234m11z46m +5m'), miss: () => score('123m456m789m234m11z46p +5p') },
  lesserThreeDragons: { tai: 7, hit: () => score('555z666z123m456m77z46m +5m'), miss: () => score('555z666z123m456m11z46m +5m') },
  lesserFourWinds: { tai: 7, hit: () => score('111z222z333z123m44z46m +5m'), miss: () => score('111z222z333z123m55z46m +5m') },
  greaterThreeDragons: { tai: 14, hit: () => score('555z666z777z123m99m46m +5m'), miss: () => score('555z666z77z123m456m46m +5m') },
  greaterFourWinds: { tai: 14, hit: () => score('111z222z333z444z99m46m +5m'), miss: () => score('111z222z333z44z123m46m +5m') },
  purelyOneColor: { tai: 14, hit: () => score('123m456m789m234m99m46m +5m'), miss: () => score('123m456m789m234m11z46m +5m') },
  sevenStealingOne: {
    tai: 14,
    hit: () => scoreFlowers('1f2f3f4f1y2y3y'),
    // Seven bonus tiles in an ordinary win (the eighth never came out): no special.
    miss: () => score('123m456m789m123p99p46s 1f2f3f4f1y2y3y +5s'),
  },
  eightImmortals: { tai: 14, hit: () => scoreFlowers('1f2f3f4f1y2y3y4y'), miss: () => scoreFlowers('1f2f3f4f1y2y3y') },
  heavensGrace: {
    tai: 14,
    hit: () => score('123m456m789m123p99p46s +5s', { seatWind: 0, source: 'wall', firstTurn: true }),
    miss: () => score('123m456m789m123p99p46s +5s', { seatWind: 0, source: 'wall', firstTurn: false }),
  },
  earthsGrace: {
    tai: 14,
    hit: () => score('123m456m789m123p99p46s +5s', { source: 'wall', firstTurn: true }),
    miss: () => score('123m456m789m123p99p46s +5s', { source: 'discard', firstTurn: true }),
  },
  dealersPoint: {
    tai: 1,
    hit: () => score('123m456m789m123p99p46s +5s', { seatWind: 0 }),
    miss: () => score('123m456m789m123p99p46s +5s', { seatWind: 1, dealerStreak: 3 }),
  },
  consecutiveWin: {
    tai: 4,
    hit: () => score('123m456m789m123p99p46s +5s', { seatWind: 0, dealerStreak: 2 }),
    miss: () => score('123m456m789m123p99p46s +5s', { seatWind: 0, dealerStreak: 0 }),
  },
  eightAndAHalfPairs: {
    tai: 14,
    hit: () => score('11m22m33m44p55p66s7s888s +7s'),
    // Eight pairs, the triple completed by a discard: not hidden, so no Eight and a Half Pairs.
    miss: () => score('11m22m44m55p77p22s66s88s +8s'),
  },
};

describe('the tái table is seed 002, line for line', () => {
  it('has every line of the seed with its value, in order, and nothing else', () => {
    expect(SEED002_TABLE.entries.map((e) => [e.rule, e.tai])).toEqual(SEED_002.map(([, id, tai]) => [id, tai]));
  });

  it('every line has a test case below', () => {
    expect(Object.keys(CASES).sort()).toEqual(SEED002_TABLE.entries.map((e) => e.rule).sort());
  });
});

describe('each line: a hand that scores it and one that just misses it', () => {
  it.each(SEED_002)('%s', (_name, rule) => {
    const c = CASES[rule];
    const hit = c.hit();
    expect(hit.won).toBe(true);
    expect(hit.byRule[rule]).toBe(c.tai);
    const miss = c.miss();
    expect(miss.byRule[rule]).toBeUndefined();
    expect(miss.replaced).not.toContain(rule);
    // The sheet adds up.
    for (const s of [hit, miss]) expect(s.tai).toBe(s.lines.reduce((n, l) => n + l.tai, 0));
  });
});
