/**
 * What each rule family supplies at the end of a hand (see families.ts, which picks one per table).
 * Apart from families.ts so that each family's hooks.ts can implement it without importing it.
 */
import type { Family } from '../rules/preset-types';
import type { FamilySheets, HandSheet } from '../rules/score-sheets';
import type { TileId } from '../tiles';
import type { GameFinal, HandResult, Seat, TableState, Winner } from './types';

/** A hand's payments and its itemised score, one sheet per scored seat (`S`: the family's sheets). */
export interface Scored<S extends HandSheet = HandSheet> {
  deltas: number[];
  details: S[];
}

export interface FamilyHooks<F extends Family = Family> {
  /** Beyond a complete shape and furiten (e.g. riichi needs a yaku). */
  mayWin(state: TableState, winner: Winner): boolean;
  scoreWin(state: TableState, winners: Winner[]): Scored<FamilySheets[F]>;
  scoreDraw(state: TableState, tenpai: boolean[]): Scored<FamilySheets[F]>;
  /**
   * Riichi abortive draws, where the preset has them: asked when several players win on one tile
   * (`wins`), and when a discard has passed unclaimed (`wins` null). The reason, or null.
   */
  abortiveDraw?(state: TableState, wins: Winner[] | null): string | null;
  /** May the seat to play end the hand now by declaring nine different terminals and honours (riichi)? */
  mayDeclareNineTerminals?(state: TableState, seat: Seat): boolean;
  /**
   * Does the game end after this hand, where the family's rules decide otherwise than the winds
   * (riichi: a score below zero, Tenhou's return-score end)? `byWinds`: the winds alone end it now.
   * Null: as the winds say. Called with the scores of the hand added, before the deal moves on.
   */
  endsGame?(state: TableState, result: HandResult, byWinds: boolean): boolean | null;
  /** At the end of the game: final scores (riichi: uma, deposits left), itemised per seat. Default: the table scores. */
  settleGame?(state: TableState): { scores: number[]; details: { seat: Seat; place: number; lines: GameFinal['lines'][number] }[] };
  /** A bonus tile `tile` was just exposed by `seat` (in play or in the deal): does it end the hand with a win? */
  bonusWin?(state: TableState, seat: Seat, tile: TileId): Winner | null;
}
