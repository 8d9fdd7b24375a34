/** A whole bot-only game for the game tests: four basic bots, each seeing only its own view. */
import { chooseAction } from '../../../shared/bots/basic';
import { sha256Hex } from '../../../shared/fairness';
import type { Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type HandResult, type Seat, type TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';

const MAX_HANDS = 400;

export interface PlayedHand {
  result: HandResult;
  dealer: Seat;
  prevailing: number;
}

/** Plays hands until the game is over (East, South, West and North rounds); each hand's result with its dealer and round. */
export function botGame(preset: Preset, seed: string): { state: TableState; hands: PlayedHand[] } {
  let state = newTable(preset);
  const hands: PlayedHand[] = [];
  for (let h = 0; !state.game.over; h++) {
    if (h >= MAX_HANDS) throw new Error(`no end after ${MAX_HANDS} hands`);
    const prevailing = state.game.prevailing;
    const started = apply(state, { type: 'startHand', seed: sha256Hex(`${seed}-${h}`) });
    if (!started.ok) throw new Error(started.error.message);
    state = started.state;
    while (state.hand!.phase !== 'over') {
      let action: Action | null = null;
      for (const seat of SEATS) if ((action = chooseAction(viewFor(state, seat)))) break;
      const r = apply(state, action ?? { type: 'timeout' });
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
      state = r.state;
    }
    hands.push({ result: state.hand!.result!, dealer: state.hand!.dealer, prevailing });
  }
  return { state, hands };
}
