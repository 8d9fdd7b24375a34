/**
 * Which of two bot levels is stronger, measured by duplicate play: every deal is played twice
 * from the same seed, level A at seats 0 and 2 and B at 1 and 3, then swapped, so the luck of the
 * tiles cancels. Per deal the outcome of B minus A counts +1 for a win, −1 for dealing in and −1/3
 * for each self-drawn win by someone else; the preset's own score difference is kept as well.
 */
import { sha256Hex } from '../fairness';
import type { Preset } from '../rules/presets';
import type { HandResult } from '../table/types';
import type { BotLevel } from './policy';
import { simulate } from './simulate';

export interface Comparison {
  preset: string;
  a: BotLevel;
  b: BotLevel;
  deals: number;
  /** Mean per deal of B's outcome minus A's (per pair of seats), its standard error and z = mean / se. */
  mean: number;
  se: number;
  z: number;
  /** Same for the preset's own score. */
  scoreMean: number;
  scoreSe: number;
  wins: Record<'a' | 'b', number>;
  dealtIn: Record<'a' | 'b', number>;
  /** Per-deal outcome differences (for pooling several presets). */
  diffs: number[];
}

function outcome(result: HandResult): number[] {
  const pts = [0, 0, 0, 0];
  for (const w of result.winners) {
    pts[w.seat] += 1;
    if (w.from === null) for (let s = 0; s < 4; s++) s !== w.seat && (pts[s] -= 1 / 3);
    else pts[w.from] -= 1;
  }
  return pts;
}

export function meanAndError(xs: readonly number[]): { mean: number; se: number } {
  const n = xs.length;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, se: Math.sqrt(variance / n) };
}

export function compareLevels(preset: Preset, a: BotLevel, b: BotLevel, deals: number, seed: string): Comparison {
  const diffs = new Array<number>(deals).fill(0);
  const scores = new Array<number>(deals).fill(0);
  const wins = { a: 0, b: 0 };
  const dealtIn = { a: 0, b: 0 };
  simulate({
    preset,
    hands: deals * 2,
    seed,
    handsPerTable: 1,
    handSeed: (h) => sha256Hex(`sparrow-duplicate/${seed}/${h >> 1}`),
    levels: (game) => (game % 2 === 0 ? [a, b, a, b] : [b, a, b, a]),
    onHand: (h, result, levels) => {
      const pts = outcome(result);
      levels.forEach((level, seat) => {
        const sign = level === b && level !== a ? 1 : -1;
        diffs[h >> 1] += (sign * pts[seat]) / 4;
        scores[h >> 1] += (sign * (result.deltas[seat] ?? 0)) / 4;
      });
      for (const w of result.winners) {
        wins[levels[w.seat] === b ? 'b' : 'a']++;
        if (w.from !== null) dealtIn[levels[w.from] === b ? 'b' : 'a']++;
      }
    },
  });
  const o = meanAndError(diffs);
  const s = meanAndError(scores);
  return { preset: preset.id, a, b, deals, mean: o.mean, se: o.se, z: o.se > 0 ? o.mean / o.se : 0, scoreMean: s.mean, scoreSe: s.se, wins, dealtIn, diffs };
}
