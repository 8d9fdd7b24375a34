/**
 * An open riichi hand needs a yaku to win (the engine allows no win without one), and counting
 * only speed lets it drift into a ready shape that cannot win. Where the hand's only yaku left is
 * all simples (tanyao) or one suit with honours (honitsu), the kinds that would break it are taken
 * out of the shanten and acceptance counts: they become dead tiles, discarded first, and never
 * counted as waits. Where both are open to it, the hand takes the nearer.
 */
import { isTerminalOrHonour, kindOf, PLAYING_KINDS, type Kind } from '../tiles';
import { spareEvals } from './context';
import type { ShapeEval } from './shape';
import { ruleFamily } from '../rules/families';
import type { BotContext } from './types';
import { isValueHonour } from './value';

const suitOf = (k: Kind): number => (k < 27 ? Math.floor(k / 9) : -1);

/** The one suit among `kinds`, honours aside: -1 when none is suited, -2 when they span two suits. */
function oneSuit(kinds: Iterable<Kind>): number {
  let suit = -1;
  for (const k of kinds) {
    const s = suitOf(k);
    if (s < 0) continue;
    if (suit >= 0 && s !== suit) return -2;
    suit = s;
  }
  return suit;
}

/** The suit a flush of the hand would be in: that of `kinds` (melds, a claim), else the one it holds most of; -1 when `kinds` span two suits. */
export function flushSuit(counts: Uint8Array, kinds: Iterable<Kind>): number {
  const suit = oneSuit(kinds);
  if (suit !== -1) return suit === -2 ? -1 : suit;
  let best = 0;
  const held = [0, 1, 2].map((s) => counts.slice(9 * s, 9 * s + 9).reduce((n, x) => n + x, 0));
  for (let s = 1; s < 3; s++) if (held[s] > held[best]) best = s;
  return best;
}

/** The kinds a flush in `suit` cannot use: the other two suits. */
export function offSuit(suit: number): Uint8Array {
  const dead = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < 27; k++) if (suitOf(k) !== suit) dead[k] = 1;
  return dead;
}

/** The kinds all simples cannot use: terminals and honours. */
function outsideKinds(): Uint8Array {
  const dead = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++) if (isTerminalOrHonour(k)) dead[k] = 1;
  return dead;
}

/** Shanten of the bot's hand with the `dead` kinds taken out. */
function shantenWithout(ctx: BotContext, dead: Uint8Array): number {
  const c = ctx.counts.slice();
  for (let k = 0; k < PLAYING_KINDS; k++) if (dead[k]) c[k] = 0;
  return spareEvals(ctx.shape.rules, 'yakuPath')[0].shanten(c);
}

/**
 * Kinds the open hand cannot use without losing its only yaku, or null when it has a yaku already
 * (or another way to one). `flush`: one suit with honours counts as a way as well as all simples.
 */
export function deadForYaku(ctx: BotContext, flush = false): Uint8Array | null {
  if (!ruleFamily(ctx.view.family).bots.openHandNeedsYaku || ctx.me.melds.every((m) => m.concealed)) return null;
  const valueHonour = (k: Kind) => isValueHonour(ctx.view, ctx.me.wind, k);
  // A value pung melded or held, or a value pair that a pung may still complete: the yaku is there or near.
  if (ctx.me.melds.some((m) => m.type !== 'chow' && valueHonour(kindOf(m.tiles[0])))) return null;
  for (let k = 27; k < PLAYING_KINDS; k++) if (valueHonour(k) && (ctx.counts[k] >= 3 || (ctx.counts[k] === 2 && ctx.unseen[k] > 0))) return null;
  const meldKinds = ctx.me.melds.flatMap((m) => m.tiles.map(kindOf));
  // All simples is a way only while every meld is of simples; a flush, while they keep to one suit.
  const simples = meldKinds.every((k) => !isTerminalOrHonour(k)) ? outsideKinds() : null;
  const suit = flush ? flushSuit(ctx.counts, meldKinds) : -1;
  const oneSuited = suit >= 0 ? offSuit(suit) : null;
  if (!simples || !oneSuited) return simples ?? oneSuited;
  return shantenWithout(ctx, oneSuited) <= shantenWithout(ctx, simples) ? oneSuited : simples;
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
function completeHasYaku(ctx: BotContext, counts: Uint8Array): boolean {
  if (hasValuePung(ctx, counts)) return true;
  const kinds = ctx.me.melds.flatMap((m) => m.tiles.map(kindOf));
  let pairs = 0;
  let other = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (counts[k] === 0) continue;
    kinds.push(k);
    if (counts[k] === 2) pairs++;
    else if (counts[k] !== 3) other++;
  }
  if (kinds.every((k) => !isTerminalOrHonour(k))) return true;
  if (oneSuit(kinds) !== -2) return true;
  return pairs === 1 && other === 0 && ctx.me.melds.every((m) => m.type !== 'chow');
}

/** An open hand without a value pung: its waits need a yaku checked (see `completeHasYaku`). */
export const yakuNeedsCheck = (ctx: BotContext): boolean =>
  ruleFamily(ctx.view.family).bots.openHandNeedsYaku && ctx.me.melds.some((m) => !m.concealed) && !hasValuePung(ctx, ctx.counts);

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
