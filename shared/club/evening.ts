/**
 * A club night as a pure state machine: `applyEvening(state, action)` gives a new state and events,
 * or a refusal that changes nothing. The state is plain JSON; `replayEvening(actions)` rebuilds it
 * from a journal of the accepted actions.
 */
import { presetById, type Preset } from '../rules/presets';
import { drawRound, MIN_PLAYERS, TABLE_SIZE, type PlayerId } from './draw';
import { pointsFromScores, type GameSummary } from './game';
import { realTileNextDeal, realTileProblem, realTileResult, sticksOnTable } from './realTiles';
import { roundOver, roundRuleProblem } from './round';
import { claim, newCode, voidCode } from './codes';
import { cleanName, sameName } from './names';
import { Refusal, refuse } from './refuse';
import { reseat } from './reseat';
import { EVENING_VERSION, MAX_NAMES_EVER, since, UNDOABLE_STEPS, type UndoableStep } from './types';
import type { ClubPlayer, EveningAction, EveningEvent, EveningResult, EveningSettings, EveningState, GameRecord } from './types';

/** Names in an evening at once (a removed one frees its place; MAX_NAMES_EVER counts every one). */
const MAX_PLAYERS = 64;
const MAX_NAME_LENGTH = 40;


function settingsProblem(s: EveningSettings): string | null {
  if (typeof s.name !== 'string' || !s.name.trim() || s.name.length > 80) return 'the evening needs a name (at most 80 characters)';
  try {
    presetById(s.preset);
  } catch (e) {
    return (e as Error).message;
  }
  const rule = roundRuleProblem(s.round);
  if (rule) return rule;
  if (!Number.isInteger(s.rounds) || s.rounds < 1 || s.rounds > 20) return 'rounds must be a whole number from 1 to 20';
  if (s.pin !== null && !/^\d{4,8}$/.test(s.pin)) return 'a PIN is 4 to 8 digits';
  if (typeof s.botSeats !== 'boolean') return 'botSeats is true or false';
  if (!Number.isInteger(s.realTileTables) || s.realTileTables < 0 || s.realTileTables > 16) return 'real-tile tables must be a whole number from 0 to 16';
  if (typeof s.seed !== 'string' || !s.seed) return 'the evening needs a seed';
  if (s.confirm !== undefined && s.confirm !== 'all' && s.confirm !== 'majority') return "confirm is 'all' or 'majority'";
  if (s.version !== undefined && !(Number.isInteger(s.version) && s.version >= 2 && s.version <= EVENING_VERSION)) return `the evening's version is 2 to ${EVENING_VERSION}, or none`;
  return null;
}

export const eveningPreset = (state: EveningState): Preset => presetById(state.settings.preset);


function playerOf(state: EveningState, id: PlayerId): ClubPlayer {
  return state.players.find((p) => p.id === id) ?? refuse('unknown-player', `no player ${id}`);
}

/** A real-tile table's pending hand counts: recorded (`byOrganiser`: the organiser confirmed it for the table), and the table's round ends when the rule says. */
function recordPending(state: EveningState, index: number, events: EveningEvent[], byOrganiser = false): void {
  const table = state.tables[index];
  const result = table.pending!.result;
  table.nextDeal = realTileNextDeal(eveningPreset(state), table.pending!.hand);
  table.hands.push(result);
  if (byOrganiser) table.byOrganiser.push(table.hands.length);
  table.pending = null;
  events.push({ type: 'handRecorded', table: index, hand: table.hands.length, result, ...(byOrganiser ? { byOrganiser } : {}) });
  const rule = state.settings.round;
  if (rule.kind === 'hands' && roundOver({ gameOver: false, handInPlay: false, handsPlayed: table.hands.length }, rule, 0)) finishTable(state, index, realTileSummary(state, index), events);
}

function tableOf(state: EveningState, index: number) {
  if (state.phase !== 'playing') refuse('not-in-play', 'no round is in play');
  const table = state.tables[index] ?? refuse('unknown-table', `no table ${index + 1}`);
  if (table.done) refuse('table-done', `table ${index + 1} has finished this round`);
  return table;
}

