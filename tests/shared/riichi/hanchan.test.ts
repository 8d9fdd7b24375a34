/**
 * A full riichi hanchan between bots: it ends after the South round with the right uma, and its
 * tenhou.net/6 export reads back through our parser to the same log, whose tiles and scores agree
 * with the game.
 */
import { describe, expect, it } from 'vitest';
import { derivePreset, riichi } from '../../../shared/rules/presets';
import { encodeTenhou, parseTenhou, type TenhouGame } from '../../../shared/rules/riichi/logs/tenhou-format';
import { exportTenhou } from '../../../shared/rules/riichi/logs/tenhou-export';
import type { TableEvent } from '../../../shared/table/types';
import { kindOf, type Kind } from '../../../shared/tiles';
import { playHanchan, type PlayedGame } from './hanchan';

const GAMES = Number(process.env.SPARROW_RIICHI_HANCHAN ?? 2);
console.log(`riichi hanchan: ${GAMES} bot games (SPARROW_RIICHI_HANCHAN)`);

// One more game with red fives (copy 0 of each five): they export as 51–53.
const RED = derivePreset(riichi, { id: 'riichi-red', riichi: { redFives: true } });
const games: PlayedGame[] = [...Array.from({ length: GAMES }, (_, i) => playHanchan(riichi, `game-${i}`)), playHanchan(RED, 'red')];
/** The kind of a tenhou code (the export's inverse), and whether it is a red five; null for anything else. */
function fromTenhouCode(code: number): { kind: Kind; red: boolean } | null {
  if (!Number.isInteger(code)) return null;
  if (code >= 51 && code <= 53) return { kind: (code - 51) * 9 + 4, red: true };
  const suit = Math.floor(code / 10);
  const n = code % 10;
  if (suit >= 1 && suit <= 3 && n >= 1 && n <= 9) return { kind: (suit - 1) * 9 + n - 1, red: false };
  if (suit === 4 && n >= 1 && n <= 7) return { kind: 27 + n - 1, red: false };
  return null;
}
const sortedKinds = (codes: number[]) => codes.map((c) => fromTenhouCode(c)!.kind).sort((a, b) => a - b);

/** Each player's concealed tiles at the end of a hand, from the log alone. */
function concealedFromLog(log: TenhouGame, k: number): number[][] {
  const kyoku = log.kyoku[k];
  return kyoku.players.map((p) => {
    const hand = [...p.haipai];
    const remove = (t: number) => {
      const kind = fromTenhouCode(t)!.kind;
      const i = hand.findIndex((x) => fromTenhouCode(x)!.kind === kind);
      if (i < 0) throw new Error(`hand ${k}: removing a tile the player does not hold`);
      hand.splice(i, 1);
    };
    p.takes.forEach((take, i) => {
      if (take.type === 'draw') hand.push(take.tile);
      else take.own.forEach(remove);
      const d = p.discards[i];
      if (!d) return;
      if (d.type === 'discard') remove(d.tsumogiri ? (take as { tile: number }).tile : d.tile);
      else if (d.type === 'ankan') d.tiles.forEach(remove);
      else if (d.type === 'kakan') remove(d.added);
    });
    return hand;
  });
}

