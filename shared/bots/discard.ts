/**
 * Ranking discards: shanten after each discard, tile acceptance (how many unseen tiles would
 * bring the hand closer), the family's value of the tiles, and danger when someone threatens.
 */
import { ruleFamily } from '../rules/families';
import { isRedFive } from '../rules/riichi/hand';
import { ronPayment } from '../rules/riichi/points';
import { PLAYING_KINDS, isBonus, kindOf, type Kind, type TileId } from '../tiles';
import { spareEvals, type BotContext } from './context';
import { danger, riichiShares, threatsFor } from './defence';
import { riichiKnobs, type Policy } from './policy';
import type { ShapeEval } from './shape';
import { lastHandStance } from './placement';
import { FURITEN_SHARE, furitenAfter, ownDiscardKinds } from './furiten';
import { deadForYaku, winningWithYaku, yakuNeedsCheck } from './yaku-path';
import { HandTable } from './hand-table';
import { keptDiscards, loweringKinds } from './shape-memo';
import { fromAiPoints, WaitValue } from './win-value';
import { CallValue } from './call-value';

export interface DiscardEval {
  tile: TileId;
  kind: Kind;
  /** Shanten of the hand after this discard. */
  shanten: number;
  /** Unseen tiles that would lower that shanten (0 when the policy does not count them). */
  accept: number;
  danger: number;
  score: number;
}

/** Unseen tiles that lower the shanten `s` of hand `c` (13 tiles, or fewer with melds). */
export function acceptance(shape: ShapeEval, c: Uint8Array, s: number, unseen: Uint8Array): number {
  shape.load(c);
  return accepted(shape, c, s, unseen);
}

/** `acceptance` of the hand `shape` holds as its base (see `shantenByDiscard`) less one `kind`, already taken out of `c`. */
function acceptanceAfterDiscard(shape: ShapeEval, c: Uint8Array, kind: Kind, s: number, unseen: Uint8Array): number {
  shape.dropFromBase(c, kind);
  return accepted(shape, c, s, unseen);
}

/** Unseen tiles that lower the shanten `s` of hand `c`, loaded in `shape` (the kinds `nearKinds` lists). */
function accepted(shape: ShapeEval, c: Uint8Array, s: number, unseen: Uint8Array): number {
  return shape.acceptance(c, s, unseen);
}

/** What `lookahead` weighs a hand by in place of its acceptance, each where given. */
interface LookaheadSteps {
  /** Hands already weighed, by counts and drawn tile (one memo per look-ahead root). */
  memo?: HandTable<number>;
  /** One from ready: what a ready hand after `discard` is worth, instead of its count of waits. */
  ready?: (c: Uint8Array, discard: Kind) => number;
  /** Two from ready: what the hand one from ready after `discard` is worth, its own look-ahead. */
  deep?: (c: Uint8Array, discard: Kind) => number;
  /** One from ready: what calling `k` onto `c` (without it) is worth, added to its draw (call-value.ts). */
  call?: (c: Uint8Array, k: Kind) => number;
}

/**
 * Acceptance one draw further: each unseen tile that lowers the shanten of 13-tile hand `c`,
 * weighted by the acceptance of the best hand it leads to after the next discard, or by what
 * `steps` says that hand is worth; `shapes`: two evaluators no caller has loaded a hand in.
 */
