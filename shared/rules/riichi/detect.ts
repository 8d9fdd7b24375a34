/**
 * What each yaku and yakuman requires, keyed by the ids of `yaku.ts`. Every test reads one
 * `Context`: a reading of the hand with a few facts computed once.
 */
import { isTerminal, isTerminalOrHonour, type Kind } from '../../tiles';
import type { Reading, ReadSet } from './reading';
import type { RiichiHand, RiichiScoringOptions } from './types';

/** Facts about the hand's tiles, the same for every reading: computed once per hand. */
export interface HandFacts {
  closed: boolean;
  /** Tiles of each kind, melds included (a kong counts four). */
  counts: Uint8Array;
  /** Suits present: bit 0 characters, 1 dots, 2 bamboo. */
  suits: number;
  honours: boolean;
  /** Every tile a terminal or honour / an honour / a terminal / green. */
  allMajor: boolean;
  allHonour: boolean;
  allTerminal: boolean;
  allGreen: boolean;
  anyMajor: boolean;
}

export interface Context {
  hand: RiichiHand;
  facts: HandFacts;
  reading: Reading;
  options: RiichiScoringOptions;
  closed: boolean;
  /** Pungs and kongs. */
  pungs: ReadSet[];
  chows: ReadSet[];
  /** A pung or kong of each kind (1) or not (0). */
  pungAt: Uint8Array;
  /** Chows by their lowest kind. */
  chowAt: Uint8Array;
  /** Concealed pungs and kongs (a pung completed by ron is not concealed). */
  concealedPungs: number;
  kongs: number;
}

const WHITE = 31;
const GREEN = 32;
const RED = 33;
const GREEN_KINDS = [19, 20, 21, 23, 25, GREEN];

// Per kind: 1 terminal, 2 honour, 4 green (lookup tables, read once per tile).
const TERMINAL_BIT = 1;
const HONOUR_BIT = 2;
const GREEN_BIT = 4;
const KIND_BITS = Uint8Array.from({ length: 34 }, (_, k) => (isTerminal(k) ? TERMINAL_BIT : 0) | (k >= 27 ? HONOUR_BIT : 0) | (GREEN_KINDS.includes(k) ? GREEN_BIT : 0));

export function handFacts(hand: RiichiHand): HandFacts {
  const counts = new Uint8Array(34);
  const { concealed, melds } = hand;
  for (let i = 0; i < concealed.length; i++) counts[concealed[i]]++;
  let closed = true;
  for (let j = 0; j < melds.length; j++) {
    const m = melds[j];
    if (!m.concealed) closed = false;
    for (let i = 0; i < m.kinds.length; i++) counts[m.kinds[i]]++;
  }
  let suits = 0;
  // AND and OR of every kind's bits.
  let all = TERMINAL_BIT | HONOUR_BIT | GREEN_BIT;
  let any = 0;
  let allMajor = true;
  for (let k = 0; k < 34; k++) {
    if (!counts[k]) continue;
    const bits = KIND_BITS[k];
    if (k < 27) suits |= 1 << ((k / 9) | 0);
    all &= bits;
    any |= bits;
    if (!(bits & (TERMINAL_BIT | HONOUR_BIT))) allMajor = false;
  }
  return {
    closed,
    counts,
    suits,
    honours: (any & HONOUR_BIT) !== 0,
    allMajor,
    allHonour: (all & HONOUR_BIT) !== 0,
    allTerminal: (all & TERMINAL_BIT) !== 0,
    allGreen: (all & GREEN_BIT) !== 0,
    anyMajor: (any & (TERMINAL_BIT | HONOUR_BIT)) !== 0,
  };
}

export function context(hand: RiichiHand, reading: Reading, options: RiichiScoringOptions, facts: HandFacts = handFacts(hand)): Context {
  const pungs: ReadSet[] = [];
  const chows: ReadSet[] = [];
  const pungAt = new Uint8Array(34);
  const chowAt = new Uint8Array(27);
  let concealedPungs = 0;
  let kongs = 0;
  for (let i = 0; i < reading.sets.length; i++) {
    const set = reading.sets[i];
    if (set.chow) {
      chows.push(set);
      chowAt[set.kind]++;
      continue;
    }
    pungs.push(set);
    pungAt[set.kind] = 1;
    if (set.concealedPung) concealedPungs++;
    if (set.kong) kongs++;
  }
  return { hand, facts, reading, options, closed: facts.closed, pungs, chows, pungAt, chowAt, concealedPungs, kongs };
}

