/**
 * A hand played with real tiles, as its players read it off the score-a-hand panel: each family's
 * own shape (classical hand scores, riichi han and fu, Taiwanese tái), and the checks they share.
 * Each family checks and settles its own (`<family>/real-tiles.ts`); shared/club/realTiles.ts asks.
 */
import type { DealEnd } from './next-deal';
import type { Preset } from './preset-types';

export interface RealTileHands {
  /** Every place's hand score from score-a-hand; `winner` null for a drawn (void) hand; `east` the dealer. */
  classical: { family: 'classical'; winner: number | null; scores: number[]; east: number; from?: number | null };
  /**
   * `riichi`: who declared riichi this hand (each puts a stick on the table; a win takes them and
   * those left from earlier hands); `honba`: the counters on the table before the hand. A draw's
   * `dealer` and `honba` only say who deals next (absent in journals written before).
   */
  riichi:
    | { family: 'riichi'; kind: 'win'; winner: number; from: number | null; dealer: number; han: number; fu: number; yakuman?: number; honba?: number; riichi?: boolean[] }
    | { family: 'riichi'; kind: 'draw'; tenpai: boolean[]; riichi?: boolean[]; dealer?: number; honba?: number };
  /** `from` the one payer (a discard), null when all three others pay; `dealer` only says who deals next (absent in journals written before). */
  taiwanese: { family: 'taiwanese'; winner: number | null; from: number | null; tai: number; dealer?: number };
}

/** What a real-tile table's player entered for a hand: who won, from whom, who dealt, and the scores the panel gave. */
export interface RealTileEntry {
  winner: number | null;
  from: number | null;
  dealer: number;
  /** Classical: every place's hand score. */
  scores: readonly number[];
  /** Riichi, a drawn hand: who was ready. */
  tenpai: readonly boolean[];
  /** Riichi: who declared riichi this hand, and the counters (honba) on the table before it. */
  riichi?: readonly boolean[];
  honba?: number;
  /** The winning hand's value from the panel (riichi han and fu or yakuman, Taiwanese tái), or null while it scores no win. */
  value: { han: number; fu: number; yakuman?: number } | { tai: number } | null;
}

/** Who dealt a hand entered with real tiles, the counters before it and how it ended: what the next hand's deal follows from. */
export interface RealTileDeal {
  dealer: number;
  honba: number;
  end: DealEnd;
}

export interface RealTileResult {
  deltas: number[];
  winner: number | null;
  from: number | null;
}

/**
 * Riichi sticks still on the table after a table's hands so far: each stick put down leaves the
 * scores' sum short by a deposit until a winner takes it (0 where the rules have none).
 */
export function sticksOnTable(preset: Preset, earlier: readonly RealTileResult[]): number {
  if (!preset.riichi) return 0;
  const sum = earlier.reduce((s, h) => s + h.deltas.reduce((a, b) => a + b, 0), 0);
  return Math.max(0, Math.round(-sum / preset.riichi.deposit));
}

export const isPlace = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0 && (p as number) < 4;
export const isCount = (n: unknown, max: number): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
