/**
 * Plain-data types of Taiwanese 16-tile scoring: the scorer's input (a winning hand at the end of
 * play), the tái table, and the itemised result.
 */
import type { Kind, Wind } from '../../tiles';

/** How the winning tile came; `flowers` = the hand ended when the eighth bonus tile was exposed. */
export type TaiwaneseSource = 'wall' | 'replacement' | 'discard' | 'robbed-kong' | 'flowers';

interface TaiwaneseMeld {
  type: 'chow' | 'pung' | 'kong';
  kinds: Kind[];
  /** A concealed kong; every other meld was made with a claimed discard. */
  concealed: boolean;
}

/** The winner's hand as the scorer reads it. */
export interface TaiwaneseHand {
  /** Concealed playing tiles, without the winning tile. */
  concealed: Kind[];
  melds: TaiwaneseMeld[];
  /** Flowers 34–37 and seasons 38–41, numbered like the seats (East 1 … North 4). */
  bonus: Kind[];
  /** The winning tile (for `flowers`, the eighth bonus tile). */
  winning: Kind;
  source: TaiwaneseSource;
  seatWind: Wind;
  prevailingWind: Wind;
  /** The winner is the dealer (East). */
  dealer: boolean;
  /** Hands the dealer has won in a row before this one (Consecutive Win counts them). */
  dealerStreak: number;
  /** The winning tile was the last drawable tile of the wall. */
  lastTile: boolean;
  /** Won in the winner's first turn (the dealt hand, for the dealer) before anyone called or declared a kong. */
  firstTurn: boolean;
}

/** One line of the sheet: a rule of the table and the tái it adds. `rule` is the stable i18n key. */
export interface TaiLine {
  rule: string;
  tai: number;
  /** `count`: how many times a per-unit line counted (kongs, dragon triples, own flowers, streak). */
  params?: Record<string, string | number>;
}

/** An entry of a tái table: a rule id, its value, and the lines it replaces when it applies. */
export interface TaiEntry {
  rule: string;
  tai: number;
  /** Counted once per occurrence (each kong, each own flower, each dragon triple, each streak win). */
  each?: boolean;
  replaces?: readonly string[];
}

export interface TaiTable {
  id: string;
  entries: readonly TaiEntry[];
}

/** A set of the reading, with whether it is a hidden triple. */
export interface ReadSet {
  type: 'chow' | 'pung' | 'kong';
  kinds: Kind[];
  /** Declared on the table (exposed, or a concealed kong) rather than read from the concealed tiles. */
  declared: boolean;
  /** Made by claiming a discard (exposed melds), or completed by the winning discard. */
  fromDiscard: boolean;
  /** A concealed kong. */
  concealedKong: boolean;
}

/** One way of reading a winning hand. */
export interface Reading {
  shape: 'standard' | 'eightAndHalfPairs' | 'flowers';
  sets: ReadSet[];
  /** The pair of a standard hand, else null. */
  pair: Kind | null;
  /** The seven pairs of Eight and a Half Pairs. */
  pairs: Kind[];
}

export interface TaiwaneseScore {
  won: boolean;
  tai: number;
  /** Same as `tai`: the sheet's total, for views that read `total`. */
  total: number;
  lines: TaiLine[];
  /** Lines that applied but were replaced by a larger line. */
  superseded: TaiLine[];
  shape: Reading['shape'] | null;
  melds: { type: string; kinds: Kind[]; exposed: boolean }[];
}

/** Table settings of the Taiwanese preset: what a hand pays. */
export interface TaiwaneseRules {
  table: 'seed002';
  /** Paid for every won hand, whatever its tái. */
  base: number;
  /** Paid for each tái. */
  perTai: number;
}
