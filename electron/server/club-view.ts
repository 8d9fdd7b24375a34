/**
 * The evening as the club page shows it (an `evening` message): the organiser's page sees which
 * names a code waits for (or had its code voided); everyone else's the rest, the same for all.
 * Nothing secret (tokens, codes) is in it.
 */
import { neverDrawn } from '../../shared/club/evening';
import { realTileHandView } from '../../shared/club/hand-view';
import type { EveningView } from '../../shared/club/protocol';
import { standings, TIE_BREAKS } from '../../shared/club/standings';
import { presetById } from '../../shared/rules/presets';
import { scoresByPlace } from './club-tables';
import type { Club } from './club';
import type { Table } from './table';

export function eveningView(club: Club): EveningView | null {
  const e = club.evening;
  if (!e) return null;
  const s = e.state;
  const name = (id: number | null) => (id === null ? null : s.players[id].name);
  const start = presetById(s.settings.preset).startingScore;
  return {
    id: e.id,
    name: s.settings.name,
    preset: s.settings.preset,
    round: s.settings.round,
    rounds: s.settings.rounds,
    botSeats: s.settings.botSeats,
    hasPin: e.pin !== null,
    phase: s.phase,
    roundNo: s.round,
    players: s.players.filter((p) => !p.removed).map((p) => ({ id: p.id, name: p.name, present: p.present, fromRound: p.fromRound, removable: neverDrawn(s, p.id), codeWaiting: club.codeWaiting(p.id), ...(p.codeVoided ? { codeVoided: true } : {}) })),
    tables: s.tables.map((t, index) => {
      const table = t.realTiles ? undefined : club.table(index);
      return {
        index,
        tableId: e.tableIds[index] ?? null,
        realTiles: t.realTiles,
        done: t.done,
        players: t.players.map(name),
        playerIds: t.players,
        begun: t.realTiles ? t.hands.length > 0 || t.pending !== null : !!table && (table.state.hand !== null || table.state.game.handsPlayed > 0),
        botTookOver: t.botTookOver,
        absent: table ? absentPlaces(table, t.players, t.botTookOver) : [],
        hands: t.realTiles ? t.hands.length : (table?.state.game.handsPlayed ?? 0),
        // A real-tile table starts at the rule set's points, as a screen table does (riichi: 30,000).
        scores: table ? scoresByPlace(table) : t.realTiles ? [0, 1, 2, 3].map((p) => start + t.hands.reduce((sum, h) => sum + h.deltas[p], 0)) : null,
        byOrganiser: t.byOrganiser ?? [],
        nextDeal: t.nextDeal ?? null,
        ...realTileHandView(s, index),
      };
    }),
    sittingOut: s.sittingOut.map((p) => s.players[p].name),
    undo: s.undo?.step ?? null,
    standings: standings(s),
    tieBreaks: TIE_BREAKS.map((b) => b.key),
    games: s.games.map(({ log: _log, ...g }) => g),
    tenhouLogs: s.games.filter((g) => g.log !== undefined).length,
  };
}

/** The evening as a page not the organiser's sees it: not when a name can be taken (a guesser would wait for it). */
export const guestView = (view: EveningView): EveningView => ({ ...view, players: view.players.map(({ codeWaiting: _w, codeVoided: _v, ...p }) => p) });

/** The places of drawn players (not bots, not one who left the evening) not connected to their table. */
function absentPlaces(table: Table, players: (number | null)[], left: number[]): number[] {
  const info = table.players();
  return players.flatMap((player, place) => (player !== null && !left.includes(place) && !info[place]?.connected ? [place] : []));
}
