/**
 * One AI's placement statistics over a `play.ts` run. Only games the AI played whole count (it
 * joined, and the bot played none of its decisions): a game the bot played partly or wholly for it
 * is counted apart, so its places never pass for the AI's.
 */
export interface Tally {
  /** Whole games by place (1st to 4th). */
  places: number[];
  /** The final scores of its whole games, summed. */
  points: number;
  /** Games it played whole. */
  games: number;
  /** Games where it did not join or the bot played one of its decisions or more. */
  standIn: number;
  /** How long each of its answers to a decision took (ms), over every game it sat in. */
  times: number[];
}

export const newTally = (): Tally => ({ places: [0, 0, 0, 0], points: 0, games: 0, standIn: 0, times: [] });

/** The `q` quantile (0–1) of the times, by the nearest rank. */
export function quantile(times: readonly number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Its answer times: median and 99th percentile, to set `--timeout` and `--start-timeout` by. */
export function describeTimes(t: Tally): string {
  if (t.times.length === 0) return 'no answers timed';
  return `answer times: median ${Math.round(quantile(t.times, 0.5))} ms, p99 ${Math.round(quantile(t.times, 0.99))} ms, slowest ${Math.round(quantile(t.times, 1))} ms (${t.times.length} answers)`;
}

export function count(t: Tally, whole: boolean, place: number, score: number): void {
  if (!whole) {
    t.standIn++;
    return;
  }
  t.places[place - 1]++;
  t.points += score;
  t.games++;
}

export function describeTally(t: Tally): string {
  const averages =
    t.games > 0
      ? `; average place ${(t.places.reduce((sum, n, p) => sum + n * (p + 1), 0) / t.games).toFixed(2)}; average score ${Math.round(t.points / t.games)}`
      : '';
  return `places 1st–4th ${t.places.join(' / ')} in ${t.games} whole games${averages}; ${t.standIn} games with a bot standing in (not counted)`;
}