function addPlayer(state: EveningState, name: string, addedBy: ClubPlayer['addedBy'], events: EveningEvent[]): void {
  const clean = typeof name === 'string' ? cleanName(name) : '';
  if (!clean || clean.length > MAX_NAME_LENGTH) refuse('bad-name', `a name is 1 to ${MAX_NAME_LENGTH} characters`);
  const taken = state.players.find((p) => !p.removed && sameName(p.name, clean));
  if (taken) refuse('name-taken', `"${clean}" is too like "${taken.name}", already registered`);
  if (state.players.filter((p) => !p.removed).length >= MAX_PLAYERS) refuse('bad-name', `an evening has at most ${MAX_PLAYERS} players`);
  if (state.players.length >= MAX_NAMES_EVER) refuse('bad-name', `an evening takes at most ${MAX_NAMES_EVER} names in all, removed ones included`);
  // Registered during a round: drawn from the next one.
  const fromRound = state.round + 1;
  events.push({ type: 'playerAdded', player: state.players.length, name: clean, fromRound });
  state.players.push({ id: state.players.length, name: clean, addedBy, present: true, fromRound, sitOuts: 0, botTables: 0, credit: startingCredit(state) });
}

/** The player has never been at a table or on the bench: the organiser may still remove the name. */
export function neverDrawn(state: EveningState, player: PlayerId): boolean {
  return !state.games.some((g) => g.players.includes(player)) && !state.tables.some((t) => t.players.includes(player)) && !state.sittingOut.includes(player) && state.players[player].sitOuts === 0;
}

/** A late arrival (or a returning player) starts level with the least-rested others. */
function startingCredit(state: EveningState): ClubPlayer['credit'] {
  const others = state.players.filter((p) => p.present);
  if (!others.length) return { sitOuts: 0, botTables: 0 };
  return {
    sitOuts: Math.min(...others.map((p) => p.sitOuts + p.credit.sitOuts)),
    botTables: Math.min(...others.map((p) => p.botTables + p.credit.botTables)),
  };
}

function draw(state: EveningState, events: EveningEvent[]): void {
  if (state.phase === 'playing') refuse('round-in-play', 'the round in play is not over');
  if (state.round >= state.settings.rounds) refuse('no-more-rounds', `the evening has ${state.settings.rounds} rounds`);
  const round = state.round + 1;
  const players = state.players.filter((p) => p.present && p.fromRound <= round);
  if (players.length < MIN_PLAYERS) refuse('too-few-players', `a round needs at least ${MIN_PLAYERS} players present`);
  const drawn = drawRound({
    players: players.map((p) => ({ id: p.id, sitOuts: p.sitOuts + p.credit.sitOuts, botTables: p.botTables + p.credit.botTables })),
    history: state.met,
    botSeats: state.settings.botSeats,
    seed: `${state.settings.seed}/round/${round}`,
  });
  let realLeft = state.settings.realTileTables;
  state.tables = drawn.tables.map((t) => {
    const full = t.players.every((p) => p !== null);
    const realTiles = full && realLeft-- > 0;
    if (!full) for (const p of t.players) if (p !== null) playerOf(state, p).botTables++;
    return { players: t.players, realTiles, botTookOver: [], done: false, hands: [], pending: null, proposals: 0, byOrganiser: [] };
  });
  for (const p of drawn.sittingOut) playerOf(state, p).sitOuts++;
  state.met.push(...drawn.tables.map((t) => t.players.filter((p): p is PlayerId => p !== null)));
  state.sittingOut = drawn.sittingOut;
  state.round = round;
  state.phase = 'playing';
  events.push({ type: 'roundDrawn', round, tables: state.tables.map((t) => t.players), realTiles: state.tables.map((t) => t.realTiles), sittingOut: drawn.sittingOut, repeats: drawn.repeats });
}

function summaryProblem(summary: GameSummary): string | null {
  if (!summary || !Number.isInteger(summary.hands) || summary.hands < 0 || !Array.isArray(summary.byPlace) || summary.byPlace.length !== TABLE_SIZE) return 'a game summary has a hand count and four places';
  const ok = summary.byPlace.every((p) => p && Number.isFinite(p.points) && Number.isInteger(p.wins) && Number.isInteger(p.dealIns) && p.wins >= 0 && p.dealIns >= 0);
  return ok ? null : 'each place needs points, wins and deal-ins';
}

