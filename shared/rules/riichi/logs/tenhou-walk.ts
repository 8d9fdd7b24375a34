/**
 * One hand of a tenhou.net/6 log as the sequence in which it was played. The log keeps each
 * player's takes and discards apart; the order follows from the rules: the dealer takes first;
 * after a discard, the player whose next take calls that tile (a pon or kan before a chi) takes
 * next, otherwise the next player draws; after a kan the same player takes a replacement tile.
 * Players are numbered as in the log (0 is the first East).
 */
import type { DiscardItem, From, TenhouKyoku } from './tenhou-format';

export type WalkStep =
  | { k: 'draw'; p: number; code: number }
  | { k: 'replacement'; p: number; code: number }
  | { k: 'discard'; p: number; code: number; tsumogiri: boolean; riichi: boolean }
  | { k: 'ankan'; p: number; code: number }
  | { k: 'kakan'; p: number; code: number }
  | { k: 'call'; p: number; type: 'chi' | 'pon' | 'daiminkan'; from: number; called: number; own: number[] }
  /** The hand's end as the log's result says: a win on the last tile taken or discarded, or a draw. */
  | { k: 'end' };

export class WalkError extends Error {
  override name = 'WalkError';
}

/** The steps of `kyoku` in the order they were played; throws `WalkError` where the log cannot be followed. */
export function walkKyoku(kyoku: TenhouKyoku): WalkStep[] {
  const takes = kyoku.players.map((p) => [...p.takes]);
  const discards = kyoku.players.map((p) => [...p.discards]);
  const steps: WalkStep[] = [];
  const fail = (message: string): never => {
    throw new WalkError(`step ${steps.length + 1}: ${message}`);
  };
  const source = (caller: number, from: From) => (caller + from) % 4;
  let p = kyoku.round % 4;
  let drawn: number | null = null;

  const take = (kind: 'draw' | 'replacement'): void => {
    const t = takes[p].shift();
    if (t === undefined) fail(`player ${p} should take a tile and the log has none`);
    if (t!.type !== 'draw') fail(`player ${p} should draw, and the log calls`);
    drawn = (t as { tile: number }).tile;
    steps.push({ k: kind, p, code: drawn });
  };

  take('draw');
  for (let guard = 0; guard < 1000; guard++) {
    const d: DiscardItem | undefined = discards[p].shift();
    if (d === undefined) {
      // Nothing more to discard: a win on the tile taken (or a draw of nine terminals).
      steps.push({ k: 'end' });
      return steps;
    }
    if (d.type === 'ankan' || d.type === 'kakan') {
      steps.push({ k: d.type, p, code: d.type === 'ankan' ? d.tiles[3] : d.added });
      // A robbed added kan ends the hand here: nobody takes a replacement.
      if (d.type === 'kakan' && takes[p].length === 0 && discards[p].length === 0) {
        steps.push({ k: 'end' });
        return steps;
      }
      take('replacement');
      continue;
    }
    if (d.type === 'none') fail(`player ${p} has a placeholder where a discard should be`);
    if (d.type !== 'discard') return fail('unreachable');
    const code = d.tsumogiri ? (drawn ?? fail(`player ${p} discards the tile just drawn, but drew none`)) : d.tile;
    steps.push({ k: 'discard', p, code, tsumogiri: d.tsumogiri, riichi: d.riichi });
    drawn = null;
    const discarder = p;
    // Who takes this tile: a pon or kan first, then a chi (only the next player may chi).
    const callers = [1, 2, 3]
      .map((o) => (discarder + o) % 4)
      .filter((q) => {
        const t = takes[q][0];
        return t && t.type !== 'draw' && source(q, t.from) === discarder && sameTile(t.called, code);
      });
    const caller = callers.find((q) => takes[q][0].type !== 'chi') ?? callers[0];
    if (caller !== undefined) {
      const t = takes[caller].shift() as Exclude<(typeof takes)[number][number], { type: 'draw' }>;
      steps.push({ k: 'call', p: caller, type: t.type, from: discarder, called: t.called, own: t.own });
      p = caller;
      if (t.type === 'daiminkan') {
        if (discards[p][0]?.type === 'none') discards[p].shift();
        take('replacement');
      }
      continue;
    }
    const next = (discarder + 1) % 4;
    if (takes.every((t) => t.length === 0)) {
      // Nobody takes again: a win on this discard, or the wall is empty.
      steps.push({ k: 'end' });
      return steps;
    }
    p = next;
    take('draw');
  }
  return fail('the hand does not end');
}

/** Two tile codes of the same kind (a red five and a five alike). */
export function sameTile(a: number, b: number): boolean {
  const norm = (c: number) => (c >= 51 ? 10 * (c - 50) + 5 : c);
  return norm(a) === norm(b);
}
