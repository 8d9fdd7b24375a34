/**
 * Plain-data types of riichi scoring: the scorer's input (a won hand and its situation), the
 * scoring options taken from the preset, and the itemised result.
 */
import type { Kind, Wind } from '../../tiles';

/** A declared set. A concealed kong keeps the hand closed; every other meld opens it. */
export interface RiichiMeld {
  type: 'chow' | 'pung' | 'kong';
  kinds: Kind[];
  concealed: boolean;
}

/** How the hand was won, beyond its tiles. */
export interface RiichiSituation {
  /** Self-drawn (tsumo) or on another player's tile (ron). */
  tsumo: boolean;
  seatWind: Wind;
  prevailingWind: Wind;
  /** 0 no riichi, 1 riichi, 2 double riichi. */
  riichi: 0 | 1 | 2;
  ippatsu: boolean;
  /** Tsumo on the last tile of the live wall. */
  haitei: boolean;
  /** Ron on the last discard. */
  houtei: boolean;
  /** Tsumo on a kong's replacement tile. */
  rinshan: boolean;
  /** Ron on a tile added to a pung. */
  chankan: boolean;
  /** Dealer's tsumo on the dealt hand. */
  tenhou: boolean;
  /** Non-dealer's tsumo on the first draw, nobody having called. */
  chiihou: boolean;
  /** Non-dealer's ron before the first own draw, nobody having called. */
  renhou: boolean;
}

/** A won hand as the scorer reads it. */
export interface RiichiHand {
  /** Concealed tiles including the winning tile (14 minus 3 per meld). */
  concealed: Kind[];
  melds: RiichiMeld[];
  /** The winning tile (also in `concealed`). */
  winTile: Kind;
  /** Red fives among all the hand's tiles (melds included). */
  redFives: number;
  /** Dora indicators turned over (kan dora included), and the ura indicators under them. */
  doraIndicators: Kind[];
  uraIndicators: Kind[];
  situation: RiichiSituation;
}

/** The preset values the scorer needs (a subset of `RiichiRules`). */
export interface RiichiScoringOptions {
  openTanyao: boolean;
  kiriageMangan: boolean;
  kazoeYakuman: boolean;
  doubleYakuman: boolean;
  yakumanCombine: boolean;
  renhou: 'mangan' | 'yakuman' | 'none';
  doubleWindPairFu: 2 | 4;
  pao: readonly string[];
}

/** One line of a score sheet. `rule` is a stable id, also the i18n key suffix (see labels.en.ts). */
export interface ScoreLine {
  rule: string;
  han?: number;
  /** Yakuman count of this line (1, or 2 for a double yakuman). */
  yakuman?: number;
  fu?: number;
  params?: Record<string, string | number>;
}

export type LimitName = 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'yakuman' | 'kazoeYakuman';

export type WaitShape = 'ryanmen' | 'kanchan' | 'penchan' | 'shanpon' | 'tanki' | 'kokushi' | 'kokushi13' | 'chuuren' | 'chuuren9';

export interface RiichiScore {
  /** The hand has a yaku (dora alone are not enough). */
  won: boolean;
  han: number;
  /** Fu after rounding (25 for seven pairs); 0 for a yakuman. */
  fu: number;
  /** Yakuman multiple, 0 for an ordinary hand. */
  yakuman: number;
  limit: LimitName | null;
  /** Base points: fu × 2^(han+2), or the limit's value. */
  basePoints: number;
  /** Yaku and dora lines (han), or the yakuman lines. */
  lines: ScoreLine[];
  /** The fu breakdown before rounding. */
  fuLines: ScoreLine[];
  wait: WaitShape;
  /** The yakuman line whose last set makes a player liable, with that set's index in `melds`. */
  liability: { rule: string; meld: number; yakuman: number } | null;
}
