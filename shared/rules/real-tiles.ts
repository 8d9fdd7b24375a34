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

export interface RealTileResult {
  deltas: number[];
  winner: number | null;
  from: number | null;
}

export const isPlace = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0 && (p as number) < 4;
export const isCount = (n: unknown, max: number): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
