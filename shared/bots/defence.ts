/**
 * Basic defence from public information only: who threatens to win (a riichi declaration, many
 * exposed melds, a late wall) and how dangerous each tile is against them (tiles they discarded
 * themselves first, then suji, honours already visible, terminals).
 */
import type { Seat } from '../table/types';
import { kindOf, type Kind } from '../tiles';
import type { BotContext } from './context';

/** How likely each seat is to be ready, 0–1 (0 for the bot itself). */
export function threats(ctx: BotContext): number[] {
  const fullSets = ctx.fullSets;
  return ctx.hand.seats.map((s, seat) => {
    if (seat === ctx.seat) return 0;
    if (s.riichi) return 1;
    const open = s.melds.length;
    let t = open >= fullSets - 1 ? 0.8 : open >= fullSets - 2 ? 0.4 : 0;
    // Late in the hand anyone may be ready, but without a sign that stays a guess.
    if (s.discards.length >= 12) t = Math.max(t, 0.25);
    return t;
  });
}

/** Danger 0–1 of discarding `kind` against `seat`. */
export function dangerAgainst(ctx: BotContext, seat: Seat, kind: Kind, suji = true): number {
  const s = ctx.hand.seats[seat];
  for (const d of s.discards) if (d.tile !== null && kindOf(d.tile) === kind) return ctx.view.family === 'riichi' ? 0 : 0.1;
  const unseen = ctx.unseen[kind];
  if (kind >= 27) return unseen === 0 ? 0 : unseen === 1 ? 0.15 : unseen === 2 ? 0.4 : 0.6;
  if (unseen === 0) return 0.05;
  const rank = kind % 9;
  const own = (k: Kind) => s.discards.some((d) => d.tile !== null && kindOf(d.tile) === k);
  // Two-sided waits that could take this tile, and how many of them its suji rules out.
  const sides = (rank >= 3 ? 1 : 0) + (rank <= 5 ? 1 : 0);
  const covered = (rank >= 3 && own(kind - 3) ? 1 : 0) + (rank <= 5 && own(kind + 3) ? 1 : 0);
  const base = rank === 0 || rank === 8 ? 0.6 : rank === 1 || rank === 7 ? 0.8 : 1;
  return suji ? base * (0.3 + (0.7 * (sides - covered)) / sides) : base;
}

/** Danger of discarding `kind` against every threat together, 0–1. */
export function danger(ctx: BotContext, kind: Kind, threat: readonly number[], suji = true): number {
  let worst = 0;
  for (let seat = 0; seat < 4; seat++) {
    if (threat[seat] <= 0) continue;
    const d = threat[seat] * dangerAgainst(ctx, seat as Seat, kind, suji);
    if (d > worst) worst = d;
  }
  return worst;
}
