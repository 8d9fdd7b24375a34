/**
 * What each yaku and yakuman requires, keyed by the ids of `yaku.ts`. Every test reads one
 * `Context`: a reading of the hand with a few facts computed once.
 */
import { isHonour, isTerminal, isTerminalOrHonour, type Kind } from '../../tiles';
import type { Reading, ReadSet } from './reading';
import type { RiichiHand, RiichiScoringOptions } from './types';

export interface Context {
  hand: RiichiHand;
  reading: Reading;
  options: RiichiScoringOptions;
  closed: boolean;
  /** Every kind in the hand (melds included), once each. */
  kinds: Kind[];
  /** Pungs and kongs. */
  pungs: ReadSet[];
  chows: ReadSet[];
  /** Concealed pungs and kongs (a pung completed by ron is not concealed). */
  concealedPungs: number;
  kongs: number;
}

const WHITE = 31;
const GREEN = 32;
const RED = 33;
const GREEN_KINDS = new Set([19, 20, 21, 23, 25, GREEN]);

export function context(hand: RiichiHand, reading: Reading, options: RiichiScoringOptions): Context {
  const seen = new Set<Kind>(hand.concealed);
  for (const m of hand.melds) for (const k of m.kinds) seen.add(k);
  const pungs = reading.sets.filter((s) => !s.chow);
  return {
    hand,
    reading,
    options,
    closed: hand.melds.every((m) => m.concealed),
    kinds: [...seen],
    pungs,
    chows: reading.sets.filter((s) => s.chow),
    concealedPungs: pungs.filter((s) => s.concealedPung).length,
    kongs: pungs.filter((s) => s.kong).length,
  };
}

const standard = (c: Context) => c.reading.form === 'standard';
const hasPung = (c: Context, k: Kind) => c.pungs.some((s) => s.kind === k);
const setHasMajor = (s: ReadSet) => (s.chow ? isTerminal(s.kind) || isTerminal(s.kind + 2) : isTerminalOrHonour(s.kind));
const suitsOf = (c: Context) => new Set(c.kinds.filter((k) => k < 27).map((k) => Math.floor(k / 9)));
const hasHonour = (c: Context) => c.kinds.some(isHonour);
const pairIsValueTile = (c: Context, k: Kind) =>
  k >= WHITE || k === 27 + c.hand.situation.seatWind || k === 27 + c.hand.situation.prevailingWind;

/** Chows counted by their lowest kind. */
function chowCounts(c: Context): Map<Kind, number> {
  const m = new Map<Kind, number>();
  for (const s of c.chows) m.set(s.kind, (m.get(s.kind) ?? 0) + 1);
  return m;
}

function peikou(c: Context): number {
  if (!c.closed || !standard(c)) return 0;
  let n = 0;
  for (const v of chowCounts(c).values()) n += v >> 1;
  return n;
}

function allSetsMajor(c: Context): boolean {
  return standard(c) && c.reading.sets.every(setHasMajor) && isTerminalOrHonour(c.reading.pairs[0]);
}

function threeSuits(sets: ReadSet[]): boolean {
  for (let r = 0; r < 9; r++) if ([0, 1, 2].every((s) => sets.some((x) => x.kind === s * 9 + r))) return true;
  return false;
}

