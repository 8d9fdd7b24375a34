/**
 * The organiser re-seats a player before their tables begin: the player takes a seat of the round,
 * and whoever sat there takes the player's old spot (another seat: a swap; the bench, or nothing for
 * a late arrival: they sit out). A bot seat taken by a player leaves the player's old seat to a bot.
 * A real-tile table keeps four players.
 */
import type { PlayerId } from './draw';
import { refuse } from './refuse';
import type { EveningEvent, EveningState } from './types';

type Spot = { kind: 'seat'; table: number; place: number } | { kind: 'bench' } | { kind: 'none' };

function spotOf(state: EveningState, player: PlayerId): Spot {
  for (const [table, t] of state.tables.entries()) {
    const place = t.players.indexOf(player);
    if (place >= 0) return { kind: 'seat', table, place };
  }
  return state.sittingOut.includes(player) ? { kind: 'bench' } : { kind: 'none' };
}

/** Has this real-tile table begun (a hand recorded or proposed)? An engine table's beginning is the host's to say. */
const realTilesBegun = (state: EveningState, table: number): boolean => state.tables[table].hands.length > 0 || state.tables[table].pending !== null;

/** The tables a re-seat changes (the host checks that its engine tables among them have not dealt). */
export function reseatTables(state: EveningState, player: PlayerId, table: number): number[] {
  const from = spotOf(state, player);
  return from.kind === 'seat' && from.table !== table ? [from.table, table] : [table];
}

/** Players seated at a table that has bots count a bot table each (the draw balances them over the evening). */
function countBotTables(state: EveningState, tables: readonly number[], by: 1 | -1): void {
  for (const index of new Set(tables)) {
    const seats = state.tables[index].players;
    if (seats.every((p) => p !== null)) continue;
    for (const p of seats) if (p !== null) state.players[p].botTables += by;
  }
}

export function reseat(state: EveningState, action: { player: PlayerId; table: number; place: number }, events: EveningEvent[]): void {
  if (state.phase !== 'playing') refuse('not-in-play', 'no round is in play');
  const mover = state.players[action.player];
  if (!mover || mover.removed) refuse('unknown-player', `no player ${action.player}`);
  if (!mover.present) refuse('not-present', `${mover.name} has left the evening`);
  const target = state.tables[action.table] ?? refuse('unknown-table', `no table ${action.table + 1}`);
  if (!Number.isInteger(action.place) || action.place < 0 || action.place >= target.players.length) refuse('unknown-table', `no place ${action.place + 1} at table ${action.table + 1}`);
  const from = spotOf(state, mover.id);
  if (from.kind === 'seat' && from.table === action.table && from.place === action.place) refuse('cannot-reseat', `${mover.name} already sits there`);
  const tables = reseatTables(state, mover.id, action.table);
  for (const index of tables) {
    if (state.tables[index].done) refuse('table-done', `table ${index + 1} has finished this round`);
    if (state.tables[index].realTiles && realTilesBegun(state, index)) refuse('table-begun', `table ${index + 1} has begun: players move only before a table's first hand`);
  }
  const occupant = target.players[action.place];
  if (occupant === null && from.kind === 'seat' && state.tables[from.table].realTiles) refuse('cannot-reseat', 'a real-tile table needs four players');

  countBotTables(state, tables, -1);
  target.players[action.place] = mover.id;
  target.botTookOver = target.botTookOver.filter((p) => p !== action.place);
  if (from.kind === 'seat') {
    const old = state.tables[from.table];
    old.players[from.place] = occupant;
    old.botTookOver = old.botTookOver.filter((p) => p !== from.place);
    if (occupant !== null && !state.players[occupant].present) old.botTookOver.push(from.place);
  } else {
    state.sittingOut = state.sittingOut.filter((p) => p !== mover.id);
    if (from.kind === 'bench') mover.sitOuts--;
    if (occupant !== null) {
      state.sittingOut.push(occupant);
      state.players[occupant].sitOuts++;
    }
  }
  countBotTables(state, tables, 1);
  // This round's tables, as the draw of later rounds remembers them.
  const first = state.met.length - state.tables.length;
  state.tables.forEach((t, i) => (state.met[first + i] = t.players.filter((p): p is PlayerId => p !== null)));
  events.push({ type: 'reseated', player: mover.id, table: action.table, place: action.place, displaced: occupant });
}
