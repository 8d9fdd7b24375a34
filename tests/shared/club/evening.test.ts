import { describe, expect, it } from 'vitest';
import { playBotEvening } from '../../../shared/club/botEvening';
import { applyEvening, emptyEvening, replayEvening } from '../../../shared/club/evening';
import { csvField, gamesCsv, standingsCsv, eveningJson } from '../../../shared/club/export';
import { standings } from '../../../shared/club/standings';
import type { EveningAction, EveningState } from '../../../shared/club/types';
import { run, settings } from './evening-helpers';

const names = (n: number): EveningAction[] => Array.from({ length: n }, (_, i) => ({ type: 'addName', name: `P${i}` }));
const flat = (p: number) => ({ points: p, wins: 0, dealIns: 0 });

describe('the evening', () => {
  it('refuses with codes and changes nothing', () => {
    const open = run([{ type: 'open', settings: settings() }, ...names(4)]);
    const cases: [EveningAction, string][] = [
      [{ type: 'open', settings: settings() }, 'already-open'],
      [{ type: 'addName', name: ' p0 ' }, 'name-taken'],
      [{ type: 'addName', name: '' }, 'bad-name'],
      [{ type: 'leave', player: 9 }, 'unknown-player'],
      [{ type: 'rejoin', player: 0 }, 'already-present'],
      [{ type: 'nextRound' }, 'no-round-yet'],
      [{ type: 'tableResult', table: 0, summary: { hands: 1, byPlace: [flat(0), flat(0), flat(0), flat(0)] } }, 'not-in-play'],
    ];
    for (const [action, code] of cases) {
      const r = applyEvening(open, action);
      expect(r.ok ? 'accepted' : r.error.code, action.type).toBe(code);
    }
    expect(applyEvening(emptyEvening(), { type: 'addName', name: 'x' })).toMatchObject({ ok: false, error: { code: 'not-open' } });
    expect(applyEvening(emptyEvening(), { type: 'open', settings: settings({ preset: 'nope' }) })).toMatchObject({ ok: false, error: { code: 'bad-settings' } });
    expect(applyEvening(emptyEvening(), { type: 'open', settings: settings({ pin: '12' }) })).toMatchObject({ ok: false, error: { code: 'bad-settings' } });
    // An evening's rules are this host's version or one before it; version 1 is written as none.
    for (const version of [0, 1, 99, 2.5]) expect(applyEvening(emptyEvening(), { type: 'open', settings: settings({ version }) })).toMatchObject({ ok: false, error: { code: 'bad-settings' } });
    const three = run([{ type: 'open', settings: settings() }, ...names(3)]);
    expect(applyEvening(three, { type: 'startRound' })).toMatchObject({ ok: false, error: { code: 'too-few-players' } });
  });

  it('holds 64 names at most; a name the organiser removed frees its place, and its number is never given again', () => {
    let s = run([{ type: 'open', settings: settings() }, ...names(64)]);
    expect(applyEvening(s, { type: 'addName', name: 'Late' })).toMatchObject({ ok: false, error: { code: 'bad-name' } });
    s = run(Array.from({ length: 64 }, (_, player): EveningAction => ({ type: 'removeName', player })), s);
    s = run([{ type: 'register', name: 'Real' }], s);
    expect(s.players.at(-1)).toMatchObject({ id: 64, name: 'Real', present: true });
    expect(s.players.filter((p) => !p.removed)).toHaveLength(1);
  });

  it('late arrivals join from the next round; leavers get a bot to the end of the round and miss later draws; rejoining brings them back', () => {
    let s = run([{ type: 'open', settings: settings() }, ...names(8), { type: 'startRound' }]);
    expect(s.tables).toHaveLength(2);
    const late = applyEvening(s, { type: 'addName', name: 'Late' });
    expect(late.ok && late.events).toEqual([{ type: 'playerAdded', player: 8, name: 'Late', fromRound: 2 }]);
    s = run([{ type: 'addName', name: 'Late' }], s);
    const leaver = s.tables[1].players[2]!;
    const left = applyEvening(s, { type: 'leave', player: leaver });
    expect(left.ok && left.events).toEqual([
      { type: 'playerLeft', player: leaver },
      { type: 'botTakesSeat', table: 1, place: 2 },
    ]);
    s = run([{ type: 'leave', player: leaver }, ...[0, 1].map((table) => ({ type: 'tableResult' as const, table, summary: { hands: 2, byPlace: [flat(10), flat(-10), flat(5), flat(-5)] } }))], s);
    expect(s.phase).toBe('between');
    s = run([{ type: 'nextRound' }], s);
    const seated = s.tables.flatMap((t) => t.players);
    expect(seated).toContain(8);
    expect(seated).not.toContain(leaver);
    expect(s.sittingOut).toEqual([]);
    // The leaver's game still counts (the bot finished it for them).
    expect(standings(s).find((r) => r.player === leaver)).toMatchObject({ games: 1, points: 5 });
    s = run([{ type: 'rejoin', player: leaver }], s);
    expect(s.players[leaver]).toMatchObject({ present: true, fromRound: 3 });
  });

  it('an evening goes on under the rules it opened with: before versions, a rejoin in the round left the bot in the seat', () => {
    const { version: _now, ...before } = settings({ realTileTables: 1 });
    const round = (s: EveningState) => run([...names(4), { type: 'startRound' }], s);
    const old = round(run([{ type: 'open', settings: before }]));
    const now = round(run([{ type: 'open', settings: settings({ realTileTables: 1 }) }]));
    const p = old.tables[0].players[0]!;
    const rejoined = (s: EveningState) => run([{ type: 'leave', player: p, by: 'player' }, { type: 'rejoin', player: p, by: 'player' }], s);
    expect(rejoined(old).tables[0].botTookOver).toEqual([0]);
    expect(rejoined(old).players[p].fromRound).toBe(2);
    expect(rejoined(now).tables[0].botTookOver).toEqual([]);
    expect(rejoined(now).players[p].fromRound).toBe(1);
  });

  it('a real-tile table records a hand only when all four players confirm, and counts in the standings', () => {
    let s = run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(8), { type: 'startRound' }]);
    expect(s.tables.map((t) => t.realTiles)).toEqual([true, false]);
    const [a, b, c, d] = s.tables[0].players as number[];
    expect(applyEvening(s, { type: 'tableResult', table: 0, summary: { hands: 1, byPlace: [flat(0), flat(0), flat(0), flat(0)] } })).toMatchObject({ ok: false, error: { code: 'real-tile-table' } });
    expect(applyEvening(s, { type: 'realTileHand', table: 0, hand: { family: 'riichi', kind: 'draw', tenpai: [true, false, false, false] } })).toMatchObject({ ok: false, error: { code: 'bad-hand' } });
    // Hungarian: the winner (place 0) scores 40, East is place 1; every payment to or from East doubles.
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'classical', winner: 0, scores: [40, 8, 0, 4], east: 1, from: 3 } }], s);
    // Losers pay 40 each (East 80): +160. Among losers: East (8) gets 8 from place 2 and 4 from place 3, doubled; place 3 (4) gets 4 from place 2.
    expect(s.tables[0].pending!.result.deltas).toEqual([160, -80 + 16 + 8, -40 - 16 - 4, -40 - 8 + 4]);
    expect(applyEvening(s, { type: 'confirmHand', table: 0, player: s.tables[1].players[0]! })).toMatchObject({ ok: false, error: { code: 'not-at-table' } });
    s = run([a, b, c].map((player) => ({ type: 'confirmHand' as const, table: 0, player })), s);
    expect(s.tables[0].hands).toHaveLength(0);
    expect(applyEvening(s, { type: 'confirmHand', table: 0, player: a })).toMatchObject({ ok: false, error: { code: 'already-confirmed' } });
    s = run([{ type: 'confirmHand', table: 0, player: d }], s);
    expect(s.tables[0].hands).toHaveLength(1);
    const deltas = s.tables[0].hands[0].deltas;
    expect(deltas.reduce((x, y) => x + y, 0)).toBe(0);
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'classical', winner: null, scores: [0, 0, 0, 0], east: 1 } }, ...[a, b, c, d].map((player) => ({ type: 'confirmHand' as const, table: 0, player }))], s);
    // Two hands make this evening's round: the table is done.
    expect(s.tables[0].done).toBe(true);
    const rows = standings(s);
    for (const [place, id] of [a, b, c, d].entries()) expect(rows.find((r) => r.player === id)!.points).toBe(deltas[place]);
    expect(rows.find((r) => r.player === a)).toMatchObject({ wins: 1, games: 1 });
    expect(rows.find((r) => r.player === d)).toMatchObject({ dealIns: 1 });
  });

  it('a confirmation names its proposal: a changed hand voids earlier confirmations and is not confirmed by an answer to the one before', () => {
    let s = run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(8), { type: 'startRound' }]);
    const [a, b, c, d] = s.tables[0].players as number[];
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'classical', winner: 0, scores: [40, 8, 0, 4], east: 1, from: 3 } }, { type: 'confirmHand', table: 0, player: a, version: 1 }], s);
    expect(s.tables[0].pending).toMatchObject({ version: 1, confirmed: [a] });
    // The hand is changed while b's confirmation of the first one is on its way.
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'classical', winner: 2, scores: [8, 0, 40, 4], east: 1, from: 0 } }], s);
    expect(s.tables[0].pending).toMatchObject({ version: 2, confirmed: [] });
    expect(applyEvening(s, { type: 'confirmHand', table: 0, player: b, version: 1 })).toMatchObject({ ok: false, error: { code: 'stale-proposal' } });
    s = run([a, b, c, d].map((player) => ({ type: 'confirmHand' as const, table: 0, player, version: 2 })), s);
    expect(s.tables[0].hands).toHaveLength(1);
    expect(s.tables[0].hands[0].deltas[2]).toBeGreaterThan(0);
    // The next hand's proposal is version 3: no answer to an old one fits it.
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'classical', winner: null, scores: [0, 0, 0, 0], east: 1 } }], s);
    expect(s.tables[0].pending!.version).toBe(3);
    expect(applyEvening(s, { type: 'confirmHand', table: 0, player: a, version: 2 })).toMatchObject({ ok: false, error: { code: 'stale-proposal' } });
  });

  it('the standings say in how many of a player’s games a bot played for them (they left, or did not come)', () => {
    let s = run([{ type: 'open', settings: settings({ rounds: 1 }) }, ...names(8), { type: 'startRound' }]);
    const [t0, t1] = s.tables.map((t) => t.players as number[]);
    // At table 0 the player at place 2 never came (the host says a bot played there); at table 1 the player at place 0 left the evening.
    s = run([{ type: 'tableResult', table: 0, summary: { hands: 1, byPlace: [flat(10), flat(-10), flat(5), flat(-5)] }, botPlayed: [2] }, { type: 'leave', player: t1[0] }, { type: 'tableResult', table: 1, summary: { hands: 1, byPlace: [flat(1), flat(-1), flat(0), flat(0)] } }], s);
    expect(s.games.map((g) => g.botPlayed)).toEqual([[2], [0]]);
    const rows = standings(s);
    const bots = (id: number) => rows.find((r) => r.player === id)!.botGames;
    expect([bots(t0[2]), bots(t1[0]), bots(t0[0]), bots(t1[1])]).toEqual([1, 1, 0, 0]);
  });

  it('the organiser takes back their last step while it is the last action; a draw, a player’s move or a second undo are not', () => {
    let s = run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(8)]);
    expect(s.undo?.step).toBe('addName');
    s = run([{ type: 'undo' }], s);
    expect(s.players).toHaveLength(7);
    expect(applyEvening(s, { type: 'undo' })).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
    s = run([{ type: 'addName', name: 'P7' }, { type: 'startRound' }], s);
    expect(s.undo).toBeNull();
    const [a, b, c, d] = s.tables[0].players as number[];
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'classical', winner: 0, scores: [40, 8, 0, 4], east: 1, from: 3 } }, { type: 'organiserConfirm', table: 0, version: 1 }], s);
    expect(s.tables[0].hands).toHaveLength(1);
    // Confirmed by mistake: taken back, the hand waits for its players again.
    s = run([{ type: 'undo' }], s);
    expect(s.tables[0]).toMatchObject({ hands: [], byOrganiser: [], pending: { version: 1, confirmed: [] } });
    s = run([a, b, c, d].map((player) => ({ type: 'confirmHand' as const, table: 0, player, version: 1 })), s);
    expect(s.tables[0].hands).toHaveLength(1);
    expect(applyEvening(s, { type: 'undo' })).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
  });

  it('ties are broken by best game, then wins, then deal-ins, then name; equal players share a rank', () => {
    let s = run([{ type: 'open', settings: settings({ rounds: 1 }) }, ...names(4), { type: 'startRound' }]);
    const ids = s.tables[0].players as number[];
    s = run([{ type: 'tableResult', table: 0, summary: { hands: 2, byPlace: [{ points: 0, wins: 1, dealIns: 0 }, { points: 0, wins: 1, dealIns: 1 }, { points: 0, wins: 0, dealIns: 0 }, { points: 0, wins: 0, dealIns: 0 }] } }], s);
    expect(s.phase).toBe('finished');
    const rows = standings(s);
    expect(rows.map((r) => r.player)).toEqual([ids[0], ids[1], ...[ids[2], ids[3]].sort((x, y) => s.players[x].name.localeCompare(s.players[y].name))]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 3]);
  });

  it('CSV fields are quoted and defused', () => {
    expect(csvField('Anna, "the Wall"')).toBe('"Anna, ""the Wall"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(-12)).toBe('-12');
  });
});

