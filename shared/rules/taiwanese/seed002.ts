/**
 * Seed 002's tái table, every line with its value, in the seed's order. `replaces` is Sparrow's
 * reading of the seed's "mutually exclusive" (docs/rules/readings.md, "Taiwanese tái"): a line that
 * applies removes the lines it lists. Every other line adds.
 */
import type { TaiEntry, TaiTable } from './types';

/** Lines that still count with a flower special (Seven Stealing One, Eight Immortals). */
const DEALER_LINES = ['dealersPoint', 'consecutiveWin'];
/** Heaven's and Earth's Grace contain the concealed, self-drawn and waiting lines. */
const GRACE_REPLACES = ['pureHand', 'selfTouch', 'pureSelfTouch', 'waitingForOne'];

const LINES: TaiEntry[] = [
  { rule: 'waitingForOne', tai: 1 },
  { rule: 'exposedKong', tai: 1, each: true },
  { rule: 'hiddenKong', tai: 2, each: true },
  { rule: 'noCharacters', tai: 1 },
  { rule: 'noFlowers', tai: 1 },
  { rule: 'pureHand', tai: 1 },
  { rule: 'selfTouch', tai: 1 },
  { rule: 'pureSelfTouch', tai: 3, replaces: ['pureHand', 'selfTouch'] },
  { rule: 'kongBlossom', tai: 1 },
  { rule: 'pluckingTheMoon', tai: 1 },
  { rule: 'robbingTheKong', tai: 1 },
  { rule: 'fullBeggarsHand', tai: 2 },
  { rule: 'threeDragons', tai: 1, each: true },
  { rule: 'houseWind', tai: 1 },
  { rule: 'roundWind', tai: 1 },
  { rule: 'flowerTile', tai: 1, each: true },
  { rule: 'fourFlowers', tai: 2 },
  { rule: 'fourSeasons', tai: 2 },
  { rule: 'peacefulWin', tai: 2 },
  { rule: 'allPungs', tai: 7 },
  { rule: 'hiddenTriples3', tai: 2 },
  { rule: 'hiddenTriples4', tai: 7, replaces: ['hiddenTriples3'] },
  { rule: 'hiddenTriples5', tai: 14, replaces: ['hiddenTriples4', 'hiddenTriples3'] },
  { rule: 'unifiedOneColor', tai: 7 },
  { rule: 'lesserThreeDragons', tai: 7, replaces: ['threeDragons'] },
  { rule: 'lesserFourWinds', tai: 7, replaces: ['houseWind', 'roundWind'] },
  { rule: 'greaterThreeDragons', tai: 14, replaces: ['lesserThreeDragons', 'threeDragons'] },
  { rule: 'greaterFourWinds', tai: 14, replaces: ['lesserFourWinds', 'houseWind', 'roundWind'] },
  { rule: 'purelyOneColor', tai: 14, replaces: ['unifiedOneColor', 'noCharacters'] },
  { rule: 'sevenStealingOne', tai: 14 },
  { rule: 'eightImmortals', tai: 14 },
  { rule: 'heavensGrace', tai: 14, replaces: GRACE_REPLACES },
  { rule: 'earthsGrace', tai: 14, replaces: GRACE_REPLACES },
  { rule: 'dealersPoint', tai: 1 },
  { rule: 'consecutiveWin', tai: 2, each: true },
  { rule: 'eightAndAHalfPairs', tai: 14 },
];

/** The flower specials score only themselves and the dealer's lines. */
const FLOWER_SPECIALS = new Set(['sevenStealingOne', 'eightImmortals']);
const allBut = (keep: string[]): string[] => LINES.map((e) => e.rule).filter((r) => !keep.includes(r));

export const SEED002_TABLE: TaiTable = {
  id: 'seed002',
  entries: LINES.map((e) => (FLOWER_SPECIALS.has(e.rule) ? { ...e, replaces: allBut([e.rule, ...DEALER_LINES]) } : e)),
};
