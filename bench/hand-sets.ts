/**
 * The hands the bench times, from fixed seeds: random 13-tile hands dealt from a shuffled wall;
 * the "hard" set (complete hands, and the same hands one tile short: mostly ready, the reference's
 * slowest case); and mixed riichi wins (ron and tsumo, every seat wind, riichi and ura, random dora,
 * seven pairs, open hands) from the differential test's generator.
 */
import { fromCounts, isComplete, toCounts } from '../shared/analysis';
import { nextInt, rngFromHex } from '../shared/random';
import type { RiichiRules } from '../shared/rules/presets';
import type { RiichiHand } from '../shared/rules/riichi/types';
import { referenceInput } from '../tests/shared/riichi/majiang';
import { randomCase, type GeneratedCase } from '../tests/shared/riichi/random-hands';
import { Majiang, majiangShoupai, type Shoupai } from './majiang';

const rng = (tag: string) => rngFromHex(tag.repeat(32).slice(0, 64));

/** `n` 13-tile hands, each the first 13 tiles of a freshly shuffled 136-tile wall. */
export function randomHands(n: number): Uint8Array[] {
  const r = rng('a1');
  const wall = Array.from({ length: 136 }, (_, i) => i >> 2);
  return Array.from({ length: n }, () => {
    for (let i = 0; i < 13; i++) {
      const j = i + nextInt(r, wall.length - i);
      [wall[i], wall[j]] = [wall[j], wall[i]];
    }
    return toCounts(wall.slice(0, 13));
  });
}

/** `n` complete 14-tile hands (four sets and a pair) and the same hands with one tile removed. */
export function hardHands(n: number): { complete: Uint8Array[]; oneShort: Uint8Array[] } {
  const r = rng('b2');
  const complete: Uint8Array[] = [];
  while (complete.length < n) {
    const kinds: number[] = [];
    for (let s = 0; s < 4; s++) {
      if (nextInt(r, 2) === 0) kinds.push(...Array(3).fill(nextInt(r, 34)));
      else {
        const start = nextInt(r, 3) * 9 + nextInt(r, 7);
        kinds.push(start, start + 1, start + 2);
      }
    }
    const pair = nextInt(r, 34);
    kinds.push(pair, pair);
    const c = toCounts(kinds);
    if (c.every((x) => x <= 4) && isComplete(c, 4)) complete.push(c);
  }
  const oneShort = complete.map((c) => {
    const out = c.slice();
    let k = nextInt(r, 34);
    while (out[k] === 0) k = (k + 1) % 34;
    out[k]--;
    return out;
  });
  return { complete, oneShort };
}

export interface ScoringCase {
  ours: RiichiHand;
  reference: { shoupai: Shoupai; rongpai: string | null; param: unknown };
}

/** `n` mixed riichi wins, each with majiang-core's arguments built beforehand (only `hule` is timed). */
export function mixedWins(n: number, rules: RiichiRules): ScoringCase[] {
  const r = rng('c3');
  const out: ScoringCase[] = [];
  while (out.length < n) {
    const c: GeneratedCase | null = randomCase(r, { redFives: rules.redFives });
    if (c) out.push({ ours: c.hand, reference: referenceInput(c, rules) });
  }
  return out;
}

/** The hard set as concealed self-drawn wins of the South seat in the East round (dora indicator East). */
export function concealedSouthTsumo(complete: readonly Uint8Array[]): ScoringCase[] {
  const param = Majiang.Util.hule_param({ zhuangfeng: 0, menfeng: 1, baopai: ['z1'] });
  return complete.map((c) => {
    const concealed = fromCounts(c);
    const ours: RiichiHand = {
      concealed,
      melds: [],
      winTile: concealed[concealed.length - 1],
      redFives: 0,
      doraIndicators: [27],
      uraIndicators: [],
      situation: { tsumo: true, seatWind: 1, prevailingWind: 0, riichi: 0, ippatsu: false, haitei: false, houtei: false, rinshan: false, chankan: false, tenhou: false, chiihou: false, renhou: false },
    };
    return { ours, reference: { shoupai: majiangShoupai(c), rongpai: null, param } };
  });
}