describe.each(games.map((g, i) => [i, g] as const))('riichi hanchan %i between bots', (_i, game) => {
  const all: TableEvent[] = game.events.flat();
  const rules = game.initial.preset.riichi!;

  it('ends after the South round; the standings add uma (and the deposits left) to the table scores', () => {
    const { final } = game;
    expect(final.game.over).toBe(true);
    expect(final.game.prevailing).toBe(1);
    expect(game.hands).toBeGreaterThanOrEqual(8);
    const raw = final.game.scores;
    expect(raw.reduce((a, b) => a + b) + final.game.riichiSticks * rules.deposit).toBe(4 * riichi.startingScore);
    const end = all.at(-1)!;
    if (end.type !== 'gameOver') throw new Error('the last event is not the end of the game');
    const order = [0, 1, 2, 3].sort((a, b) => raw[b] - raw[a] || a - b);
    const tied = new Set(raw).size < 4;
    if (!tied)
      order.forEach((seat, place) => {
        const bonus = rules.uma[place] + (place === 0 ? final.game.riichiSticks * rules.deposit : 0);
        expect(end.standings.find((s) => s.seat === seat)!.score).toBe(raw[seat] + bonus);
      });
    expect(end.standings.reduce((n, s) => n + s.score, 0)).toBe(4 * riichi.startingScore);
    expect(end.standings.map((s) => s.seat)).toEqual(order);
    // Every view carries the same final scores and each seat's uma line, for the end-of-game screen.
    expect(final.game.final!.scores).toEqual([0, 1, 2, 3].map((seat) => end.standings.find((s) => s.seat === seat)!.score));
    final.game.final!.lines.forEach((lines, seat) => {
      const added = lines.reduce((n, l) => n + Number(l.params?.points ?? 0), 0);
      expect(raw[seat] + added).toBe(final.game.final!.scores[seat]);
      expect(lines.some((l) => l.rule === 'uma')).toBe(true);
    });
  });

  it('exports to tenhou.net/6 and reads back to the same log', () => {
    const log = exportTenhou(game.initial, game.actions, { names: ['East bot', 'South bot', 'West bot', 'North bot'] });
    const text = JSON.stringify(encodeTenhou(log));
    const back = parseTenhou(text);
    expect(back).toEqual(log);
    expect(JSON.stringify(encodeTenhou(back))).toBe(text);
    expect(back.kyoku).toHaveLength(game.hands);
    const red = game.initial.preset.riichi!.redFives;
    expect(back.rule.aka).toBe(red ? 1 : 0);
    expect(/\b5[123]\b/.test(text)).toBe(red);
  });

  it("the log's tiles and scores agree with the game", () => {
    const log = parseTenhou(JSON.stringify(encodeTenhou(exportTenhou(game.initial, game.actions))));
    const ends = all.filter((e) => e.type === 'handWon' || e.type === 'exhaustiveDraw');
    expect(ends).toHaveLength(log.kyoku.length);
    log.kyoku.forEach((k, i) => {
      // Tiles: haipai + takes − discards − melds is what each player showed at the end (the winning tile aside).
      const fromLog = concealedFromLog(log, i);
      const end = ends[i] as Extract<TableEvent, { type: 'handWon' | 'exhaustiveDraw' }>;
      end.hands.forEach((tiles, seat) => {
        const p = (seat - game.initial.firstDealer + 4) % 4;
        const expected = tiles.map(kindOf).sort((a, b) => a - b);
        let got = sortedKinds(fromLog[p]);
        if (end.type === 'handWon' && k.result.kind === 'win' && k.result.wins.some((w) => w.who === p && w.from === p)) {
          const last = k.players[p].takes.at(-1)!;
          got = sortedKinds(fromLog[p].filter((_, j) => j !== fromLog[p].lastIndexOf((last as { tile: number }).tile)));
        }
        expect(got, `hand ${i}, player ${p}`).toEqual(expected);
      });
      // Scores: the next hand starts from these scores + the result − 1,000 per riichi that stood.
      const next = log.kyoku[i + 1];
      if (!next) return;
      const deltas = k.result.kind === 'win' ? k.result.wins.reduce((acc, w) => acc.map((x, j) => x + w.deltas[j]), [0, 0, 0, 0]) : (k.result.deltas ?? [0, 0, 0, 0]);
      const ronOnRiichi = (p: number) =>
        k.result.kind === 'win' && k.result.wins.some((w) => w.from === p && w.who !== p) && (k.players[p].discards.at(-1) as { riichi?: boolean }).riichi === true;
      const stood = k.players.map((pl, p) => (pl.discards.some((d) => d.type === 'discard' && d.riichi) && !ronOnRiichi(p) ? 1 : 0));
      expect(next.scores).toEqual(k.scores.map((s, p) => s + deltas[p] - stood[p] * rules.deposit));
      expect(next.sticks).toBe(k.result.kind === 'win' ? 0 : k.sticks + stood.reduce((a: number, b) => a + b, 0));
    });
  });
});
