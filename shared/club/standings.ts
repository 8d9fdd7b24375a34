/**
 * Standings across every table of the evening: each player's points summed over their games (see
 * game.ts for what points are in each family), games played, wins and deal-ins. The order's
 * tie-breaks are data, so the screen can state them (the UI translates the codes).
 */
import type { PlayerId } from './draw';
import type { EveningState } from './types';

export interface StandingRow {
  rank: number;
  player: PlayerId;
  name: string;
  points: number;
  games: number;
  wins: number;
  dealIns: number;
  /** The player's best single game (0 before any). */
  bestGame: number;
  sitOuts: number;
  present: boolean;
  /** Games of these in which a bot played for the player (they left, or did not come or stay). */
  botGames: number;
}

/** In order: a later key decides only when every earlier one is equal. */
export const TIE_BREAKS = [
  { key: 'points', order: 'high' },
  { key: 'bestGame', order: 'high' },
  { key: 'wins', order: 'high' },
  { key: 'dealIns', order: 'low' },
  { key: 'name', order: 'alphabetical' },
] as const;

export type TieBreakKey = (typeof TIE_BREAKS)[number]['key'];

function compare(a: StandingRow, b: StandingRow, upTo: number = TIE_BREAKS.length): number {
  for (const { key, order } of TIE_BREAKS.slice(0, upTo)) {
    const d = key === 'name' ? a.name.localeCompare(b.name, 'en') : order === 'high' ? b[key] - a[key] : a[key] - b[key];
    if (d !== 0) return d;
  }
  return 0;
}

export function standings(state: EveningState): StandingRow[] {
  const rows = new Map<PlayerId, StandingRow>(
    state.players.map((p) => [p.id, { rank: 0, player: p.id, name: p.name, points: 0, games: 0, wins: 0, dealIns: 0, bestGame: 0, sitOuts: p.sitOuts, present: p.present, botGames: 0 }]),
  );
  const best = new Map<PlayerId, number>();
  for (const game of state.games) {
    game.players.forEach((id, place) => {
      if (id === null) return;
      const row = rows.get(id)!;
      const r = game.byPlace[place];
      row.points += r.points;
      row.games++;
      row.wins += r.wins;
      row.dealIns += r.dealIns;
      if (game.botPlayed?.includes(place)) row.botGames++;
      best.set(id, Math.max(best.get(id) ?? -Infinity, r.points));
    });
  }
  for (const [id, b] of best) rows.get(id)!.bestGame = b;
  // Only players who have played or are here are listed.
  const sorted = [...rows.values()].filter((r) => r.games > 0 || r.present).sort((a, b) => compare(a, b));
  // Equal on every tie-break but the name: the same rank.
  sorted.forEach((row, i) => (row.rank = i > 0 && compare(sorted[i - 1], row, TIE_BREAKS.length - 1) === 0 ? sorted[i - 1].rank : i + 1));
  return sorted;
}
