/**
 * What a hand is worth, per family: the hook through which a family's scoring steers the bots.
 * Classical asks the real scorer (a win under the Hungarian minimum collects nothing). Riichi and
 * Taiwanese steer by what their scoring rewards, as a player would: value honours and dora, and a
 * riichi hand opens only with a yaku still in it. Every legal win is worth taking there: the engine
 * allows a riichi win only with a yaku, and every Taiwanese win is paid its base.
 */
import type { Family, Preset } from '../rules/presets';
import { MILLINGTON_OPTIONS, presetTable, scoreClassical, type ClassicalHand, type ClassicalTable } from '../rules/classical';
import { isBonus, isHonour, isTerminalOrHonour, kindOf, type Kind, type TileId } from '../tiles';
import type { SeatView } from '../view';
import { isRedFive } from '../rules/riichi/hand';
import type { BotContext, ClaimPlan, FamilyValuation } from './types';

export type { ClaimPlan, FamilyValuation } from './types';

/** Dragons, the seat's own wind and the prevailing wind: honours that score in every family. */
export function isValueHonour(view: SeatView, seatWind: number, kind: Kind): boolean {
  return kind >= 31 || kind === 27 + seatWind || kind === 27 + view.game.prevailing;
}

const honourValue = (ctx: BotContext, kind: Kind, pair: number, single: number): number => {
  if (!isValueHonour(ctx.view, ctx.me.wind, kind)) return 0;
  const n = ctx.counts[kind];
  if (n >= 2) return pair;
  return n === 1 && ctx.unseen[kind] >= 2 ? single : 0;
};

/** The kind a dora indicator points at: the next in its suit, wind or dragon cycle. */
export function doraOf(indicator: Kind): Kind {
  if (indicator < 27) return indicator - (indicator % 9) + (((indicator % 9) + 1) % 9);
  if (indicator < 31) return 27 + ((indicator - 27 + 1) % 4);
  return 31 + ((indicator - 31 + 1) % 3);
}

const isSimple = (k: Kind): boolean => !isTerminalOrHonour(k);

/** The claimed tile, the tiles claimed with it and every meld already made are all simples: all simples (tanyao) stays open to the hand. */
export function simplesClaim(ctx: BotContext, plan: Pick<ClaimPlan, 'kind' | 'tiles'>): boolean {
  if (!isSimple(plan.kind) || plan.tiles.some((t) => !isSimple(kindOf(t)))) return false;
  return !ctx.me.melds.some((m) => m.tiles.some((t) => !isSimple(kindOf(t))));
}

/** A held pair is a way to a yaku while a third tile of it may still come (`live`: strong bots check). */
const livePair = (ctx: BotContext, k: Kind, live: boolean): boolean => ctx.counts[k] >= 2 && (!live || ctx.unseen[k] > 0);

const riichi: FamilyValuation = {
  chowCap: () => Infinity,
  keepValue(ctx, kind) {
    let v = honourValue(ctx, kind, 6, 1.5);
    for (const t of ctx.hand.doraIndicators) if (doraOf(kindOf(t)) === kind) v += 2 * ctx.counts[kind];
    // A lone five that is red (with two, the plain one goes first: rankDiscards).
    if (ctx.counts[kind] === 1 && ctx.preset?.riichi?.redFives && ctx.concealed.some((t) => kindOf(t) === kind && isRedFive(t))) v += 2;
    return v;
  },
  openOk(ctx, plan, livePairs = false) {
    if (plan.claim !== 'chow' && isValueHonour(ctx.view, ctx.me.wind, plan.kind)) return true;
    if (ctx.me.melds.some((m) => m.type !== 'chow' && isValueHonour(ctx.view, ctx.me.wind, kindOf(m.tiles[0])))) return true;
    for (let k = 31; k < 34; k++) if (livePair(ctx, k, livePairs)) return true;
    if (livePair(ctx, 27 + ctx.me.wind, livePairs) || livePair(ctx, 27 + ctx.view.game.prevailing, livePairs)) return true;
    // All simples (tanyao): the meld, the other melds, and all but one of the concealed tiles.
    if (!simplesClaim(ctx, plan)) return false;
    let outside = 0;
    for (let k = 0; k < 34; k++) if (!isSimple(k)) outside += ctx.counts[k];
    return outside <= 1;
  },
  winWorth: () => true,
  worth(ctx) {
    const held = [...ctx.concealed, ...ctx.me.melds.flatMap((m) => m.tiles)];
    const dora = ctx.hand.doraIndicators.map((t) => doraOf(kindOf(t)));
    let han = ctx.preset?.riichi?.redFives ? held.filter(isRedFive).length : 0;
    for (const t of held) for (const d of dora) if (kindOf(t) === d) han++;
    const closed = ctx.me.melds.every((m) => m.concealed);
    if (closed) han++; // riichi (or menzen tsumo)
    for (let k = 27; k < 34; k++) {
      const n = ctx.counts[k] + ctx.me.melds.filter((m) => m.type !== 'chow' && kindOf(m.tiles[0]) === k).length * 3;
      if (n >= 2 && isValueHonour(ctx.view, ctx.me.wind, k)) han++;
    }
    if (han === 0 && held.every((t) => isSimple(kindOf(t)))) han++;
    return han;
  },
};