function lookahead(shapes: readonly ShapeEval[], c: Uint8Array, s: number, unseen: Uint8Array, steps: LookaheadSteps = {}): number {
  const { memo = new HandTable<number>(8, false), ready, deep, call } = steps;
  const [outer, inner] = shapes;
  let total = 0;
  for (const k of loweringKinds(outer, c, s)) {
    if (unseen[k] === 0) continue;
    c[k]++;
    let best = 0;
    unseen[k]--;
    // The discards that keep the gain, then the acceptance after each.
    for (const d of keptDiscards(inner, c, s - 1)) {
      if (d === k) continue;
      c[d]--;
      if (s - 1 < 0) best = Math.max(best, 1);
      else {
        // Two orders of the same discards (this one now and that one later, or the other way)
        // reach the same hand with the same tile drawn: its acceptance is worked out once.
        let accept = memo.get(c, k);
        if (accept === undefined) {
          accept = ready && s === 1 ? ready(c, d) : deep && s === 2 ? deep(c, d) : acceptanceOf(inner, c, s - 1, unseen);
          memo.setMissed(accept);
        }
        best = Math.max(best, accept);
      }
      c[d]++;
    }
    if (call && s === 1) {
      c[k]--;
      best += call(c, k);
      c[k]++;
    }
    unseen[k]++;
    total += unseen[k] * (s === 0 ? 1 : best);
    c[k]--;
  }
  return total;
}

/** `acceptance` through the memo of lowering kinds (shape-memo.ts): the same sum, in the same order. */
function acceptanceOf(shape: ShapeEval, c: Uint8Array, s: number, unseen: Uint8Array): number {
  let total = 0;
  for (const k of loweringKinds(shape, c, s)) total += unseen[k];
  return total;
}

const scratchByKind = new Int8Array(PLAYING_KINDS);

/** The least shanten after discarding one tile of any kind in `kinds` (Infinity for no kinds); see `shantenByDiscard`. */
export function leastShantenAfterDiscard(shape: ShapeEval, c: Uint8Array, kinds: readonly Kind[]): number {
  return shantenByDiscard(shape, c, kinds, scratchByKind);
}

/**
 * Shanten after discarding one tile of each kind in `kinds` from hand `c` (which it restores), into
 * `out` by kind; returns the least (Infinity for no kinds). `c` stays loaded in `shape` as its base.
 */
function shantenByDiscard(shape: ShapeEval, c: Uint8Array, kinds: readonly Kind[], out: Int8Array): number {
  // A tile taken away never lowers the shanten: the whole hand's is a floor.
  const floor = shape.loadBase(c);
  let best = Infinity;
  for (const k of kinds) {
    c[k]--;
    const s = shape.shantenAfter(c, k, -1, floor);
    c[k]++;
    out[k] = s;
    if (s < best) best = s;
  }
  return best;
}

/**
 * How far the policy lets danger outweigh speed, given the hand's shanten, the threat and (when
 * ready) its waits. A step of shanten weighs 100, so a weight above that lets a safe tile break the
 * hand. Balanced: fold far from ready; one from ready, fold against a riichi unless the hand is
 * worth it and the wall long; ready, fold a cheap hand with few waits from a dangerous tile;
 * otherwise prefer the safer of tiles equally fast.
 */
function defenceWeight(policy: Policy, ctx: BotContext, shanten: number, threats: readonly number[], waits: number): number {
  const threat = Math.max(...threats);
  if (policy.defence === 'none' || threat < 0.4) return 0;
  if (policy.defence === 'balanced') {
    // The last hand: leading, only a deal-in can lose the place; fourth, none can.
    const stance = lastHandStance(ctx);
    if (stance === 'chase') return 0;
    if (stance === 'protect') return shanten >= 1 ? 1000 * threat : 130;
  }
  if (policy.defence === 'fold') return threat >= 0.5 && shanten >= 2 ? 1000 : 0;
  if (shanten >= 2) return threat >= 0.5 ? 1000 * threat : 0;
  if (!policy.suji) {
    if (shanten === 1 && threat >= 0.9 && ctx.hand.wallLive < 16) return 300;
    return 5 * threat;
  }
  return closeWeight(ctx, shanten, threat, waits) * (riichiKnobs(ctx, policy)?.mindsDealer ? dealerFactor(ctx, threats) : 1);
}

