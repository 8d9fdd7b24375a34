/**
 * A table playing with real tiles: each hand's result, as its players read it off the score-a-hand
 * panel (classical hand scores, riichi han and fu, Taiwanese tái), becomes payments by the rule
 * set's own settlement. Places are the table's join order.
 */
import type { Preset } from '../rules/presets';
import { settleClassical } from '../rules/classical/settle';
import { basePoints, winPayments, yakumanBase } from '../rules/riichi/points';
import { settleTaiwanese } from '../rules/taiwanese/settle';

export type RealTileHand =
  /** Every place's hand score from score-a-hand; `winner` null for a drawn (void) hand. */
  | { family: 'classical'; winner: number | null; scores: number[]; east: number; from?: number | null }
  | { family: 'riichi'; kind: 'win'; winner: number; from: number | null; dealer: number; han: number; fu: number; yakuman?: number; honba?: number }
  | { family: 'riichi'; kind: 'draw'; tenpai: boolean[] }
  /** `from` the one payer (a discard), null when all three others pay. */
  | { family: 'taiwanese'; winner: number | null; from: number | null; tai: number };

export interface RealTileResult {
  deltas: number[];
  winner: number | null;
  from: number | null;
}

const isPlace = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0 && (p as number) < 4;
const isCount = (n: unknown, max: number): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;

/** Why this hand cannot be recorded under this rule set, or null. */
export function realTileProblem(preset: Preset, hand: RealTileHand): string | null {
  if (hand.family !== preset.family) return `this table plays ${preset.family}, not ${hand.family}`;
  if (hand.family === 'classical') {
    if (!Array.isArray(hand.scores) || hand.scores.length !== 4 || !hand.scores.every((s) => isCount(s, 1_000_000))) return 'four hand scores are needed';
    if (!isPlace(hand.east)) return 'East must be one of the four places';
    if (hand.winner !== null && !isPlace(hand.winner)) return 'the winner must be one of the four places';
    if (hand.from != null && (hand.winner === null || !isPlace(hand.from) || hand.from === hand.winner)) return 'the discarder must be another place';
    return null;
  }
  if (hand.family === 'riichi') {
    if (hand.kind === 'draw') return Array.isArray(hand.tenpai) && hand.tenpai.length === 4 && hand.tenpai.every((t) => typeof t === 'boolean') ? null : 'four tenpai flags are needed';
    if (hand.kind !== 'win') return 'a riichi hand is a win or a draw';
    if (!isPlace(hand.winner) || !isPlace(hand.dealer)) return 'the winner and the dealer must be places';
    if (hand.from !== null && (!isPlace(hand.from) || hand.from === hand.winner)) return 'the discarder must be another place';
    if (!isCount(hand.han, 99) || !isCount(hand.fu, 200) || !isCount(hand.yakuman ?? 0, 6) || !isCount(hand.honba ?? 0, 99)) return 'han, fu, yakuman and honba must be whole numbers in range';
    if (!hand.yakuman && hand.han < 1) return 'a win needs at least one han';
    return null;
  }
  if (hand.winner !== null && !isPlace(hand.winner)) return 'the winner must be one of the four places';
  if (hand.from !== null && (!isPlace(hand.from) || hand.from === hand.winner)) return 'the payer must be another place';
  if (!isCount(hand.tai, 1000)) return 'tái must be a whole number';
  return null;
}

/** The hand's payments; throws on a hand `realTileProblem` refuses. */
export function realTileResult(preset: Preset, hand: RealTileHand): RealTileResult {
  const problem = realTileProblem(preset, hand);
  if (problem) throw new Error(problem);
  if (hand.family === 'classical') {
    const { paymentCap, minimum } = preset.classical!.options;
    const { net } = settleClassical(hand.scores, hand.winner, hand.east, { paymentCap, minimum });
    return { deltas: net, winner: hand.winner, from: hand.from ?? null };
  }
  if (hand.family === 'riichi') {
    const rules = preset.riichi!;
    if (hand.kind === 'draw') {
      const ready = hand.tenpai.filter(Boolean).length;
      const deltas = ready === 0 || ready === 4 ? [0, 0, 0, 0] : hand.tenpai.map((t) => (t ? rules.notenPenalty / ready : -rules.notenPenalty / (4 - ready)));
      return { deltas, winner: null, from: null };
    }
    const base = hand.yakuman ? yakumanBase(hand.yakuman).basePoints : basePoints(hand.han, hand.fu, rules).basePoints;
    const deltas = winPayments({ base, winner: hand.winner, dealer: hand.dealer, from: hand.from, honbaPoints: (hand.honba ?? 0) * rules.honbaBonus, liable: null });
    return { deltas, winner: hand.winner, from: hand.from };
  }
  if (hand.winner === null) return { deltas: [0, 0, 0, 0], winner: null, from: null };
  return { deltas: settleTaiwanese(hand.tai, hand.winner, hand.from, preset.taiwanese!).deltas, winner: hand.winner, from: hand.from };
}
