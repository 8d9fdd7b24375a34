/** Bot-only hands for the bot tests, with a hook on every state a bot decides in. */
import { createBot, type Bot, type BotLevel } from '../../../shared/bots';
import { seatsToAsk } from '../../../shared/bots/simulate';
import { sha256Hex } from '../../../shared/fairness';
import type { Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import type { Seat, TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';

/** Plays `hands` hands with four bots; `onDecision` sees the host's state and the seat about to decide. */
export function playBotHands(preset: Preset, hands: number, seed: string, levels: readonly BotLevel[], onDecision: (state: TableState, seat: Seat, bot: Bot) => void): void {
  let state = newTable(preset);
  let bots = levels.map((l, seat) => createBot(l, sha256Hex(`test-bot/${seed}/${seat}`)));
  for (let h = 0; h < hands; h++) {
    if (state.game.over) {
      state = newTable(preset);
      bots = levels.map((l, seat) => createBot(l, sha256Hex(`test-bot/${seed}/${h}/${seat}`)));
    }
    const started = apply(state, { type: 'startHand', seed: sha256Hex(`test-hand/${seed}/${h}`) });
    if (!started.ok) throw new Error(started.error.message);
    state = started.state;
    while (state.hand!.phase !== 'over') {
      const seat = seatsToAsk(state)[0];
      if (seat === undefined) {
        const r = apply(state, { type: 'timeout' });
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        continue;
      }
      onDecision(state, seat, bots[seat]);
      const action = bots[seat].act(viewFor(state, seat)) ?? { type: 'timeout' as const };
      const r = apply(state, action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
      state = r.state;
    }
  }
}
