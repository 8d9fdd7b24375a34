/**
 * Ranking discards: shanten after each discard, tile acceptance (how many unseen tiles would
 * bring the hand closer), the family's value of the tiles, and danger when someone threatens.
 */
import { PLAYING_KINDS, isBonus, kindOf, type Kind, type TileId } from '../tiles';
import type { BotContext } from './context';
import { danger, threats } from './defence';
import type { Policy } from './policy';
import { groupOf, type ShapeEval } from './shape';

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

/** Kinds that could lower a hand's standard shanten: held kinds and suit tiles within two ranks of one. */
function nearKinds(c: Uint8Array, all: boolean): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (all || c[k] > 0) {
      out.push(k);
      continue;
    }
    if (k >= 27) continue;
    const r = k % 9;
    if ((r >= 1 && c[k - 1] > 0) || (r >= 2 && c[k - 2] > 0) || (r <= 7 && c[k + 1] > 0) || (r <= 6 && c[k + 2] > 0)) out.push(k);
  }
  return out;
}

/** Unseen tiles that lower the shanten `s` of hand `c` (13 tiles, or fewer with melds). */
export function acceptance(shape: ShapeEval, c: Uint8Array, s: number, unseen: Uint8Array): number {
  shape.load(c);
  const rules = shape.rules;
  let accept = 0;
  for (const k of nearKinds(c, rules.sevenPairs || rules.thirteenOrphans)) {
    if (unseen[k] === 0 || c[k] >= 4) continue;
    c[k]++;
    if (shape.shantenWith(c, groupOf(k)) < s) accept += unseen[k];
    c[k]--;
  }
  return accept;
}

/** Shanten after discarding one tile of each kind in `kinds` from hand `c` (which it restores). */
export function shantenAfterDiscards(shape: ShapeEval, c: Uint8Array, kinds: readonly Kind[]): Map<Kind, number> {
  shape.load(c);
  const out = new Map<Kind, number>();
  for (const k of kinds) {
    c[k]--;
    out.set(k, shape.shantenWith(c, groupOf(k)));
    c[k]++;
  }
  return out;
}

/** How far the policy lets danger outweigh speed, given the hand's shanten and the threat. */
function defenceWeight(policy: Policy, ctx: BotContext, shanten: number, threat: number): number {
  if (policy.defence === 'none' || threat < 0.3) return 0;
  if (policy.defence === 'fold') return threat >= 0.5 && shanten >= 2 ? 1000 : 0;
  const late = ctx.hand.wallLive < 16;
  if (shanten >= 2) return 1000 * threat;
  if (shanten === 1) return (late ? 600 : 120) * threat;
  return 25 * threat;
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

/** Every discardable tile (one per kind), best first. */
export function rankDiscards(ctx: BotContext, tiles: readonly TileId[], policy: Policy): DiscardEval[] {
  const c = ctx.counts.slice();
  const byKind = new Map<Kind, TileId>();
  for (const t of tiles) if (!isBonus(kindOf(t)) && !byKind.has(kindOf(t))) byKind.set(kindOf(t), t);
  const kinds = [...byKind.keys()];
  const shanten = shantenAfterDiscards(ctx.shape, c, kinds);
  const best = Math.min(...shanten.values());
  const threat = policy.defence === 'none' ? [0, 0, 0, 0] : threats(ctx);
  const weight = defenceWeight(policy, ctx, best, Math.max(...threat));
  const out: DiscardEval[] = [];
  for (const kind of kinds) {
    const s = shanten.get(kind)!;
    let accept = 0;
    if (policy.ukeire && s === best) {
      c[kind]--;
      accept = acceptance(ctx.shape, c, s, ctx.unseen);
      c[kind]++;
    }
    const d = weight > 0 ? danger(ctx, kind, threat) : 0;
    const lone = -0.05 * connections(c, kind) + (kind >= 27 ? 0.02 : kind % 9 === 0 || kind % 9 === 8 ? 0.01 : 0);
    const score = -100 * s + accept - policy.value * ctx.valuation.keepValue(ctx, kind) - weight * d + lone;
    out.push({ tile: byKind.get(kind)!, kind, shanten: s, accept, danger: d, score });
  }
  return out.sort((a, b) => b.score - a.score || a.kind - b.kind);
}
