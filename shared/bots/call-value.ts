/**
 * Calls in the look-ahead (strong, riichi; as majiang-ai's eval_fulou): a tile that would make a
 * hand one from ready ready may come by a call as well as by the bot's own draw. Any of the three
 * others may discard a tile to pung, only the player before the bot a tile to chow: a pung counts
 * three times, a chow once beside the pung's two. What the call is worth is the real score of the
 * open ready hand it makes (0 where it has no yaku), as for a drawn one.
 */
import type { Meld } from '../table/types';
import type { Kind } from '../tiles';
import { fakeMeld, spareEvals, shapeRulesFor, type BotContext } from './context';
import type { ShapeEval } from './shape';
import { readyDiscards } from './shape-memo';
import { WaitValue, type CalledMeld } from './win-value';

interface Opened {
  shape: ShapeEval;
  value: WaitValue;
}

export class CallValue {
  /** By meld: a pung by its kind, a chow by 100 + its lowest kind. */
  private readonly opened = new Map<number, Opened>();

  /** `passed`: the kinds the bot has discarded (its furiten), or null to ignore them. */
  constructor(private readonly ctx: BotContext, private readonly passed: Uint8Array | null) {}

  /**
   * What calling `k` is worth to hand `c` one from ready (the called tile not in `c`, which is
   * restored): the best ready hand a pung or a chow of it makes, times the players who may give it.
   * `unseen` already counts the tile as gone; `earlier` is the discard the bot plans before.
   * Not remembered: the look-ahead asks each hand, tile and earlier discard once (discard.ts).
   */
  worth(c: Uint8Array, k: Kind, unseen: Uint8Array, earlier: Kind): number {
    const pung = c[k] >= 2 ? this.called(c, this.open('pung', k), k, k, unseen, earlier) : 0;
    // The chows `c` can make with `k`, lowest first, each with the two own kinds it takes.
    let chow = 0;
    if (k < 27) {
      const r = k % 9;
      if (r >= 2 && c[k - 2] && c[k - 1]) chow = Math.max(chow, this.called(c, this.open('chow', k - 2), k - 2, k - 1, unseen, earlier));
      if (r >= 1 && r <= 7 && c[k - 1] && c[k + 1]) chow = Math.max(chow, this.called(c, this.open('chow', k - 1), k - 1, k + 1, unseen, earlier));
      if (r <= 6 && c[k + 1] && c[k + 2]) chow = Math.max(chow, this.called(c, this.open('chow', k), k + 1, k + 2, unseen, earlier));
    }
    return pung > chow ? 3 * pung : 2 * pung + chow;
  }

  /**
   * Now, on a tile offered to claim: the best ready hand `meld` (made with `own` from the bot's hand)
   * and one discard leave, as Σ unseen × base points; 0 when none is ready.
   */
  readyAfter(meld: CalledMeld, own: readonly Kind[]): number {
    return this.called(this.ctx.counts.slice(), this.make(meld), own[0], own[1], this.ctx.unseen, null);
  }

  /** The best ready hand left by the meld `opened` (taking `a` and `b` from `c`) and one discard; 0 when none is ready. */
  private called(c: Uint8Array, opened: Opened, a: Kind, b: Kind, unseen: Uint8Array, earlier: Kind | null): number {
    const { shape, value } = opened;
    c[a]--;
    c[b]--;
    let best = 0;
    for (const d of readyDiscards(shape, c)) {
      c[d]--;
      best = Math.max(best, value.value(c, unseen, d, earlier ?? d).worth);
      c[d]++;
    }
    c[a]++;
    c[b]++;
    return best;
  }

  /** The open hand's evaluator and the worth of its waits, one per meld: a pung of `low`, or the chow from `low` up. */
  private open(type: CalledMeld['type'], low: Kind): Opened {
    const key = type === 'pung' ? low : 100 + low;
    let opened = this.opened.get(key);
    if (!opened) this.opened.set(key, (opened = this.make({ type, kinds: type === 'pung' ? [low, low, low] : [low, low + 1, low + 2] })));
    return opened;
  }

  private make(meld: CalledMeld): Opened {
    const melds: Meld[] = [...this.ctx.me.melds, fakeMeld(meld.type, false)];
    const [shape, check] = spareEvals(shapeRulesFor(this.ctx, melds), 'callValue');
    return { shape, value: new WaitValue(this.ctx, check, this.passed, [meld]) };
  }
}
