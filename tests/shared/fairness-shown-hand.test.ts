/**
 * The deal check compares the hand a client was SHOWN after the deal with the seed's deal, not
 * only the deal events: a host that sends honest `tilesDealt` events but a view whose concealed
 * hand differs (as `--test-arranged-deal` does) is caught.
 */
import { describe, expect, it } from 'vitest';
import { revealMessage } from '../../shared/host/reveal';
import { FairnessRound } from '../../shared/host/round';
import type { RevealMessage } from '../../shared/protocol';
import { checkFairness, checkReveal, dealtTo } from '../../shared/reveal';
import { PRESETS, type Preset } from '../../shared/rules/presets';
import { arrangeHand } from '../../shared/table/arranged';
import { apply } from '../../shared/table/apply';
import { newTable } from '../../shared/table/start';
import type { Seat, TableState } from '../../shared/table/types';
import { eventFor, viewFor, type VisibleEvent } from '../../shared/view';
import type { TileId } from '../../shared/tiles';

interface Dealt {
  reveal: RevealMessage;
  state: TableState;
  /** What each seat received in the view that brought the deal. */
  events: VisibleEvent[][];
  hands: TileId[][];
}

/** An honest first hand of `preset`, with each seat's view of the deal. */
function dealHand(preset: Preset): Dealt {
  const record = new FairnessRound(0, Date.now()).finish(0, true);
  const started = apply(newTable(preset), { type: 'startHand', seed: record.seed });
  if (!started.ok) throw new Error(started.error.message);
  const seats = [0, 1, 2, 3] as Seat[];
  return {
    reveal: revealMessage('t1', preset, record),
    state: started.state,
    events: seats.map((s) => started.events.map((e) => eventFor(e, s))),
    hands: seats.map((s) => viewFor(started.state, s).hand!.seats[s].concealed!),
  };
}

const seen = (d: Dealt, seat: number, hand: readonly TileId[]) => ({ commitment: d.reveal.commitment, myEntropy: null, myPlace: null, mySeat: seat, events: d.events[seat], firstHand: hand });
const dealCheck = (d: Dealt, seat: number, hand: readonly TileId[]) => checkFairness(d.reveal, seen(d, seat, hand)).checks.find((c) => c.id === 'deal');

describe('the deal check looks at the hand you were shown', () => {
  for (const preset of Object.values(PRESETS))
    it(`${preset.id}: an honest deal passes for every seat (bonus tiles replaced included)`, () => {
      let replaced = 0;
      // Flowers come up in nearly every deal; a few hands make sure the check saw a replacement.
      for (let n = 0; n < 20 && (n === 0 || (preset.tiles === 'full144' && replaced === 0)); n++) {
        const d = dealHand(preset);
        for (const seat of [0, 1, 2, 3]) {
          replaced += d.events[seat].filter((e) => e.type === 'bonusReplaced' && e.seat === seat).length;
          expect(dealCheck(d, seat, d.hands[seat])).toEqual({ id: 'deal', ok: true });
          expect(checkFairness(d.reveal, seen(d, seat, d.hands[seat])).ok).toBe(true);
          expect(checkReveal({ reveal: d.reveal, commitmentSeen: d.reveal.commitment, dealt: { seat, tiles: dealtTo(d.events[seat], seat), hand: d.hands[seat] } })).toEqual({ ok: true });
        }
      }
      if (preset.tiles === 'full144') expect(replaced).toBeGreaterThan(0);
    });

  it('a view with one tile of the dealt hand swapped fails, though the deal events are honest', () => {
    for (const preset of Object.values(PRESETS)) {
      const d = dealHand(preset);
      for (const seat of [0, 1, 2, 3]) {
        const hand = [...d.hands[seat]];
        hand[0] = d.state.hand!.wall.tiles[0]; // a tile the wall still holds
        expect(dealCheck(d, seat, hand)).toEqual({ id: 'deal', ok: false });
        expect(checkReveal({ reveal: d.reveal, commitmentSeen: d.reveal.commitment, dealt: { seat, tiles: dealtTo(d.events[seat], seat), hand } })).toMatchObject({ ok: false, reason: 'deal' });
        // Only the deal check sees it: everything the host revealed is self-consistent.
        expect(checkFairness(d.reveal, seen(d, seat, hand)).checks.filter((c) => c.id !== 'deal').every((c) => c.ok)).toBe(true);
      }
    }
  });

  it('the hands of an arranged deal (the test-only `--test-arranged-deal`) fail the check', () => {
    const d = dealHand(PRESETS.riichi);
    arrangeHand(d.state, { hands: ['11115z789m456p789s', '555z39m22789p123s', '338m111p4569s227z', '45m999p23467899s'], wall: '676z3m' });
    for (const seat of [0, 1, 2, 3] as Seat[]) expect(dealCheck(d, seat, viewFor(d.state, seat).hand!.seats[seat].concealed!)).toEqual({ id: 'deal', ok: false });
  });
});
