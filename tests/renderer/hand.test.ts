// @vitest-environment happy-dom
/** Your hand: sorted, the drawn tile apart, discard by click or keyboard only when legal, reorder. */
import { describe, expect, it } from 'vitest';
import { parseTiles } from '../../shared/notation';
import { tileId } from '../../shared/tiles';
import Hand from '../../renderer/src/components/Hand.vue';
import { layoutHand, moveTile } from '../../renderer/src/logic/hand';
import { mountWith } from './mount';

const ids = (text: string) => {
  const seen = new Map<number, number>();
  return parseTiles(text).map((k) => {
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return tileId(k, n);
  });
};

const tilesShown = (w: ReturnType<typeof mountWith>) => w.findAll('button.htile').map((b) => Number(b.attributes('data-tile')));

describe('Hand', () => {
  it('shows the tiles sorted by kind, with the drawn tile apart at the right', () => {
    const tiles = ids('9m1z5p1m3s');
    const drawn = tiles[2];
    const w = mountWith(Hand, { props: { tiles, drawn } });
    const shown = tilesShown(w);
    expect(shown).toEqual([...ids('9m1z1m3s').sort((a, b) => a - b).filter((t) => t !== drawn), drawn]);
    expect(w.find(`[data-tile="${drawn}"]`).classes()).toContain('drawn');
    expect(w.findAll('svg.tile')).toHaveLength(5);
  });

  it('names every tile for screen readers', () => {
    const w = mountWith(Hand, { props: { tiles: ids('5p7z') } });
    const labels = w.findAll('button.htile').map((b) => b.attributes('aria-label'));
    expect(labels).toEqual(['5 of Dots', 'Red Dragon']);
  });

  it('discards a legal tile on click, and ignores tiles that may not be discarded', async () => {
    const tiles = ids('1m2m3m');
    const w = mountWith(Hand, { props: { tiles, discardable: [tiles[1]] } });
    await w.find(`[data-tile="${tiles[0]}"]`).trigger('pointerdown', { button: 0, clientX: 5, clientY: 5 });
    await w.find(`[data-tile="${tiles[0]}"]`).trigger('pointerup');
    expect(w.emitted('discard')).toBeUndefined();
    expect(w.find(`[data-tile="${tiles[0]}"]`).classes()).toContain('blocked');
    await w.find(`[data-tile="${tiles[1]}"]`).trigger('pointerdown', { button: 0, clientX: 5, clientY: 5 });
    await w.find(`[data-tile="${tiles[1]}"]`).trigger('pointerup');
    expect(w.emitted('discard')).toEqual([[tiles[1], false]]);
  });

  it('is playable from the keyboard: arrows move, Enter discards, Alt+arrow reorders', async () => {
    const tiles = ids('1m2m3m');
    const w = mountWith(Hand, { props: { tiles, discardable: tiles }, attachTo: document.body });
    const first = w.find(`[data-tile="${tiles[0]}"]`);
    expect(first.attributes('tabindex')).toBe('0');
    await first.trigger('keydown', { key: 'ArrowRight' });
    expect(w.find(`[data-tile="${tiles[1]}"]`).attributes('tabindex')).toBe('0');
    await w.find(`[data-tile="${tiles[1]}"]`).trigger('keydown', { key: 'Enter' });
    expect(w.emitted('discard')).toEqual([[tiles[1], false]]);
    await w.find(`[data-tile="${tiles[1]}"]`).trigger('keydown', { key: 'ArrowLeft', altKey: true });
    expect(tilesShown(w)).toEqual([tiles[1], tiles[0], tiles[2]]);
    // "Sort my tiles" appears once the order is your own, and restores it.
    await w.find('button.sort').trigger('click');
    expect(tilesShown(w)).toEqual(tiles);
    w.unmount();
  });

  it('in riichi mode only the riichi discards are playable, and they are sent with riichi', async () => {
    const tiles = ids('1m2m3m');
    const w = mountWith(Hand, { props: { tiles, discardable: tiles, riichiable: [tiles[2]], riichiMode: true } });
    expect(w.findAll('.playable').map((b) => Number(b.attributes('data-tile')))).toEqual([tiles[2]]);
    await w.find(`[data-tile="${tiles[2]}"]`).trigger('keydown', { key: ' ' });
    expect(w.emitted('discard')).toEqual([[tiles[2], true]]);
  });

  it('draws the 16-tile Taiwanese hand (17 with the dealer’s extra tile)', () => {
    const tiles = ids('123m456m789p222s345s7z7z');
    const w = mountWith(Hand, { props: { tiles } });
    expect(w.findAll('button.htile')).toHaveLength(17);
  });
});

describe('hand order', () => {
  it('keeps your own order and puts new tiles after it', () => {
    expect(layoutHand([8, 4, 0], null, [4, 8]).tiles).toEqual([4, 8, 0]);
    expect(layoutHand([8, 4, 0, 12], 12, null)).toEqual({ tiles: [0, 4, 8], drawn: 12 });
    expect(moveTile([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
  });
});
