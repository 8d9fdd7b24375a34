// @vitest-environment happy-dom
/** A pond: discards in order, six to a row, the latest marked, claimed ones ghosted, riichi sideways. */
import { describe, expect, it } from 'vitest';
import type { VisibleDiscard as Discard } from '../../shared/view';
import Pond from '../../renderer/src/components/Pond.vue';
import { mountWith } from './mount';

const discards = (n: number): Discard[] => Array.from({ length: n }, (_, i) => ({ tile: i * 4, claimed: false, riichi: false }));

describe('Pond', () => {
  it('keeps the discard order and lays six to a row', () => {
    const w = mountWith(Pond, { props: { discards: discards(8), owner: 'Ann' } });
    const kinds = w.findAll('svg.tile').map((s) => Number(s.attributes('data-kind')));
    expect(kinds).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(w.find('.pond').attributes('aria-label')).toBe('Discards of Ann');
  });

  it('rings the latest discard when it can still be claimed', () => {
    const w = mountWith(Pond, { props: { discards: discards(3), owner: 'Ann', latest: true } });
    const items = w.findAll('.discard');
    expect(items.map((i) => i.classes().includes('latest'))).toEqual([false, false, true]);
  });

  it('ghosts a claimed discard and turns the riichi tile sideways', () => {
    const d = discards(3);
    d[1].claimed = true;
    d[2].riichi = true;
    const w = mountWith(Pond, { props: { discards: d, owner: 'Ann' } });
    const items = w.findAll('.discard');
    expect(items[1].classes()).toContain('claimed');
    expect(items[1].attributes('title')).toBe('Claimed by another player');
    expect(items[2].classes()).toContain('riichi');
  });

  it('shows older discards face down in the blind game', () => {
    const d: Discard[] = [{ tile: null, claimed: false, riichi: false }, { tile: 8, claimed: false, riichi: false }];
    const w = mountWith(Pond, { props: { discards: d, owner: 'Ann', latest: true } });
    const tiles = w.findAll('svg.tile');
    expect(tiles[0].classes()).toContain('back');
    expect(tiles[0].attributes('aria-label')).toBe('Face-down tile');
    expect(tiles[1].attributes('data-kind')).toBe('2');
  });

  it('says so when there is nothing yet, in the chosen language', () => {
    expect(mountWith(Pond, { props: { discards: [], owner: 'Ann' } }).text()).toBe('No discards yet');
    expect(mountWith(Pond, { props: { discards: [], owner: 'Ann', mine: true } }).text()).toBe('Your discards will go here');
    expect(mountWith(Pond, { props: { discards: [], owner: 'Ann' } }, 'cs').text()).toBe('Zatím žádné odhozy');
  });
});

describe('Meld', () => {
  it('lays the claimed tile sideways on the side of the player it came from', async () => {
    const { default: Meld } = await import('../../renderer/src/components/Meld.vue');
    const meld = { type: 'chow' as const, tiles: [4, 8, 12], concealed: false, from: 0 as const, claimedTile: 8, added: false };
    const kinds = (w: ReturnType<typeof mountWith>) => w.findAll('svg.tile').map((t) => [Number(t.attributes('data-kind')), t.classes().includes('sideways')]);
    // From the player before (seat 0 for owner 1): on the left.
    expect(kinds(mountWith(Meld, { props: { meld, owner: 1 } }))).toEqual([[2, true], [1, false], [3, false]]);
    // From the one opposite: in the middle; from the one after: on the right.
    expect(kinds(mountWith(Meld, { props: { meld, owner: 2 } }))).toEqual([[1, false], [2, true], [3, false]]);
    expect(kinds(mountWith(Meld, { props: { meld, owner: 3 } }))).toEqual([[1, false], [3, false], [2, true]]);
    const w = mountWith(Meld, { props: { meld, owner: 1, fromName: 'Ann' } });
    expect(w.find('.meld').attributes('aria-label')).toBe('Chow, claimed from Ann');
  });
});
