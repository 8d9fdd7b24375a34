import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import { sha256Hex } from '../../../shared/fairness';
import { PRESETS } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type TableState } from '../../../shared/table/types';
import { kindOf } from '../../../shared/tiles';
import { viewFor } from '../../../shared/view';
import { k, table } from '../table/fixture';

const HANDS = Number(process.env.SPARROW_BOT_HANDS ?? 6);

/** Four basic bots, each seeing only its own view; the host's timer when nobody moves. */
function playHands(presetId: string, hands: number): { state: TableState; wins: number; actions: number } {
  let state = newTable(PRESETS[presetId]);
  let wins = 0;
  let actions = 0;
  for (let h = 0; h < hands && !state.game.over; h++) {
    const started = apply(state, { type: 'startHand', seed: sha256Hex(`bot-${presetId}-${h}`) });
    if (!started.ok) throw new Error(started.error.message);
    state = started.state;
    while (state.hand!.phase !== 'over') {
      let action: Action | null = null;
      for (const seat of SEATS) {
        const view = viewFor(state, seat);
        action = chooseAction(view);
        if (action) {
          expect(view.legal).toContainEqual(action);
          break;
        }
      }
      action ??= { type: 'timeout' };
      const r = apply(state, action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
      state = r.state;
      actions++;
      if (r.events.some((e) => e.type === 'handWon')) wins++;
    }
  }
  return { state, wins, actions };
}

describe('basic bot', () => {
  it.each(Object.keys(PRESETS))('plays legal moves to the end of %s hands', (id) => {
    console.log(`bot hands per preset: ${HANDS} (SPARROW_BOT_HANDS)`);
    const { state, actions } = playHands(id, HANDS);
    expect(state.hand!.phase).toBe('over');
    expect(actions).toBeGreaterThan(HANDS * 20);
  });

  it('wins some hands (it is not just discarding at random)', () => {
    const wins = Object.keys(PRESETS).reduce((n, id) => n + playHands(id, HANDS).wins, 0);
    expect(wins).toBeGreaterThan(0);
  });

  it('discards a lone honour before connected suit tiles', () => {
    const state = table({ preset: 'hungarian', hands: ['123m456p789s11p23s5z', '444555666777m9m', '222333777888p9p', '444555666s777z6z'] });
    const action = chooseAction(viewFor(state, 0));
    expect(action?.type).toBe('discard');
    expect(kindOf((action as { tile: number }).tile)).toBe(k('5z'));
  });

  it('declares a win when it may', () => {
    const state = table({ preset: 'hungarian', hands: ['123m456p789s111z22z', '444555666777m9m', '222333777888p9p', '444555666s777z6z'] });
    expect(chooseAction(viewFor(state, 0))).toEqual({ type: 'win', seat: 0 });
  });

  it('does nothing when it has no move', () => {
    const state = table({ preset: 'hungarian', hands: ['123m456p789s11p23s5z', '444555666777m9m', '222333777888p9p', '444555666s777z6z'] });
    expect(chooseAction(viewFor(state, 1))).toBeNull();
    expect(chooseAction(viewFor(state, null))).toBeNull();
  });
});
