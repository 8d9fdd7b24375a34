/**
 * The engine's fingerprint: along fixed seeded bot games (every preset, every level), a hash of
 * every state the host holds, every seat's view and every seat's events after each step. Taken
 * before the engine was made faster (structural sharing, cheaper claim windows, legal actions and
 * views) and kept since: a speed-up must not change one field of one state, view or event.
 * Re-taken once, on the tree before the speed-up was merged, for changes of behaviour made on
 * purpose meanwhile (claimLost events, the furiten mark, the strong bots' danger reading; the view's
 * firstDealer and the strong bots' last-hand play, damaten and deeper look-ahead).
 * Keys are sorted before hashing, so only values count, not the order objects were built in.
 */
import { describe, expect, it } from 'vitest';
import { createBot, type BotLevel } from '../../../shared/bots';
import { seatsToAsk } from '../../../shared/bots/simulate';
import { sha256Hex } from '../../../shared/fairness';
import { PRESETS } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { legalActions } from '../../../shared/table/legal';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type TableState } from '../../../shared/table/types';
import { eventsFor, viewFor } from '../../../shared/view';

/** JSON with sorted keys (undefined fields dropped, as JSON does). */
function canonical(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'null';
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  const o = x as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

const stateText = (s: TableState) => canonical({ ...s, preset: s.preset.id });

/** Plays `hands` hands; returns one hash over every step's state, views, events and legal actions. */
function fingerprint(presetId: string, levels: readonly BotLevel[], hands: number): { hash: string; steps: number } {
  const preset = PRESETS[presetId];
  let chain = sha256Hex(`fingerprint/${presetId}/${levels.join()}`);
  let steps = 0;
  let state = newTable(preset);
  let bots = levels.map((l, seat) => createBot(l, sha256Hex(`fp-bot/${presetId}/${seat}`)));
  const step = (action: Action) => {
    const old = state;
    const before = stateText(old);
    const r = apply(old, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    // apply is pure: the state it was given is untouched (structural sharing must not leak writes).
    if (stateText(old) !== before) throw new Error(`apply changed its input on ${JSON.stringify(action)}`);
    state = r.state;
    const parts = [stateText(state), canonical(action)];
    for (const seat of [...SEATS, null]) parts.push(canonical(viewFor(state, seat)), canonical(eventsFor(r.events, seat)));
    for (const seat of SEATS) parts.push(canonical(legalActions(state, seat)));
    chain = sha256Hex(chain + parts.join('|'));
    steps++;
  };
  for (let h = 0; h < hands; h++) {
    if (state.game.over) {
      state = newTable(preset);
      bots = levels.map((l, seat) => createBot(l, sha256Hex(`fp-bot/${presetId}/${h}/${seat}`)));
    }
    step({ type: 'startHand', seed: sha256Hex(`fp-hand/${presetId}/${h}`) });
    while (state.hand!.phase !== 'over') {
      const seat = seatsToAsk(state)[0];
      const action = seat === undefined ? null : bots[seat].act(viewFor(state, seat));
        step(action ?? { type: 'timeout' });
    }
  }
  return { hash: chain, steps };
}

const EXPECTED: Record<string, { hash: string; steps: number }> = {
  millington: { hash: '5ef9e6399f32ae20c664a4865bf2204d7cfb40dd24ad6ee9665591118c3a2720', steps: 2154 },
  hungarian: { hash: '0748ff9acb1155f81b96974c6104205eedba997e09490b067b903fd3c71ed6c3', steps: 1222 },
  riichi: { hash: '8b17089d4b0931c3095ed11ca778477d91e62c40e4c8a1ad1a25b9b774b7e895', steps: 2008 },
  taiwanese: { hash: 'e7076b65c0a9db0d136ee56d5cc9bc227117a825a4fa6c61a13ce1691886d8c3', steps: 1411 },
};

describe('engine fingerprint along fixed seeded bot games', () => {
  for (const id of Object.keys(PRESETS))
    it(`${id}: every state, view, event and legal action is unchanged`, () => {
      const got = fingerprint(id, ['easy', 'normal', 'strong', 'normal'], 12);
      if (process.env.SPARROW_PRINT_FINGERPRINTS) console.log(`FP ${id} ${JSON.stringify(got)}`);
      expect(got).toEqual(EXPECTED[id]);
    });
});
