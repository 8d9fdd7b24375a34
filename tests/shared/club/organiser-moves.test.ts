/**
 * The organiser's moves that keep an evening going: re-seating before a table begins (a swap, or
 * someone sitting out or arriving late coming in), taking back a withdrawal or a return, and the
 * majority house rule for real-tile hands.
 */
import { describe, expect, it } from 'vitest';
import { applyEvening, confirmationsMissing, emptyEvening, replayEvening } from '../../../shared/club/evening';
import type { EveningAction, EveningSettings, EveningState } from '../../../shared/club/types';
import { run, settings as base } from './evening-helpers';

const settings = (over: Partial<EveningSettings> = {}): EveningSettings => base({ preset: 'riichi', round: { kind: 'hands', hands: 4 }, seed: 'organiser-moves', ...over });
const refusal = (state: EveningState, action: EveningAction) => {
  const r = applyEvening(state, action);
  return r.ok ? 'accepted' : r.error.code;
};
const names = (n: number, type: 'addName' | 'register' = 'addName'): EveningAction[] => Array.from({ length: n }, (_, i) => ({ type, name: `P${i}` }));
const seatOf = (s: EveningState, player: number) => {
  for (const [table, t] of s.tables.entries()) if (t.players.includes(player)) return { table, place: t.players.indexOf(player) };
  return null;
};
const win = { family: 'riichi', kind: 'win', winner: 0, from: 1, dealer: 0, han: 2, fu: 30 } as const;

describe('re-seating before a table begins', () => {
  it('swaps two players of different tables, and the draw of the next rounds remembers whom each met', () => {
    const s = run([{ type: 'open', settings: settings() }, ...names(8), { type: 'startRound' }]);
    const a = s.tables[0].players[1]!;
    const b = s.tables[1].players[2]!;
    const r = applyEvening(s, { type: 'reseat', player: a, table: 1, place: 2 });
    expect(r.ok && r.events).toEqual([{ type: 'reseated', player: a, table: 1, place: 2, displaced: b }]);
    const after = r.ok ? r.state : s;
    expect(seatOf(after, a)).toEqual({ table: 1, place: 2 });
    expect(seatOf(after, b)).toEqual({ table: 0, place: 1 });
    expect(after.met.slice(-2)).toEqual([after.tables[0].players, after.tables[1].players]);
    // A swap within one table changes places only.
    const within = run([{ type: 'reseat', player: s.tables[0].players[0]!, table: 0, place: 3 }], s);
    expect(within.tables[0].players).toEqual([s.tables[0].players[3], s.tables[0].players[1], s.tables[0].players[2], s.tables[0].players[0]]);
  });

  it('brings in someone sitting out, or a late arrival, and the one they replace sits out', () => {
    let s = run([{ type: 'open', settings: settings() }, ...names(5), { type: 'startRound' }]);
    expect(s.sittingOut).toHaveLength(1);
    const resting = s.sittingOut[0];
    const absent = s.tables[0].players[2]!;
    s = run([{ type: 'reseat', player: resting, table: 0, place: 2 }], s);
    expect(s.tables[0].players[2]).toBe(resting);
    expect(s.sittingOut).toEqual([absent]);
    // Sitting out is counted for whoever ends up sitting out (the draw balances it over the evening).
    expect([s.players[resting].sitOuts, s.players[absent].sitOuts]).toEqual([0, 1]);
    s = run([{ type: 'addName', name: 'Late' }], s);
    const late = s.players.length - 1;
    s = run([{ type: 'reseat', player: late, table: 0, place: 0 }], s);
    expect(s.tables[0].players[0]).toBe(late);
    expect(s.sittingOut).toHaveLength(2);
  });

  it('is refused once a real-tile table has a hand, at a finished table, for a player who left, on the same seat, or when it would leave a real-tile table a player short', () => {
    let s = run([{ type: 'open', settings: settings({ realTileTables: 1, botSeats: true }) }, ...names(7), { type: 'startRound' }]);
    const realAt = s.tables.findIndex((t) => t.realTiles);
    const botAt = s.tables.findIndex((t) => t.players.includes(null));
    expect([realAt, botAt].sort()).toEqual([0, 1]);
    const real = s.tables[realAt].players[0]!;
    // Moving a real-tile player into a bot seat would leave the real tiles a player short.
    const botPlace = s.tables[botAt].players.indexOf(null);
    expect(refusal(s, { type: 'reseat', player: real, table: botAt, place: botPlace })).toBe('cannot-reseat');
    expect(refusal(s, { type: 'reseat', player: real, table: realAt, place: 0 })).toBe('cannot-reseat');
    expect(refusal(s, { type: 'reseat', player: 99, table: realAt, place: 0 })).toBe('unknown-player');
    expect(refusal(s, { type: 'reseat', player: real, table: 5, place: 0 })).toBe('unknown-table');
    // A screen player may take a bot seat at their own table.
    const screen = s.tables[botAt].players.find((p) => p !== null)!;
    expect(refusal(s, { type: 'reseat', player: screen, table: botAt, place: botPlace })).toBe('accepted');
    const left = run([{ type: 'leave', player: screen }], s);
    expect(refusal(left, { type: 'reseat', player: screen, table: realAt, place: 1 })).toBe('not-present');
    s = run([{ type: 'realTileHand', table: realAt, hand: win }], s);
    expect(refusal(s, { type: 'reseat', player: screen, table: realAt, place: 1 })).toBe('table-begun');
    const done = run([{ type: 'voidHand', table: realAt, version: 1 }, { type: 'endTable', table: realAt }], s);
    expect(refusal(done, { type: 'reseat', player: screen, table: realAt, place: 1 })).toBe('table-done');
    const before = run([{ type: 'open', settings: settings() }, ...names(4)]);
    expect(refusal(before, { type: 'reseat', player: 0, table: 0, place: 1 })).toBe('not-in-play');
  });

  it('can be taken back, replays from the journal, and keeps the bot-table count right', () => {
    const s = run([{ type: 'open', settings: settings({ botSeats: true }) }, ...names(6), { type: 'startRound' }]);
    const a = s.tables[0].players.find((p) => p !== null)!;
    const botPlace = s.tables[1].players.indexOf(null);
    const actions: EveningAction[] = [{ type: 'reseat', player: a, table: 1, place: botPlace }];
    const moved = run(actions, s);
    expect(moved.undo?.step).toBe('reseat');
    const back = run([{ type: 'undo' }], moved);
    expect(back.tables).toEqual(s.tables);
    expect(back.players).toEqual(s.players);
    const all: EveningAction[] = [{ type: 'open', settings: settings({ botSeats: true }) }, ...names(6), { type: 'startRound' }, ...actions];
    expect(replayEvening(all)).toEqual(moved);
    const bots = (st: EveningState) => st.players.reduce((n, p) => n + p.botTables, 0);
    const humansAtBotTables = (st: EveningState) => st.tables.filter((t) => t.players.includes(null)).reduce((n, t) => n + t.players.filter((p) => p !== null).length, 0);
    expect(bots(moved)).toBe(humansAtBotTables(moved));
  });
});

