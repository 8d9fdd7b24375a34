/**
 * Calls in the look-ahead (strong, riichi; as majiang-ai's eval_fulou): a tile that would make a
 * hand one from ready ready may come by a call as well as by the bot's own draw. Any of the three
 * others may discard a tile to pung, only the player before the bot a tile to chow: a pung counts
 * three times, a chow once beside the pung's two. What the call is worth is the real score of the
 * open ready hand it makes (0 where it has no yaku), as for a drawn one.
 */
import type { Meld } from '../table/types';
import { PLAYING_KINDS, type Kind } from '../tiles';
import { fakeMeld, spareEvals, shapeRulesFor, type BotContext } from './context';
import type { ShapeEval } from './shape';
import { handKey } from './hand-kinds';
import { WaitValue, type CalledMeld } from './win-value';

/** The chows the hand `c` (the called tile not in it) can make with `k`, as the two own kinds each takes. */
function chowPairs(c: Uint8Array, k: Kind): [Kind, Kind][] {
  if (k >= 27) return [];
  const r = k % 9;
  const out: [Kind, Kind][] = [];
  if (r >= 2 && c[k - 2] && c[k - 1]) out.push([k - 2, k - 1]);
  if (r >= 1 && r <= 7 && c[k - 1] && c[k + 1]) out.push([k - 1, k + 1]);
  if (r <= 6 && c[k + 1] && c[k + 2]) out.push([k + 1, k + 2]);
  return out;
}

export class CallValue {
  private readonly opened = new Map<string, { shape: ShapeEval; value: WaitValue }>();
  private readonly memo = new Map<string, number>();

  /** `passed`: the kinds the bot has discarded (its furiten), or null to ignore them. */
  constructor(private readonly ctx: BotContext, private readonly passed: Uint8Array | null) {}

  /**
   * What calling `k` is worth to hand `c` one from ready (the called tile not in `c`, which is
   * restored): the best ready hand a pung or a chow of it makes, times the players who may give it.
   * `unseen` already counts the tile as gone; `earlier` is the discard the bot plans before.
   */
  worth(c: Uint8Array, k: Kind, unseen: Uint8Array, earlier: Kind): number {
    const key = handKey(c, k) + String.fromCharCode(48 + earlier);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const pung = c[k] >= 2 ? this.called(c, { type: 'pung', kinds: [k, k, k] }, [k, k], unseen, earlier) : 0;
    let chow = 0;
    for (const [a, b] of chowPairs(c, k)) chow = Math.max(chow, this.called(c, { type: 'chow', kinds: [a, b, k].sort((x, y) => x - y) }, [a, b], unseen, earlier));
    const result = pung > chow ? 3 * pung : 2 * pung + chow;
    this.memo.set(key, result);
    return result;
  }

  /**
   * Now, on a tile offered to claim: the best ready hand `meld` (made with `own` from the bot's hand)
   * and one discard leave, as Σ unseen × base points; 0 when none is ready.
   */
  readyAfter(meld: CalledMeld, own: readonly Kind[]): number {
    return this.called(this.ctx.counts.slice(), meld, own, this.ctx.unseen, null);
  }

  /** The best ready hand left by `meld` (taking `own` from `c`) and one discard; 0 when none is ready. */
  private called(c: Uint8Array, meld: CalledMeld, own: readonly Kind[], unseen: Uint8Array, earlier: Kind | null): number {
    const { shape, value } = this.open(meld);
    for (const o of own) c[o]--;
    let best = 0;
    const floor = shape.loadBase(c);
    if (floor <= 0) {
      for (let d = 0; d < PLAYING_KINDS; d++) {
        if (c[d] === 0) continue;
        c[d]--;
        if (shape.shantenAfter(c, d, -1, floor) === 0) best = Math.max(best, value.value(c, unseen, d, earlier ?? d).worth);
        c[d]++;
      }
    }
    for (const o of own) c[o]++;
    return best;
  }

  /** The open hand's evaluator and the worth of its waits, one per meld. */
  private open(meld: CalledMeld): { shape: ShapeEval; value: WaitValue } {
    const key = meld.type + meld.kinds.join(',');
    let opened = this.opened.get(key);
    if (!opened) {
      const melds: Meld[] = [...this.ctx.me.melds, fakeMeld(meld.type, false)];
      const [shape, check] = spareEvals(shapeRulesFor(this.ctx, melds), 'callValue');
      this.opened.set(key, (opened = { shape, value: new WaitValue(this.ctx, check, this.passed, [meld]) }));
    }
    return opened;
  }
}
