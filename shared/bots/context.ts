/**
 * What a bot knows, read from its own SeatView and nothing else: its concealed tiles as counts,
 * how many of each kind it has not seen (hidden in the wall or in other hands), the rule set's
 * public data, and the shape rules its hand is built under.
 */
import { findPreset } from '../rules/presets';
import type { Meld } from '../table/types';
import { isBonus, kindOf, PLAYING_KINDS, type TileId } from '../tiles';
import type { SeatView } from '../view';
import { ShapeEval, type ShapeRules } from './shape';
import type { BotContext } from './types';
import { valuationFor } from './value';

export type { BotContext } from './types';


const evals = new Map<number, ShapeEval>();

/** One evaluator per set of shape rules (their tables are shared and memoised). */
export function shapeEval(rules: ShapeRules): ShapeEval {
  const key = shapeKey(rules);
  let e = evals.get(key);
  if (!e) evals.set(key, (e = new ShapeEval(rules)));
  return e;
}

const shapeKey = (rules: ShapeRules): number =>
  rules.setsNeeded * 1000 + (Number.isFinite(rules.chowCap) ? rules.chowCap + 10 : 0) * 4 + (rules.sevenPairs ? 2 : 0) + (rules.thirteenOrphans ? 1 : 0);

/**
 * Extra evaluators for the same rules, one set per use, so that nested evaluations never disturb
 * each other's loaded hand. A new use adds its name here with the number it needs.
 */
const SPARE_USES = {
  /** The few best discards looked at one draw further (lookahead). */
  lookahead: 2,
  /** The hand with its dead tiles counted out, and the yaku check of ready waits. */
  deadTiles: 1,
  /** What the waits of a ready hand score (WaitValue). */
  waitValue: 1,
  /** Shanten toward the open hand's yaku (yaku-path). */
  yakuPath: 1,
  /** Each hand one from ready, looked at from two from ready. */
  twoFromReady: 2,
  /** The open hand a call in the look-ahead makes, and the check of its waits (call-value). */
  callValue: 2,
} as const;
export type SpareUse = keyof typeof SPARE_USES;

const spares = new Map<number, ShapeEval[]>();
/** Each use's place in the key (a number, not text: this runs several times per decision). */
const USE_INDEX = new Map(Object.keys(SPARE_USES).map((use, i) => [use, i]));

export function spareEvals(rules: ShapeRules, use: SpareUse): ShapeEval[] {
  const key = shapeKey(rules) * 8 + USE_INDEX.get(use)!;
  let list = spares.get(key);
  if (!list) spares.set(key, (list = Array.from({ length: SPARE_USES[use] }, () => new ShapeEval(rules))));
  return list;
}

function playingCounts(tiles: readonly TileId[]): Uint8Array {
  const c = new Uint8Array(PLAYING_KINDS);
  for (const t of tiles) {
    const k = kindOf(t);
    if (!isBonus(k)) c[k]++;
  }
  return c;
}

const chowsIn = (melds: readonly Meld[]): number => melds.reduce((n, m) => n + (m.type === 'chow' ? 1 : 0), 0);

/** A meld of `type` standing in for one not yet made, for its shape rules. */
export const fakeMeld = (type: Meld['type'], concealed: boolean): Meld => ({ type, tiles: [], concealed, from: null, claimedTile: null, added: false });

/** Shape rules for a concealed part after `melds` are declared (the preset's special shapes need a closed hand). */
export function shapeRulesFor(ctx: Pick<BotContext, 'preset' | 'valuation' | 'fullSets' | 'view'>, melds: readonly Meld[]): ShapeRules {
  const closed = melds.length === 0;
  const special = ctx.preset?.special;
  return {
    setsNeeded: ctx.fullSets - melds.length,
    chowCap: ctx.valuation.chowCap(ctx) - chowsIn(melds),
    sevenPairs: closed && ctx.fullSets === 4 && !!special?.sevenPairs,
    thirteenOrphans: closed && ctx.fullSets === 4 && !!special?.thirteenOrphans,
  };
}

const seenScratch = new Uint8Array(PLAYING_KINDS);

export function buildContext(view: SeatView): BotContext | null {
  const hand = view.hand;
  if (view.you === null || !hand) return null;
  const seat = view.you;
  const me = hand.seats[seat];
  const concealed = me.concealed ?? [];
  const counts = playingCounts(concealed);
  // Scratch, filled afresh: only `unseen` is kept.
  const seen = seenScratch;
  seen.set(counts);
  for (const s of hand.seats) {
    for (const m of s.melds) for (const t of m.tiles) seen[kindOf(t)]++;
    for (const d of s.discards) if (!d.claimed && d.tile !== null && d.tile < 136) seen[kindOf(d.tile)]++;
  }
  for (const t of hand.doraIndicators) seen[kindOf(t)]++;
  if (hand.claim?.robbing) seen[kindOf(hand.claim.tile)]++;
  const unseen = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++) unseen[k] = Math.max(0, 4 - seen[k]);
  const ownUnseen = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++) ownUnseen[k] = 4 - counts[k];
  for (const m of me.melds) for (const t of m.tiles) ownUnseen[kindOf(t)] = Math.max(0, ownUnseen[kindOf(t)] - 1);
  let held = 3 * me.melds.length;
  for (const t of concealed) if (!isBonus(kindOf(t))) held++;
  const fullSets = Math.floor(held / 3);
  const preset = findPreset(view.presetId);
  const valuation = valuationFor(view.family);
  const shape = shapeEval(shapeRulesFor({ view, preset, valuation, fullSets }, me.melds));
  // Written out (no spread of a partial object): V8 builds this literal several times faster.
  return { view, preset, valuation, fullSets, hand, seat, me, concealed, counts, unseen, ownUnseen, shape };
}