describe('taking back a withdrawal or a return', () => {
  it('a withdrawal between rounds or in play can be undone; so can a return', () => {
    const open = run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(8)]);
    const between = run([{ type: 'leave', player: 3 }], open);
    expect(between.undo?.step).toBe('leave');
    expect(run([{ type: 'undo' }], between).players[3].present).toBe(true);
    const playing = run([{ type: 'startRound' }], open);
    const realPlayer = playing.tables[0].players[0]!;
    const screenPlayer = playing.tables[1].players[0]!;
    expect(run([{ type: 'leave', player: realPlayer }], playing).undo?.step).toBe('leave');
    const left = run([{ type: 'leave', player: screenPlayer }], playing);
    expect(left.undo?.step).toBe('leave');
    expect(run([{ type: 'undo' }], left).tables[1].botTookOver).toEqual([]);
    const rejoined = run([{ type: 'rejoin', player: 3 }], between);
    expect(rejoined.undo?.step).toBe('rejoin');
    expect(run([{ type: 'undo' }], rejoined).players[3].present).toBe(false);
  });

  it("a player's own leaving or coming back is not the organiser's to take back, and ends the organiser's undo", () => {
    const open = run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(8), { type: 'addName', name: 'Gil' }]);
    expect(open.undo?.step).toBe('addName');
    const left = run([{ type: 'leave', player: 3, by: 'player' }], open);
    expect(left.players[3].present).toBe(false);
    expect(left.undo).toBeNull();
    expect(refusal(left, { type: 'undo' })).toBe('nothing-to-undo');
    expect(run([{ type: 'rejoin', player: 3, by: 'player' }], left).undo).toBeNull();
    // The organiser's own withdrawal stays undoable, and a journal of either replays.
    expect(run([{ type: 'leave', player: 3 }], open).undo?.step).toBe('leave');
    expect(replayEvening([{ type: 'open', settings: settings() }, ...names(4), { type: 'leave', player: 1, by: 'player' }]).players[1].present).toBe(false);
  });

  it("a table's round one of its players ended is the organiser's to take back (it ends the round for the whole table)", () => {
    const playing = run([{ type: 'open', settings: settings({ realTileTables: 1, rounds: 1 }) }, ...names(4), { type: 'startRound' }]);
    const ended = run([{ type: 'endTable', table: 0, by: 'player' }], playing);
    expect(ended.tables[0].done).toBe(true);
    expect(ended.phase).toBe('finished');
    expect(ended.undo?.step).toBe('endTable');
    const back = run([{ type: 'undo' }], ended);
    expect(back.tables[0].done).toBe(false);
    expect(back.phase).toBe('playing');
    expect(back.games).toEqual([]);
    // Another action since (a hand entered at a table) ends the undo, as for the organiser's own steps.
    expect(run([{ type: 'realTileHand', table: 0, hand: win }], back).undo).toBeNull();
  });

  it('a player who left mid-round and rejoins in the same round gets their seat back from the bot, counted as if never gone', () => {
    const playing = run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(8), { type: 'startRound' }]);
    for (const table of [0, 1]) {
      const player = playing.tables[table].players[2]!;
      const left = run([{ type: 'leave', player, by: 'player' }], playing);
      expect(left.tables[table].botTookOver).toEqual([2]);
      const r = applyEvening(left, { type: 'rejoin', player, by: 'player' });
      expect(r.ok && r.events).toEqual([
        { type: 'seatGivenBack', table, place: 2 },
        { type: 'playerRejoined', player, fromRound: 1 },
      ]);
      const back = r.ok ? r.state : left;
      expect(back.tables).toEqual(playing.tables);
      expect(back.players).toEqual(playing.players);
      // The organiser's return of a withdrawn player does the same, and taking it back gives the seat to the bot again.
      const returned = run([{ type: 'leave', player }, { type: 'rejoin', player }], playing);
      expect(returned.tables[table].botTookOver).toEqual([]);
      expect(run([{ type: 'undo' }], returned).tables[table].botTookOver).toEqual([2]);
    }
    // Once the table's round is over there is no seat to hand back: they are drawn from the next round.
    const done = run([{ type: 'leave', player: playing.tables[0].players[1]!, by: 'player' }, { type: 'endTable', table: 0 }], playing);
    const later = run([{ type: 'rejoin', player: playing.tables[0].players[1]!, by: 'player' }], done);
    expect(later.players[playing.tables[0].players[1]!].fromRound).toBe(2);
    expect(later.tables[0].botTookOver).toEqual([1]);
  });

  it('a withdrawal that leaves nobody to confirm a waiting hand counts it; whoever may not confirm at the table cannot enter one', () => {
    let s = run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(4), { type: 'startRound' }]);
    const [a, b, c, d] = s.tables[0].players as number[];
    s = run([{ type: 'realTileHand', table: 0, hand: win }, ...[a, b, c].map((player): EveningAction => ({ type: 'confirmHand', table: 0, player, version: 1 }))], s);
    expect(s.tables[0].hands).toHaveLength(0);
    const withdrawn = run([{ type: 'leave', player: d }], s);
    expect(withdrawn.tables[0].pending).toBeNull();
    expect(withdrawn.tables[0].hands).toHaveLength(1);
    // Taking the withdrawal back takes the hand's counting back with it.
    expect(run([{ type: 'undo' }], withdrawn).tables[0].pending?.confirmed).toEqual([a, b, c]);
    // Nobody confirmed yet: the hand keeps waiting for the others.
    const none = run([{ type: 'realTileHand', table: 0, hand: win }, { type: 'leave', player: d }], run([{ type: 'open', settings: settings({ realTileTables: 1 }) }, ...names(4), { type: 'startRound' }]));
    expect(none.tables[0].pending).not.toBeNull();
    expect(refusal(none, { type: 'realTileHand', table: 0, hand: win, by: d })).toBe('not-at-table');
    expect(refusal(none, { type: 'realTileHand', table: 0, hand: win, by: a })).toBe('accepted');
  });
});

