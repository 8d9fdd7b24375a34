/**
 * A hand played with real tiles, as its players read it off the score-a-hand panel: each family's
 * own shape (classical hand scores, riichi han and fu, Taiwanese tái), and the checks they share.
 * Each family checks and settles its own (`<family>/real-tiles.ts`); shared/club/realTiles.ts asks.
 */

export interface RealTileHands {
  /** Every place's hand score from score-a-hand; `winner` null for a drawn (void) hand. */
  classical: { family: 'classical'; winner: number | null; scores: number[]; east: number; from?: number | null };
  riichi:
    | { family: 'riichi'; kind: 'win'; winner: number; from: number | null; dealer: number; han: number; fu: number; yakuman?: number; honba?: number }
    | { family: 'riichi'; kind: 'draw'; tenpai: boolean[] };
  /** `from` the one payer (a discard), null when all three others pay. */
  taiwanese: { family: 'taiwanese'; winner: number | null; from: number | null; tai: number };
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
  /** The winning hand's value from the panel (riichi han and fu or yakuman, Taiwanese tái), or null while it scores no win. */
  value: { han: number; fu: number; yakuman?: number } | { tai: number } | null;
}

export interface RealTileResult {
  deltas: number[];
  winner: number | null;
  from: number | null;
}

export const isPlace = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0 && (p as number) < 4;
export const isCount = (n: unknown, max: number): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