describe('a bot evening', () => {
  it('8 players, 2 rounds of 2 hands: standings are the sum of every table’s own results, and the journal replays it', () => {
    const evening = playBotEvening({ players: 8, rounds: 2, preset: 'riichi', seed: 'tiny', botSeats: false, round: { kind: 'hands', hands: 2 } });
    const { state, journal, tableResults } = evening;
    expect(state.phase).toBe('finished');
    expect(tableResults).toHaveLength(4);
    const expected = new Map<number, { points: number; wins: number; dealIns: number; games: number }>();
    tableResults.forEach(({ round, table, summary }) => {
      const players = state.games.find((g) => g.round === round && g.table === table)!.players;
      expect(summary.byPlace.reduce((sum, p) => sum + p.points, 0)).toBe(0);
      players.forEach((id, place) => {
        const e = expected.get(id!) ?? { points: 0, wins: 0, dealIns: 0, games: 0 };
        const r = summary.byPlace[place];
        expected.set(id!, { points: e.points + r.points, wins: e.wins + r.wins, dealIns: e.dealIns + r.dealIns, games: e.games + 1 });
      });
    });
    for (const row of standings(state)) expect({ points: row.points, wins: row.wins, dealIns: row.dealIns, games: row.games }).toEqual(expected.get(row.player));
    expect(replayEvening(JSON.parse(JSON.stringify(journal)))).toEqual(state);
    expect(standingsCsv(state).split('\r\n')).toHaveLength(8 + 2);
    expect(gamesCsv(state).split('\r\n')).toHaveLength(4 * 4 + 2);
    expect(JSON.parse(eveningJson(state)).games).toHaveLength(4);
    expect(eveningJson(state)).not.toContain('tiny');
  });
});
