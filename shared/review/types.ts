/** The review's data: plain, serialisable (it goes over the wire and into saved games). */
import type { Action, Meld, Seat } from '../table/types';
import type { TileId, Wind } from '../tiles';
import type { VisibleDiscard } from '../view';

/** Where the decision was made: on the seat's own turn (discard, riichi, kong, win…) or in a claim window (the moment others may claim). */
export type Situation = 'turn' | 'claim';

/** A choice as the review compares it (the seat's own move, or the bot's); `draw` in a claim window counts as a pass. */
export type ReviewChoice = Exclude<Action, { type: 'startHand' } | { type: 'timeout' }>;

/** What the seat saw when it decided: its own tiles and the table's public part. */
export interface SeenTable {
  /** The seat's concealed tiles (the drawn tile among them). */
  concealed: TileId[];
  /** The tile just drawn this turn, if any. */
  drawn: TileId | null;
  /** The tile on offer in a claim window, and who let it go. */
  offered: { tile: TileId; from: Seat } | null;
  /** By seat: melds, pond, riichi, wind. */
  seats: { melds: Meld[]; bonus: TileId[]; discards: VisibleDiscard[]; riichi: boolean; wind: Wind }[];
  doraIndicators: TileId[];
  wallLive: number;
}

/** Measurable things about one choice, read from the seat's view alone. */
export interface ChoiceMeasure {
  /** Shanten of the hand the choice leaves (after the discard, the claim or the kong); −1 is a win. */
  shanten: number;
  /** Unseen tiles that would bring that hand closer (ukeire), when it is a 13- or 16-tile hand waiting for a draw. */
  accept: number | null;
  /** Danger 0–1 of the tile let go, against the players who threaten (the bots' reading); null when no tile goes. */
  danger: number | null;
  /** The threatening player that danger is against, and whether they declared riichi (a tile let go while someone threatens). */
  dangerFrom?: { seat: Seat; riichi: boolean } | null;
  /** Worth of keeping the tile let go, beyond speed, in tiles of acceptance (the bots' family valuation). */
  keepValue: number | null;
}

/** Every reason the review gives (the renderer has a sentence for each: `review.reason.<key>`). */
export const REASON_KEYS = [
  'missedWin',
  'winDeclined',
  'shanten',
  'danger',
  'accept',
  'value',
  'shape',
  'riichiSkipped',
  'riichiDeclared',
  'claimNoGain',
  'claimWhileFolding',
  'claimOpensHand',
  'claimMissed',
  'claimOther',
  'kongCost',
  'kongSkipped',
  'bonusKept',
  'abandon',
  'keptNine',
  'closeCall',
] as const;
type ReasonKey = (typeof REASON_KEYS)[number];

/** One reason, translated by the renderer (`review.reason.<key>`) with its parameters. */
export interface ReviewReason {
  key: ReasonKey;
  params: Record<string, number>;
}

export interface ReviewDecision {
  hand: number;
  /** Index in the game's action list of the action that settled the decision (the seat's move, or what closed the window). */
  step: number;
  situation: Situation;
  seen: SeenTable;
  player: ReviewChoice;
  bot: ReviewChoice;
  agreed: boolean;
  /**
   * What the player's choice gave up by the strong bot's own reckoning, in tiles of acceptance
   * (one step of shanten weighs 100); 0 when agreed.
   */
  cost: number;
  /** cost ≥ COSTLY_AT. */
  costly: boolean;
  /** Most telling first; empty when agreed. */
  reasons: ReviewReason[];
  measures: { player: ChoiceMeasure | null; bot: ChoiceMeasure | null };
  /** Rough worth of the hand should it win (riichi: han), the bots' estimate; null where the family has none. */
  worth: number | null;
}

export interface ReviewSummary {
  decisions: number;
  agreed: number;
  costly: number;
}

export interface HandReview {
  hand: number;
  dealer: Seat;
  prevailing: Wind;
  /** The seat's score change in this hand (0 if the hand was not scored). */
  delta: number;
  decisions: ReviewDecision[];
  summary: ReviewSummary;
}

export interface GameReview {
  seat: Seat;
  presetId: string;
  family: string;
  hands: HandReview[];
  summary: ReviewSummary;
}
