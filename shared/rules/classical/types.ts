/**
 * Plain-data types of classical scoring: the scorer's input (a hand at the end of play), the rule
 * tables, and the itemised result.
 */
import type { Kind, Wind } from '../../tiles';

/** How the last tile came to the hand. */
export type LastTileSource =
  | 'wall' // drawn from the live wall
  | 'discard' // claimed from a discard
  | 'lastWallTile' // the last tile of the live wall
  | 'lastDiscard' // the discard of the last tile of the live wall
  | 'replacement' // loose tile, after a kong or a bonus tile
  | 'robbedKong' // taken from a kong another player was declaring
  | 'firstTile'; // East's dealt fourteenth tile, or (others) East's first discard

/**
 * A meld laid on the table. Kongs may be concealed (declared from the hand) or `claimed`: made by
 * claiming a discard for a concealed pung, which scores as exposed but keeps the hand concealed.
 * Pairs, singles and knitted tiles appear only when a scoring tool lays them open (e.g. the pair
 * completed by a discard for Mah-Jong). A non-kong meld with `exposed: false` is treated as
 * concealed tiles.
 */
export interface ClassicalMeld {
  type: 'chow' | 'pung' | 'kong' | 'pair' | 'single' | 'knitted';
  /** The tiles, e.g. [3, 4, 5] for a chow; a knitted meld is one rank in two or three suits. */
  kinds: Kind[];
  exposed: boolean;
  claimed?: boolean;
}

interface ClassicalLastTile {
  kind: Kind;
  /** Drawn by the player (true) or claimed (false). Default: from the hand's `lastSource`. */
  drawn?: boolean;
  /** The index in `melds` of the declared meld this tile completed. */
  meld?: number;
  /** Or the concealed group it completed; without either the scorer picks the best. */
  set?: { type: 'pair' | 'pung' | 'chow' | 'single' | 'knitted'; kinds: Kind[] };
}

/** One player's hand at the end of play, as the table state machine (or score-a-hand) sees it. */
export interface ClassicalHand {
  /** Concealed tiles, including the last tile unless it went into a meld in `melds`. */
  concealed: Kind[];
  melds: ClassicalMeld[];
  /** Flowers 34–37 and seasons 38–41 (numbered like the seats: East 1 … North 4). */
  bonus: Kind[];
  seatWind: Wind;
  prevailingWind: Wind;
  /** The winning (last) tile, when there is one (East winning on the dealt hand has none). */
  last?: ClassicalLastTile;
  /** How the last tile came; undefined when not known. */
  lastSource?: LastTileSource;
  /** Mah-Jong after declaring Original Call before the first discard. */
  originalCall?: boolean;
  /** Mah-Jong with the replacement of a second kong declared straight after a first. */
  twofoldFortune?: boolean;
  /** East wins for the ninth time in a row. */
  eastNinthWin?: boolean;
}

/** One line of a score: a rule and what it is worth. `rule` is stable: it is the i18n key suffix. */
export interface ScoreLine {
  rule: string;
  points?: number;
  doubles?: number;
  limits?: number;
  params?: Record<string, string | number>;
  /** Where a value comes from when a seed decides it against the table (an id of CLASSICAL_SOURCES_EN). */
  source?: string;
}

export interface ClassicalScore {
  /** A valid Mah-Jong. A hand of winning size that is not complete is not won and scores 0. */
  won: boolean;
  /** Points, doubles and limit fraction of the counted lines (0 points/doubles for a limit hand). */
  points: number;
  doubles: number;
  limits: number;
  total: number;
  /** The lines that make the total: for a limit hand only the limit line. */
  lines: ScoreLine[];
  /** Lines that applied but were superseded by a limit. */
  superseded: ScoreLine[];
  /** How the hand was read: declared melds and the arrangement of the concealed tiles. */
  melds: ClassicalMeld[];
}

/** A rule of a table: an id from the rule catalogue and what it is worth in this table. */
export interface RuleEntry {
  rule: string;
  points?: number;
  doubles?: number;
  limits?: number;
  /** `callingFor` rules: the limit hand (rule id) being called for. */
  hand?: string;
  /** Rule-specific switches, e.g. { noChow: true } for Three Great Scholars in BMJA. */
  options?: Record<string, boolean>;
  /** The seed line that sets this value (or refusal), shown beside the score line. */
  source?: string;
}

export interface ClassicalTable {
  id: string;
  /** Points for a limit hand. */
  limit: number;
  /** Chows allowed in a standard Mah-Jong. */
  maxChows: number;
  /** A standard Mah-Jong must reach these (0 = no minimum). */
  minPointsForMahjong: number;
  minDoublesForMahjong: number;
  /** Applied to each meld (and bonus tile) of every hand. */
  meldRules: RuleEntry[];
  /** Applied to every hand. */
  handRules: RuleEntry[];
  /** Ways to go Mah-Jong; only a hand matching one of them wins. */
  mahjongRules: RuleEntry[];
  /** Applied to the winner only. */
  winnerRules: RuleEntry[];
  /** Applied to the losers only. */
  loserRules: RuleEntry[];
  /**
   * Shapes of their own another table accepts but this one refuses: a hand of that shape is not
   * Mah-Jong, and its `refusedShape` line names the shape and the entry's source.
   */
  refusedMahjong?: RuleEntry[];
}

export interface ClassicalScoringOptions {
  /** Override the table's limit. */
  limit?: number;
  /** Play with the roof off: no cap on ordinary hands (limit hands still score the limit). */
  roofOff?: boolean;
}
