/**
 * The itemised score of a hand as the table records it (`HandResult.details`, the `handScored`
 * event), typed per family: one sheet per scored seat. The JSON shape is each family's own (journals
 * and logs keep it); which family's sheets a result holds is told by the table's preset family.
 */
import type { ClassicalScore } from './classical/types';
import type { Family } from './preset-types';
import type { RiichiScore, ScoreLine } from './riichi/types';
import type { TaiwaneseScore } from './taiwanese/types';

/** A seat (as table/types' Seat, which this module cannot import: the table's types import these). */
type SheetSeat = 0 | 1 | 2 | 3;

/** Classical: every seat's hand is scored, the winner's and the others'. */
export type ClassicalSheet = ClassicalScore & { seat: SheetSeat };

/** Riichi: one win's score and what it moved between players. */
export interface RiichiWinDetail extends RiichiScore {
  seat: SheetSeat;
  from: SheetSeat | null;
  /** What this win moved between players (deposits included). */
  deltas: number[];
  /** Counters, deposits and liability, after the hand's own lines. */
  extras: ScoreLine[];
  liableSeat: SheetSeat | null;
}

/** Riichi, an exhaustive draw: a nagashi mangan (`won`), or a seat's tenpai payment. */
export interface RiichiDrawSheet {
  seat: SheetSeat;
  won?: true;
  lines: ScoreLine[];
}

export type RiichiSheet = RiichiWinDetail | RiichiDrawSheet;

/** Taiwanese: the winner's tái, and what each payer pays. */
export type TaiwaneseSheet = TaiwaneseScore & { seat: SheetSeat; amount: number; payers: number[] };

export interface FamilySheets {
  classical: ClassicalSheet;
  riichi: RiichiSheet;
  taiwanese: TaiwaneseSheet;
}

/** An abortive draw's one entry: why the hand was void. */
export interface AbortiveSheet {
  reason: string;
}

/** Any entry of a hand's details. */
export type HandSheet = FamilySheets[Family] | AbortiveSheet;