function finishTable(state: EveningState, index: number, summary: GameSummary, events: EveningEvent[], log?: unknown, botPlayed: readonly number[] = []): void {
  const table = state.tables[index];
  table.done = true;
  table.pending = null;
  const game: GameRecord = { round: state.round, table: index, realTiles: table.realTiles, players: table.players, hands: summary.hands, byPlace: summary.byPlace };
  if (log !== undefined) game.log = log;
  const bots = [...new Set([...table.botTookOver, ...botPlayed])].filter((p) => table.players[p] !== null).sort();
  if (bots.length) game.botPlayed = bots;
  state.games.push(game);
  events.push({ type: 'tableFinished', table: index, game });
  if (state.tables.every((t) => t.done)) {
    state.phase = state.round >= state.settings.rounds ? 'finished' : 'between';
    events.push({ type: 'roundComplete', round: state.round });
    if (state.phase === 'finished') events.push({ type: 'finished' });
  }
}

/** A real-tile table's game so far, counted like an engine table's. */
function realTileSummary(state: EveningState, index: number): GameSummary {
  const table = state.tables[index];
  const preset = eveningPreset(state);
  const scores = [0, 1, 2, 3].map((p) => preset.startingScore + table.hands.reduce((sum, h) => sum + h.deltas[p], 0));
  const points = pointsFromScores(preset, scores, sticksOnTable(preset, table.hands), 0);
  return {
    hands: table.hands.length,
    byPlace: points.map((pts, place) => ({
      points: pts,
      wins: table.hands.filter((h) => h.winner === place).length,
      dealIns: table.hands.filter((h) => h.from === place).length,
    })),
  };
}

