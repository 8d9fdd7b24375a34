/**
 * The bot the host and the local practice table put in empty seats, under its first name and
 * signature: now the levels of `shared/bots` (default `normal`). It sees only its own SeatView and
 * returns one of `view.legal`, or null when it has nothing to do. Without an RNG it is
 * deterministic (no careless choices); pass the bot's own seeded RNG for the level's full play.
 */
import type { Rng } from '../random';
import type { Action } from '../table/types';
import { isHonour, isTerminal } from '../tiles';
import type { SeatView } from '../view';
import { chooseAction as chooseByLevel } from './index';
import type { BotLevel } from './policy';

/** How much a tile of `kind` helps the hand held as counts `c` (higher: keep). The first bot's measure, kept for callers. */
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

export function chooseAction(view: SeatView, level: BotLevel = 'normal', rng?: Rng): Action | null {
  return chooseByLevel(view, level, rng);
}
