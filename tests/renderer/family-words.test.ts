// @vitest-environment happy-dom
/**
 * A table speaks its rule family's words on every button (issue T3 2/8, item 4): a riichi table's
 * claims are Pon, Chi, Kan and Ron, its own win Tsumo, its kongs kan; classical and Taiwanese
 * tables keep Pung, Chow, Kong and Mah-Jong. A device with only a finger is told to tap.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { computed } from 'vue';
import Meld from '../../renderer/src/components/Meld.vue';
import { TABLE_FAMILY } from '../../renderer/src/logic/family-key';
import ActionBar from '../../renderer/src/components/ActionBar.vue';
import ClaimBar from '../../renderer/src/components/ClaimBar.vue';
import HandScorer from '../../renderer/src/components/HandScorer.vue';
import MoveLog from '../../renderer/src/components/MoveLog.vue';
import { offerOf } from '../../renderer/src/logic/actions';
import { kongChoices } from '../../renderer/src/logic/decisions';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { parseTiles } from '../../shared/notation';
import type { Action } from '../../shared/table/types';
import type { VisibleEvent } from '../../shared/view';
import { tileId } from '../../shared/tiles';
import { mountWith } from './mount';

const kind = (text: string) => parseTiles(text)[0];
const claims: Action[] = [
  { type: 'claim', seat: 1, claim: 'win', tiles: [] },
  { type: 'claim', seat: 1, claim: 'kong', tiles: [tileId(kind('5p'), 1), tileId(kind('5p'), 2), tileId(kind('5p'), 3)] },
  { type: 'claim', seat: 1, claim: 'pung', tiles: [tileId(kind('5p'), 1), tileId(kind('5p'), 2)] },
  { type: 'claim', seat: 1, claim: 'chow', tiles: [tileId(kind('3p'), 0), tileId(kind('4p'), 0)] },
  { type: 'pass', seat: 1 },
];
const EAST = kind('1z');
const turn: Action[] = [
  { type: 'win', seat: 0 },
  { type: 'kong', seat: 0, tile: tileId(EAST, 0) },
  { type: 'discard', seat: 0, tile: tileId(EAST, 0) },
];
const concealed = [0, 1, 2, 3].map((c) => tileId(EAST, c));

const claimNames = (family: string, locale: (typeof LOCALES)[number] = 'en') => {
  const offer = offerOf(claims);
  const w = mountWith(ClaimBar, { props: { tile: tileId(kind('5p'), 0), from: 'Bea', claims: offer.claims, canPass: true, endsAt: null, totalMs: null, family } }, locale);
  const names = w.findAll('button .name').map((b) => b.text());
  w.unmount();
  return names;
};
const turnButtons = (family: string) => {
  const offer = offerOf(turn);
  const w = mountWith(ActionBar, { props: { offer, kongs: kongChoices(offer.kongs, concealed, []), riichiMode: false, phase: 'discard', myTurn: true, family } });
  const out = { win: w.find('[data-action=win]').text(), kong: w.find('[data-action=kong]').text(), hint: w.find('.hint').exists() ? w.find('.hint').text() : w.text() };
  w.unmount();
  return out;
};

describe('a table speaks its family’s words', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('riichi: Ron, Kan, Pon, Chi to claim; Tsumo and kan on your turn', () => {
    expect(claimNames('riichi')).toEqual(['Ron', 'Kan', 'Pon', 'Chi', 'Pass']);
    const b = turnButtons('riichi');
    expect(b.win).toMatch(/^Tsumo!/);
    expect(b.kong).toMatch(/^Concealed kan/);
  });

  it('robbing a kong: riichi says pon and kan (chankan), the others pung and kong', () => {
    const prompt = (family: string) => {
      const w = mountWith(ClaimBar, { props: { tile: tileId(kind('5p'), 0), from: 'Bea', claims: offerOf([{ type: 'claim', seat: 1, claim: 'win', tiles: [] }, { type: 'pass', seat: 1 }]).claims, canPass: true, endsAt: null, totalMs: null, family, robbing: true } });
      const text = w.find('#claim-title').text();
      w.unmount();
      return text;
    };
    expect(prompt('riichi')).toBe('Bea is adding this tile to a pon. Rob the kan (chankan)?');
    expect(prompt('classical')).toBe('Bea is adding this tile to a pung. Rob the kong?');
  });

  it('classical and Taiwanese keep Mah-Jong, Kong, Pung, Chow', () => {
    for (const family of ['classical', 'taiwanese']) {
      expect(claimNames(family)).toEqual(['Mah-Jong', 'Kong', 'Pung', 'Chow', 'Pass']);
      const b = turnButtons(family);
      expect(b.win).toMatch(/^Mah-Jong!/);
      expect(b.kong).toMatch(/^Concealed kong/);
    }
  });

  it('every locale names a riichi claim differently from a classical one where the words differ', () => {
    for (const locale of LOCALES) {
      const riichi = claimNames('riichi', locale);
      expect(riichi.every((n) => n.length > 0), locale).toBe(true);
      expect(new Set(riichi).size, locale).toBe(5);
    }
  });

  it('a finger is told to tap, a mouse to click', () => {
    expect(turnButtons('riichi').hint).toContain('Click a tile');
    window.matchMedia = ((query: string) => ({ matches: query.includes('coarse'), media: query })) as unknown as typeof window.matchMedia;
    const hint = turnButtons('riichi').hint;
    expect(hint).toContain('Tap a tile');
    expect(hint).not.toMatch(/Click|Enter/);
  });

  it('melds are named in the family’s words: a riichi table’s pon from Bea, a classical table’s pung', () => {
    const five = [1, 2, 3].map((c) => tileId(kind('5p'), c));
    const meld = { type: 'pung' as const, tiles: five, concealed: false, from: 2 as const, claimedTile: five[0], added: false };
    const label = (family: string | null) => {
      const w = mountWith(Meld, { props: { meld, fromName: 'Bea' }, global: family ? { provide: { [TABLE_FAMILY as symbol]: computed(() => family) } } : {} });
      const text = w.find('.meld').attributes('aria-label');
      w.unmount();
      return text;
    };
    expect(label('riichi')).toBe('Pon, claimed from Bea');
    expect(label('classical')).toBe('Pung, claimed from Bea');
    expect(label('taiwanese')).toBe('Pung, claimed from Bea');
    expect(label(null)).toBe('Pung, claimed from Bea');
  });

  it('the moves list says a riichi table’s calls in its words (in every European locale); a classical table’s in its own', async () => {
    const five = tileId(kind('5p'), 0);
    const events = [
      { type: 'claimed', seat: 1, from: 0, claim: 'pung', tile: five },
      { type: 'claimed', seat: 2, from: 1, claim: 'chow', tile: five },
      { type: 'konged', seat: 3, tiles: concealed, concealed: true, added: false },
    ] as unknown as VisibleEvent[];
    // The moves list as the table screen shows it (the family provided by the table), opened.
    const lines = async (family: string, locale: (typeof LOCALES)[number] = 'en') => {
      const w = mountWith(MoveLog, { props: { events, names: ['Ann', 'Bea', 'Cy', 'Dan'] }, global: { provide: { [TABLE_FAMILY as symbol]: computed(() => family) } } }, locale);
      (w.find('details').element as HTMLDetailsElement).open = true;
      await w.find('details').trigger('toggle');
      const out = w.findAll('li').map((li) => li.text());
      w.unmount();
      return out;
    };
    expect(await lines('riichi')).toEqual(['Bea calls pon on 5 of Dots from Ann.', 'Cy calls chi on 5 of Dots from Bea.', 'Dan declares a closed kan of East Wind.']);
    expect(await lines('classical')).toEqual(['Bea claims 5 of Dots from Ann for a pung.', 'Cy claims 5 of Dots from Bea for a chow.', 'Dan declares a concealed kong of East Wind.']);
    // (Chinese names the sets of both alike: 碰, 吃, 槓.)
    for (const locale of ['cs', 'hu', 'fr'] as const) expect(await lines('riichi', locale), locale).not.toEqual(await lines('classical', locale));
  });

  it('score-a-hand names the set being built in the rule set’s words', async () => {
    const added = async (ruleset: string) => {
      const w = mountWith(HandScorer, {});
      await w.find('select').setValue(ruleset);
      await w.find('input[value=exposed]').setValue(true);
      for (let i = 0; i < 3; i++) await w.find(`.pick[data-kind="${kind('5p')}"]`).trigger('click');
      const text = w.find('.pending button').text();
      w.unmount();
      return text;
    };
    expect(await added('riichi')).toBe('Add the Pon');
    expect(await added('millington')).toBe('Add the Pung');
  });
});