/** `defenceWeight` for a strong bot one from ready or ready, outside the last hand's stances. */
function closeWeight(ctx: BotContext, shanten: number, threat: number, waits: number): number {
  const worth = ctx.valuation.worth(ctx);
  if (shanten === 1) {
    if (threat < 0.9) return 30 * threat;
    return worth >= 3 && ctx.hand.wallLive >= 30 ? 60 : 1000;
  }
  if (threat < 0.9) return 10 * threat;
  return worth >= 3 ? 15 : waits >= 4 ? 60 : 130;
}

/**
 * Riichi's dealer pays and collects half as much again: a deal-in to a dealer who threatens costs
 * more (danger weighs 1.5 times), and a dealer's own hand is worth more (danger weighs 1.5 times less).
 */
export function dealerFactor(ctx: BotContext, threats: readonly number[]): number {
  if (!ruleFamily(ctx.view.family).bots.dealerPaysMore) return 1;
  let worst = 0;
  for (let s = 1; s < 4; s++) if (threats[s] > threats[worst]) worst = s;
  return (worst === ctx.hand.dealer ? DEALER_SHARE : 1) / (ctx.seat === ctx.hand.dealer ? DEALER_SHARE : 1);
}

/** How much more a dealer's hand collects than the same hand of another seat (1.5), from the scorer. */
const DEALER_SHARE = ronPayment(1000, true) / ronPayment(1000, false);

/** A vetoed tile goes only where every other would break the hand by ten steps. */
const VETO = 1000;
/** majiang-ai's limits on a tile's share of the danger against a riichi, in percent: never above the first; a cheap ready hand, not above the second, nor above the third while a tile below it is offered. */
const SHARE_NEVER = 13.5;
const SHARE_CHEAP = 8;
const SHARE_SAFE = 3;
/** A ready hand worth less than this (Σ unseen winning tiles × base points) is cheap: majiang-ai's 200 points of expectation. */
const CHEAP_READY = fromAiPoints(200);

/** Riichi, against a riichi (`skipsRiskiest`): the kinds majiang-ai would not discard while a safer one is offered. */
function riskiest(ctx: BotContext, kinds: readonly Kind[], readyWorth: number): Uint8Array | null {
  const shares = riichiShares(ctx);
  if (!shares) return null;
  let min = Infinity;
  for (const k of kinds) min = Math.min(min, shares[k]);
  const cheap = readyWorth < CHEAP_READY;
  const veto = new Uint8Array(PLAYING_KINDS);
  for (const k of kinds) {
    const share = shares[k];
    if (share <= min) continue;
    if (share >= SHARE_NEVER || (cheap && (share >= SHARE_CHEAP || (min < SHARE_SAFE && share >= SHARE_SAFE)))) veto[k] = 1;
  }
  return veto;
}

/** Own tiles within two ranks (or the same kind): lone tiles go first when all else is equal. */
function connections(c: Uint8Array, k: Kind): number {
  let n = c[k] - 1;
  if (k < 27) {
    const r = k % 9;
    for (let d = -2; d <= 2; d++) if (d !== 0 && r + d >= 0 && r + d <= 8) n += c[k + d] * (Math.abs(d) === 1 ? 1 : 0.5);
  }
  return n;
}

/** Best first: higher score, then the lower kind (kinds are unique, so the order is total). */
function byScore(a: DiscardEval, b: DiscardEval): number {
  return b.score - a.score || a.kind - b.kind;
}

/** Insertion sort by `byScore`: the lists are short, and this beats the builtin sort's calls back into JS. */
function sortByScore(out: DiscardEval[]): DiscardEval[] {
  for (let i = 1; i < out.length; i++) {
    const e = out[i];
    let j = i - 1;
    while (j >= 0 && byScore(out[j], e) > 0) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = e;
  }
  return out;
}

// rankDiscards' scratch, per kind (arrays indexed by kind, not maps: this runs on every turn), made
// once: the hand, the first tile offered, the shanten after discarding it, its acceptance.
const handScratch = new Uint8Array(PLAYING_KINDS);
const tileScratch = new Int16Array(PLAYING_KINDS);
const shantenScratch = new Int8Array(PLAYING_KINDS);
const acceptScratch = new Float64Array(PLAYING_KINDS);

