/**
 * What a preset is: the types of every rule a rule set names (the presets themselves, and deriving
 * them, are in presets.ts; house rules in house.ts). Types only, so that house.ts and presets.ts
 * can both use them without importing each other.
 */
import type { TileSetId } from '../tiles';
import type { ClassicalOptions } from './classical/options';
import type { TaiwaneseRules } from './taiwanese/types';

/** A house rule's value: a flag, a number, or none. */
export type HouseValue = boolean | number | null;

export type Family = 'classical' | 'riichi' | 'taiwanese';
export type SeatingMethod = 'dice-and-discs' | 'single-roll' | 'provisional-east' | 'none';
type BreakMethod = 'two-roll-lift' | 'one-roll';
/** How the dead wall keeps its size when a replacement tile is taken from it. */
type Replenish = 'pair' | 'tile' | 'none';

export interface WallRules {
  stacksPerSide: number;
  breakMethod: BreakMethod;
  /** Tiles kept apart at the wall's end that are never drawn from the front (with loose tiles). */
  deadWall: number;
  replenish: Replenish;
  /** Where bonus tiles are replaced from: the dead wall's end, or the end of the live wall. */
  bonusReplacement: 'dead' | 'live-end';
  /** Dora indicators are turned in the dead wall (riichi). */
  doraIndicators: boolean;
}

export interface DealRules {
  /** Tiles each player takes per turn in the dealing rounds. */
  perTurn: number;
  rounds: number;
  /** After the rounds, the next tiles go one each to these seats (offsets from the dealer). */
  jump: number[];
}

interface ClaimRules {
  /** Several wins on one discard: all win, or only the one nearest the discarder's right. */
  multipleWins: 'all' | 'nearest';
  /** How long the host's claim window stays open. */
  windowMs: number;
  /**
   * Riichi: the next player may draw while the window is open; a pung, kong or win claimed
   * within the window puts that drawn tile back on the wall. Classical: the window closes first
   * and the discard is dead once the next player draws.
   */
  drawDuringWindow: boolean;
}

/**
 * How long a player may take over a move on their own turn, as online tables have: `turnMs` each
 * move, then a bank of `bankMs` a hand shared by all their moves; when both are spent the host
 * makes the move for them. `turnMs: null` turns the clock off (a table pacing play with real tiles).
 */
export interface TurnTimer {
  turnMs: number | null;
  bankMs: number;
}

export interface SpecialHands {
  thirteenOrphans: boolean;
  sevenPairs: boolean;
  /** Taiwanese Eight and a Half Pairs: seven pairs and a concealed triple (16-tile hands). */
  eightAndHalfPairs: boolean;
}

interface DealerRules {
  keepOnWin: boolean;
  keepOnDraw: boolean;
  /** Riichi renchan: the dealer keeps the deal when tenpai at an exhaustive draw. */
  keepOnTenpai: boolean;
}

export interface RiichiRules {
  deposit: number;
  /** Tiles that must be left in the live wall to declare. */
  minWallTiles: number;
  /** No more kongs after the fourth in a hand. */
  maxKongs: number;
  honbaBonus: number;
  /** Exhaustive draw: noten players pay this, split among the tenpai players. */
  notenPenalty: number;
  /** Kuikae: after a chow or pung, the claimed kind (and the chow's other end) may not be discarded. */
  kuikaeForbidden: boolean;
  /** Points added to the final score by place (1st to 4th); tied players share their places' uma. */
  uma: [number, number, number, number];
  /** Bonus to first place at the end (0: none). */
  oka: number;
  /** Open tanyao (kuitan): all simples counts in an open hand too. */
  openTanyao: boolean;
  /** One red five per suit (copy 0 of each five) is a dora. */
  redFives: boolean;
  /** Kiriage mangan: 4 han 30 fu and 3 han 60 fu are rounded up to a mangan. */
  kiriageMangan: boolean;
  /** 13 han or more: a yakuman (kazoe yakuman) instead of a sanbaiman. */
  kazoeYakuman: boolean;
  /** Double yakuman hands (13-sided kokushi, four concealed pungs on a pair wait, pure nine gates, big four winds). */
  doubleYakuman: boolean;
  /** Several yakuman in one hand add up. */
  yakumanCombine: boolean;
  /** Renhou (ron before one's first draw, uninterrupted). */
  renhou: 'mangan' | 'yakuman' | 'none';
  /** Nagashi mangan at an exhaustive draw. */
  nagashiMangan: boolean;
  /** Abortive draws: nine terminals, four winds, four riichi, four kongs, triple ron. */
  abortiveDraws: boolean;
  /** At a double ron every deposit and the honba go to the winner nearest the discarder (Tenhou); otherwise each winner collects the honba and each later one takes back their own deposit (EMA). */
  depositsToFirst: boolean;
  /** Riichi deposits still on the table when the game ends: to the first place, or lost. */
  leftoverDeposits: 'winner' | 'lost';
  /** Taken from the final score (after uma) for each chombo. */
  chomboPenalty: number;
  /** Yakuman for which the player who fed the last set is liable (pao). */
  pao: ('daisangen' | 'daisuushii')[];
  /** Fu of a pair of the wind that is both the seat and the prevailing wind. */
  doubleWindPairFu: 2 | 4;
  /** Players tied at the end: share their places' uma (EMA), or the one nearer the first dealer ranks higher (Tenhou). */
  ties: 'share' | 'seat-order';
  /** The game ends at once when a score falls below zero (Tenhou's tobi). */
  bust: boolean;
  /**
   * Tenhou's end of the game: after the last wind, play goes on into the next (sudden death) until
   * someone has the return score (starting score + oka / 4); in the last hand, a dealer who keeps
   * the deal (by a win or ready at the draw) ends the game when first with the return score.
   */
  returnScoreEnd: boolean;
  /**
   * Tenhou: an open kong's new dora indicator (a kong claimed on a discard, or a tile added to an
   * exposed pung) is turned only once its player has discarded after the replacement draw, or at
   * their next kong if one comes first; a concealed kong's at once. Off (EMA): every kong's at once.
   */
  openKanDoraAfterDiscard: boolean;
}

interface ClassicalRules {
  /**
   * The hand-value table: BMJA (Millington) or DMJL (Hungarian 1920s), each changed where its seed
   * speaks: `presetTable` in classical/presetTables.ts gives the table a preset really plays
   * (Millington: seed 000 rule 29's Mah-Jong; Hungarian: seed 003's pung and kong values).
   */
  table: 'bmja' | 'dmjl';
  options: ClassicalOptions;
}

export interface Preset {
  id: string;
  family: Family;
  tiles: TileSetId;
  /** Concealed tiles of a non-dealer after the deal; the dealer has one more. */
  handSize: number;
  seating: SeatingMethod;
  wall: WallRules;
  deal: DealRules;
  claims: ClaimRules;
  turnTimer: TurnTimer;
  special: SpecialHands;
  /** Bonus tiles are exposed and replaced by the engine at once, or must be declared in the turn (Millington). */
  bonusTiles: 'auto' | 'declare' | 'none';
  dealer: DealerRules;
  /** Prevailing winds played: 4 = East, South, West, North; 2 = East and South. */
  rounds: number;
  startingScore: number;
  riichi: RiichiRules | null;
  classical: ClassicalRules | null;
  /** Taiwanese tái table and payments (base + tái × value per tái); only in Taiwanese presets. */
  taiwanese?: TaiwaneseRules;
  /** House rules (see house.ts): the preset this one is derived from, and the values changed. */
  base?: string;
  house?: Record<string, HouseValue>;
}
