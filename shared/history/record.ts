/**
 * A kept game's summary, worked out once from its replay when the game is kept: the list shows
 * it (date, rule set, players, result) and the players' statistics (stats.ts) add it up.
 */
import * as v from 'valibot';
import { baseIdOf } from '../rules/house';
import { placeAtSeat, SEATS, type HandResult, type TableState } from '../table/types';
import type { ReplayedGame } from './sparrow-log';

/** One place's hands in a game. */
export interface PlaceFacts {
  hands: number;
  wins: number;
  /** Wins by the player's own draw (wall, replacement tile, or flowers). */
  selfDrawn: number;
  /** Hands in which another player won on the player's discard (or robbed kong): once a hand, however many won on it. */
  dealIns: number;
  /** Points the player gained in the hands they won (the hand's value as paid, all payments counted). */
  winPoints: number;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const four = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.length(4));

export const KeptGameSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,80}$/)),
  title: v.pipe(v.string(), v.maxLength(80)),
  preset: v.pipe(v.string(), v.maxLength(400)),
  started: count,
  finished: count,
  players: four(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  bots: four(v.boolean()),
  pin: v.boolean(),
  hands: count,
  /** By place: the final score (the game's own settlement included) and the placement (1–4). */
  scores: four(v.number()),
  placements: four(v.pipe(count, v.minValue(1), v.maxValue(4))),
  facts: four(v.object({ hands: count, wins: count, selfDrawn: count, dealIns: count, winPoints: v.number() })),
});
export type KeptGame = v.InferOutput<typeof KeptGameSchema>;

const noFacts = (): PlaceFacts => ({ hands: 0, wins: 0, selfDrawn: 0, dealIns: 0, winPoints: 0 });

/** Adds one ended hand to the facts by place. */
function addHand(facts: PlaceFacts[], state: TableState, result: HandResult): void {
  const placeOf = (seat: number) => placeAtSeat(state, seat);
  for (const seat of SEATS) facts[placeOf(seat)].hands++;
  const dealtIn = new Set<number>();
  for (const w of result.winners) {
    const f = facts[placeOf(w.seat)];
    f.wins++;
    if (w.from === null) f.selfDrawn++;
    else dealtIn.add(w.from);
    f.winPoints += result.deltas[w.seat];
  }
  for (const seat of dealtIn) facts[placeOf(seat)].dealIns++;
}

/** Placements by seat as the game's end ranks them: higher final score first, ties to the earlier seat. */
export function placementsBySeat(final: readonly number[]): number[] {
  const order = SEATS.slice().sort((a, b) => final[b] - final[a] || a - b);
  const out = [0, 0, 0, 0];
  order.forEach((seat, i) => (out[seat] = i + 1));
  return out;
}

export function keptGame(game: ReplayedGame): KeptGame {
  const { log, final } = game;
  const facts = [noFacts(), noFacts(), noFacts(), noFacts()];
  let before: TableState = game.initial;
  for (const state of game.states) {
    const result = state.hand?.result;
    if (result && state.hand!.phase === 'over' && before.hand?.phase !== 'over') addHand(facts, state, result);
    before = state;
  }
  const finalScores = final.game.final?.scores ?? final.game.scores;
  const bySeat = placementsBySeat(finalScores);
  const scores = [0, 0, 0, 0];
  const placements = [0, 0, 0, 0];
  for (const seat of SEATS) {
    scores[placeAtSeat(final, seat)] = finalScores[seat];
    placements[placeAtSeat(final, seat)] = bySeat[seat];
  }
  return {
    id: log.id,
    title: log.title,
    preset: log.preset,
    started: log.started,
    finished: log.finished,
    players: [...log.players],
    bots: [...log.bots],
    pin: log.pin === true,
    hands: final.game.handsPlayed,
    scores,
    placements,
    facts,
  };
}

/** The rule set a record counts under in the statistics: the preset without its house rules. */
export const ruleSetOf = (game: KeptGame): string => baseIdOf(game.preset);
