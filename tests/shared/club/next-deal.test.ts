/**
 * Who deals the next real-tile hand (an open item of the last session's note: East and the honba
 * were typed for every hand): the table's last recorded hand gives it, by the same rule the engine
 * plays by (shared/rules/next-deal.ts); a hand from a journal written before, which does not say
 * who dealt, gives none.
 */
import { describe, expect, it } from 'vitest';
import { applyEvening } from '../../../shared/club/evening';
import type { RealTileHand } from '../../../shared/club/realTiles';
import type { EveningAction, EveningState } from '../../../shared/club/types';
import { nextDeal, type DealEnd } from '../../../shared/rules/next-deal';
import { ruleFamily } from '../../../shared/rules/families';
import { presetById } from '../../../shared/rules/presets';
import type { RealTileEntry } from '../../../shared/rules/real-tiles';
import { parseClientMessage } from '../../../shared/protocol';
import { run, settings } from './evening-helpers';

const win = (...winners: number[]): DealEnd => ({ kind: 'win', winners });
const draw = (...ready: number[]): DealEnd => ({ kind: 'draw', tenpai: [0, 1, 2, 3].map((p) => ready.includes(p)) });

describe('the next deal', () => {
  it.each([
    // preset, dealer, honba before, how the hand ended → next dealer, honba
    ['millington', 1, 0, win(1), 1, 0],
    ['millington', 1, 0, win(2), 2, 0],
    ['millington', 3, 0, draw(3), 0, 0],
    ['hungarian', 0, 0, win(0), 0, 0],
    ['riichi', 0, 0, win(0), 0, 1],
    ['riichi', 0, 2, win(1), 1, 0],
    ['riichi', 0, 2, win(1, 0), 0, 3],
    ['riichi', 2, 0, draw(2), 2, 1],
    ['riichi', 2, 1, draw(0, 1), 3, 2],
    ['riichi', 3, 0, { kind: 'abortive' } as DealEnd, 3, 1],
    ['taiwanese', 1, 0, draw(), 1, 0],
    ['taiwanese', 1, 0, win(1), 1, 0],
    ['taiwanese', 3, 0, win(0), 0, 0],
  ] as const)('%s: dealer %i with %i honba, %o → dealer %i, %i honba', (preset, dealer, honba, end, nextDealer, nextHonba) => {
    expect(nextDeal(presetById(preset), { dealer, honba }, end)).toMatchObject({ dealer: nextDealer, honba: nextHonba });
  });
});

const confirmAll = (s: EveningState, version: number): EveningAction[] => (s.tables[0].players as number[]).map((player) => ({ type: 'confirmHand', table: 0, player, version }));
const names: EveningAction[] = ['Ann', 'Bea', 'Cy', 'Dan'].map((name) => ({ type: 'register', name }));
const entry = (over: Partial<RealTileEntry>): RealTileEntry => ({ winner: null, from: null, dealer: 0, scores: [0, 0, 0, 0], tenpai: [false, false, false, false], riichi: [false, false, false, false], honba: 0, value: null, ...over });

/** Plays `hands` (each made as the club form makes it) at a real-tile table of `preset`; the table's next deal after each. */
function nextDeals(preset: string, hands: RealTileEntry[]): ({ dealer: number; honba: number } | null)[] {
  let s = run([{ type: 'open', settings: settings({ preset, realTileTables: 1, round: { kind: 'hands', hands: 8 }, seed: 'next-deal' }) }, ...names, { type: 'startRound' }]);
  const out: ({ dealer: number; honba: number } | null)[] = [s.tables[0].nextDeal ?? null];
  hands.forEach((e, i) => {
    const hand = ruleFamily(presetById(preset).family).realTiles.handOf(e);
    if (!hand) throw new Error(`no hand from ${JSON.stringify(e)}`);
    s = run([{ type: 'realTileHand', table: 0, hand: hand as RealTileHand }, ...confirmAll(s, i + 1)], s);
    out.push(s.tables[0].nextDeal ?? null);
  });
  return out;
}

describe('a real-tile table: the next hand’s East and honba follow from the last hand entered', () => {
  it('riichi: the dealer keeps the deal by winning or ready at a draw, with one more honba; another’s win passes it on and clears them', () => {
    expect(
      nextDeals('riichi', [
        entry({ winner: 0, dealer: 0, value: { han: 2, fu: 30 } }),
        entry({ winner: null, dealer: 0, honba: 1, tenpai: [true, false, false, true] }),
        entry({ winner: 2, from: 1, dealer: 0, honba: 2, value: { han: 1, fu: 30 } }),
        entry({ winner: null, dealer: 1, tenpai: [true, false, false, false] }),
      ]),
    ).toEqual([null, { dealer: 0, honba: 1 }, { dealer: 0, honba: 2 }, { dealer: 1, honba: 0 }, { dealer: 2, honba: 1 }]);
  });

  it('classical: East stays East by going Mah-Jong; another’s win or a draw moves East on', () => {
    const scores = [20, 4, 0, 8];
    expect(
      nextDeals('hungarian', [
        entry({ winner: 3, dealer: 3, scores }),
        entry({ winner: 0, dealer: 3, scores }),
        entry({ winner: null, dealer: 0 }),
      ]),
    ).toEqual([null, { dealer: 3, honba: 0 }, { dealer: 0, honba: 0 }, { dealer: 1, honba: 0 }]);
  });

  it('Taiwanese: the dealer keeps the deal at a draw too', () => {
    expect(nextDeals('taiwanese', [entry({ winner: null, dealer: 2 }), entry({ winner: 1, dealer: 2, value: { tai: 3 } })])).toEqual([null, { dealer: 2, honba: 0 }, { dealer: 3, honba: 0 }]);
  });

  it('a hand that does not say who dealt (journals written before) gives no next deal; a dealer out of the places is refused', () => {
    let s = run([{ type: 'open', settings: settings({ preset: 'riichi', realTileTables: 1, round: { kind: 'hands', hands: 8 }, seed: 'next-deal' }) }, ...names, { type: 'startRound' }]);
    s = run([{ type: 'realTileHand', table: 0, hand: { family: 'riichi', kind: 'draw', tenpai: [true, false, false, false] } }, ...confirmAll(s, 1)], s);
    expect(s.tables[0].nextDeal).toBeNull();
    const bad = applyEvening(s, { type: 'realTileHand', table: 0, hand: { family: 'riichi', kind: 'draw', tenpai: [true, false, false, false], dealer: 4 } });
    expect(bad.ok).toBe(false);
    const sent = (hand: unknown) => parseClientMessage(JSON.stringify({ t: 'clubHand', table: 0, hand }));
    expect(sent({ family: 'riichi', kind: 'draw', tenpai: [true, false, false, false], dealer: 4 })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(sent({ family: 'riichi', kind: 'draw', tenpai: [true, false, false, false], dealer: 3, honba: 2 })).toMatchObject({ ok: true });
    expect(sent({ family: 'taiwanese', winner: null, from: null, tai: 0, dealer: 3 })).toMatchObject({ ok: true });
    expect(sent({ family: 'taiwanese', winner: null, from: null, tai: 0, dealer: -1 })).toMatchObject({ ok: false, code: 'bad-message' });
  });
});