function classicalRules(preset: Preset | null): { table: ClassicalTable; minimum: number; limit: number; roofOff: boolean } {
  const c = preset?.classical ?? { table: 'bmja' as const, options: MILLINGTON_OPTIONS };
  return { table: presetTable(c), minimum: c.options.minimum, limit: c.options.limit, roofOff: c.options.roofOff };
}

/** The bot's own hand as the classical scorer reads it, with the winning tile added. */
function classicalHandFromView(ctx: BotContext, tile: TileId | null, fromDiscard: boolean): ClassicalHand {
  const concealed = ctx.concealed.map(kindOf).filter((k) => !isBonus(k));
  const last = tile === null ? (ctx.hand.drawn === null ? null : kindOf(ctx.hand.drawn)) : kindOf(tile);
  if (tile !== null && fromDiscard) concealed.push(kindOf(tile));
  return {
    concealed,
    melds: ctx.me.melds.map((m) => ({ type: m.type, kinds: m.tiles.map(kindOf), exposed: !m.concealed, claimed: m.type === 'kong' && !m.concealed && !m.added })),
    bonus: ctx.me.bonus.map(kindOf),
    seatWind: ctx.me.wind,
    prevailingWind: ctx.view.game.prevailing,
    ...(last === null ? {} : { last: { kind: last }, lastSource: fromDiscard ? (ctx.hand.claim?.robbing ? 'robbedKong' : 'discard') : 'wall' }),
  };
}

const classical: FamilyValuation = {
  chowCap: (ctx) => classicalRules(ctx.preset).table.maxChows,
  keepValue(ctx, kind) {
    const n = ctx.counts[kind];
    const honour = honourValue(ctx, kind, 5, 0.5);
    if (honour) return honour;
    if (n < 2) return 0;
    const min = classicalRules(ctx.preset).minimum;
    if (isHonour(kind)) return 2;
    return isTerminalOrHonour(kind) ? 1.5 : min > 0 ? 0.8 : 0.3;
  },
  // Any meld may stay open: measured over duplicate deals, holding back chows under the Hungarian
  // minimum lost more (slower hands) than it gained; the minimum is minded when deciding to win.
  openOk: () => true,
  worth: () => 2,
  winWorth(ctx, tile, fromDiscard) {
    const rules = classicalRules(ctx.preset);
    if (rules.minimum <= 0 || !fromDiscard) return true;
    // A Mah-Jong under the minimum collects nothing: early in the hand, wait for a better one.
    if (ctx.hand.wallLive < 30) return true;
    const score = scoreClassical(classicalHandFromView(ctx, tile, true), rules.table, { limit: rules.limit, roofOff: rules.roofOff });
    return !score.won || score.total >= rules.minimum;
  },
};

const taiwanese: FamilyValuation = {
  chowCap: () => Infinity,
  keepValue(ctx, kind) {
    const honour = honourValue(ctx, kind, 4, 1);
    if (honour) return honour;
    return isHonour(kind) && ctx.counts[kind] >= 2 ? 1 : 0;
  },
  openOk: () => true,
  winWorth: () => true,
  worth: () => 2,
};

const VALUATIONS: Record<Family, FamilyValuation> = { classical, riichi, taiwanese };

export const valuationFor = (family: Family): FamilyValuation => VALUATIONS[family];
