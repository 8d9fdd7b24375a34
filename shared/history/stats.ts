/**
 * Players' statistics by name, per rule set, from kept games' records (record.ts). Bots and
 * removed names are left out. A rate with nothing to count (no hands, no wins) is null.
 */
import { ruleSetOf, type KeptGame } from './record';

export interface PlayerStats {
  name: string;
  /** The base preset's id (house rules do not split a player's figures). */
  ruleSet: string;
  games: number;
  averagePlacement: number;
  /** Hands won / hands played. */
  winRate: number | null;
  /** Hands dealt into / hands played. */
  dealInRate: number | null;
  /** Self-drawn wins / wins. */
  selfDrawnShare: number | null;
  /** Points gained per hand won. */
  averageHandValue: number | null;
  /** Each game's placement, oldest first, for the chart. */
  series: { at: number; placement: number }[];
}

interface Sums {
  name: string;
  ruleSet: string;
  games: number;
  placements: number;
  hands: number;
  wins: number;
  selfDrawn: number;
  dealIns: number;
  winPoints: number;
  series: { at: number; placement: number }[];
}

const ratio = (n: number, d: number): number | null => (d === 0 ? null : n / d);

export function playerStats(records: readonly KeptGame[]): PlayerStats[] {
  const sums = new Map<string, Sums>();
  const ordered = [...records].sort((a, b) => a.finished - b.finished || a.id.localeCompare(b.id));
  for (const record of ordered) {
    const ruleSet = ruleSetOf(record);
    record.players.forEach((name, place) => {
      if (name === null || record.bots[place]) return;
      const key = JSON.stringify([name, ruleSet]);
      const s = sums.get(key) ?? { name, ruleSet, games: 0, placements: 0, hands: 0, wins: 0, selfDrawn: 0, dealIns: 0, winPoints: 0, series: [] };
      const f = record.facts[place];
      s.games++;
      s.placements += record.placements[place];
      s.hands += f.hands;
      s.wins += f.wins;
      s.selfDrawn += f.selfDrawn;
      s.dealIns += f.dealIns;
      s.winPoints += f.winPoints;
      s.series.push({ at: record.finished, placement: record.placements[place] });
      sums.set(key, s);
    });
  }
  return [...sums.values()]
    .map((s) => ({
      name: s.name,
      ruleSet: s.ruleSet,
      games: s.games,
      averagePlacement: s.placements / s.games,
      winRate: ratio(s.wins, s.hands),
      dealInRate: ratio(s.dealIns, s.hands),
      selfDrawnShare: ratio(s.selfDrawn, s.wins),
      averageHandValue: ratio(s.winPoints, s.wins),
      series: s.series,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.ruleSet.localeCompare(b.ruleSet));
}

/** A name removed from a record: its place becomes nameless (the game stays, for the others' figures). */
export function withoutName<T extends { players: (string | null)[] }>(record: T, name: string): T {
  return { ...record, players: record.players.map((p) => (p === name ? null : p)) };
}
