/**
 * Flower specials straight from the deal: the ceremony is real, then (through a mocked setup) the
 * bonus tiles are handed out seven to one seat, the eighth last to another, as a rare deal would.
 */
import { describe, expect, it, vi } from 'vitest';
import type { HandSetup, HandSetupInput } from '../../../shared/setup';
import { taiwanese } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { isBonus, kindOf, type TileId } from '../../../shared/tiles';

const rig = vi.hoisted(() => ({ split: null as null | { seven: number; last: number } }));

vi.mock('../../../shared/setup', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../shared/setup')>();
  return {
    ...real,
    setupHand(input: HandSetupInput): HandSetup {
      const setup = real.setupHand(input);
      if (!rig.split) return setup;
      const bonus = [...setup.wall.tiles, ...setup.hands.flat(), ...setup.bonus.flat()].filter((t) => isBonus(kindOf(t)));
      const strip = (ts: TileId[]) => ts.filter((t) => !isBonus(kindOf(t)));
      setup.wall.tiles = strip(setup.wall.tiles);
      setup.hands = setup.hands.map(strip);
      setup.bonus = [[], [], [], []];
      setup.bonus[rig.split.seven].push(...bonus.slice(0, 7));
      setup.bonus[rig.split.last].push(bonus[7]);
      setup.events.push({ type: 'bonusReplaced', seat: rig.split.last, bonus: bonus[7], replacement: setup.wall.tiles.at(-1)! });
      return setup;
    },
  };
});

function startWith(split: { seven: number; last: number }) {
  rig.split = split;
  const r = apply(newTable(taiwanese), { type: 'startHand', seed: 'cd'.repeat(32) });
  rig.split = null;
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('flower specials in the deal', () => {
  it('Seven Stealing One before the first discard: the one who got the eighth pays', () => {
    const { state, events } = startWith({ seven: 3, last: 1 });
    expect(events.map((e) => e.type).slice(-2)).toEqual(['handWon', 'handScored']);
    expect(state.hand!.result!.winners).toEqual([expect.objectContaining({ seat: 3, from: 1, source: 'wall', flowers: true })]);
    expect(state.hand!.result!.deltas).toEqual([0, -380, 0, 380]);
    expect(state.game.dealer).toBe(1);
  });

  it("the dealer's Eight Immortals in the deal", () => {
    const { state } = startWith({ seven: 0, last: 0 });
    expect(state.hand!.result!.winners).toEqual([expect.objectContaining({ seat: 0, from: null, flowers: true })]);
    // 14 + Dealer's Point 1 = 15 tái: 400 from each.
    expect(state.hand!.result!.deltas).toEqual([1200, -400, -400, -400]);
    expect(state.game).toMatchObject({ dealer: 0, dealerStreak: 1 });
  });

  it('an ordinary deal starts the hand as usual', () => {
    const r = apply(newTable(taiwanese), { type: 'startHand', seed: 'cd'.repeat(32) });
    expect(r.ok && r.state.hand!.phase).toBe('discard');
  });
});
