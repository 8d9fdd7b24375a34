/**
 * Opening a damaged or foreign game log: every kind of bad input gets a clear error naming the
 * problem (the hand and the step where the log has them), never a crash, never a game replayed
 * otherwise than the log says. Logs are Sparrow's own random games written as tenhou.net/6 and as
 * mjai events, then spoilt one way each.
 */
import { describe, expect, it } from 'vitest';
import { openLogs } from '../../../shared/history/open-log';
import { presetById } from '../../../shared/rules/presets';
import { mjaiLog } from '../../../shared/rules/riichi/logs/mjai-writer';
import { exportTenhou } from '../../../shared/rules/riichi/logs/tenhou-export';
import { encodeTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { playRandomGame } from '../table/random-play';

type Event = Record<string, unknown> & { type: string };
type Tenhou = { title: string[]; log: unknown[][] };

const game = playRandomGame(presetById('riichi'), 3, 4);
const redGame = playRandomGame(presetById('riichi+redFives=true'), 3, 4);
const events = (g = game) => structuredClone(mjaiLog(g.initial, g.actions)) as Event[];
const lines = (es: unknown[]) => es.map((e) => JSON.stringify(e)).join('\n') + '\n';
const tenhou = () => structuredClone(encodeTenhou(exportTenhou(game.initial, game.actions))) as Tenhou;

/** The error opening `text` gives (it must not open, nor throw). */
function refused(text: string): string {
  const r = openLogs(text);
  if (r.ok) throw new Error('opened');
  return r.error;
}
const nth = (es: Event[], type: string, n = 0) => es.filter((e) => e.type === type)[n];

describe('a log that does not start a game Sparrow can play', () => {
  it('a tenhou log of one hand from the middle of a game (scores not a starting score): the hand and its scores', () => {
    const t = tenhou();
    t.title = ['', ''];
    t.log = [t.log[1]];
    expect(refused(JSON.stringify(t))).toMatch(/^hand 1: the log does not start a game .*East 2.*28700\/29300\/29300\/32700/);
  });

  it('an mjai log starting at 25,500 each: the scores', () => {
    const es = events();
    delete es[0].rules;
    for (const e of es) if (e.type === 'start_kyoku') e.scores = [25500, 25500, 25500, 25500];
    expect(refused(lines(es))).toMatch(/^hand 1: the log does not start a game .*25500\/25500\/25500\/25500/);
  });
});

describe('mjai events that are not what the protocol says', () => {
  it('an actor out of range', () => {
    const es = events();
    nth(es, 'dahai', 3).actor = 4;
    expect(refused(lines(es))).toMatch(/^hand 1, step \d+: line \d+: dahai: actor is 0, 1, 2 or 3 \(not 4\)$/);
  });

  it('a start_kyoku without scores', () => {
    const es = events();
    delete nth(es, 'start_kyoku', 1).scores;
    expect(refused(lines(es))).toMatch(/^hand 2: line \d+: start_kyoku: scores are four numbers$/);
  });

  it('a call without consumed tiles; a start_kyoku without tehais', () => {
    const es = events();
    delete nth(es, 'pon').consumed;
    expect(refused(lines(es))).toMatch(/^hand 1, step \d+: line \d+: pon: consumed is 2 tiles$/);
    const again = events();
    delete nth(again, 'start_kyoku').tehais;
    expect(refused(lines(again))).toMatch(/^hand 1: line 2: start_kyoku: tehais are four hands of 13 tiles$/);
  });

  it('three tehais, or a tehai of 12 or 14 tiles', () => {
    for (const spoil of [(t: string[][]) => t.pop(), (t: string[][]) => t[1].pop(), (t: string[][]) => t[1].push('1m')]) {
      const es = events();
      spoil(nth(es, 'start_kyoku').tehais as string[][]);
      expect(refused(lines(es))).toMatch(/^hand 1: line 2: start_kyoku: tehais are four hands of 13 tiles$/);
    }
  });
});

describe('mjai events that disagree with the game', () => {
  it('a tsumogiri discard of another tile than the one drawn', () => {
    const es = events();
    const d = es.find((e) => e.type === 'dahai' && e.tsumogiri)!;
    d.pai = d.pai === 'C' ? 'F' : 'C';
    expect(refused(lines(es))).toMatch(/^hand 1, step \d+: player \d discards \d+ as the tile just drawn; the tile drawn is \d+$/);
  });

  it("a chi of another tile than the last discard; a pon from another player than the discard's", () => {
    const es = events();
    const chi = nth(es, 'chi');
    const was = chi.pai as string;
    chi.pai = was === '9p' ? '1p' : '9p';
    expect(refused(lines(es))).toMatch(/^hand 3, step \d+: player \d's chi of \d+ from player \d: the last discard is player \d's \d+$/);
    const again = events();
    const pon = nth(again, 'pon');
    pon.target = ((pon.target as number) + 1) % 4 === pon.actor ? ((pon.target as number) + 2) % 4 : ((pon.target as number) + 1) % 4;
    expect(refused(lines(again))).toMatch(/^hand 1, step \d+: player \d's pon of \d+ from player \d: the last discard is player \d's \d+$/);
  });


  it("a ron on another player's tile than the last discard", () => {
    const es = events(redGame);
    const ron = es.find((e) => e.type === 'hora' && e.actor !== e.target)!;
    ron.target = [0, 1, 2, 3].find((p) => p !== ron.actor && p !== ron.target);
    expect(refused(lines(es))).toMatch(/^hand 1, step \d+: player 1's ron on player 2's tile: the last discard is player 0's$/);
  });
});

describe('red fives of an mjai log without aka_flag', () => {
  it('are what its tiles show', () => {
    for (const [g, red] of [
      [game, false],
      [redGame, true],
    ] as const) {
      const es = events(g);
      delete es[0].aka_flag;
      delete es[0].rules;
      const r = openLogs(lines(es));
      if (!r.ok) throw new Error(r.error);
      expect(r.games[0].log.preset.includes('redFives=true')).toBe(red);
    }
  });
});

describe('a truncated mjai log', () => {
  it('the hand that lacks its end_kyoku or its start_kyoku is named', () => {
    const noEnd = events();
    noEnd.splice(noEnd.map((e) => e.type).lastIndexOf('end_kyoku'), 1);
    expect(refused(lines(noEnd))).toMatch(/^hand 4: the log ends before this hand's end_kyoku$/);
    const noLastStart = events();
    noLastStart.splice(noLastStart.map((e) => e.type).lastIndexOf('start_kyoku'), 1);
    expect(refused(lines(noLastStart))).toMatch(/^hand 4: line \d+: tsumo before this hand's start_kyoku$/);
    const noFirstStart = events();
    noFirstStart.splice(noFirstStart.map((e) => e.type).indexOf('start_kyoku'), 1);
    expect(refused(lines(noFirstStart))).toMatch(/^hand 1: line 2: tsumo before this hand's start_kyoku$/);
    const noMiddleEnd = events();
    noMiddleEnd.splice(noMiddleEnd.map((e) => e.type).indexOf('end_kyoku'), 1);
    expect(refused(lines(noMiddleEnd))).toMatch(/^hand 1: line \d+: start_kyoku before this hand's end_kyoku$/);
  });
});

describe('files Sparrow does not open whole', () => {
  it('more games than a file opens: refused, not cut', () => {
    const g = { title: ['', ''], name: ['a', 'b', 'c', 'd'], rule: { disp: '般南喰', aka: 0 }, log: [] };
    expect(refused(JSON.stringify(Array(501).fill(g)))).toBe('this file holds 501 games; Sparrow opens at most 500 from one file');
  });

  it('a tenhou log of more hands than Sparrow opens', () => {
    const t = tenhou();
    t.log = Array(201).fill(t.log[0]);
    expect(refused(JSON.stringify(t))).toBe('this tenhou.net/6 log has 201 hands; Sparrow opens a game of at most 200');
  });

  it('a JSON array of mjai events with one that is not: that one', () => {
    expect(refused(JSON.stringify([...events(), 5]))).toMatch(/^not a log Sparrow can open \(event \d+ is not an mjai event\)/);
  });

  it('mjai lines ended by carriage returns alone open as any', () => {
    const r = openLogs(lines(events()).replace(/\n/g, '\r'));
    if (!r.ok) throw new Error(r.error);
    expect(r.games[0].source).toBe('mjai');
  });

  it('an mjai log of more hands than Sparrow opens: the first too many', () => {
    const es = events();
    const hand = es.slice(es.findIndex((e) => e.type === 'start_kyoku'), es.findIndex((e) => e.type === 'end_kyoku') + 1);
    expect(refused(lines([es[0], ...Array.from({ length: 201 }, () => hand).flat()]))).toMatch(/^hand 201: line \d+: this log has more hands than Sparrow opens in a game \(at most 200\)$/);
  });

  it('a byte-order mark before a tenhou log; a tenhou log cut short is not valid JSON', () => {
    const text = JSON.stringify(tenhou());
    const r = openLogs(`\uFEFF${text}`);
    if (!r.ok) throw new Error(r.error);
    expect(r.games[0].source).toBe('tenhou');
    expect(refused(text.slice(0, 500))).toMatch(/^this file is not valid JSON \(.+\)$/);
    expect(refused(JSON.stringify(tenhou(), null, 1).slice(0, 500))).toMatch(/^this file is not valid JSON \(.+\)$/);
  });
});
