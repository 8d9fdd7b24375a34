/** Random legal play for property tests: any seat's legal action, the host's timer, new hands. */
import { sha256Hex } from '../../../shared/fairness';
import { nextInt, rngFromHex, type Rng } from '../../../shared/random';
import type { Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { legalActions } from '../../../shared/table/legal';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type TableEvent, type TableState } from '../../../shared/table/types';
import { kindOf } from '../../../shared/tiles';

export interface PlayedGame {
  initial: TableState;
  actions: Action[];
  states: TableState[];
  events: TableEvent[][];
  final: TableState;
}

function candidateActions(state: TableState): Action[] {
  const options = SEATS.flatMap((seat) => legalActions(state, seat));
  if (state.hand?.phase === 'claims') options.push({ type: 'timeout' });
  return options;
}

/** How much a tile connects with the rest of the hand: pairs and near neighbours in its suit. */
function connectedness(kind: number, hand: readonly number[]): number {
  let score = 0;
  for (const other of hand) {
    if (other === kind) score += 3;
    else if (kind < 27 && Math.floor(other / 9) === Math.floor(kind / 9) && other < 27) {
      const gap = Math.abs(other - kind);
      if (gap === 1) score += 2;
      else if (gap === 2) score += 1;
    }
  }
  return score;
}

/**
 * Mostly plays like a careless human (wins when it can, discards loose tiles) so hands end in
 * wins as well as draws; sometimes picks any legal action, host timeouts included.
 */
function pickAction(rng: Rng, options: Action[], state: TableState): Action {
  const wins = options.filter((a) => a.type === 'win' || (a.type === 'claim' && a.claim === 'win'));
  if (wins.length && nextInt(rng, 4) > 0) return wins[nextInt(rng, wins.length)];
  const discards = options.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  if (discards.length && nextInt(rng, 5) > 0) {
    const hand = state.hand!.seats[discards[0].seat].concealed.map(kindOf);
    const scored = discards.map((a) => ({ a, score: connectedness(kindOf(a.tile), hand) * 8 + nextInt(rng, 8) }));
    return scored.reduce((best, x) => (x.score < best.score ? x : best)).a;
  }
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
  for (let step = 0; step < 200_000; step++) {
    let action: Action;
    if (!state.hand || state.hand.phase === 'over') {
      if (state.game.over || hands >= maxHands) break;
      hands++;
      action = { type: 'startHand', seed: sha256Hex(`hand-${seed}-${hands}`) };
    } else {
      const options = candidateActions(state);
      if (options.length === 0) throw new Error(`no legal action in phase ${state.hand.phase}`);
      action = pickAction(rng, options, state);
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
