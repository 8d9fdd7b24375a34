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
}

export const newTally = (): Tally => ({ places: [0, 0, 0, 0], points: 0, games: 0, standIn: 0 });

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
