/**
 * Defence from public information only: who threatens to win (a riichi declaration, many exposed
 * melds, a late wall) and how dangerous each tile is against them.
 *
 * The plain reading (normal bots): tiles the threat discarded first, then honours already
 * visible, terminals. The full reading (strong bots, every family) counts the waits that could
 * take the tile, each weighted by how many of the tiles it needs are still unseen, so a wait whose
 * tiles are all visible (kabe) is ruled out and one with a single tile left (one-chance) nearly so.
 * Where a player who passed a tile cannot win on it (riichi's furiten): the threat's own discards
 * are safe, suji rules out the two-sided waits, and against a riichi every tile discarded after
 * it without a win is safe. Against a riichi the full reading also gives each kind's share of the
 * danger over all kinds (`riichiShares`), which the strong riichi bots cap as majiang-ai does.
 */
import { ruleFamily } from '../rules/families';
import type { Seat } from '../table/types';
import { kindOf, PLAYING_KINDS, type Kind } from '../tiles';
import { riichiKnobs, type Policy } from './policy';
import type { BotContext } from './types';

/** How likely each seat is to be ready, 0–1 (0 for the bot itself); `riichiOnly`: only a riichi counts. */
function threats(ctx: BotContext, riichiOnly = false): number[] {
  const fullSets = ctx.fullSets;
  return ctx.hand.seats.map((s, seat) => {
    if (seat === ctx.seat) return 0;
    if (s.riichi) return 1;
    if (riichiOnly) return 0;
    const open = s.melds.length;
    let t = open >= fullSets - 1 ? 0.8 : open >= fullSets - 2 ? 0.4 : 0;
    // Late in the hand anyone may be ready, but without a sign that stays a guess.
    if (s.discards.length >= 12) t = Math.max(t, 0.25);
    return t;
  });
}

/**
 * `threats` as the policy reads them: none for a bot that never defends; in riichi with
 * `defendsRiichiOnly`, only a riichi (majiang-ai defends only against a riichi).
 */
export function threatsFor(ctx: BotContext, policy: Policy): number[] {
  if (policy.defence === 'none') return [0, 0, 0, 0];
  return threats(ctx, riichiKnobs(ctx, policy)?.defendsRiichiOnly ?? false);
}

/** Danger 0–1 of discarding `kind` against `seat`; `read`: the full reading (see above), else the plain one. */
export function dangerAgainst(ctx: BotContext, seat: Seat, kind: Kind, read = true): number {
  if (read) return readDanger(ctx, seat, kind);
  const s = ctx.hand.seats[seat];
  for (const d of s.discards) if (d.tile !== null && kindOf(d.tile) === kind) return ruleFamily(ctx.view.family).bots.furitenApplies ? 0 : 0.1;
  const unseen = ctx.unseen[kind];
  if (kind >= 27) return unseen === 0 ? 0 : unseen === 1 ? 0.15 : unseen === 2 ? 0.4 : 0.6;
  return unseen === 0 ? 0.05 : kind % 9 === 0 || kind % 9 === 8 ? 0.6 : kind % 9 === 1 || kind % 9 === 7 ? 0.8 : 1;
}

/** Relative frequency of the wait shapes in ready hands. */
const TWO_SIDED = 3.5;
const CLOSED = 1;
const EDGE = 1;
const PAIR_WAIT = 1.2;
const SINGLE = 0.6;
/** The sum of weights for a middle tile nothing is known about (every tile of its neighbours unseen): danger 1. */
const MIDDLE = 2 * TWO_SIDED + CLOSED + PAIR_WAIT * (2 / 3) + SINGLE;

/** The share of a needed kind's tiles still unseen (the threat must hold one). */
const left = (ctx: BotContext, k: Kind) => Math.min(4, ctx.unseen[k]) / 4;

/** A seat's place in the turn order from the dealer. */
const turnOrder = (seat: number, dealer: number): number => (seat - dealer + 4) % 4;

