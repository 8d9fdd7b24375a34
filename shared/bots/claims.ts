/**
 * Claims and kongs: take a pung, chow or kong only when it brings the hand closer (and, for the
 * careful levels, keeps it worth winning); declare kongs that cost nothing.
 */
import { ruleFamily } from '../rules/families';
import type { Action } from '../table/types';
import { isTerminalOrHonour, kindOf, PLAYING_KINDS, type Kind } from '../tiles';
import { fakeMeld, shapeEval, shapeRulesFor, type BotContext } from './context';
import { danger, threatsFor } from './defence';
import { leastShantenAfterDiscard } from './discard';
import { riichiKnobs, type Policy } from './policy';
import { isValueHonour, simplesClaim, type ClaimPlan } from './value';
import { flushSuit, offSuit, yakuNeedsCheck } from './yaku-path';
import { CallValue } from './call-value';
import { ownDiscardKinds } from './furiten';
import { fromAiPoints, WaitValue } from './win-value';

type ClaimAction = Extract<Action, { type: 'claim' }>;

export function without(c: Uint8Array, kinds: readonly Kind[]): Uint8Array {
  const out = c.slice();
  for (const k of kinds) out[k]--;
  return out;
}

/** Best shanten reachable after a claim: a kong draws a replacement, a pung or chow discards one. */
export function shantenAfterClaim(ctx: BotContext, claim: 'pung' | 'chow' | 'kong', ownKinds: readonly Kind[]): number {
  const shape = shapeEval(shapeRulesFor(ctx, [...ctx.me.melds, fakeMeld(claim, false)]));
  const c = without(ctx.counts, ownKinds);
  if (claim === 'kong') return shape.shanten(c);
  const kinds: Kind[] = [];
  for (let k = 0; k < c.length; k++) if (c[k] > 0) kinds.push(k);
  return leastShantenAfterDiscard(shape, c, kinds);
}

/** The claim to make on the offered tile, or null to pass. */
export function chooseClaim(ctx: BotContext, options: readonly ClaimAction[], policy: Policy): ClaimAction | null {
  const knobs = riichiKnobs(ctx, policy);
  let offered = options.filter((o) => o.claim !== 'win');
  if (knobs?.holdsCalls && offered.length && facesRiichi(ctx)) offered = offered.filter((o) => o.claim === 'kong' || worthCallingIntoRiichi(ctx, o));
  if (offered.length === 0) return null;
  const order = { kong: 0, pung: 1, chow: 2, win: 3 } as const;
  if (policy.claims === 'any') return [...offered].sort((a, b) => order[a.claim] - order[b.claim])[0];

  const tile = ctx.hand.claim!.tile;
  const kind = kindOf(tile);
  const now = ctx.shape.shanten(ctx.counts);
  if (policy.claims === 'valued') {
    // Folding: a call gives away a safe tile to discard and opens the hand.
    const threat = threatsFor(ctx, policy);
    if (Math.max(...threat) >= 0.5 && now >= 2) return null;
    // A value pair's pung gives the hand its yaku: taken when it keeps the hand as close (pungsValuePairs).
    if (knobs?.pungsValuePairs && now >= 1 && isValueHonour(ctx.view, ctx.me.wind, kind)) {
      const pung = offered.find((o) => o.claim === 'pung');
      if (pung && shantenAfterClaim(ctx, 'pung', pung.tiles.map(kindOf)) <= now) return pung;
    }
    // A closed hand close to ready is worth more than a quick open one (riichi): only a call that
    // makes it ready (a pung; opening for speed, a chow as well).
    if (ruleFamily(ctx.view.family).bots.closedHandWorthMore && ctx.me.melds.length === 0 && now <= 1 && !threat.some((t) => t > 0) && danger(ctx, kind, threat) === 0) {
      const quick = offered.find((o) => (o.claim !== 'chow' || knobs?.opensForSpeed) && mayOpen(ctx, o, policy, now) && shantenAfterClaim(ctx, o.claim as 'pung' | 'chow', o.tiles.map(kindOf)) <= 0);
      return quick ?? null;
    }
  }
  // An open hand without a yaku holding a value pair (its head, say): the value pung gives it one, even
  // where it brings the hand no closer (up to two from ready; further away the usual weighing decides).
  if (knobs?.keepsYaku && now <= 2 && yakuNeedsCheck(ctx) && isValueHonour(ctx.view, ctx.me.wind, kind)) {
    const pung = offered.find((o) => o.claim === 'pung');
    if (pung && shantenAfterClaim(ctx, 'pung', pung.tiles.map(kindOf)) <= now) return pung;
  }
  let best: { option: ClaimAction; after: number } | null = null;
  for (const option of offered) {
    const claim = option.claim as 'pung' | 'chow' | 'kong';
    const after = shantenAfterClaim(ctx, claim, option.tiles.map(kindOf));
    const helps = claim === 'kong' ? after <= now : after < now;
    if (!helps || !mayOpen(ctx, option, policy, now)) continue;
    if (!best || after < best.after || (after === best.after && order[claim] < order[best.option.claim])) best = { option, after };
  }
  return best?.option ?? null;
}

