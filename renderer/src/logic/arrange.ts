/**
 * Lays a finished hand's concealed tiles out in groups for display: sets and a pair when they
 * make them (pungs first), pairs for a pairs hand, otherwise runs of one suit. Only for drawing;
 * scoring reads hands its own way.
 */
import { kindOf, type Kind, type TileId } from '../../../shared/tiles';

function setsAndPair(counts: number[], sets: number): Kind[][] | null {
  const solve = (c: number[], left: number): Kind[][] | null => {
    if (left === 0) return [];
    let i = 0;
    while (i < 34 && c[i] === 0) i++;
    if (i >= 34) return null;
    if (c[i] >= 3) {
      c[i] -= 3;
      const rest = solve(c, left - 1);
      c[i] += 3;
      if (rest) return [[i, i, i], ...rest];
    }
    if (i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
      c[i]--;
      c[i + 1]--;
      c[i + 2]--;
      const rest = solve(c, left - 1);
      c[i]++;
      c[i + 1]++;
      c[i + 2]++;
      if (rest) return [[i, i + 1, i + 2], ...rest];
    }
    return null;
  };
  for (let p = 0; p < 34; p++) {
    if (counts[p] < 2) continue;
    const c = [...counts];
    c[p] -= 2;
    const groups = solve(c, sets);
    if (groups) return [...groups, [p, p]];
  }
  return null;
}

/** Groups of tile ids, in display order. */
export function arrangeConcealed(tiles: readonly TileId[]): TileId[][] {
  const counts = new Array<number>(34).fill(0);
  const playing = tiles.filter((t) => kindOf(t) < 34);
  for (const t of playing) counts[kindOf(t)]++;
  const total = playing.length;
  let groups: Kind[][] | null = null;
  if (total % 3 === 2) groups = setsAndPair(counts, (total - 2) / 3);
  if (!groups && total % 2 === 0 && counts.every((n) => n === 0 || n === 2)) groups = counts.flatMap((n, k) => (n === 2 ? [[k, k]] : []));
  if (!groups) {
    // Runs of one suit (or one honour kind), in order.
    const sorted = [...playing].sort((a, b) => a - b);
    const out: TileId[][] = [];
    for (const t of sorted) {
      const last = out[out.length - 1];
      const k = kindOf(t);
      const prev = last ? kindOf(last[last.length - 1]) : -9;
      const sameSuit = k < 27 ? Math.floor(k / 9) === Math.floor(prev / 9) && prev < 27 : k === prev;
      if (last && sameSuit && k - prev <= 1) last.push(t);
      else out.push([t]);
    }
    return out;
  }
  // Kinds → the actual tile ids.
  const pool = new Map<Kind, TileId[]>();
  for (const t of playing) pool.set(kindOf(t), [...(pool.get(kindOf(t)) ?? []), t]);
  return groups.map((g) => g.map((k) => pool.get(k)!.shift()!));
}
