/**
 * An open riichi hand needs a yaku to win (the engine allows no win without one), and counting
 * only speed lets it drift into a ready shape that cannot win. Where the hand's only yaku left is
 * all simples (tanyao), the kinds that would break it are taken out of the shanten and acceptance
 * counts: they become dead tiles, discarded first, and never counted as waits.
 */
import { isTerminalOrHonour, kindOf, PLAYING_KINDS, type Kind } from '../tiles';
import type { ShapeEval } from './shape';
import type { BotContext } from './types';
import { isValueHonour } from './value';

/** Kinds the open hand cannot use without losing its only yaku, or null when it has a yaku already (or another way to one). */
export function deadForYaku(ctx: BotContext): Uint8Array | null {
  if (ctx.view.family !== 'riichi' || ctx.me.melds.every((m) => m.concealed)) return null;
  const valueHonour = (k: Kind) => isValueHonour(ctx.view, ctx.me.wind, k);
  // A value pung melded or held, or a value pair that a pung may still complete: the yaku is there or near.
  if (ctx.me.melds.some((m) => m.type !== 'chow' && valueHonour(kindOf(m.tiles[0])))) return null;
  for (let k = 27; k < PLAYING_KINDS; k++) if (valueHonour(k) && (ctx.counts[k] >= 3 || (ctx.counts[k] === 2 && ctx.unseen[k] > 0))) return null;
  // All simples is the way left only while every meld is of simples.
  if (ctx.me.melds.some((m) => m.tiles.some((t) => isTerminalOrHonour(kindOf(t))))) return null;
  const dead = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++) if (isTerminalOrHonour(k)) dead[k] = 1;
  return dead;
}

/** An open hand with a value pung (melded or concealed) has its yaku whatever else it holds. */
function hasValuePung(ctx: BotContext, counts: Uint8Array): boolean {
  for (let k = 27; k < PLAYING_KINDS; k++) if (counts[k] >= 3 && isValueHonour(ctx.view, ctx.me.wind, k)) return true;
  return ctx.me.melds.some((m) => m.type !== 'chow' && isValueHonour(ctx.view, ctx.me.wind, kindOf(m.tiles[0])));
}

/**
 * Does the complete open hand (`counts`: its concealed tiles with the winning one) hold a yaku
 * the bot can read: a value pung, all simples, one suit with honours (honitsu) or all pungs (toitoi)?
 */
export function completeHasYaku(ctx: BotContext, counts: Uint8Array): boolean {
  if (hasValuePung(ctx, counts)) return true;
  const meldKinds = ctx.me.melds.flatMap((m) => m.tiles.map(kindOf));
  let outside = 0;
  const suits = new Set<number>();
  let pairs = 0;
  let other = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (counts[k] === 0) continue;
    if (isTerminalOrHonour(k)) outside++;
    if (k < 27) suits.add(Math.floor(k / 9));
    if (counts[k] === 2) pairs++;
    else if (counts[k] !== 3) other++;
  }
  for (const k of meldKinds) {
    if (isTerminalOrHonour(k)) outside++;
    if (k < 27) suits.add(Math.floor(k / 9));
  }
  if (outside === 0) return true;
  if (suits.size <= 1) return true;
  return pairs === 1 && other === 0 && ctx.me.melds.every((m) => m.type !== 'chow');
}

/** An open hand without a value pung: its waits need a yaku checked (see `completeHasYaku`). */
export const yakuNeedsCheck = (ctx: BotContext): boolean =>
  ctx.view.family === 'riichi' && ctx.me.melds.some((m) => !m.concealed) && !hasValuePung(ctx, ctx.counts);

/** Unseen tiles that complete the ready hand `c` (13 tiles, or fewer with melds) with a yaku. */
export function winningWithYaku(ctx: BotContext, shape: ShapeEval, c: Uint8Array, unseen: Uint8Array): number {
  let total = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (unseen[k] === 0 || c[k] >= 4) continue;
    c[k]++;
    if (shape.shanten(c) === -1 && completeHasYaku(ctx, c)) total += unseen[k];
    c[k]--;
  }
  return total;
}