function step(state: EveningState, action: EveningAction, events: EveningEvent[]): void {
  if (action.type === 'open') {
    if (state.phase !== 'registering' || state.settings.name) refuse('already-open', 'the evening is already open');
    const problem = settingsProblem(action.settings);
    if (problem) refuse('bad-settings', problem);
    state.settings = { ...action.settings, name: action.settings.name.trim() };
    events.push({ type: 'opened', name: state.settings.name });
    return;
  }
  if (!state.settings.name) refuse('not-open', 'no evening is open');
  if (state.phase === 'finished') refuse('finished', 'the evening is over');
  switch (action.type) {
    case 'register':
    case 'addName':
      return addPlayer(state, action.name, action.type === 'register' ? 'self' : 'organiser', events);
    case 'leave': {
      const player = playerOf(state, action.player);
      if (!player.present) refuse('not-present', `${player.name} has already left`);
      player.present = false;
      events.push({ type: 'playerLeft', player: player.id });
      if (state.phase !== 'playing') return;
      state.tables.forEach((t, index) => {
        const place = t.players.indexOf(player.id);
        if (place < 0 || t.done) return;
        t.botTookOver.push(place);
        events.push({ type: 'botTakesSeat', table: index, place });
        // The one who left was the last the waiting hand needed: those left have all confirmed it.
        if (t.pending && t.pending.confirmed.some((p) => confirmersOf(state, index).includes(p)) && confirmationsMissing(state, index) === 0) recordPending(state, index, events);
      });
      return;
    }
    case 'removeName': {
      const player = playerOf(state, action.player);
      if (player.removed) refuse('unknown-player', `${player.name} was removed`);
      if (!neverDrawn(state, player.id)) refuse('already-drawn', `${player.name} has been drawn: withdraw them instead`);
      player.removed = true;
      player.present = false;
      events.push({ type: 'nameRemoved', player: player.id });
      return;
    }
    case 'rejoin': {
      const player = playerOf(state, action.player);
      if (player.removed) refuse('unknown-player', `${player.name} was removed`);
      if (player.present) refuse('already-present', `${player.name} is here`);
      // Back in the round they left, at a table still playing it: the bot hands the seat back, and they missed nothing.
      // (Before version 2 the bot kept it, and they were drawn again from the next round.)
      const seats = state.phase !== 'playing' || !since(state, 2) ? [] : state.tables.flatMap((t, table) => (t.done || !t.botTookOver.includes(t.players.indexOf(player.id)) ? [] : [{ table, place: t.players.indexOf(player.id) }]));
      for (const { table, place } of seats) {
        state.tables[table].botTookOver = state.tables[table].botTookOver.filter((p) => p !== place);
        events.push({ type: 'seatGivenBack', table, place });
      }
      if (!seats.length) {
        const level = startingCredit(state);
        player.credit = { sitOuts: Math.max(player.credit.sitOuts, level.sitOuts - player.sitOuts), botTables: Math.max(player.credit.botTables, level.botTables - player.botTables) };
        player.fromRound = Math.max(player.fromRound, state.round + 1);
      }
      player.present = true;
      events.push({ type: 'playerRejoined', player: player.id, fromRound: player.fromRound });
      return;
    }
    case 'claim':
      return claim(state, action, events);
    case 'newCode':
      return newCode(state, action, events);
    case 'voidCode':
      return voidCode(state, action, events);
    case 'reseat':
      return reseat(state, action, events);
    case 'startRound':
      if (state.round > 0) refuse('first-round-played', 'the first round has been drawn; use nextRound');
      return draw(state, events);
    case 'nextRound':
      if (state.round === 0) refuse('no-round-yet', 'no round has been drawn; use startRound');
      return draw(state, events);
    case 'tableResult': {
      const table = tableOf(state, action.table);
      if (table.realTiles) refuse('real-tile-table', 'a real-tile table records its hands one by one');
      const problem = summaryProblem(action.summary);
      if (problem) refuse('bad-summary', problem);
      const summary: GameSummary = { hands: action.summary.hands, byPlace: action.summary.byPlace.map((p) => ({ points: p.points, wins: p.wins, dealIns: p.dealIns })) };
      return finishTable(state, action.table, summary, events, action.log, action.botPlayed);
    }
    case 'realTileHand': {
      const table = tableOf(state, action.table);
      if (!table.realTiles) refuse('not-real-tile-table', 'this table plays on Sparrow');
      if (action.by !== undefined && !confirmersOf(state, action.table).includes(action.by)) refuse('not-at-table', `player ${action.by} does not confirm at table ${action.table + 1}`);
      if (action.organiser && action.by !== undefined) refuse('bad-hand', 'a hand is entered by a player or by the organiser, not both');
      const preset = eveningPreset(state);
      const problem = realTileProblem(preset, action.hand);
      if (problem) refuse('bad-hand', problem);
      // The organiser's entry stands for the players without a device: theirs are confirmed with it.
      const confirmed = action.organiser ? confirmersOf(state, action.table).filter((p) => !hasDevice(state, p)) : [];
      const by = action.organiser ? { by: 'organiser' as const } : action.by !== undefined ? { by: action.by } : {};
      table.pending = { hand: action.hand, ...by, result: realTileResult(preset, action.hand, table.hands), confirmed, version: table.proposals + 1 };
      table.proposals = table.pending.version;
      table.withdrawn = null;
      events.push({ type: 'handProposed', table: action.table, result: table.pending.result });
      if (action.organiser && confirmationsMissing(state, action.table) === 0) recordPending(state, action.table, events, true);
      return;
    }
    case 'withdrawHand': {
      const table = tableOf(state, action.table);
      const pending = table.pending ?? refuse('no-hand-pending', 'no hand is waiting for confirmation');
      if (!confirmersOf(state, action.table).includes(action.player)) refuse('not-at-table', `player ${action.player} does not confirm at table ${action.table + 1}`);
      if (action.version !== pending.version) refuse('stale-proposal', `the hand was changed: version ${pending.version}, not ${action.version}`);
      const wrong = pending.by !== action.player;
      table.pending = null;
      table.withdrawn = { by: action.player, wrong };
      events.push({ type: 'handWithdrawn', table: action.table, player: action.player, wrong });
      return;
    }
    case 'confirmHand': {
      const table = tableOf(state, action.table);
      const pending = table.pending ?? refuse('no-hand-pending', 'no hand is waiting for confirmation');
      const needed = confirmersOf(state, action.table);
      if (!needed.includes(action.player)) refuse('not-at-table', `player ${action.player} does not confirm at table ${action.table + 1}`);
      if (action.version !== undefined && action.version !== pending.version) refuse('stale-proposal', `the hand was changed: confirm version ${pending.version}, not ${action.version}`);
      if (pending.confirmed.includes(action.player)) refuse('already-confirmed', 'already confirmed');
      pending.confirmed.push(action.player);
      const waitingFor = needed.filter((p) => !pending.confirmed.includes(p));
      events.push({ type: 'handConfirmed', table: action.table, player: action.player, waitingFor });
      if (confirmationsMissing(state, action.table) > 0) return;
      return recordPending(state, action.table, events);
    }
    // The organiser moves a stuck real-tile table on: confirms the hand for everyone (players without a device, say), or voids it.
    case 'organiserConfirm':
    case 'voidHand': {
      const table = tableOf(state, action.table);
      const pending = table.pending ?? refuse('no-hand-pending', 'no hand is waiting for confirmation');
      if (action.version !== pending.version) refuse('stale-proposal', `the hand was changed: version ${pending.version}, not ${action.version}`);
      if (action.type === 'organiserConfirm') return recordPending(state, action.table, events, true);
      table.pending = null;
      table.withdrawn = null;
      events.push({ type: 'handVoided', table: action.table });
      return;
    }
    case 'endTable': {
      const table = tableOf(state, action.table);
      if (!table.realTiles) refuse('not-real-tile-table', "an engine table's round ends by the round rule");
      if (table.pending) refuse('round-in-play', 'a hand is waiting for confirmation');
      return finishTable(state, action.table, realTileSummary(state, action.table), events);
    }
    case 'finish':
      if (state.phase === 'playing') refuse('round-in-play', 'tables are still playing');
      state.phase = 'finished';
      events.push({ type: 'finished' });
      return;
  }
}

