/**
 * Sparrow's own game log: a game the host played, saved and read back, replays to the same state
 * after every action (every preset); a damaged or foreign file is refused with a clear error.
 */
import { describe, expect, it } from 'vitest';
import { logFile, logRefusal } from '../../../shared/history/logs';
import { replayLog, roundEndedLog, sparrowLogFile } from '../../../shared/history/sparrow-log';
import { PRESETS } from '../../../shared/rules/presets';
import { parseTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { botGame } from './bot-game';

const stateText = (s: unknown) => JSON.stringify(s, (k, v) => (k === 'preset' && v && typeof v === 'object' ? (v as { id: string }).id : v));

describe('a saved Sparrow game log', () => {
  for (const presetId of [...Object.keys(PRESETS), 'hungarian+minimum=0,blindGame=true', 'riichi+startingScore=35000']) {
    it(`replays a finished ${presetId} game state by state`, () => {
      const { log, states } = botGame(presetId, 11);
      const file = sparrowLogFile(log);
      const read = replayLog(JSON.parse(file.text));
      if (!read.ok) throw new Error(read.error);
      expect(read.game.log.preset).toBe(presetId);
      expect(read.game.log.hands.length).toBe(read.game.final.game.handsPlayed);
      expect(read.game.states.length).toBe(states.length);
      read.game.states.forEach((s, i) => expect(stateText(s), `state after action ${i + 1}`).toBe(stateText(states[i])));
      expect(read.game.final.game.over).toBe(true);
    }, 120_000);
  }

  it('gives riichi games as tenhou.net/6 and mjai too, other rule sets only as Sparrow logs', () => {
    const riichi = replayLog(JSON.parse(sparrowLogFile(botGame('riichi', 3).log).text));
    if (!riichi.ok) throw new Error(riichi.error);
    expect(parseTenhou(logFile(riichi.game, 'tenhou').text).kyoku).toHaveLength(riichi.game.final.game.handsPlayed);
    expect(logFile(riichi.game, 'mjai').text.split('\n')[0]).toContain('start_game');
    expect(logRefusal(riichi.game.final, 'tenhou')).toBeNull();
    const taiwanese = replayLog(JSON.parse(sparrowLogFile(botGame('taiwanese', 3).log).text));
    if (!taiwanese.ok) throw new Error(taiwanese.error);
    expect(logRefusal(taiwanese.game.final, 'sparrow')).toBeNull();
    expect(logRefusal(taiwanese.game.final, 'mjai')).toMatch(/only riichi/);
  }, 120_000);

  describe('refuses, saying why', () => {
    const { log } = botGame('millington', 5);
    const changed = (f: (l: typeof log) => unknown) => replayLog(f(structuredClone(log)));
    const cases: [string, () => ReturnType<typeof replayLog>, RegExp][] = [
      ['another program\'s file', () => replayLog({ title: 'x', log: [] }), /not a Sparrow game log/],
      ['a newer version', () => changed((l) => ({ ...l, v: 2 })), /damaged: v:/],
      ['an unknown rule set', () => changed((l) => ({ ...l, preset: 'mahjong9000' })), /cannot be played here: unknown rule set/],
      ['a tile that does not exist', () => changed((l) => ({ ...l, actions: l.actions.map((a) => (a.type === 'discard' ? { ...a, tile: 999 } : a)) })), /actions\.\d+\.tile/],
      ['a move that is not legal', () => changed((l) => ({ ...l, actions: [...l.actions.slice(0, 2), { type: 'win', seat: 3 }, ...l.actions.slice(2)] })), /action 3 \(win\) does not replay/],
      ['a game cut short', () => changed((l) => ({ ...l, actions: l.actions.slice(0, 100) })), /stops before the end/],
      // A club round may end a game between hands (marked so), never inside one.
      ['a round-ended game cut inside a hand', () => changed((l) => ({ ...l, actions: l.actions.slice(0, 100), endedBy: 'round' })), /stops before the end/],
      ['a seed changed', () => changed((l) => ({ ...l, actions: l.actions.map((a, i) => (i === 0 && a.type === 'startHand' ? { ...a, seed: 'ab'.repeat(32) } : a)) })), /another seed than its fairness record/],
      ['entropy changed', () => changed((l) => ({ ...l, hands: l.hands.map((h, i) => (i === 0 ? { ...h, entropy: ['00', ...h.entropy.slice(1)] } : h)) })), /seed does not follow/],
    ];
    for (const [what, read, message] of cases)
      it(what, () => {
        const r = read();
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error).toMatch(message);
      });
  });

  it('a game a club round ended between hands (marked so) replays whole to the end of that hand', () => {
    const { log } = botGame('millington', 5);
    // The actions up to the end of the first hand (the next one not yet dealt).
    const second = log.actions.findIndex((a, i) => i > 0 && a.type === 'startHand');
    const cut = { ...structuredClone(log), actions: log.actions.slice(0, second), hands: log.hands.slice(0, 1) };
    expect(replayLog(cut)).toMatchObject({ ok: false });
    const r = replayLog({ ...cut, endedBy: 'round' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.game.final.game.handsPlayed).toBe(1);
  });

  it('a game a club round ended by time inside a hand is kept to the end of its last finished hand', () => {
    const { log } = botGame('millington', 5);
    const second = log.actions.findIndex((a, i) => i > 0 && a.type === 'startHand');
    // Cut a few moves into the second hand, as a round's time limit would.
    const cut = { ...structuredClone(log), actions: log.actions.slice(0, second + 6), hands: log.hands.slice(0, 2) };
    const kept = roundEndedLog(cut)!;
    expect(kept).toMatchObject({ endedBy: 'round' });
    expect(kept.actions).toHaveLength(second);
    expect(kept.hands).toHaveLength(1);
    const r = replayLog(kept);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.game.final.game.handsPlayed).toBe(1);
    // Nothing finished: nothing to keep.
    expect(roundEndedLog({ ...structuredClone(log), actions: log.actions.slice(0, 6), hands: log.hands.slice(0, 1) })).toBeNull();
  });
});
