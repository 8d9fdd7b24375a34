import { describe, expect, it } from 'vitest';
import { dangerAgainst } from '../../../shared/bots/defence';
import type { BotContext } from '../../../shared/bots/types';
import type { Family } from '../../../shared/rules/presets';
import type { Kind } from '../../../shared/tiles';

// Kinds: 0–8 characters 1–9, 9–17 circles, 18–26 bamboo, 27– honours. A tile id is kind·4 + copy.
const tile = (kind: Kind, copy = 1) => kind * 4 + copy;

/** What the danger reading looks at: seat 1's ponds (seat 0 is the bot), riichi, the unseen counts. */
function ctx(o: { family?: Family; ponds?: Kind[][]; riichiAt?: number; seen?: Partial<Record<Kind, number>> }): BotContext {
  const ponds = o.ponds ?? [[], [], [], []];
  const unseen = new Uint8Array(34).fill(4);
  for (const pond of ponds) for (const k of pond) unseen[k]--;
  for (const [k, n] of Object.entries(o.seen ?? {})) unseen[Number(k)] -= n ?? 0;
  const seats = ponds.map((pond, seat) => ({
    melds: [],
    riichi: seat === 1 && o.riichiAt !== undefined,
    discards: pond.map((k, i) => ({ tile: tile(k), claimed: false, riichi: seat === 1 && i === o.riichiAt })),
  }));
  return { view: { family: o.family ?? 'riichi' }, hand: { seats, dealer: 0 }, unseen } as unknown as BotContext;
}

describe('the strong reading of tile danger', () => {
  it('against a riichi, a tile another seat discarded after it without a win is safe', () => {
    // Seat 1 declares with its second discard; seat 2 (after it in turn) then discards 5 circles twice.
    const c = ctx({ ponds: [[30, 31, 32], [27, 28, 29], [33, 13, 13], []], riichiAt: 1 });
    expect(dangerAgainst(c, 1, 13)).toBe(0);
    expect(dangerAgainst(c, 1, 14)).toBeGreaterThan(0.5); // 6 circles: nothing known
  });

  it('kabe: with every tile of its neighbour visible, an end tile cannot complete a two-sided wait', () => {
    const open = dangerAgainst(ctx({}), 1, 8); // 9 characters
    const walled = dangerAgainst(ctx({ seen: { 7: 4 } }), 1, 8); // all four 8 characters seen
    const oneChance = dangerAgainst(ctx({ seen: { 7: 3 } }), 1, 8);
    expect(walled).toBeLessThan(open / 2);
    expect(oneChance).toBeLessThan(open * 0.6);
    expect(oneChance).toBeGreaterThan(walled);
  });

  it('suji rules out two-sided waits only where a passed tile cannot win (riichi), kabe everywhere', () => {
    const ponds = [[], [3], [], []]; // seat 1 discarded 4 characters: 1 and 7 are its suji
    expect(dangerAgainst(ctx({ ponds }), 1, 0)).toBeLessThan(0.25);
    expect(dangerAgainst(ctx({ ponds, family: 'classical' }), 1, 0)).toBeGreaterThan(0.4);
    expect(dangerAgainst(ctx({ family: 'classical', seen: { 1: 4 } }), 1, 0)).toBeLessThan(0.25);
  });

  it('the plain reading (normal bots) is unchanged: only the threat’s own discards', () => {
    expect(dangerAgainst(ctx({ ponds: [[], [3], [], []] }), 1, 0, false)).toBe(0.6);
  });
});
