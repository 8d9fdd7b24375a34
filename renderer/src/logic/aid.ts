/**
 * The practice aid: how far your hand is from ready (shanten), what a ready hand waits on and how
 * many of those tiles you have not seen, and after a draw which discards keep you closest. Its
 * picks count speed only: while someone threatens it says so, with each pick's danger as the
 * review reads it. Uses only what your own view shows.
 */
import { shanten, shantenSevenPairs, shantenThirteenOrphans, waitsBy } from '../../../shared/analysis';
import type { SpecialHands } from '../../../shared/rules/presets';
import { isComplete } from '../../../shared/table/shape';
import { kindOf, PLAYING_KINDS, type Kind, type TileId } from '../../../shared/tiles';
import type { SeatView } from '../../../shared/view';
import { buildContext } from '../../../shared/bots/context';
import { discardDanger, topThreat } from '../../../shared/review/measure';

interface Wait {
  kind: Kind;
  /** Copies not visible to you (not in your hand, any pond, any exposed set or dora indicator). */
  unseen: number;
}

interface DiscardAdvice {
  kind: Kind;
  shanten: number;
  /** Unseen tiles that would bring the hand one step closer after this discard. */
  accepts: number;
}

export interface Aid {
  /** -1 complete, 0 ready, 1 one tile away, … */
  shanten: number;
  waits: Wait[];
  /** When you hold a tile more (your discard): the best discards, best first. */
  discards: DiscardAdvice[];
}

function countsOf(tiles: readonly TileId[]): number[] {
  const c = new Array<number>(PLAYING_KINDS).fill(0);
  for (const t of tiles) {
    const k = kindOf(t);
    if (k < PLAYING_KINDS) c[k]++;
  }
  return c;
}

function bestShanten(c: number[], setsNeeded: number, special: SpecialHands, open: boolean): number {
  let s = shanten(c, setsNeeded);
  if (!open && setsNeeded === 4) {
    if (special.sevenPairs) s = Math.min(s, shantenSevenPairs(c));
    if (special.thirteenOrphans) s = Math.min(s, shantenThirteenOrphans(c));
  }
  return s;
}

/** Tiles you can see anywhere on the table, as counts. */
export function visibleCounts(view: SeatView): number[] {
  const hand = view.hand;
  const c = new Array<number>(PLAYING_KINDS).fill(0);
  if (!hand) return c;
  const add = (t: TileId) => {
    const k = kindOf(t);
    if (k < PLAYING_KINDS) c[k]++;
  };
  for (const s of hand.seats) {
    for (const d of s.discards) if (!d.claimed && d.tile !== null) add(d.tile);
    for (const m of s.melds) m.tiles.forEach(add);
    s.concealed?.forEach(add);
  }
  hand.doraIndicators.forEach(add);
  return c;
}

export function practiceAid(concealed: readonly TileId[], meldCount: number, handSize: number, special: SpecialHands, seen: readonly number[]): Aid {
  const setsNeeded = Math.floor(handSize / 3) - meldCount;
  const open = meldCount > 0;
  const c = countsOf(concealed);
  const n = c.reduce((a, b) => a + b, 0);
  const unseen = (k: Kind) => Math.max(0, 4 - seen[k]);
  const waitsOf = (counts: number[]): Wait[] =>
    waitsBy(counts, (withTile) => isComplete(Array.from(withTile), setsNeeded, special, open), seen).map((kind) => ({ kind, unseen: unseen(kind) }));

  if (n % 3 === 1) {
    const s = bestShanten(c, setsNeeded, special, open);
    return { shanten: s, waits: s === 0 ? waitsOf(c) : [], discards: [] };
  }
  // A tile more than a waiting hand: advise discards.
  const options: DiscardAdvice[] = [];
  const complete = bestShanten(c, setsNeeded, special, open);
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (!c[k]) continue;
    c[k]--;
    const s = bestShanten(c, setsNeeded, special, open);
    let accepts = 0;
    for (let j = 0; j < PLAYING_KINDS; j++) {
      if (unseen(j) === 0) continue;
      c[j]++;
      if (bestShanten(c, setsNeeded, special, open) < s) accepts += unseen(j);
      c[j]--;
    }
    c[k]++;
    options.push({ kind: k, shanten: s, accepts });
  }
  options.sort((a, b) => a.shanten - b.shanten || b.accepts - a.accepts || a.kind - b.kind);
  const best = options.length ? options[0].shanten : complete;
  return { shanten: complete < 0 ? -1 : best, waits: [], discards: options.filter((o) => o.shanten === best).slice(0, 5) };
}

/** While someone threatens (as the review reads it: in riichi, a riichi): each advised discard's danger, and against whom. */
export interface AidDanger {
  from: { seat: number; riichi: boolean };
  byKind: Record<number, number>;
}

/** The advised discards' danger, measured as the review measures it; null while nobody threatens. */
export function aidDanger(view: SeatView, kinds: readonly Kind[]): AidDanger | null {
  if (!kinds.length) return null;
  const ctx = buildContext(view);
  if (!ctx || topThreat(ctx) <= 0) return null;
  const byKind: Record<number, number> = {};
  let from: AidDanger['from'] | null = null;
  for (const kind of kinds) {
    const d = discardDanger(ctx, kind);
    byKind[kind] = d.danger ?? 0;
    from ??= d.dangerFrom ?? null;
  }
  return from ? { from, byKind } : null;
}
