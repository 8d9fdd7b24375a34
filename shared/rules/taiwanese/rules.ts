/**
 * What each line of the tái table asks of a hand, by rule id. A test returns how many times the
 * line applies to one reading of the hand (0: it does not); values and exclusions are table data.
 */
import { DRAGON_KINDS, FIRST_FLOWER, FIRST_SEASON, WIND_KINDS, bonusWind, isHonour, isSuit, windKind, type Kind } from '../../tiles';
import { onOthersTile } from './readings';
import type { ReadSet, Reading, TaiwaneseHand } from './types';

export interface TaiContext {
  hand: TaiwaneseHand;
  reading: Reading;
  /** How many kinds completed the hand before the winning tile (computed once per hand, on demand). */
  waits: () => number;
}

export type TaiTest = (ctx: TaiContext) => number;

const yes = (b: boolean): number => (b ? 1 : 0);
const isTriple = (s: ReadSet): boolean => s.type !== 'chow';
const triples = (ctx: TaiContext): ReadSet[] => ctx.reading.sets.filter(isTriple);
const triplesOf = (ctx: TaiContext, kinds: readonly Kind[]): number => triples(ctx).filter((s) => kinds.includes(s.kinds[0])).length;
const hasTriple = (ctx: TaiContext, kind: Kind): boolean => triples(ctx).some((s) => s.kinds[0] === kind);
/** A hidden triple: a pung or kong of tiles drawn from the wall only. */
const hiddenTriples = (ctx: TaiContext): number => triples(ctx).filter((s) => (s.declared ? s.concealedKong : !s.fromDiscard)).length;

const shaped = (ctx: TaiContext): boolean => ctx.reading.shape !== 'flowers';
const standard = (ctx: TaiContext): boolean => ctx.reading.shape === 'standard';
const selfDrawn = (ctx: TaiContext): boolean => ctx.hand.source === 'wall' || ctx.hand.source === 'replacement';
const pureHand = (ctx: TaiContext): boolean => shaped(ctx) && ctx.hand.melds.every((m) => m.concealed);
const allKinds = (ctx: TaiContext): Kind[] => [...ctx.hand.concealed, ctx.hand.winning, ...ctx.hand.melds.flatMap((m) => m.kinds)];
const kongs = (ctx: TaiContext, concealed: boolean): number => ctx.hand.melds.filter((m) => m.type === 'kong' && m.concealed === concealed).length;
const hasAllBonus = (ctx: TaiContext, first: Kind): boolean => [0, 1, 2, 3].every((i) => ctx.hand.bonus.includes(first + i));
const pairIn = (ctx: TaiContext, kinds: readonly Kind[]): boolean => ctx.reading.pair !== null && kinds.includes(ctx.reading.pair);
const suitOf = (k: Kind): number => Math.floor(k / 9);

/** Every tile of one suit (honours none). */
function oneSuit(kinds: readonly Kind[]): boolean {
  return kinds.length > 0 && kinds.every((k) => isSuit(k) && suitOf(k) === suitOf(kinds[0]));
}

export const TAI_TESTS: Readonly<Record<string, TaiTest>> = {
  waitingForOne: (ctx) => yes(shaped(ctx) && ctx.waits() === 1),
  exposedKong: (ctx) => kongs(ctx, false),
  hiddenKong: (ctx) => kongs(ctx, true),
  noCharacters: (ctx) => yes(shaped(ctx) && !allKinds(ctx).some(isHonour)),
  noFlowers: (ctx) => yes(shaped(ctx) && ctx.hand.bonus.length === 0),
  pureHand: (ctx) => yes(pureHand(ctx)),
  selfTouch: (ctx) => yes(selfDrawn(ctx)),
  pureSelfTouch: (ctx) => yes(pureHand(ctx) && selfDrawn(ctx)),
  kongBlossom: (ctx) => yes(ctx.hand.source === 'replacement'),
  pluckingTheMoon: (ctx) => yes(selfDrawn(ctx) && ctx.hand.lastTile),
  robbingTheKong: (ctx) => yes(ctx.hand.source === 'robbed-kong'),
  fullBeggarsHand: (ctx) => yes(standard(ctx) && ctx.hand.melds.length === 5 && ctx.hand.melds.every((m) => !m.concealed) && onOthersTile(ctx.hand)),
  threeDragons: (ctx) => triplesOf(ctx, DRAGON_KINDS),
  houseWind: (ctx) => yes(hasTriple(ctx, windKind(ctx.hand.seatWind))),
  roundWind: (ctx) => yes(hasTriple(ctx, windKind(ctx.hand.prevailingWind))),
  flowerTile: (ctx) => (shaped(ctx) ? ctx.hand.bonus.filter((k) => bonusWind(k) === ctx.hand.seatWind).length : 0),
  fourFlowers: (ctx) => yes(hasAllBonus(ctx, FIRST_FLOWER)),
  fourSeasons: (ctx) => yes(hasAllBonus(ctx, FIRST_SEASON)),
  peacefulWin: (ctx) =>
    yes(
      standard(ctx) &&
        ctx.reading.sets.every((s) => s.type === 'chow') &&
        !pairIn(ctx, [...WIND_KINDS, ...DRAGON_KINDS]) &&
        onOthersTile(ctx.hand) &&
        ctx.waits() !== 1,
    ),
  allPungs: (ctx) => yes(standard(ctx) && ctx.reading.sets.every(isTriple)),
  hiddenTriples3: (ctx) => yes(hiddenTriples(ctx) >= 3),
  hiddenTriples4: (ctx) => yes(hiddenTriples(ctx) >= 4),
  hiddenTriples5: (ctx) => yes(hiddenTriples(ctx) >= 5),
  unifiedOneColor: (ctx) =>
    yes(standard(ctx) && oneSuit(ctx.reading.sets.flatMap((s) => s.kinds)) && pairIn(ctx, [...WIND_KINDS, ...DRAGON_KINDS])),
  lesserThreeDragons: (ctx) => yes(standard(ctx) && triplesOf(ctx, DRAGON_KINDS) === 2 && pairIn(ctx, DRAGON_KINDS)),
  lesserFourWinds: (ctx) => yes(standard(ctx) && triplesOf(ctx, WIND_KINDS) === 3 && pairIn(ctx, WIND_KINDS)),
  greaterThreeDragons: (ctx) => yes(triplesOf(ctx, DRAGON_KINDS) === 3),
  greaterFourWinds: (ctx) => yes(triplesOf(ctx, WIND_KINDS) === 4),
  purelyOneColor: (ctx) => yes(shaped(ctx) && oneSuit(allKinds(ctx))),
  sevenStealingOne: (ctx) => yes(!shaped(ctx) && ctx.hand.bonus.length === 7),
  eightImmortals: (ctx) => yes(ctx.hand.bonus.length === 8),
  heavensGrace: (ctx) => yes(shaped(ctx) && ctx.hand.firstTurn && ctx.hand.dealer && selfDrawn(ctx)),
  earthsGrace: (ctx) => yes(shaped(ctx) && ctx.hand.firstTurn && !ctx.hand.dealer && selfDrawn(ctx)),
  dealersPoint: (ctx) => yes(ctx.hand.dealer),
  // Seed 002: "for each consecutive hand he/she wins, after the first": the dealer's wins in a row
  // before this one. A drawn hand keeps the deal but is not a win, so it ends the run.
  consecutiveWin: (ctx) => (ctx.hand.dealer ? ctx.hand.dealerStreak : 0),
  eightAndAHalfPairs: (ctx) => yes(ctx.reading.shape === 'eightAndHalfPairs'),
};
