/**
 * The rule catalogue: what each rule id means. Tables (bmja.ts, dmjl.ts) say which rules apply
 * and what they are worth; this file only decides whether a rule applies.
 */
import { isHonour, isTerminal, type Kind } from '../../tiles';
import { isSevenPairs, isThirteenOrphans, knittingSuits, nineGatesExtra, tripleKnitting } from '../../analysis/special';
import { isDragon, isMajor, isPungOrKong, isSimple, isWind, type Meld, type PreparedHand } from './hand';
import type { ClassicalTable, RuleEntry } from './types';

export interface ScoringContext {
  hand: PreparedHand;
  table: ClassicalTable;
  /** The hand read as melds: declared ones and the arrangement of the concealed tiles. */
  melds: Meld[];
  lastMeld: Meld | null;
  /** Some meld rule scored a meld of two or more tiles (bonus tiles do not count). */
  setsScored: boolean;
  /** Exactly one kind would have completed the hand before the last tile. */
  onlyPossible: () => boolean;
  /** For a calling hand: the rules that count in each winning completion. */
  completions: () => ReadonlyArray<ReadonlySet<string>>;
}

type MeldTest = (m: Meld, ctx: ScoringContext) => boolean;
type BonusTest = (k: Kind, ctx: ScoringContext) => boolean;
type HandTest = (ctx: ScoringContext, entry: RuleEntry) => boolean;

const seatKind = (ctx: ScoringContext): Kind => 27 + ctx.hand.source.seatWind;
const prevailingKind = (ctx: ScoringContext): Kind => 27 + ctx.hand.source.prevailingWind;
const first = (m: Meld): Kind => m.kinds[0];
const tileClass = (k: Kind): 'Simple' | 'Terminal' | 'Honour' => (isHonour(k) ? 'Honour' : isTerminal(k) ? 'Terminal' : 'Simple');

function setRule(type: 'pung' | 'kong', exposed: boolean, cls: 'Simple' | 'Terminal' | 'Honour'): MeldTest {
  return (m) => m.type === type && m.exposed === exposed && tileClass(first(m)) === cls;
}

export const MELD_TESTS: Record<string, MeldTest> = {
  dragonSet: (m) => isPungOrKong(m) && isDragon(first(m)),
  ownWindSet: (m, ctx) => isPungOrKong(m) && first(m) === seatKind(ctx),
  prevailingWindSet: (m, ctx) => isPungOrKong(m) && first(m) === prevailingKind(ctx),
  exposedPungSimple: setRule('pung', true, 'Simple'),
  exposedPungTerminal: setRule('pung', true, 'Terminal'),
  exposedPungHonour: setRule('pung', true, 'Honour'),
  exposedKongSimple: setRule('kong', true, 'Simple'),
  exposedKongTerminal: setRule('kong', true, 'Terminal'),
  exposedKongHonour: setRule('kong', true, 'Honour'),
  concealedPungSimple: setRule('pung', false, 'Simple'),
  concealedPungTerminal: setRule('pung', false, 'Terminal'),
  concealedPungHonour: setRule('pung', false, 'Honour'),
  concealedKongSimple: setRule('kong', false, 'Simple'),
  concealedKongTerminal: setRule('kong', false, 'Terminal'),
  concealedKongHonour: setRule('kong', false, 'Honour'),
  pairOwnWind: (m, ctx) => m.type === 'pair' && first(m) === seatKind(ctx),
  pairPrevailingWind: (m, ctx) => m.type === 'pair' && first(m) === prevailingKind(ctx),
  pairDragons: (m) => m.type === 'pair' && isDragon(first(m)),
};

const isFlower = (k: Kind): boolean => k >= 34 && k < 38;
const isSeason = (k: Kind): boolean => k >= 38 && k < 42;
const bonusSeat = (k: Kind): number => (k - 34) % 4;

export const BONUS_TESTS: Record<string, BonusTest> = {
  flower: isFlower,
  season: isSeason,
  ownFlower: (k, ctx) => isFlower(k) && bonusSeat(k) === ctx.hand.source.seatWind,
  ownSeason: (k, ctx) => isSeason(k) && bonusSeat(k) === ctx.hand.source.seatWind,
};

// ---- whole-hand helpers ----

