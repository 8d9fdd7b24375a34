/**
 * Opening an mjai event log (issue T3 5/8, item 2): Sparrow's own random games written as mjai
 * events and opened again replay hand by hand through the engine with the log's deltas and the
 * same actions' outcome; a wrong delta or a line that is not an event is reported.
 */
import { describe, expect, it } from 'vitest';
import { openLog, openLogs } from '../../../shared/history/open-log';
import { presetById } from '../../../shared/rules/presets';
import { importMjai } from '../../../shared/rules/riichi/logs/mjai-import';
import { mjaiLog } from '../../../shared/rules/riichi/logs/mjai-writer';
import { testSize } from '../../helpers/sizes';
import { playRandomGame } from '../table/random-play';

const GAMES = testSize('SPARROW_MJAI_IMPORT_GAMES', { local: 12, ci: 40 });
const lines = (events: unknown[]) => events.map((e) => JSON.stringify(e)).join('\n') + '\n';

describe.each([['riichi'], ['riichi+redFives=true']])('%s: written as mjai events, opened again', (id) => {
  const preset = presetById(id);
  it(`${GAMES} random games replay hand by hand with the log's deltas`, () => {
    console.log(`mjai round trips: ${GAMES} games of ${id} (SPARROW_MJAI_IMPORT_GAMES)`);
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = playRandomGame(preset, seed, 4);
      const text = lines(mjaiLog(game.initial, game.actions));
      const opened = importMjai(text);
      if (!opened.ok) throw new Error(`game ${seed}, hand ${opened.hand}, step ${opened.step}: ${opened.error}`);
      expect(opened.game.preset.id, `game ${seed}`).toBe(preset.id);
      // The same scores after every hand as the game that was played.
      expect(opened.game.final.game.scores, `game ${seed}`).toEqual(game.final.game.scores.map((_, p) => game.final.game.scores[(p + game.initial.firstDealer) % 4]));
      // And the same log when written again.
      expect(lines(mjaiLog(opened.game.initial, opened.game.actions)), `game ${seed}`).toBe(text);
    }
  });
});

describe('what does not replay is reported', () => {
  const game = playRandomGame(presetById('riichi'), 3, 4);
  const events = mjaiLog(game.initial, game.actions) as { type: string; deltas?: number[] }[];

  it('a wrong delta: that hand', () => {
    const spoilt = structuredClone(events);
    const end = spoilt.find((e) => (e.type === 'hora' || e.type === 'ryukyoku') && e.deltas)!;
    end.deltas![0] += 1000;
    end.deltas![1] -= 1000;
    const r = importMjai(lines(spoilt));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(`${r.hand}: ${r.error}`).toMatch(/^1: the log's deltas are /);
  });

  it('a line that is not an event, and a file of no log Sparrow knows', () => {
    const text = lines(events).replace('\n', '\nnot json\n');
    const r = openLog(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^not a log Sparrow can open \(line 2 is not an mjai event\)/);
  });

  it('opens through openLog as a Sparrow log whose hands are marked imported', () => {
    const r = openLog(lines(events));
    if (!r.ok) throw new Error(r.error);
    expect(r.game.source).toBe('mjai');
    expect(r.game.log.hands.every((h) => h.dealt === 'imported')).toBe(true);
  });

  it('opens as a JSON array of events too, the way a page opens a file', () => {
    const r = openLogs(JSON.stringify(events));
    if (!r.ok) throw new Error(r.error);
    expect(r.games.map((g) => g.source)).toEqual(['mjai']);
  });
});
