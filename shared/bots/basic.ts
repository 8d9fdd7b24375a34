/**
 * A simple bot: sees only its own SeatView and returns one of `view.legal`. It wins whenever it
 * may, claims pungs and kongs (and chows that break no pair), declares kongs and bonus tiles,
 * declares riichi when it can, and discards the least connected tile (lone honours first).
 */
import type { Action } from '../table/types';
import { isBonus, isHonour, isSuit, isTerminal, kindOf, PLAYING_KINDS, type TileId } from '../tiles';
import type { SeatView } from '../view';

function counts(tiles: readonly TileId[]): number[] {
  const c = new Array<number>(PLAYING_KINDS).fill(0);
  for (const t of tiles) if (!isBonus(kindOf(t))) c[kindOf(t)]++;
  return c;
}

/** How much a tile of `kind` helps the hand held as counts `c` (higher: keep). */
export function usefulness(c: readonly number[], kind: number): number {
  const n = c[kind];
  if (isHonour(kind)) return n >= 2 ? 8 * n : 0;
  let score = n >= 2 ? 6 * n : 1;
  const rank = kind % 9;
  const near = (d: number) => (rank + d >= 0 && rank + d <= 8 ? c[kind + d] : 0);
  score += 4 * (Math.min(near(-1), 1) + Math.min(near(1), 1)) + 2 * (Math.min(near(-2), 1) + Math.min(near(2), 1));
  if (isTerminal(kind)) score -= 1;
  return score;
}

/** The least useful of `tiles` given the whole concealed hand; ties go to honours, then terminals. */
function weakest(concealed: readonly TileId[], tiles: readonly TileId[]): TileId {
  const c = counts(concealed);
  let best = tiles[0];
  let bestScore = Infinity;
  for (const t of tiles) {
    const k = kindOf(t);
    const score = usefulness(c, k) * 4 + (isHonour(k) ? 0 : isTerminal(k) ? 1 : 2);
    if (score < bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

function chooseClaim(view: SeatView, legal: readonly Action[]): Action | null {
  const mine = view.hand!.seats[view.you!].concealed ?? [];
  const c = counts(mine);
  for (const kind of ['kong', 'pung'] as const) {
    const a = legal.find((x) => x.type === 'claim' && x.claim === kind);
    if (a) return a;
  }
  const chow = legal.find((x) => x.type === 'claim' && x.claim === 'chow' && x.tiles.every((t) => c[kindOf(t)] === 1 && isSuit(kindOf(t))));
  return chow ?? null;
}

export function chooseAction(view: SeatView): Action | null {
  const legal = view.legal;
  if (legal.length === 0 || view.you === null || !view.hand) return null;
  const win = legal.find((a) => a.type === 'win' || (a.type === 'claim' && a.claim === 'win'));
  if (win) return win;

  if (view.hand.phase === 'claims') {
    const claim = chooseClaim(view, legal);
    if (claim) return claim;
    return legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'draw') ?? legal[0];
  }
  const draw = legal.find((a) => a.type === 'draw');
  if (draw) return draw;
  const declare = legal.find((a) => a.type === 'bonus') ?? legal.find((a) => a.type === 'kong');
  if (declare) return declare;

  const concealed = view.hand.seats[view.you].concealed ?? [];
  const riichi = legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && a.riichi === true);
  if (riichi.length) {
    const tile = weakest(concealed, riichi.map((a) => a.tile));
    return riichi.find((a) => a.tile === tile)!;
  }
  const discards = legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  if (discards.length) {
    const tile = weakest(concealed, discards.map((a) => a.tile));
    return discards.find((a) => a.tile === tile)!;
  }
  return legal[0];
}