/** Kinds the seat discarded, and (against its riichi, where furiten applies) every kind discarded since by anyone. */
function safeKinds(ctx: BotContext, seat: Seat, furiten: boolean): Set<Kind> {
  const safe = new Set<Kind>();
  const s = ctx.hand.seats[seat];
  for (const d of s.discards) if (d.tile !== null) safe.add(kindOf(d.tile));
  if (!furiten || !s.riichi) return safe;
  const at = s.discards.findIndex((d) => d.riichi);
  if (at < 0) return safe;
  // Discards are not numbered across seats: those a seat made after the riichi are counted by turn
  // order from the dealer, with a margin of one per meld called (a call skips turns).
  let calls = 0;
  for (const o of ctx.hand.seats) calls += o.melds.filter((m) => !m.concealed).length;
  const dealer = ctx.hand.dealer;
  ctx.hand.seats.forEach((o, other) => {
    if (other === seat) return;
    const from = at + (turnOrder(other, dealer) < turnOrder(seat, dealer) ? 1 : 0) + calls;
    for (let i = from; i < o.discards.length; i++) {
      const t = o.discards[i].tile;
      if (t !== null) safe.add(kindOf(t));
    }
  });
  return safe;
}

function readDanger(ctx: BotContext, seat: Seat, kind: Kind): number {
  const furiten = ruleFamily(ctx.view.family).bots.furitenApplies;
  return readDangerWith(ctx, safeKinds(ctx, seat, furiten), furiten, kind);
}

function readDangerWith(ctx: BotContext, safe: Set<Kind>, furiten: boolean, kind: Kind): number {
  if (safe.has(kind)) return furiten ? 0 : 0.1;
  const u = ctx.unseen[kind];
  // Waiting on a pair (shanpon) needs two more of the kind; a single wait, one more.
  const pairWait = u >= 2 ? (PAIR_WAIT * (u - 1)) / 3 : 0;
  const single = u >= 1 ? (SINGLE * u) / 3 : 0;
  if (kind >= 27) return Math.min(1, (2 * pairWait + 1.5 * single) / MIDDLE);
  const r = kind % 9;
  let w = pairWait + single;
  // Two-sided waits: from below (r−2, r−1; not the edge 1-2) and from above (r+1, r+2; not 8-9).
  if (r >= 3 && !(furiten && safe.has(kind - 3))) w += TWO_SIDED * left(ctx, kind - 2) * left(ctx, kind - 1);
  if (r <= 5 && !(furiten && safe.has(kind + 3))) w += TWO_SIDED * left(ctx, kind + 1) * left(ctx, kind + 2);
  if (r >= 1 && r <= 7) w += CLOSED * left(ctx, kind - 1) * left(ctx, kind + 1);
  if (r === 2) w += EDGE * left(ctx, kind - 2) * left(ctx, kind - 1);
  if (r === 6) w += EDGE * left(ctx, kind + 1) * left(ctx, kind + 2);
  return Math.min(1, w / MIDDLE);
}

/** Danger of discarding `kind` against every threat together, 0–1. */
export function danger(ctx: BotContext, kind: Kind, threat: readonly number[], read = true): number {
  let worst = 0;
  for (let seat = 0; seat < 4; seat++) {
    if (threat[seat] <= 0) continue;
    const d = threat[seat] * dangerAgainst(ctx, seat as Seat, kind, read);
    if (d > worst) worst = d;
  }
  return worst;
}

/** A riichi dealer's share of the danger counts 1.4 times, as majiang-ai weighs it. */
const DEALER_RIICHI = 1.4;

/**
 * Riichi: each kind's share, in percent, of the danger of all kinds against a riichi (the full
 * reading), the highest over the players in riichi; null while nobody is. The wait is somewhere:
 * where most tiles are safe, each of the rest carries more of it (majiang-ai's `suan_weixian_all`).
 */
export function riichiShares(ctx: BotContext): Float64Array | null {
  let shares: Float64Array | null = null;
  for (let seat = 0; seat < 4; seat++) {
    if (seat === ctx.seat || !ctx.hand.seats[seat].riichi) continue;
    const safe = safeKinds(ctx, seat as Seat, true);
    const d = new Float64Array(PLAYING_KINDS);
    let sum = 0;
    for (let k = 0; k < PLAYING_KINDS; k++) sum += d[k] = readDangerWith(ctx, safe, true, k);
    const scale = (100 / (sum || 1)) * (seat === ctx.hand.dealer ? DEALER_RIICHI : 1);
    shares ??= new Float64Array(PLAYING_KINDS);
    for (let k = 0; k < PLAYING_KINDS; k++) shares[k] = Math.max(shares[k], d[k] * scale);
  }
  return shares;
}
