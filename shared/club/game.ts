/**
 * One table's game as a club night counts it: each place's points (riichi: final points with uma
 * and oka, less the starting score; classical: the net settlement; Taiwanese: net payments), wins
 * and deal-ins. Places are the table's join order, as the draw seated them.
 */
import type { Preset } from '../rules/presets';
import { settleRiichiGame } from '../rules/riichi/settle';
import { placeAtSeat, SEATS, type HandResult, type Seat, type TableState } from '../table/types';

export interface PlaceResult {
  points: number;
  wins: number;
  dealIns: number;
}

export interface GameSummary {
  hands: number;
  /** By place (the table's players in join order). */
  byPlace: PlaceResult[];
}

/** Wins and deal-ins by seat, hand by hand (the table's state keeps only the current hand). */
export interface GameTally {
  hands: number;
  wins: number[];
  dealIns: number[];
}

export const emptyTally = (): GameTally => ({ hands: 0, wins: [0, 0, 0, 0], dealIns: [0, 0, 0, 0] });

export function tallyHand(tally: GameTally, result: HandResult): GameTally {
  const next = { hands: tally.hands + 1, wins: [...tally.wins], dealIns: [...tally.dealIns] };
  for (const w of result.winners) {
    next.wins[w.seat]++;
    if (w.from !== null) next.dealIns[w.from]++;
  }
  return next;
}

/**
 * Each seat's points for the evening from its scores: riichi settles uma, oka and deposits left
 * (as the engine does at the end of a game, also when a round ends the game early); every family
 * counts from the starting score, so a game's points add up to zero.
 */
export function pointsFromScores(preset: Preset, scores: readonly number[], depositsLeft: number, firstDealer: number, settled: readonly number[] | null = null): number[] {
  let final = settled ?? scores;
  if (!settled && preset.riichi) {
    const order = SEATS.map((i) => (firstDealer + i) % 4);
    final = settleRiichiGame(scores, depositsLeft, preset.riichi, [0, 0, 0, 0], order).final;
  }
  return final.map((s) => s - preset.startingScore);
}

export function summariseGame(state: TableState, tally: GameTally): GameSummary {
  const game = state.game;
  const points = pointsFromScores(state.preset, game.scores, game.riichiSticks, state.firstDealer, game.final?.scores ?? null);
  const byPlace: PlaceResult[] = SEATS.map(() => ({ points: 0, wins: 0, dealIns: 0 }));
  for (const seat of SEATS as Seat[]) byPlace[placeAtSeat(state, seat)] = { points: points[seat], wins: tally.wins[seat], dealIns: tally.dealIns[seat] };
  return { hands: tally.hands, byPlace };
}