/** Who may confirm a real-tile hand: the table's players still in the evening. */
export function confirmersOf(state: EveningState, table: number): PlayerId[] {
  const t = state.tables[table];
  return t.players.filter((p, place): p is PlayerId => p !== null && !t.botTookOver.includes(place));
}

/** Holds a device: registered on it, or took the organiser's name on it. */
const hasDevice = (state: EveningState, player: PlayerId): boolean => state.players[player].addedBy === 'self' || state.players[player].claimed === true;

/**
 * Confirmations the pending hand still needs: from every player (the default), or, under the
 * majority house rule, from more than half of the players there with a device (at least one);
 * the organiser confirms for a table where nobody has one.
 */
export function confirmationsMissing(state: EveningState, table: number): number {
  const pending = state.tables[table].pending;
  if (!pending) return 0;
  const confirmers = confirmersOf(state, table);
  const missing = confirmers.filter((p) => !pending.confirmed.includes(p)).length;
  const withDevice = confirmers.filter((p) => hasDevice(state, p));
  if (state.settings.confirm !== 'majority') return missing;
  // Before version 2 any player's confirmation counted (the organiser's for one without a device), at least one.
  if (!since(state, 2)) return Math.max(0, Math.max(1, Math.floor(withDevice.length / 2) + 1) - pending.confirmed.filter((p) => confirmers.includes(p)).length);
  // Without a device at the table, only the organiser's entry (confirmed for them all) counts.
  if (withDevice.length === 0) return missing;
  return Math.max(0, Math.floor(withDevice.length / 2) + 1 - pending.confirmed.filter((p) => withDevice.includes(p)).length);
}

export const emptyEvening = (): EveningState => ({
  settings: { name: '', preset: '', round: { kind: 'game' }, rounds: 0, pin: null, botSeats: false, realTileTables: 0, seed: '' },
  phase: 'registering',
  round: 0,
  players: [],
  tables: [],
  sittingOut: [],
  met: [],
  games: [],
});

export function applyEvening(state: EveningState, action: EveningAction): EveningResult {
  const { undo, ...before } = state;
  if (action?.type === 'undo') {
    if (!undo) return { ok: false, error: { code: 'nothing-to-undo', message: 'there is no step of the organiser to take back' } };
    return { ok: true, state: JSON.parse(JSON.stringify(undo.before)), events: [{ type: 'undone', step: undo.step }] };
  }
  const next: EveningState = JSON.parse(JSON.stringify(before));
  const events: EveningEvent[] = [];
  try {
    if (!action || typeof action !== 'object') refuse('bad-settings', 'not an action');
    step(next, action, events);
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
  // Only the last action can be taken back, and only an organiser's step that nothing else follows from.
  // A player's ending of their table's round is the organiser's to take back too: it ends it for the whole table.
  const organisers = !('by' in action && action.by === 'player') || action.type === 'endTable';
  // The organiser's entry of a hand is theirs to take back (a player's is withdrawn).
  const undoable = action.type === 'realTileHand' ? (action.organiser ? 'enterHand' : null) : action.type;
  next.undo = organisers && (UNDOABLE_STEPS as readonly string[]).includes(undoable ?? '') ? { step: undoable as UndoableStep, before } : null;
  return { ok: true, state: next, events };
}

/** The state a journal of accepted actions leads to (a refused action in it is an error: journals hold only accepted ones). */
export function replayEvening(actions: readonly EveningAction[]): EveningState {
  let state = emptyEvening();
  actions.forEach((action, i) => {
    const r = applyEvening(state, action);
    if (!r.ok) throw new Error(`journal entry ${i} (${action.type}) refused: ${r.error.message}`);
    state = r.state;
  });
  return state;
}