describe('the majority house rule for real-tile hands', () => {
  it('by default every player at the table confirms; with the rule, more than half of those with a device', () => {
    // Two players registered on their phones, two names the organiser added who never come.
    const start = (confirm?: 'majority') =>
      run([{ type: 'open', settings: settings({ realTileTables: 1, ...(confirm ? { confirm } : {}) }) }, ...names(2, 'register'), { type: 'addName', name: 'Fay' }, { type: 'addName', name: 'Eve' }, { type: 'startRound' }]);
    for (const rule of [undefined, 'majority'] as const) {
      let s = start(rule);
      const phones = s.tables[0].players.filter((p) => p === 0 || p === 1) as number[];
      s = run([{ type: 'realTileHand', table: 0, hand: win }, { type: 'confirmHand', table: 0, player: phones[0], version: 1 }], s);
      expect(s.tables[0].hands, `${rule}: one of two phones`).toHaveLength(0);
      s = run([{ type: 'confirmHand', table: 0, player: phones[1], version: 1 }], s);
      expect(s.tables[0].hands.length, `${rule}: both phones`).toBe(rule === 'majority' ? 1 : 0);
      if (!rule) expect(confirmationsMissing(s, 0)).toBe(2);
    }
    // A name taken on a phone counts as a device: three phones of four, so two confirmations are a majority.
    let s = start('majority');
    s = run([{ type: 'claim', player: 2 }, { type: 'realTileHand', table: 0, hand: win }], s);
    expect(confirmationsMissing(s, 0)).toBe(2);
    s = run([{ type: 'confirmHand', table: 0, player: 2, version: 1 }], s);
    expect(confirmationsMissing(s, 0)).toBe(1);
    s = run([{ type: 'confirmHand', table: 0, player: 0, version: 1 }], s);
    expect(s.tables[0].hands).toHaveLength(1);
    expect(refusal(s, { type: 'claim', player: 2 })).toBe('name-taken');
    expect(refusal(s, { type: 'claim', player: 0 })).toBe('name-taken');
    expect(applyEvening(emptyEvening(), { type: 'open', settings: settings({ confirm: 'most' as never }) })).toMatchObject({ ok: false, error: { code: 'bad-settings' } });
  });
});
