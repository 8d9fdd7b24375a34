/** A whole riichi game (East and South rounds) between four basic bots, with its full log. */
import { chooseAction } from '../../../shared/bots/basic';
import { sha256Hex } from '../../../shared/fairness';
import type { Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type TableEvent, type TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';

export interface PlayedGame {
  initial: TableState;
  actions: Action[];
  /** Events of each action, in order. */
  events: TableEvent[][];
  final: TableState;
  hands: number;
}

export function playHanchan(preset: Preset, seed: string, maxHands = 40): PlayedGame {
  const initial = newTable(preset);
  let state = initial;
  const actions: Action[] = [];
  const events: TableEvent[][] = [];
  let hands = 0;
  const step = (action: Action) => {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
    state = r.state;
    actions.push(action);
    events.push(r.events);
  };
  while (!state.game.over) {
    if (hands++ >= maxHands) throw new Error(`no end after ${maxHands} hands`);
    step({ type: 'startHand', seed: sha256Hex(`hanchan/${seed}/${hands}`) });
    for (let guard = 0; state.hand!.phase !== 'over'; guard++) {
      if (guard > 2000) throw new Error('a hand that does not end');
      let action: Action | null = null;
      for (const seat of SEATS) {
        action = chooseAction(viewFor(state, seat));
        if (action) break;
      }
      step(action ?? { type: 'timeout' });
    }
  }
  return { initial, actions, events, final: state, hands };
}