function kindsPresent(ctx: ScoringContext): Kind[] {
  const out: Kind[] = [];
  ctx.hand.all.forEach((c, k) => {
    if (c > 0) out.push(k);
  });
  return out;
}
const suitsUsed = (ctx: ScoringContext): Set<number> => new Set(kindsPresent(ctx).filter((k) => k < 27).map((k) => Math.floor(k / 9)));
const hasHonours = (ctx: ScoringContext): boolean => kindsPresent(ctx).some(isHonour);
const noChow = (ctx: ScoringContext): boolean => !ctx.melds.some((m) => m.type === 'chow');
const onlyConcealed = (ctx: ScoringContext): boolean => !ctx.melds.some((m) => m.exposed && !m.claimed);
const exposedCount = (ctx: ScoringContext): number => ctx.melds.filter((m) => m.exposed).length;
const dragonSets = (ctx: ScoringContext): number => ctx.melds.filter((m) => isPungOrKong(m) && isDragon(first(m))).length;
const windSets = (ctx: ScoringContext): number => ctx.melds.filter((m) => isPungOrKong(m) && isWind(first(m))).length;
const trueColour = (ctx: ScoringContext): boolean => suitsUsed(ctx).size === 1 && !hasHonours(ctx);
/** Sizes of the honour melds of one class, a kong counted as 3. */
const honourShape = (ctx: ScoringContext, test: (k: Kind) => boolean): string =>
  ctx.melds
    .filter((m) => test(first(m)))
    .map((m) => Math.min(m.kinds.length, 3))
    .sort()
    .join('');
const bonusOf = (ctx: ScoringContext, test: (k: Kind) => boolean): Kind[] => ctx.hand.bonus.filter(test);
const source = (ctx: ScoringContext) => ctx.hand.lastSource;
const last = (ctx: ScoringContext) => ctx.hand.last;
const GREEN: ReadonlySet<Kind> = new Set([19, 20, 21, 23, 25, 32]);

export const HAND_TESTS: Record<string, HandTest> = {
  // hand rules (every player)
  ownFlowerAndSeason: (ctx) => ctx.hand.bonus.filter((k) => bonusSeat(k) === ctx.hand.source.seatWind).length === 2,
  allFlowers: (ctx) => bonusOf(ctx, isFlower).length === 4,
  allSeasons: (ctx) => bonusOf(ctx, isSeason).length === 4,
  threeConcealedPungs: (ctx) => ctx.melds.filter((m) => isPungOrKong(m) && (!m.exposed || m.claimed)).length >= 3,
  littleThreeDragons: (ctx) => honourShape(ctx, isDragon) === '233',
  bigThreeDragons: (ctx) => dragonSets(ctx) === 3,
  littleFourJoys: (ctx) => honourShape(ctx, isWind) === '2333',
  bigFourJoys: (ctx) => windSets(ctx) === 4,

  // winner rules
  lastTileFromDeadWall: (ctx) => source(ctx) === 'replacement',
  lastTileOfWall: (ctx) => source(ctx) === 'lastWallTile',
  lastDiscardOfWall: (ctx) => source(ctx) === 'lastDiscard',
  robbingKong: (ctx) => source(ctx) === 'robbedKong',
  originalCall: (ctx) => !!ctx.hand.source.originalCall && exposedCount(ctx) < 3,
  twofoldFortune: (ctx) => !!ctx.hand.source.twofoldFortune,
  blessingOfHeaven: (ctx) => source(ctx) === 'firstTile' && ctx.hand.source.seatWind === 0 && exposedCount(ctx) === 0,
  blessingOfEarth: (ctx) => source(ctx) === 'firstTile' && ctx.hand.source.seatWind !== 0,
  eastNinthWin: (ctx) => !!ctx.hand.source.eastNinthWin && ctx.hand.source.seatWind === 0,
  lastTileCompletesPairSimple: (ctx) => ctx.lastMeld?.type === 'pair' && isSimple(last(ctx)!.kind),
  lastTileCompletesPairMajor: (ctx) => ctx.lastMeld?.type === 'pair' && isMajor(last(ctx)!.kind),
  onlyPossibleTile: (ctx) => ctx.onlyPossible(),
  lastTileFromWall: (ctx) => !!last(ctx)?.drawn,
  zeroPointHand: (ctx) => !ctx.setsScored,
  noChow,
  onlyConcealedMelds: onlyConcealed,
  falseColour: (ctx) => hasHonours(ctx) && suitsUsed(ctx).size === 1,
  trueColour,
  concealedTrueColour: (ctx) => trueColour(ctx) && onlyConcealed(ctx),
  onlyTerminalsAndHonours: (ctx) => kindsPresent(ctx).every(isMajor),
  onlyHonours: (ctx) => kindsPresent(ctx).every(isHonour),
  hiddenTreasure: (ctx) => onlyConcealed(ctx) && noChow(ctx) && !!last(ctx)?.drawn && ctx.melds.length === 5,
  headsAndTails: (ctx) => kindsPresent(ctx).every(isTerminal),
  fourfoldPlenty: (ctx) => ctx.hand.kongs === 4,
  threeGreatScholars: (ctx, entry) => dragonSets(ctx) === 3 && (!entry.options?.noChow || noChow(ctx)),
  fourBlessings: (ctx) => windSets(ctx) === 4,
  imperialJade: (ctx) => kindsPresent(ctx).every((k) => GREEN.has(k)),
  plumBlossom: (ctx) => source(ctx) === 'replacement' && last(ctx)?.kind === 13 && last(ctx)!.drawn,
  pluckingMoon: (ctx) => source(ctx) === 'lastWallTile' && last(ctx)?.kind === 9 && last(ctx)!.drawn,
  scratchingPole: (ctx) => source(ctx) === 'robbedKong' && last(ctx)?.kind === 19 && !last(ctx)!.drawn,
  buriedTreasure: (ctx) =>
    suitsUsed(ctx).size === 1 &&
    ctx.melds.filter((m) => m.type === 'pung').length === 4 &&
    ctx.melds.every((m) => (m.type === 'pung' && !m.exposed) || m.type === 'pair'),
  purity: (ctx) => trueColour(ctx) && noChow(ctx),

  // loser rules
  callingFor: (ctx, entry) => ctx.completions().some((rules) => rules.has(entry.hand ?? '')),
};

