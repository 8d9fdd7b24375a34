/** Take the results home: standings and every game's result as CSV and JSON. */
import { standings, TIE_BREAKS } from './standings';
import type { EveningState } from './types';

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: readonly (string | number | null | undefined)[]): string => fields.map(csvField).join(',');

export function standingsCsv(state: EveningState): string {
  const lines = [csvLine(['rank', 'name', 'points', 'games', 'wins', 'deal-ins', 'best game', 'sat out'])];
  for (const r of standings(state)) lines.push(csvLine([r.rank, r.name, r.points, r.games, r.wins, r.dealIns, r.bestGame, r.sitOuts]));
  return lines.join('\r\n') + '\r\n';
}

/** One line per player per game (bot seats included, named "bot"). */
export function gamesCsv(state: EveningState): string {
  const name = (id: number | null) => (id === null ? 'bot' : (state.players[id]?.name ?? `#${id}`));
  const lines = [csvLine(['round', 'table', 'real tiles', 'hands', 'place', 'name', 'points', 'wins', 'deal-ins'])];
  for (const g of state.games)
    g.players.forEach((id, place) => {
      const r = g.byPlace[place];
      lines.push(csvLine([g.round, g.table + 1, g.realTiles ? 'yes' : 'no', g.hands, place + 1, name(id), r.points, r.wins, r.dealIns]));
    });
  return lines.join('\r\n') + '\r\n';
}

export function eveningJson(state: EveningState): string {
  const { pin: _pin, seed: _seed, ...settings } = state.settings;
  return JSON.stringify(
    {
      evening: settings,
      tieBreaks: TIE_BREAKS,
      standings: standings(state),
      players: state.players.map((p) => ({ id: p.id, name: p.name })),
      games: state.games,
    },
    null,
    2,
  );
}

/** The tenhou.net/6 logs of the riichi games whose host attached one. */
export const tenhouLogs = (state: EveningState): { round: number; table: number; log: unknown }[] =>
  state.games.filter((g) => g.log !== undefined).map((g) => ({ round: g.round, table: g.table, log: g.log }));
