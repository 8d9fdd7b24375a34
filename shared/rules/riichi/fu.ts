/**
 * Fu (minipoints) of a reading, itemised: 20 to start; 10 for a closed hand won on a discard;
 * 2 for tsumo (not with pinfu); pairs of value tiles; pungs and kongs by kind and concealment;
 * 2 for a closed, edge or pair wait; an open hand that would score 20 scores 30. Rounded up to 10.
 * Seven pairs: 25, not rounded.
 */
import { formatTiles } from '../../notation';
import { isTerminalOrHonour, type Kind } from '../../tiles';
import type { Context } from './detect';
import type { ScoreLine } from './types';

export interface FuResult {
  fu: number;
  lines: ScoreLine[];
  /** No fu beyond the 20 base: with a closed hand this is the shape pinfu needs. */
  flat: boolean;
}

// The tile text of a pair, pung or kong of each kind, written once (every reading's fu lines name them).
const sameTiles = (n: number) => Array.from({ length: 34 }, (_, k) => formatTiles(new Array<Kind>(n).fill(k)));
const PAIR_TEXT = sameTiles(2);
const PUNG_TEXT = sameTiles(3);
const KONG_TEXT = sameTiles(4);

function pairFu(c: Context, k: Kind): number {
  const { seatWind, prevailingWind } = c.hand.situation;
  if (k >= 31) return 2;
  const seat = k === 27 + seatWind;
  const prevailing = k === 27 + prevailingWind;
  if (seat && prevailing) return c.options.doubleWindPairFu;
  return seat || prevailing ? 2 : 0;
}

export function fuOf(c: Context, pinfu: boolean): FuResult {
  const { reading } = c;
  const tsumo = c.hand.situation.tsumo;
  if (reading.form === 'sevenPairs') return { fu: 25, lines: [{ rule: 'fuSevenPairs', fu: 25 }], flat: false };
  const lines: ScoreLine[] = [{ rule: 'fuBase', fu: 20 }];
  let extra = 0;
  for (let i = 0; i < reading.sets.length; i++) {
    const s = reading.sets[i];
    if (s.chow) continue;
    let fu = 2;
    if (isTerminalOrHonour(s.kind)) fu *= 2;
    if (s.concealedPung) fu *= 2;
    if (s.kong) fu *= 4;
    extra += fu;
    lines.push({
      rule: s.kong ? (s.concealedPung ? 'fuConcealedKong' : 'fuOpenKong') : s.concealedPung ? 'fuConcealedPung' : 'fuOpenPung',
      fu,
      params: { tiles: (s.kong ? KONG_TEXT : PUNG_TEXT)[s.kind] },
    });
  }
  const pair = reading.pairs[0];
  const pf = pairFu(c, pair);
  if (pf) {
    extra += pf;
    lines.push({ rule: 'fuValuePair', fu: pf, params: { tiles: PAIR_TEXT[pair] } });
  }
  if (reading.wait === 'kanchan' || reading.wait === 'penchan' || reading.wait === 'tanki') {
    extra += 2;
    lines.push({ rule: 'fuWait', fu: 2, params: { wait: reading.wait } });
  }
  const flat = extra === 0;
  let total = 20 + extra;
  if (tsumo) {
    if (!pinfu) {
      total += 2;
      lines.push({ rule: 'fuTsumo', fu: 2 });
    }
  } else if (c.closed) {
    total += 10;
    lines.push({ rule: 'fuClosedRon', fu: 10 });
  } else if (flat) {
    total += 10;
    lines.push({ rule: 'fuOpenPinfu', fu: 10 });
  }
  return { fu: Math.ceil(total / 10) * 10, lines, flat };
}
