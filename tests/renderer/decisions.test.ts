// @vitest-environment happy-dom
/**
 * Every decision shows the tiles it is about (issue T2 4/6, item 4): each kong you may declare with
 * its four tiles and whether it is concealed or added to a pung; riichi with the discards that
 * keep you ready, as tile pictures that declare it.
 */
import { describe, expect, it } from 'vitest';
import ActionBar from '../../renderer/src/components/ActionBar.vue';
import { offerOf } from '../../renderer/src/logic/actions';
import { kongChoices } from '../../renderer/src/logic/decisions';
import { parseTiles } from '../../shared/notation';
import type { Action, Meld } from '../../shared/table/types';
import { tileId } from '../../shared/tiles';
import { mountWith } from './mount';

const kind = (text: string) => parseTiles(text)[0];
const EAST = kind('1z');
const FIVE = kind('5m');
const concealed = [0, 1, 2, 3].map((c) => tileId(EAST, c)).concat(tileId(FIVE, 3), tileId(kind('2p'), 0), tileId(kind('2p'), 1), tileId(kind('9s'), 0));
const pung: Meld = { type: 'pung', tiles: [0, 1, 2].map((c) => tileId(FIVE, c)), concealed: false, from: 2, claimedTile: tileId(FIVE, 0), added: false };

function mountBar(legal: Action[]) {
  const offer = offerOf(legal);
  return mountWith(ActionBar, { props: { offer, kongs: kongChoices(offer.kongs, concealed, [pung]), riichiMode: false, phase: 'discard', myTurn: true } });
}

describe('decisions show their tiles', () => {
  it('two kongs: the concealed one with its four tiles, the added one with the pung and the fourth', async () => {
    const w = mountBar([
      { type: 'kong', seat: 0, tile: tileId(EAST, 0) },
      { type: 'kong', seat: 0, tile: tileId(FIVE, 3) },
    ]);
    const buttons = w.findAll('[data-action=kong]');
    expect(buttons.map((b) => b.attributes('data-kong'))).toEqual(['concealed', 'added']);
    expect(buttons[0].text()).toContain('Concealed kong');
    expect(buttons[1].text()).toContain('Add to your pung');
    const kinds = (i: number) => buttons[i].findAll('svg.tile').map((s) => Number(s.attributes('data-kind')));
    expect(kinds(0)).toEqual([EAST, EAST, EAST, EAST]);
    expect(kinds(1)).toEqual([FIVE, FIVE, FIVE, FIVE]);
    await buttons[1].trigger('click');
    expect(w.emitted('act')).toEqual([[{ type: 'kong', tile: tileId(FIVE, 3) }]]);
  });

  it('riichi: the discards that keep you ready, one of each kind, each declaring riichi with it', async () => {
    const w = mountBar([
      { type: 'discard', seat: 0, tile: tileId(kind('2p'), 0), riichi: true },
      { type: 'discard', seat: 0, tile: tileId(kind('2p'), 1), riichi: true },
      { type: 'discard', seat: 0, tile: tileId(kind('9s'), 0), riichi: true },
      { type: 'discard', seat: 0, tile: tileId(kind('9s'), 0) },
    ]);
    const picks = w.findAll('[data-test=riichi-choices] [data-action=riichi-discard]');
    expect(picks.map((p) => Number(p.find('svg.tile').attributes('data-kind')))).toEqual([kind('2p'), kind('9s')].sort((a, b) => a - b));
    expect(w.find('[data-test=riichi-choices]').text()).toContain('Riichi, discarding:');
    const nine = picks.find((p) => Number(p.find('svg.tile').attributes('data-kind')) === kind('9s'))!;
    await nine.trigger('click');
    expect(w.emitted('act')).toEqual([[{ type: 'discard', tile: tileId(kind('9s'), 0), riichi: true }]]);
    // No riichi to declare: no choices shown.
    const plain = mountBar([{ type: 'discard', seat: 0, tile: tileId(kind('9s'), 0) }]);
    expect(plain.find('[data-test=riichi-choices]').exists()).toBe(false);
  });
});
