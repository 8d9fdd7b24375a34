/**
 * Riichi or damaten (strong bots): a ready closed hand already worth a mangan without riichi, with
 * a yaku of its own and a good wait, stays silent (others keep discarding into it); so does a cheap
 * bad wait against someone else's riichi (a declaration would lock it into pushing). Any other
 * ready hand declares.
 */
import { isRedFive } from '../rules/riichi/hand';
import { isTerminalOrHonour, kindOf, type Kind } from '../tiles';
import { ruleFamily } from '../rules/families';
import type { BotContext } from './types';
import { doraOf, isValueHonour } from './value';

/** Han the hand holds without riichi once `discard` is gone (dora, red fives, value triplets, all simples), or 0 without a yaku. */
export function hanWithoutRiichi(ctx: BotContext, discard: Kind): number {
  const counts = ctx.counts.slice();
  counts[discard]--;
  let yaku = 0;
  for (let k = 27; k < 34; k++) if (counts[k] >= 3 && isValueHonour(ctx.view, ctx.me.wind, k)) yaku++;
  let outside = 0;
  for (let k = 0; k < 34; k++) if (isTerminalOrHonour(k)) outside += counts[k];
  if (outside === 0 && ctx.me.melds.length === 0) yaku++;
  if (yaku === 0) return 0;
  let han = yaku;
  for (const t of ctx.hand.doraIndicators) han += counts[doraOf(kindOf(t))];
  if (ctx.preset?.riichi?.redFives) {
    let reds = ctx.concealed.filter(isRedFive).length;
    // The discarded five may be the red one only when no plain one of its kind is left to discard.
    if (reds > 0 && ctx.concealed.filter((t) => kindOf(t) === discard).every(isRedFive)) reds--;
    han += reds;
  }
  return han;
}

/** Stay silent rather than declare riichi, discarding `discard` with `waits` unseen winning tiles. */
export function preferDama(ctx: BotContext, discard: Kind, waits: number): boolean {
  return ruleFamily(ctx.view.family).bots.maySitSilent && waits >= 4 && hanWithoutRiichi(ctx, discard) >= 4;
}

/** Declaring would chase another seat's riichi with few `waits` and a cheap hand. */
export function chasesWeakly(ctx: BotContext, waits: number): boolean {
  return waits < 4 && ctx.hand.seats.some((s, seat) => seat !== ctx.seat && s.riichi) && ctx.valuation.worth(ctx) < 3;
}
