/**
 * The review with your own mjai AI (`scripts/review.ts --mjai …`): the recorded game is played
 * again and the AI, seated where the reviewed player sat, hears every event it could see; at each
 * of the player's decisions it is asked what it would do, and its answer is set beside the move
 * that was played (the game goes on as recorded, as an mjai server's events decide it).
 */
import { choiceKey, decisionSituation } from '../../shared/review/choices';
import type { Situation } from '../../shared/review/types';
import { apply } from '../../shared/table/apply';
import { legalActions } from '../../shared/table/legal';
import type { Action, Seat, TableState } from '../../shared/table/types';
import { MjaiPlayer, type MjaiAi } from '../../electron/server/mjai-place';

export interface AiDecision {
  hand: number;
  /** Index of the action that settled it. */
  step: number;
  situation: Situation;
  player: Action;
  /** The AI's answer; null when it gave none in time (or none it could play). */
  ai: Action | null;
  agreed: boolean;
  /** Why there is no answer. */
  error?: string;
}

const bySeat = (action: Action, seat: Seat): boolean => 'seat' in action && action.seat === seat;

function situationOf(state: TableState, seat: Seat): Situation | null {
  const hand = state.hand;
  if (!hand || hand.phase === 'over') return null;
  return decisionSituation(legalActions(state, seat), hand.phase);
}

export async function reviewWithMjai(initial: TableState, actions: readonly Action[], seat: Seat, ai: MjaiAi, names: string[], answerMs: number, log: (m: string) => void = () => {}): Promise<AiDecision[]> {
  const player = new MjaiPlayer(ai, log);
  const byActor = () => [0, 1, 2, 3].map((a) => names[(a + initial.firstDealer) % 4] ?? `Player ${a + 1}`);
  const decisions: AiDecision[] = [];
  let state = initial;
  let pending: { situation: Situation; ai: Action | null; error?: string } | null = null;
  try {
    for (const [step, action] of actions.entries()) {
      if (!pending && state.hand && action.type !== 'startHand') {
        const situation = situationOf(state, seat);
        if (situation) {
          const replaced = player.replaced;
          const outcome = await player.decide(state, answerMs);
          // An answer it could not play (the bot's move stood in for it) is no answer of its own.
          if ('error' in outcome) pending = { situation, ai: null, error: outcome.error };
          else if (player.replaced > replaced) pending = { situation, ai: null, error: 'an answer it could not play here' };
          else pending = { situation, ai: outcome.action };
        }
      }
      const r = apply(state, action);
      if (!r.ok) throw new Error(`action ${step + 1} (${action.type}) does not replay: ${r.error.message}`);
      player.observe(state, action, r.events, r.state, seat, byActor);
      const hand = state.hand?.index ?? 0;
      state = r.state;
      if (!pending) continue;
      const settled = bySeat(action, seat) ? action : pending.situation === 'claim' && situationOf(state, seat) !== 'claim' ? ({ type: 'pass', seat } as Action) : null;
      if (!settled) continue;
      const agreed = pending.ai !== null && choiceKey(pending.ai, pending.situation) === choiceKey(settled, pending.situation);
      decisions.push({ hand, step, situation: pending.situation, player: settled, ai: pending.ai, agreed, ...(pending.error ? { error: pending.error } : {}) });
      pending = null;
    }
    await player.finish();
  } finally {
    player.close();
  }
  return decisions;
}
