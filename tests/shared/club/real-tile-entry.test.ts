/**
 * A real-tile table's hands as the evening records them (found in a review of the club night's
 * hand entry): a classical win needs the winner's score (on the wire: journals from before keep theirs); riichi sticks go to the pot and to the
 * next winner, honba are paid; the proposer withdraws a hand, another player says it is wrong;
 * the organiser enters a hand for a table, confirmed for its players without a device.
 */
import { describe, expect, it } from 'vitest';
import { applyEvening } from '../../../shared/club/evening';
import { realTileProblem, realTileResult, type RealTileHand } from '../../../shared/club/realTiles';
import type { EveningAction, EveningSettings, EveningState } from '../../../shared/club/types';
import { ruleFamily } from '../../../shared/rules/families';
import { presetById } from '../../../shared/rules/presets';
import { parseClientMessage } from '../../../shared/protocol';
import { run, settings as base } from './evening-helpers';

const settings = (over: Partial<EveningSettings> = {}): EveningSettings => base({ realTileTables: 1, round: { kind: 'hands', hands: 4 }, seed: 'real-tile-entry', ...over });
const refusal = (state: EveningState, action: EveningAction) => {
  const r = applyEvening(state, action);
  return r.ok ? 'accepted' : r.error.code;
};
const names = (n: number, type: 'addName' | 'register' = 'register'): EveningAction[] => Array.from({ length: n }, (_, i) => ({ type, name: `P${i}` }));
const classicalWin: RealTileHand = { family: 'classical', winner: 0, scores: [40, 8, 0, 4], east: 1, from: 3 };

describe('classical: a win is the winner’s score', () => {
  it('a win whose winner scored nothing is no hand to enter: the page makes none, the host refuses one sent', () => {
    const millington = presetById('millington');
    const entry = { winner: 2, from: null, dealer: 0, scores: [0, 0, 0, 0], tenpai: [false, false, false, false], riichi: [false, false, false, false], honba: 0, value: null };
    expect(ruleFamily('classical').realTiles.handOf(entry)).toBeNull();
    const sent = (hand: RealTileHand) => parseClientMessage(JSON.stringify({ t: 'clubHand', table: 0, hand }));
    expect(sent({ family: 'classical', winner: 2, scores: [0, 0, 0, 0], east: 0 })).toMatchObject({ ok: false, code: 'bad-message', message: expect.stringMatching(/winner's hand score/) });
    expect(sent({ family: 'classical', winner: 2, scores: [0, 4, 30, 8], east: 0 })).toMatchObject({ ok: true });
    expect(sent({ family: 'classical', winner: null, scores: [0, 0, 0, 0], east: 0 })).toMatchObject({ ok: true });
    // The evening's own check is what any hand must be: journals from before hold such wins, and replay them.
    expect(realTileProblem(millington, { family: 'classical', winner: 2, scores: [0, 0, 0, 0], east: 0 })).toBeNull();
    expect(realTileProblem(millington, { family: 'classical', winner: 2, scores: [0, 4, 30, 8], east: 0 })).toBeNull();
    // A draw scores nobody.
    expect(realTileProblem(millington, { family: 'classical', winner: null, scores: [0, 0, 0, 0], east: 0 })).toBeNull();
  });
});

describe('riichi: sticks and honba', () => {
  const riichi = presetById('riichi');
  it('a win pays its honba and takes this hand’s riichi sticks and those left on the table', () => {
    // Bea's 2 han 30 fu ron off Cy with one honba; Bea and Dan declared riichi.
    const hand: RealTileHand = { family: 'riichi', kind: 'win', winner: 1, from: 2, dealer: 0, han: 2, fu: 30, honba: 1, riichi: [false, true, false, true] };
    expect(realTileResult(riichi, hand, []).deltas).toEqual([0, 2000 + 300 - 1000 + 2000, -2300, -1000]);
    // A draw before it left Ann's stick on the table: the winner takes it too.
    const draw: RealTileHand = { family: 'riichi', kind: 'draw', tenpai: [true, false, false, false], riichi: [true, false, false, false] };
    const drawn = realTileResult(riichi, draw, []);
    expect(drawn.deltas).toEqual([3000 - 1000, -1000, -1000, -1000]);
    expect(realTileResult(riichi, { ...hand, riichi: [false, false, false, false] }, [drawn]).deltas).toEqual([0, 2300 + 1000, -2300, 0]);
    expect(realTileProblem(riichi, { ...hand, riichi: [true, true] })).toMatch(/riichi/);
  });

  it('at a table: the pot carries over a draw; a stick still on the table at the end goes to the first place', () => {
    let s = run([{ type: 'open', settings: settings({ preset: 'riichi' }) }, ...names(4), { type: 'startRound' }]);
    const [a, b, c, d] = s.tables[0].players as number[];
    const confirmAll = (version: number): EveningAction[] => [a, b, c, d].map((player) => ({ type: 'confirmHand', table: 0, player, version }));
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'riichi', kind: 'draw', tenpai: [true, true, false, false], riichi: [false, true, false, false] } }, ...confirmAll(1)], s);
    expect(s.tables[0].hands[0].deltas).toEqual([1500, 1500 - 1000, -1500, -1500]);
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'riichi', kind: 'win', winner: 2, from: null, dealer: 0, han: 1, fu: 30, honba: 1, riichi: [false, false, true, false] } }, ...confirmAll(2)], s);
    // Cy's 1 han 30 fu tsumo (500/300 + 100 each), Cy's own stick back and Bea's from the draw.
    expect(s.tables[0].hands[1].deltas).toEqual([-600, -400, 1400 - 1000 + 2000, -400]);
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'riichi', kind: 'draw', tenpai: [false, false, false, false], riichi: [true, false, false, false] } }, ...confirmAll(3)], s);
    s = run([{ type: 'endTable', table: 0 }], s);
    const points = s.games[0].byPlace.map((p) => p.points);
    expect(points.reduce((x, y) => x + y, 0)).toBe(0);
  });
});

