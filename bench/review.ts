/**
 * How long the review of one seat's whole hand takes (shared/review/), per preset: hands played
 * by the strong bot in every seat, then each hand reviewed for seat 0 (every decision asks the
 * strong bot again). The reference is the play of the same hands by the same bots.
 */
import { createBot } from '../shared/bots';
import { seatsToAsk } from '../shared/bots/simulate';
import { sha256Hex } from '../shared/fairness';
import { reviewHand } from '../shared/review';
import { PRESETS } from '../shared/rules/presets';
import { apply } from '../shared/table/apply';
import type { Action, TableState } from '../shared/table/types';
import { newTable } from '../shared/table/start';
import { viewFor } from '../shared/view';
import { BENCH } from './config';
import { count, goal, quantile, type BenchRow } from './row';

export const REVIEW_GOAL_MS = 200;

/** `hands` hands of one game, the strong bot in every seat. */
function play(presetId: string, hands: number): { initial: TableState; actions: Action[]; hands: number } {
  const initial = newTable(PRESETS[presetId]);
  const bots = [0, 1, 2, 3].map((seat) => createBot('strong', sha256Hex(`bench-review/${presetId}/${seat}`)));
  const actions: Action[] = [];
  let state = initial;
  const step = (action: Action) => {
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
  };
  let played = 0;
  for (; played < hands && !state.game.over; played++) {
    step({ type: 'startHand', seed: sha256Hex(`bench-review-hand/${presetId}/${played}`) });
    while (state.hand!.phase !== 'over') {
      const seat = seatsToAsk(state)[0];
      step(seat === undefined ? { type: 'timeout' } : (bots[seat].act(viewFor(state, seat)) ?? { type: 'timeout' }));
    }
  }
  return { initial, actions, hands: played };
}

export function reviewRows(presets: readonly string[] = Object.keys(PRESETS)): BenchRow[] {
  return presets.map((id) => {
    const t0 = performance.now();
    const game = play(id, BENCH.reviewHands);
    const playMs = performance.now() - t0;
    const times: number[] = [];
    let decisions = 0;
    for (let h = 0; h < game.hands; h++) {
      const start = performance.now();
      const review = reviewHand(game.initial, game.actions, h, 0);
      times.push(performance.now() - start);
      decisions += review?.decisions.length ?? 0;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const worst = sorted[sorted.length - 1];
    return {
      figure: `${id}: review of one seat's whole hand (${count(game.hands)} hands, ${count(decisions)} decisions; the first is cold): median / slowest`,
      measured: `${quantile(sorted, 0.5).toFixed(0)} ms / ${worst.toFixed(0)} ms`,
      reference: `playing those hands: ${(playMs / game.hands).toFixed(0)} ms a hand`,
      goal: goal(`≤ ${REVIEW_GOAL_MS} ms a hand`, worst <= REVIEW_GOAL_MS),
    };
  });
}
