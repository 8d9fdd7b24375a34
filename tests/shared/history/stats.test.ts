/**
 * Players' statistics from a small history whose figures were worked out by hand; and a kept
 * game's summary from a real game agrees with the game's own end.
 */
import { describe, expect, it } from 'vitest';
import { keptGame, placementsBySeat, type KeptGame, type PlaceFacts } from '../../../shared/history/record';
import { replayLog, sparrowLogFile } from '../../../shared/history/sparrow-log';
import { playerStats, withoutName } from '../../../shared/history/stats';
import { placeAtSeat, SEATS } from '../../../shared/table/types';
import { botGame } from './bot-game';

const f = (hands: number, wins: number, selfDrawn: number, dealIns: number, winPoints: number): PlaceFacts => ({ hands, wins, selfDrawn, dealIns, winPoints });

function game(id: string, preset: string, finished: number, players: (string | null)[], bots: boolean[], placements: number[], facts: PlaceFacts[]): KeptGame {
  return { id, title: id, preset, started: finished - 50, finished, players, bots, pin: false, hands: facts[0].hands, scores: [0, 0, 0, 0], placements, facts };
}

const HISTORY: KeptGame[] = [
  game('a', 'riichi', 100, ['Ann', 'Bob', 'Cy', 'Bot 4'], [false, false, false, true], [1, 3, 2, 4], [f(8, 3, 1, 1, 24000), f(8, 1, 0, 2, 3900), f(8, 2, 2, 0, 10000), f(8, 1, 0, 1, 2000)]),
  // House rules count under their rule set; a removed name (null) is left out.
  game('b', 'riichi+redFives=true', 200, ['Bob', 'Ann', null, 'Dan'], [false, false, false, false], [1, 4, 2, 3], [f(10, 4, 2, 0, 30000), f(10, 0, 0, 3, 0), f(10, 3, 1, 1, 9000), f(10, 1, 1, 1, 8000)]),
  game('c', 'millington', 150, ['Ann', 'Bob', 'Cy', 'Dan'], [false, false, false, false], [2, 1, 4, 3], [f(16, 5, 2, 2, 1200), f(16, 0, 0, 1, 0), f(16, 4, 1, 3, 640), f(16, 2, 2, 0, 300)]),
];

// name, rule set, games, average placement, win rate, deal-in rate, self-drawn share, average hand value, placements over time
const EXPECTED: [string, string, number, number, number, number, number | null, number | null, number[]][] = [
  ['Ann', 'millington', 1, 2, 5 / 16, 2 / 16, 2 / 5, 240, [2]],
  ['Ann', 'riichi', 2, 2.5, 3 / 18, 4 / 18, 1 / 3, 8000, [1, 4]],
  ['Bob', 'millington', 1, 1, 0, 1 / 16, null, null, [1]],
  ['Bob', 'riichi', 2, 2, 5 / 18, 2 / 18, 2 / 5, 6780, [3, 1]],
  ['Cy', 'millington', 1, 4, 4 / 16, 3 / 16, 1 / 4, 160, [4]],
  ['Cy', 'riichi', 1, 2, 2 / 8, 0, 1, 5000, [2]],
  ['Dan', 'millington', 1, 3, 2 / 16, 0, 1, 150, [3]],
  ['Dan', 'riichi', 1, 3, 1 / 10, 1 / 10, 1, 8000, [3]],
];

describe("players' statistics", () => {
  const stats = playerStats(HISTORY);
  it('has one row per player and rule set, bots and removed names left out', () => {
    expect(stats.map((s) => `${s.name}/${s.ruleSet}`)).toEqual(EXPECTED.map(([n, r]) => `${n}/${r}`));
  });
  for (const [name, ruleSet, games, placement, win, dealIn, selfDrawn, value, series] of EXPECTED)
    it(`${name} at ${ruleSet}`, () => {
      const s = stats.find((x) => x.name === name && x.ruleSet === ruleSet)!;
      expect(s.games).toBe(games);
      expect(s.averagePlacement).toBeCloseTo(placement, 10);
      expect(s.winRate).toBeCloseTo(win, 10);
      expect(s.dealInRate).toBeCloseTo(dealIn, 10);
      if (selfDrawn === null) expect(s.selfDrawnShare).toBeNull();
      else expect(s.selfDrawnShare).toBeCloseTo(selfDrawn, 10);
      if (value === null) expect(s.averageHandValue).toBeNull();
      else expect(s.averageHandValue).toBeCloseTo(value, 10);
      expect(s.series.map((p) => p.placement)).toEqual(series);
    });

  it('forgets a removed name and nothing else', () => {
    const after = playerStats(HISTORY.map((g) => withoutName(g, 'Ann')));
    expect(after.map((s) => s.name)).not.toContain('Ann');
    expect(after.filter((s) => s.name === 'Bob')).toEqual(stats.filter((s) => s.name === 'Bob'));
  });

  it('ranks ties to the earlier seat, as the game end does', () => {
    expect(placementsBySeat([25000, 30000, 25000, 20000])).toEqual([2, 1, 3, 4]);
  });
});

describe("a kept game's summary", () => {
  for (const preset of ['riichi', 'hungarian'])
    it(`agrees with the ${preset} game's end and its hands`, () => {
      const read = replayLog(JSON.parse(sparrowLogFile(botGame(preset, 21).log).text));
      if (!read.ok) throw new Error(read.error);
      const kept = keptGame(read.game);
      const final = read.game.final;
      expect(kept.hands).toBe(final.game.handsPlayed);
      for (const seat of SEATS) {
        const place = placeAtSeat(final, seat);
        expect(kept.scores[place]).toBe(final.game.final!.scores[seat]);
        expect(kept.facts[place].hands).toBe(final.game.handsPlayed);
      }
      // Each hand's winners and deal-ins, counted from the hands' results one by one.
      const ends = read.game.states.filter((s, i) => s.hand?.phase === 'over' && (i === 0 || read.game.states[i - 1].hand?.phase !== 'over'));
      expect(ends).toHaveLength(final.game.handsPlayed);
      const wins = ends.reduce((n, s) => n + s.hand!.result!.winners.length, 0);
      expect(kept.facts.reduce((n, x) => n + x.wins, 0)).toBe(wins);
      const dealIns = ends.reduce((n, s) => n + new Set(s.hand!.result!.winners.flatMap((w) => (w.from === null ? [] : [w.from]))).size, 0);
      expect(kept.facts.reduce((n, x) => n + x.dealIns, 0)).toBe(dealIns);
      const best = kept.placements.indexOf(1);
      expect(kept.scores[best]).toBe(Math.max(...kept.scores));
    }, 60_000);
});