/** Every discardable tile (one per kind), best first. */
export function rankDiscards(ctx: BotContext, tiles: readonly TileId[], policy: Policy): DiscardEval[] {
  const c = handScratch;
  const tileOf = tileScratch;
  const accepts = acceptScratch;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    c[k] = ctx.counts[k];
    tileOf[k] = -1;
    accepts[k] = 0;
  }
  const kinds: Kind[] = [];
  const reds = ctx.preset?.riichi?.redFives === true;
  for (const t of tiles) {
    const k = kindOf(t);
    if (isBonus(k)) continue;
    if (tileOf[k] >= 0) {
      // A red five is worth a dora: of two fives, the plain one goes.
      if (reds && isRedFive(tileOf[k])) tileOf[k] = t;
      continue;
    }
    tileOf[k] = t;
    kinds.push(k);
  }
  // An open hand keeping its only yaku: the kinds that would break it count as dead (yaku-path.ts).
  const knobs = riichiKnobs(ctx, policy);
  const dead = knobs?.keepsYaku ? deadForYaku(ctx, knobs.opensForFlush) : null;
  let unseen = policy.tracksTable ? ctx.unseen : ctx.ownUnseen;
  let liveKinds = kinds;
  let deadKinds: Kind[] = [];
  if (dead) {
    unseen = unseen.slice();
    for (let k = 0; k < PLAYING_KINDS; k++) if (dead[k]) (c[k] = 0), (unseen[k] = 0);
    deadKinds = kinds.filter((k) => dead[k]);
    liveKinds = kinds.filter((k) => !dead[k]);
  }
  const shanten = shantenScratch;
  let best = shantenByDiscard(ctx.shape, c, liveKinds, shanten);
  // A dead tile leaves the counted hand as it is: one evaluation serves them all.
  const deadShape = deadKinds.length ? spareEvals(ctx.shape.rules, 'deadTiles')[0] : null;
  const deadShanten = deadShape ? deadShape.shanten(c) : 0;
  for (const k of deadKinds) shanten[k] = deadShanten;
  if (deadKinds.length) best = Math.min(best, deadShanten);
  const threat = threatsFor(ctx, policy);
  const out: DiscardEval[] = [];
  // The kinds whose acceptance was counted, in the order counted.
  const counted: Kind[] = [];
  if (policy.ukeire) {
    for (const kind of liveKinds) {
      if (shanten[kind] !== best) continue;
      c[kind]--;
      accepts[kind] = acceptanceAfterDiscard(ctx.shape, c, kind, best, unseen);
      counted.push(kind);
      c[kind]++;
    }
    if (deadShape && deadShanten === best) {
      const a = acceptance(deadShape, c, best, unseen);
      for (const kind of deadKinds) (accepts[kind] = a), counted.push(kind);
    }
  }
  // Strong, riichi: ready shapes weighed by what their waits score (win-value.ts), scaled to the
  // best one's count of waits so that danger weighs against it as against a count.
  const passedKinds = knobs?.mindsFuriten ? ownDiscardKinds(ctx) : null;
  const valued = best <= (knobs?.valuesTwoFromReady ? 2 : 1) && knobs?.valuesWaits && WaitValue.applies(ctx) ? new WaitValue(ctx, spareEvals(ctx.shape.rules, 'waitValue')[0], passedKinds) : null;
  let readyWorth = Infinity;
  if (best === 0 && valued) {
    const full = ctx.counts.slice();
    const worth: number[] = [];
    let topWorth = 0;
    let topWaits = 0;
    for (const kind of counted) {
      full[kind]--;
      const ready = valued.value(full, unseen, kind);
      full[kind]++;
      worth[kind] = ready.worth;
      topWorth = Math.max(topWorth, ready.worth);
      topWaits = Math.max(topWaits, ready.waits);
    }
    for (const kind of counted) accepts[kind] = topWorth > 0 ? (topWaits * worth[kind]) / topWorth : 0;
    readyWorth = topWorth;
  } else if (best === 0) {
    // Ready: an open hand counts only the waits that win with a yaku (the others cannot be won on),
    // and in riichi a wait on a kind the bot has passed (or passes now) wins only by its own draw.
    const yakuCheck = knobs?.keepsYaku === true && yakuNeedsCheck(ctx);
    if (yakuCheck || passedKinds) {
      const check = spareEvals(ctx.shape.rules, 'deadTiles')[0];
      const full = ctx.counts.slice();
      for (const kind of counted) {
        full[kind]--;
        if (yakuCheck) accepts[kind] = winningWithYaku(ctx, check, full, unseen);
        if (passedKinds && furitenAfter(check, full, passedKinds, kind)) accepts[kind] *= FURITEN_SHARE;
        full[kind]++;
      }
    }
  }
  // Strong: the few best by acceptance are compared one draw further (tenpai already counts its waits).
  let deeper: Map<Kind, number> | null = null;
  if (policy.lookahead && best >= 1 && best <= 2) {
    deeper = new Map<Kind, number>();
    let top = 0;
    for (const kind of counted) top = Math.max(top, accepts[kind]);
    const shapes = spareEvals(ctx.shape.rules, 'lookahead');
    const picks = counted.filter((kind) => accepts[kind] >= top * 0.6).sort((a, b) => accepts[b] - accepts[a]).slice(0, 4);
    const memo = new HandTable<number>(8, false);
    // Two from ready (valuesTwoFromReady): each hand one from ready is worth its own look-ahead to ready hands, on two evaluators of its own.
    const memo2 = new HandTable<number>(8, false);
    const two = spareEvals(ctx.shape.rules, 'twoFromReady');
    const calls = knobs?.countsCalls && ctx.me.riichi === false ? new CallValue(ctx, passedKinds) : null;
    for (const kind of picks) {
      const gone = dead?.[kind] ? 0 : 1;
      c[kind] -= gone;
      const ready = valued && !dead ? (hand: Uint8Array, d: Kind) => valued.value(hand, unseen, d, kind).worth : undefined;
      const call = ready && calls ? (hand: Uint8Array, k: Kind) => calls.worth(hand, k, unseen, kind) : undefined;
      const deepCall = knobs?.callsOnlyOneFromReady ? undefined : call;
      const deep = ready && best === 2 ? (hand: Uint8Array) => lookahead(two, hand, 1, unseen, { memo: memo2, ready, call: deepCall }) : undefined;
      deeper.set(kind, lookahead(shapes, c, best, unseen, { memo, ready, deep, call }));
      c[kind] += gone;
    }
  }
  let waits = 0;
  if (best === 0) for (const kind of counted) waits = Math.max(waits, accepts[kind]);
  const weight = defenceWeight(policy, ctx, best, threat, waits);
  let deepTop = 1;
  if (deeper) for (const d of deeper.values()) deepTop = Math.max(deepTop, d);
  const veto = weight > 0 && knobs?.skipsRiskiest ? riskiest(ctx, kinds, best === 0 ? readyWorth : Infinity) : null;
  for (const kind of kinds) {
    const s = shanten[kind];
    let accept = accepts[kind];
    if (deeper && deeper.size) accept = deeper.has(kind) ? 0.5 * accept + (30 * deeper.get(kind)!) / deepTop : 0.5 * accept;
    const d = weight > 0 ? danger(ctx, kind, threat, policy.suji) : 0;
    const lone = -0.05 * connections(ctx.counts, kind) + (kind >= 27 ? 0.02 : kind % 9 === 0 || kind % 9 === 8 ? 0.01 : 0);
    const score = -100 * s + accept - policy.value * ctx.valuation.keepValue(ctx, kind) - weight * d + lone - (veto?.[kind] ? VETO : 0);
    out.push({ tile: tileOf[kind], kind, shanten: s, accept, danger: d, score });
  }
  return sortByScore(out);
}