/** Riichi: another player has declared riichi and the bot has not, and the bot can weigh ready hands by their score. */
function facesRiichi(ctx: BotContext): boolean {
  return WaitValue.applies(ctx) && !ctx.me.riichi && ctx.hand.seats.some((s, seat) => seat !== ctx.seat && s.riichi);
}

/** majiang-ai's least worth of the ready hand a call against a riichi makes: 500 points of expectation, in Σ unseen × base points. */
export const CALL_INTO_RIICHI = fromAiPoints(500);

/** The pung or chow makes the hand ready, worth at least `CALL_INTO_RIICHI` (its best discard after). */
function worthCallingIntoRiichi(ctx: BotContext, option: ClaimAction): boolean {
  const own = option.tiles.map(kindOf);
  const meld = { type: option.claim as 'pung' | 'chow', kinds: [...own, kindOf(ctx.hand.claim!.tile)].sort((a, b) => a - b) };
  return new CallValue(ctx, ownDiscardKinds(ctx)).readyAfter(meld, own) >= CALL_INTO_RIICHI;
}

/** The hand may open with this claim: it keeps a way to a yaku (`openOk`), or, opening for speed, it brings an all-simples hand (or a flush) closer. */
function mayOpen(ctx: BotContext, option: ClaimAction, policy: Policy, now: number): boolean {
  const knobs = riichiKnobs(ctx, policy);
  if (ctx.valuation.openOk(ctx, plan(option, kindOf(ctx.hand.claim!.tile)), knobs?.keepsYaku ?? false)) return true;
  if (!knobs) return false;
  return (knobs.opensForSpeed && simplesCloser(ctx, option, now)) || (knobs.opensForFlush && flushCloser(ctx, option, now));
}

/** Shanten after `option` of the hand with the `dead` kinds thrown away. */
function closerWithout(ctx: BotContext, option: ClaimAction, dead: (k: Kind) => boolean): number {
  const c = without(ctx.counts, option.tiles.map(kindOf));
  for (let k = 0; k < PLAYING_KINDS; k++) if (dead(k)) c[k] = 0;
  const shape = shapeEval(shapeRulesFor(ctx, [...ctx.me.melds, fakeMeld(option.claim as 'pung' | 'chow', false)]));
  return shape.shanten(c);
}

/**
 * Riichi: a claim of simples (onto melds of simples) that brings the hand, its terminals and honours
 * thrown away, closer than it is now: all simples is a yaku within reach, though more than one tile
 * must still go (those tiles then count as dead: yaku-path.ts).
 */
export function simplesCloser(ctx: BotContext, option: ClaimAction, now: number): boolean {
  if (!ruleFamily(ctx.view.family).bots.openHandNeedsYaku || option.claim === 'kong') return false;
  if (!simplesClaim(ctx, { kind: kindOf(ctx.hand.claim!.tile), tiles: option.tiles })) return false;
  return closerWithout(ctx, option, isTerminalOrHonour) < now;
}

/**
 * Riichi: a claim that keeps the melds to one suit with honours (a flush, honitsu: two han open)
 * and brings the hand, its tiles of the other suits thrown away, closer than it is now.
 */
export function flushCloser(ctx: BotContext, option: ClaimAction, now: number): boolean {
  if (!ruleFamily(ctx.view.family).bots.openHandNeedsYaku || option.claim === 'kong') return false;
  const kinds = [kindOf(ctx.hand.claim!.tile), ...option.tiles.map(kindOf), ...ctx.me.melds.flatMap((m) => m.tiles.map(kindOf))];
  const suit = flushSuit(without(ctx.counts, option.tiles.map(kindOf)), kinds);
  if (suit < 0) return false;
  const dead = offSuit(suit);
  return closerWithout(ctx, option, (k) => dead[k] === 1) < now;
}

const plan = (o: ClaimAction, kind: Kind): ClaimPlan => ({ claim: o.claim as ClaimPlan['claim'], kind, tiles: o.tiles });

/** Declare this kong (own turn)? Only when it leaves the hand no further from ready. */
export function kongWorthIt(ctx: BotContext, tile: number, policy: Policy): boolean {
  if (policy.claims === 'any' || ctx.me.riichi) return true;
  const kind = kindOf(tile);
  const c = ctx.counts.slice();
  const kinds: Kind[] = [];
  for (let k = 0; k < c.length; k++) if (c[k] > 0) kinds.push(k);
  const bestNow = leastShantenAfterDiscard(ctx.shape, c, kinds);
  if (c[kind] >= 4) {
    const shape = shapeEval(shapeRulesFor(ctx, [...ctx.me.melds, fakeMeld('kong', true)]));
    return shape.shanten(without(c, [kind, kind, kind, kind])) <= bestNow;
  }
  // Adding to an exposed pung: the tile leaves the hand as if discarded.
  return leastShantenAfterDiscard(ctx.shape, c, [kind]) <= bestNow;
}
