/** Random legal play for property tests: any seat's legal action, the host's timer, new hands. */
import { sha256Hex } from '../../../shared/fairness';
import { nextInt, rngFromHex, type Rng } from '../../../shared/random';
import type { Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { legalActions } from '../../../shared/table/legal';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type TableEvent, type TableState } from '../../../shared/table/types';

export interface PlayedGame {
  initial: TableState;
  actions: Action[];
  states: TableState[];
  events: TableEvent[][];
  final: TableState;
}

export function candidateActions(state: TableState): Action[] {
  const options = SEATS.flatMap((seat) => legalActions(state, seat));
  if (state.hand?.phase === 'claims') options.push({ type: 'timeout' });
  return options;
}

/** Picks wins eagerly (so hands end both ways), otherwise uniformly. */
export function pickAction(rng: Rng, options: Action[]): Action {
  const wins = options.filter((a) => a.type === 'win' || (a.type === 'claim' && a.claim === 'win'));
  if (wins.length && nextInt(rng, 3) > 0) return wins[nextInt(rng, wins.length)];
  const discards = options.filter((a) => a.type === 'discard');
  if (discards.length && nextInt(rng, 4) > 0) return discards[nextInt(rng, discards.length)];
  return options[nextInt(rng, options.length)];
}

export function playRandomGame(preset: Preset, seed: number, maxHands: number, onStep?: (state: TableState, events: TableEvent[], action: Action) => void): PlayedGame {
  const rng = rngFromHex(sha256Hex(`random-game-${preset.id}-${seed}`));
  const initial = newTable(preset);
  let state = initial;
  const actions: Action[] = [];
  const states: TableState[] = [];
  const events: TableEvent[][] = [];
  let hands = 0;
  for (let step = 0; step < 20000; step++) {
    let action: Action;
    if (!state.hand || state.hand.phase === 'over') {
      if (state.game.over || hands >= maxHands) break;
      hands++;
      action = { type: 'startHand', seed: sha256Hex(`hand-${seed}-${hands}`) };
    } else {
      const options = candidateActions(state);
      if (options.length === 0) throw new Error(`no legal action in phase ${state.hand.phase}`);
      action = pickAction(rng, options);
    }
    const result = apply(state, action);
    if (!result.ok) throw new Error(`legal action ${JSON.stringify(action)} refused: ${result.error.message}`);
    state = result.state;
    actions.push(action);
    states.push(state);
    events.push(result.events);
    onStep?.(state, result.events, action);
  }
  return { initial, actions, states, events, final: state };
}
