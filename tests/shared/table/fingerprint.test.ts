/**
 * The engine's fingerprint: along fixed seeded bot games (every preset, every level), a hash of
 * every state the host holds, every seat's view and every seat's events after each step. Taken
 * before the engine was made faster (structural sharing, cheaper claim windows, legal actions and
 * views) and kept since: a speed-up must not change one field of one state, view or event.
 * Re-taken once, on the tree before the speed-up was merged, for changes of behaviour made on
 * purpose meanwhile (claimLost events, the furiten mark, the strong bots' danger reading; the
 * view's firstDealer, a new field: the step counts, so the decisions, stayed the same).
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
  millington: { hash: 'a8102ea3a1f7a0a62abe9a72c9b3507235882e9265c32427050c166cc8974d1e', steps: 2154 },
  hungarian: { hash: '95376becf74c46386c801c443fb864fc869b8560473f3463b5eca9feb78b3b7d', steps: 1446 },
  riichi: { hash: 'bc630e5bc9e4d8dabbb46b34f064061f59e01ed2c0b39eb6f61ba8df3c5804f7', steps: 1927 },
  taiwanese: { hash: '18e15a13645f7aed7e835ab15f54658b805f5e5684984ce7884766fa1469ad1d', steps: 1184 },
};

describe('engine fingerprint along fixed seeded bot games', () => {
  for (const id of Object.keys(PRESETS))
    it(`${id}: every state, view, event and legal action is unchanged`, () => {
      const got = fingerprint(id, ['easy', 'normal', 'strong', 'normal'], 12);
      if (process.env.SPARROW_PRINT_FINGERPRINTS) console.log(`FP ${id} ${JSON.stringify(got)}`);
      expect(got).toEqual(EXPECTED[id]);
    });
});