// ---- ways to go Mah-Jong ----

const declaredLongerThan = (ctx: ScoringContext, n: number): boolean => ctx.hand.declared.some((m) => m.kinds.length > n);

/** Standard shape: four sets and a pair. */
function isStandardShape(melds: readonly Meld[]): boolean {
  let pairs = 0;
  let sets = 0;
  for (const m of melds) {
    if (m.type === 'pair') pairs++;
    else if (m.type === 'chow' || m.type === 'pung' || m.type === 'kong') sets++;
    else return false;
  }
  return pairs === 1 && sets === 4;
}

function squirmingSnake(ctx: ScoringContext): boolean {
  const suits = suitsUsed(ctx);
  if (suits.size !== 1 || hasHonours(ctx)) return false;
  const base = 9 * [...suits][0];
  const c = ctx.hand.all;
  if (c[base] < 3 || c[base + 8] < 3) return false;
  if ([1, 4, 7].filter((r) => c[base + r] === 2).length !== 1) return false;
  let distinct = 0;
  for (let r = 0; r < 9; r++) if (c[base + r] > 0) distinct++;
  return distinct === ctx.hand.tiles - 5;
}

function wrigglingSnake(ctx: ScoringContext): boolean {
  if (ctx.hand.declared.length > 0) return false;
  const suits = suitsUsed(ctx);
  const kinds = kindsPresent(ctx);
  if (suits.size !== 1 || kinds.some(isDragon) || !kinds.some(isWind)) return false;
  const base = 9 * [...suits][0];
  if (ctx.hand.all[base] !== 2) return false;
  return kinds.length === 13;
}

export const MAHJONG_TESTS: Record<string, (ctx: ScoringContext) => boolean> = {
  mahjong: (ctx) => isStandardShape(ctx.melds) && ctx.melds.filter((m) => m.type === 'chow').length <= ctx.table.maxChows,
  squirmingSnake: (ctx) => MAHJONG_TESTS.mahjong(ctx) && squirmingSnake(ctx),
  nineGates: (ctx) => ctx.hand.declared.length === 0 && !!last(ctx) && nineGatesExtra(ctx.hand.all) === last(ctx)!.kind,
  gatesOfHeaven: (ctx) => !declaredLongerThan(ctx, 2) && nineGatesExtra(ctx.hand.all) >= 0,
  thirteenOrphans: (ctx) => isThirteenOrphans(ctx.hand.all),
  wrigglingSnake,
  knitting: (ctx) =>
    ctx.hand.declared.length <= 1 &&
    !declaredLongerThan(ctx, 2) &&
    !(ctx.hand.declared.length > 0 && last(ctx)?.drawn) &&
    knittingSuits(ctx.hand.all) !== null,
  tripleKnitting: (ctx) =>
    ctx.hand.declared.length <= 1 && !(ctx.hand.declared.length > 0 && last(ctx)?.drawn) && tripleKnitting(ctx.hand.all) !== null,
  allPairHonours: (ctx) =>
    ctx.hand.declared.length < 2 && isSevenPairs(ctx.hand.all) && kindsPresent(ctx).every(isMajor),
};
