/**
 * mjai: the events of every hand of a bot hanchan, written from the table's log, replay at a
 * fresh table (given each hand's seed) to the same state; each player's view hides what it must.
 */
import { describe, expect, it } from 'vitest';
import { derivePreset, riichi } from '../../../shared/rules/presets';
import { mjaiFor, mjaiLog } from '../../../shared/rules/riichi/logs/mjai-writer';
import { MjaiReplayer } from './mjai-replay';
import { apply } from '../../../shared/table/apply';
import type { Action, TableState } from '../../../shared/table/types';
import { chooseAction } from '../../../shared/bots';
import { sha256Hex } from '../../../shared/fairness';
import { encodeTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { exportTenhou } from '../../../shared/rules/riichi/logs/tenhou-export';
import { legalActions } from '../../../shared/table/legal';
import { newTable } from '../../../shared/table/start';
import { isTerminalOrHonour, kindOf } from '../../../shared/tiles';
import { viewFor } from '../../../shared/view';
import { playHanchan } from './hanchan';

const GAMES = Number(process.env.SPARROW_RIICHI_HANCHAN ?? 2);

/** The state as mjai can describe it: identical tiles are not told apart. */
function normalise(state: TableState) {
  const kinds = (ids: readonly number[]) => ids.map(kindOf).sort((a, b) => a - b);
  const hand = state.hand!;
  return {
    game: state.game,
    result: hand.result && { kind: hand.result.kind, deltas: hand.result.deltas, winners: hand.result.winners.map((w) => [w.seat, w.from, kindOf(w.tile), w.source]) },
    wall: hand.wall.tiles.map(kindOf),
    dora: hand.doraIndicators.slice(0, hand.doraRevealed).map(kindOf),
    seats: hand.seats.map((s) => ({
      concealed: kinds(s.concealed),
      melds: s.melds.map((m) => ({ type: m.type, tiles: kinds(m.tiles), concealed: m.concealed, from: m.from })),
      discards: s.discards.map((d) => [kindOf(d.tile), d.claimed, d.riichi]),
      riichi: s.riichi,
    })),
  };
}

const RED = derivePreset(riichi, { id: 'riichi-red', riichi: { redFives: true } });

describe.each([...Array.from({ length: GAMES }, (_, i) => [`game-${i}`, riichi] as const), ['red fives', RED] as const])('mjai log of bot hanchan (%s)', (name, preset) => {
  const game = playHanchan(preset, name);
  const seeds = game.actions.filter((a): a is Extract<Action, { type: 'startHand' }> => a.type === 'startHand').map((a) => a.seed);

  it('replays hand by hand to the same state', () => {
    const log = mjaiLog(game.initial, game.actions);
    expect(log[0].type).toBe('start_game');
    expect(log.at(-1)!.type).toBe('end_game');
    // The table's state at the end of each hand, to compare with the replay's.
    const ends: TableState[] = [];
    let state = game.initial;
    for (const a of game.actions) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      if (state.hand?.phase === 'over' && a.type !== 'startHand') ends.push(state);
    }
    const replayer = new MjaiReplayer(game.initial, (h) => seeds[h]);
    let hand = 0;
    log.forEach((e, j) => {
      replayer.feed(e, log[j + 1]);
      if (e.type === 'end_kyoku') expect(normalise(replayer.state), `hand ${hand}`).toEqual(normalise(ends[hand++]));
    });
    expect(hand).toBe(game.hands);
    expect(normalise(replayer.state)).toEqual(normalise(game.final));
    expect(/"5[mps]r"/.test(JSON.stringify(log))).toBe(preset.riichi!.redFives);
  });

  it("each player's view hides the others' draws and starting hands", () => {
    const log = mjaiLog(game.initial, game.actions);
    for (let actor = 0; actor < 4; actor++) {
      const seen = log.map((e) => mjaiFor(e, actor));
      for (const e of seen) {
        if (e.type === 'tsumo' && e.actor !== actor) expect(e.pai).toBe('?');
        if (e.type === 'start_kyoku') e.tehais.forEach((t, a) => a !== actor && expect(new Set(t)).toEqual(new Set(['?'])));
      }
    }
  });
});

describe('a nine-terminals abortive draw in the logs', () => {
  const ABORTIVE = derivePreset(riichi, { id: 'riichi-abortive', riichi: { abortiveDraws: true } });

  /** The first hand seed whose deal gives the dealer nine different terminals and honours. */
  function nineTerminalsDeal(): { initial: TableState; actions: Action[] } {
    const initial = newTable(ABORTIVE);
    for (let i = 0; ; i++) {
      const seed = sha256Hex(`nine-terminals-${i}`);
      const r = apply(initial, { type: 'startHand', seed });
      if (!r.ok) throw new Error(r.error.message);
      const dealer = r.state.hand!.dealer;
      const legal = legalActions(r.state, dealer);
      if (legal.some((a) => a.type === 'nineTerminals')) {
        // The bots take it (no Thirteen Orphans in sight with fewer than eleven kinds).
        const kinds = new Set(r.state.hand!.seats[dealer].concealed.map(kindOf).filter(isTerminalOrHonour)).size;
        if (kinds < 11) expect(chooseAction(viewFor(r.state, dealer))).toEqual({ type: 'nineTerminals', seat: dealer });
        return { initial, actions: [{ type: 'startHand', seed }, { type: 'nineTerminals', seat: dealer }] };
      }
    }
  }

  it('mjai writes it as kyushukyuhai and replays it; tenhou.net/6 names it 九種九牌', () => {
    const { initial, actions } = nineTerminalsDeal();
    const final = actions.reduce((s, a) => {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    }, initial);
    expect(final.hand!.result).toMatchObject({ abortive: 'nineTerminals' });
    const log = mjaiLog(initial, actions);
    expect(log).toContainEqual(expect.objectContaining({ type: 'ryukyoku', reason: 'kyushukyuhai' }));
    const replayer = new MjaiReplayer(initial, () => (actions[0] as Extract<Action, { type: 'startHand' }>).seed);
    log.forEach((e, j) => replayer.feed(e, log[j + 1]));
    expect(normalise(replayer.state)).toEqual(normalise(final));
    expect(JSON.stringify(encodeTenhou(exportTenhou(initial, actions)))).toContain('九種九牌');
  });
});