/** Ordinary yaku: true when the hand has it. */
export const YAKU_TESTS: Record<string, (c: Context) => boolean> = {
  riichi: (c) => c.hand.situation.riichi === 1,
  doubleRiichi: (c) => c.hand.situation.riichi === 2,
  ippatsu: (c) => c.hand.situation.riichi > 0 && c.hand.situation.ippatsu,
  menzenTsumo: (c) => c.closed && c.hand.situation.tsumo,
  pinfu: (c) =>
    c.closed && standard(c) && c.chows.length === 4 && c.reading.wait === 'ryanmen' && !pairIsValueTile(c, c.reading.pairs[0]),
  tanyao: (c) => (c.closed || c.options.openTanyao) && !c.kinds.some(isTerminalOrHonour),
  iipeikou: (c) => peikou(c) === 1,
  haitei: (c) => c.hand.situation.haitei,
  houtei: (c) => c.hand.situation.houtei,
  rinshan: (c) => c.hand.situation.rinshan,
  chankan: (c) => c.hand.situation.chankan,
  yakuhaiWhite: (c) => hasPung(c, WHITE),
  yakuhaiGreen: (c) => hasPung(c, GREEN),
  yakuhaiRed: (c) => hasPung(c, RED),
  seatWind: (c) => hasPung(c, 27 + c.hand.situation.seatWind),
  prevailingWind: (c) => hasPung(c, 27 + c.hand.situation.prevailingWind),
  chiitoitsu: (c) => c.reading.form === 'sevenPairs',
  sanshokuDoujun: (c) => threeSuits(c.chows),
  ittsu: (c) => [0, 9, 18].some((s) => [0, 3, 6].every((r) => c.chows.some((x) => x.kind === s + r))),
  chanta: (c) => allSetsMajor(c) && c.chows.length > 0 && hasHonour(c),
  toitoi: (c) => standard(c) && c.pungs.length === 4,
  sanankou: (c) => c.concealedPungs === 3,
  sanshokuDoukou: (c) => threeSuits(c.pungs.filter((s) => s.kind < 27)),
  sankantsu: (c) => c.kongs === 3,
  honroutou: (c) => c.reading.form !== 'kokushi' && c.kinds.every(isTerminalOrHonour) && c.chows.length === 0 && hasHonour(c),
  shousangen: (c) => standard(c) && [WHITE, GREEN, RED].filter((k) => hasPung(c, k)).length === 2 && c.reading.pairs[0] >= WHITE,
  ryanpeikou: (c) => peikou(c) === 2,
  honitsu: (c) => suitsOf(c).size === 1 && hasHonour(c),
  junchan: (c) => allSetsMajor(c) && c.chows.length > 0 && !hasHonour(c),
  chinitsu: (c) => suitsOf(c).size === 1 && !hasHonour(c),
};

/** One suit, closed, 1112345678999 plus one tile: returns the extra kind or -1. */
function nineGatesExtra(c: Context): Kind {
  const h = c.hand;
  if (h.melds.length > 0 || c.reading.form !== 'standard') return -1;
  const suits = suitsOf(c);
  if (suits.size !== 1 || hasHonour(c)) return -1;
  const base = [...suits][0] * 9;
  const n = new Array<number>(9).fill(0);
  for (const k of h.concealed) n[k - base]++;
  const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
  let extra = -1;
  for (let r = 0; r < 9; r++) {
    const d = n[r] - need[r];
    if (d < 0 || d > 1) return -1;
    if (d === 1) extra = base + r;
  }
  return extra;
}

/** Yakuman: true when the hand has it. The double variants are tested only where they apply. */
export const YAKUMAN_TESTS: Record<string, (c: Context) => boolean> = {
  tenhou: (c) => c.hand.situation.tenhou,
  chiihou: (c) => c.hand.situation.chiihou,
  renhou: (c) => c.hand.situation.renhou && c.options.renhou === 'yakuman',
  kokushi: (c) => c.reading.wait === 'kokushi',
  kokushi13: (c) => c.reading.wait === 'kokushi13',
  suuankou: (c) => c.concealedPungs === 4 && c.reading.wait !== 'tanki',
  suuankouTanki: (c) => c.concealedPungs === 4 && c.reading.wait === 'tanki',
  daisangen: (c) => [WHITE, GREEN, RED].every((k) => hasPung(c, k)),
  shousuushii: (c) => standard(c) && [27, 28, 29, 30].filter((k) => hasPung(c, k)).length === 3 && c.reading.pairs[0] >= 27 && c.reading.pairs[0] <= 30,
  daisuushii: (c) => [27, 28, 29, 30].every((k) => hasPung(c, k)),
  tsuuiisou: (c) => c.kinds.every(isHonour),
  chinroutou: (c) => standard(c) && c.kinds.every(isTerminal),
  ryuuiisou: (c) => c.kinds.every((k) => GREEN_KINDS.has(k)),
  chuuren: (c) => {
    const extra = nineGatesExtra(c);
    return extra >= 0 && extra !== c.hand.winTile;
  },
  junseiChuuren: (c) => {
    const extra = nineGatesExtra(c);
    return extra >= 0 && extra === c.hand.winTile;
  },
  suukantsu: (c) => c.kongs === 4,
};