describe('a hand waiting for confirmation', () => {
  const start = () => run([{ type: 'open', settings: settings() }, ...names(4), { type: 'startRound' }]);

  it('its proposer withdraws it; another player says it is wrong; either way it is gone and the next one is entered afresh', () => {
    let s = start();
    const [a, b, c] = s.tables[0].players as number[];
    s = run([{ type: 'realTileHand', table: 0, hand: classicalWin, by: a }, { type: 'confirmHand', table: 0, player: a, version: 1 }, { type: 'confirmHand', table: 0, player: b, version: 1 }], s);
    expect(refusal(s, { type: 'withdrawHand', table: 0, player: a, version: 2 })).toBe('stale-proposal');
    s = run([{ type: 'withdrawHand', table: 0, player: a, version: 1 }], s);
    expect(s.tables[0].pending).toBeNull();
    expect(s.tables[0].withdrawn).toEqual({ by: a, wrong: false });
    expect(refusal(s, { type: 'withdrawHand', table: 0, player: a, version: 1 })).toBe('no-hand-pending');
    s = run([{ type: 'realTileHand', table: 0, hand: classicalWin, by: b }], s);
    expect(s.tables[0].withdrawn).toBeNull();
    expect(s.tables[0].pending?.by).toBe(b);
    s = run([{ type: 'withdrawHand', table: 0, player: c, version: 2 }], s);
    expect(s.tables[0].withdrawn).toEqual({ by: c, wrong: true });
    expect(s.tables[0].hands).toHaveLength(0);
    // Someone from another table has no say.
    const other = run([{ type: 'open', settings: settings() }, ...names(8), { type: 'startRound' }]);
    const stranger = other.tables[1].players[0]!;
    const waiting = run([{ type: 'realTileHand', table: 0, hand: classicalWin, by: other.tables[0].players[0]! }], other);
    expect(refusal(waiting, { type: 'withdrawHand', table: 0, player: stranger, version: 1 })).toBe('not-at-table');
  });

  it('the organiser’s entry is confirmed for the players without a device: it counts at once where nobody has one, else it waits for those who have', () => {
    let s = run([{ type: 'open', settings: settings() }, ...names(4, 'addName'), { type: 'startRound' }]);
    s = run([{ type: 'realTileHand', table: 0, hand: classicalWin, organiser: true }], s);
    expect(s.tables[0].hands).toHaveLength(1);
    expect(s.tables[0].byOrganiser).toEqual([1]);
    // The organiser takes it back: Undo names it as what it was, their entry of the hand.
    expect(s.undo?.step).toBe('enterHand');
    expect(run([{ type: 'undo' }], s).tables[0].hands).toHaveLength(0);

    for (const confirm of [undefined, 'majority'] as const) {
      let mixed = run([{ type: 'open', settings: settings(confirm ? { confirm } : {}) }, ...names(2, 'register'), { type: 'addName', name: 'Fay' }, { type: 'addName', name: 'Eve' }, { type: 'startRound' }]);
      mixed = run([{ type: 'realTileHand', table: 0, hand: classicalWin, organiser: true }], mixed);
      expect(mixed.tables[0].pending?.by, `${confirm}`).toBe('organiser');
      // Not counted yet: Undo takes back the entry, not a confirmation.
      expect(mixed.undo?.step).toBe('enterHand');
      mixed = run([{ type: 'confirmHand', table: 0, player: 0, version: 1 }], mixed);
      expect(mixed.tables[0].hands, `${confirm}: one phone of two`).toHaveLength(0);
      mixed = run([{ type: 'confirmHand', table: 0, player: 1, version: 1 }], mixed);
      expect(mixed.tables[0].hands, `${confirm}: both phones`).toHaveLength(1);
    }
  });
});