const standard = (c: Context) => c.reading.form === 'standard';
const hasPung = (c: Context, k: Kind) => c.pungAt[k] === 1;
const setHasMajor = (s: ReadSet) => (s.chow ? isTerminal(s.kind) || isTerminal(s.kind + 2) : isTerminalOrHonour(s.kind));
const oneSuit = (c: Context) => c.facts.suits === 1 || c.facts.suits === 2 || c.facts.suits === 4;
const pairIsValueTile = (c: Context, k: Kind) =>
  k >= WHITE || k === 27 + c.hand.situation.seatWind || k === 27 + c.hand.situation.prevailingWind;

function peikou(c: Context): number {
  if (!c.closed || !standard(c) || c.chows.length < 2) return 0;
  let n = 0;
  for (const s of c.chows) if (c.chowAt[s.kind] >= 2) n++;
  // Each chow of a doubled kind was counted once per copy: 2 copies → 2, 4 copies → 4.
  return n >> 1;
}

function allSetsMajor(c: Context): boolean {
  return standard(c) && isTerminalOrHonour(c.reading.pairs[0]) && c.reading.sets.every(setHasMajor);
}

/** Pungs and kongs of the kinds from `first` to `last`. */
function pungsAmong(c: Context, first: Kind, last: Kind): number {
  let n = 0;
  for (let k = first; k <= last; k++) n += c.pungAt[k];
  return n;
}

const straightAt = (c: Context, suit: Kind) => c.chowAt[suit] > 0 && c.chowAt[suit + 3] > 0 && c.chowAt[suit + 6] > 0;

function threeSuits(at: ArrayLike<number>): boolean {
  for (let r = 0; r < 9; r++) if (at[r] && at[9 + r] && at[18 + r]) return true;
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
  tanyao: (c) => (c.closed || c.options.openTanyao) && !c.facts.anyMajor,
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
  sanshokuDoujun: (c) => c.chows.length >= 3 && threeSuits(c.chowAt),
  ittsu: (c) => c.chows.length >= 3 && (straightAt(c, 0) || straightAt(c, 9) || straightAt(c, 18)),
  chanta: (c) => c.chows.length > 0 && c.facts.honours && allSetsMajor(c),
  toitoi: (c) => standard(c) && c.pungs.length === 4,
  sanankou: (c) => c.concealedPungs === 3,
  sanshokuDoukou: (c) => c.pungs.length >= 3 && threeSuits(c.pungAt),
  sankantsu: (c) => c.kongs === 3,
  honroutou: (c) => c.reading.form !== 'kokushi' && c.facts.allMajor && c.chows.length === 0 && c.facts.honours,
  shousangen: (c) => standard(c) && pungsAmong(c, WHITE, RED) === 2 && c.reading.pairs[0] >= WHITE,
  ryanpeikou: (c) => peikou(c) === 2,
  honitsu: (c) => oneSuit(c) && c.facts.honours,
  junchan: (c) => c.chows.length > 0 && !c.facts.honours && allSetsMajor(c),
  chinitsu: (c) => oneSuit(c) && !c.facts.honours,
};

/** One suit, closed, 1112345678999 plus one tile: returns the extra kind or -1. */
function nineGatesExtra(c: Context): Kind {
  if (c.hand.melds.length > 0 || c.reading.form !== 'standard' || !oneSuit(c) || c.facts.honours) return -1;
  const base = c.facts.suits === 1 ? 0 : c.facts.suits === 2 ? 9 : 18;
  const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
  let extra = -1;
  for (let r = 0; r < 9; r++) {
    const d = c.facts.counts[base + r] - need[r];
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
  daisangen: (c) => pungsAmong(c, WHITE, RED) === 3,
  shousuushii: (c) => standard(c) && pungsAmong(c, 27, 30) === 3 && c.reading.pairs[0] >= 27 && c.reading.pairs[0] <= 30,
  daisuushii: (c) => pungsAmong(c, 27, 30) === 4,
  tsuuiisou: (c) => c.facts.allHonour,
  chinroutou: (c) => standard(c) && c.facts.allTerminal,
  ryuuiisou: (c) => c.facts.allGreen,
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
