/**
 * Opening a tenhou.net/6 log (issue T3 5/8): Sparrow's own games, exported and opened again, replay
 * hand by hand through the engine with the same deltas; the export of the opened game is the
 * same log; a log with one wrong delta is reported at that hand.
 */
import { describe, expect, it } from 'vitest';
import { presetById } from '../../../shared/rules/presets';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import { exportTenhou } from '../../../shared/rules/riichi/logs/tenhou-export';
import { encodeTenhou, parseTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { importTenhou } from '../../../shared/rules/riichi/logs/tenhou-import';
import { testSize } from '../../helpers/sizes';
import { playRandomGame } from '../table/random-play';

const GAMES = testSize('SPARROW_TENHOU_GAMES', { local: 12, ci: 40 });

// Tenhou's rules too: their open kongs turn their dora indicators after the discard (kan-dora-logs.test.ts).
describe.each([['riichi'], ['riichi+redFives=true'], ['riichi+rounds=1'], [MJAI_RULES]])('%s: exported, opened, exported again', (id) => {
  const preset = presetById(id);
  it(`${GAMES} random games replay hand by hand with the log's deltas, and export to the same log`, () => {
    console.log(`tenhou round trips: ${GAMES} games of ${id} (SPARROW_TENHOU_GAMES)`);
    let hands = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = playRandomGame(preset, seed, 4);
      const log = exportTenhou(game.initial, game.actions);
      const text = JSON.stringify(encodeTenhou(log));
      const opened = importTenhou(parseTenhou(text), preset);
      if (!opened.ok) throw new Error(`game ${seed}, hand ${opened.hand}, step ${opened.step}: ${opened.error}`);
      hands += log.kyoku.length;
      const again = exportTenhou(opened.game.initial, opened.game.actions);
      expect(JSON.stringify(encodeTenhou(again)), `game ${seed}`).toBe(text);
    }
    expect(hands).toBeGreaterThan(GAMES);
  });
});

describe('what the engine and the log disagree on is reported where it is', () => {
  const preset = presetById('riichi');
  const game = playRandomGame(preset, 3, 4);
  const log = encodeTenhou(exportTenhou(game.initial, game.actions)) as { log: unknown[][] };

  it('one wrong delta: the import stops at that hand and says what the log and the engine give', () => {
    const spoilt = structuredClone(log);
    const hand = spoilt.log.length - 1;
    const result = spoilt.log[hand][16] as (string | number[])[];
    const deltas = result[1] as number[];
    deltas[0] += 1000;
    deltas[1] -= 1000;
    const opened = importTenhou(parseTenhou(spoilt), preset);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.hand).toBe(hand + 1);
    expect(opened.error).toMatch(/^the log's deltas are .*; the engine's /);
  });

  it('a discard of a tile the player does not hold: that hand, that step', () => {
    const spoilt = structuredClone(log);
    const discards = spoilt.log[0][6] as (number | string)[];
    const i = discards.findIndex((d) => typeof d === 'number' && d !== 60 && d !== 0);
    discards[i] = (discards[i] as number) === 47 ? 41 : 47;
    const opened = importTenhou(parseTenhou(spoilt), preset);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(`hand ${opened.hand}, step ${opened.step}: ${opened.error}`).toMatch(/^hand 1, step \d+: player 0 discards (41|47), which the engine's hand does not hold$/);
  });

  it('red fives however the log marks them; a three-player log is refused with its reason', () => {
    const marked = { ...structuredClone(log), rule: { disp: '般南喰赤', aka51: 1, aka52: 1, aka53: 1 } };
    expect(parseTenhou(marked).rule.aka).toBe(3);
    expect(() => parseTenhou({ ...structuredClone(log), rule: { disp: '三般南喰赤' } })).toThrow(/three-player game \(sanma\)/);
  });
});

it('a whole East-only game, to its end: opened again, it ends where it ended', () => {
  const preset = presetById('riichi+rounds=1');
  const game = playRandomGame(preset, 11, 40);
  expect(game.final.game.over).toBe(true);
  const text = JSON.stringify(encodeTenhou(exportTenhou(game.initial, game.actions)));
  const opened = importTenhou(parseTenhou(text), preset);
  if (!opened.ok) throw new Error(`hand ${opened.hand}, step ${opened.step}: ${opened.error}`);
  expect(opened.game.final.game.over).toBe(true);
  expect(opened.game.final.game.handsPlayed).toBe(game.final.game.handsPlayed);
  expect(JSON.stringify(encodeTenhou(exportTenhou(opened.game.initial, opened.game.actions)))).toBe(text);
});
