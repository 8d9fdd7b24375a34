/** Games played by bots for the review's tests, kept as the host keeps them: the initial state and every action. */
import { createBot, type BotLevel } from '../../../shared/bots';
import { seatsToAsk } from '../../../shared/bots/simulate';
import { sha256Hex } from '../../../shared/fairness';
import type { Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import type { Action, Seat, TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';

export interface PlayedGame {
  initial: TableState;
  actions: Action[];
  final: TableState;
}

/**
 * `hands` hands (or until the game ends) by bots of `levels`; `override` may replace a seat's
 * move (return null to keep the bot's) to plant a mistake; `step` is the index the move will have.
 */
/** `stop`: asked after each hand; true ends the game there (a test that found what it looked for). */
export function playGame(
  preset: Preset,
  hands: number,
  seed: string,
  levels: readonly BotLevel[],
  override?: (state: TableState, seat: Seat, botMove: Action, step: number) => Action | null,
  stop?: () => boolean,
): PlayedGame {
  const initial = newTable(preset);
  const bots = levels.map((l, seat) => createBot(l, sha256Hex(`review-bot/${seed}/${seat}`)));
  const actions: Action[] = [];
  let state = initial;
  const step = (action: Action) => {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
  };
  for (let h = 0; h < hands && !state.game.over && !stop?.(); h++) {
    step({ type: 'startHand', seed: sha256Hex(`review-hand/${seed}/${h}`) });
    while (state.hand!.phase !== 'over') {
      const seat = seatsToAsk(state)[0];
      if (seat === undefined) {
        step({ type: 'timeout' });
        continue;
      }
      const move = bots[seat].act(viewFor(state, seat)) ?? { type: 'timeout' as const };
      step((override && move.type !== 'timeout' && override(state, seat, move, actions.length)) || move);
    }
  }
  return { initial, actions, final: state };
}
