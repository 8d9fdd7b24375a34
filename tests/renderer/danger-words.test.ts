// @vitest-environment happy-dom
/**
 * Review and practice aid speak of danger plainly (issue T3 2/8, item 7): no "Danger 53%" that
 * reads as a chance of dealing in, but safe / low / medium / high and against whom ("high, against
 * Ann's riichi"); the practice aid, whose picks count speed only, says so while someone threatens
 * and gives each pick's danger exactly as the review measures it.
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../shared/bots/context';
import { presetById } from '../../shared/rules/presets';
import { dangerLevel } from '../../shared/review/danger-words';
import { measureChoice } from '../../shared/review/measure';
import { kindOf } from '../../shared/tiles';
import { viewFor } from '../../shared/view';
import PracticeAid from '../../renderer/src/components/PracticeAid.vue';
import ReviewChoice from '../../renderer/src/components/ReviewChoice.vue';
import { aidDanger, practiceAid, visibleCounts } from '../../renderer/src/logic/aid';
import { reasonParams } from '../../renderer/src/logic/danger';
import { makeI18n } from '../../renderer/src/i18n';
import { CLOSE, held, play, table } from '../shared/table/fixture';
import { mountWith } from './mount';

const NAMES = ['Ann', 'Bea', 'Cy', 'Dan'];

/** Ann (East) declares riichi; Bea has drawn and is to discard. */
function facingRiichi() {
  const start = table({ preset: 'riichi', hands: ['23m456p789p123s55z9s', '59m258p258s1234z7z', '69m369p369s12356z', '78m58p47s1234567z'] });
  const { state } = play(start, { type: 'discard', seat: 0, tile: held(start, 0, '9s'), riichi: true }, CLOSE, { type: 'draw', seat: 1 });
  return viewFor(state, 1);
}

describe('danger in words', () => {
  it('four words, from the bots’ index compared with a middle tile facing a riichi', () => {
    expect([0, 0.1, 0.24, 0.25, 0.59, 0.6, 1].map(dangerLevel)).toEqual(['safe', 'low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it('the review says “high, against Ann’s riichi”, and its reason has no percentages', () => {
    const measure = { shanten: 1, accept: 20, danger: 0.8, dangerFrom: { seat: 0, riichi: true }, keepValue: 0 } as const;
    const w = mountWith(ReviewChoice, { props: { who: 'You', choice: { type: 'discard', seat: 1, tile: 40, riichi: false }, measure, offered: null, mark: 'costly', names: NAMES, family: 'riichi' } });
    expect(w.find('[data-test=danger]').text()).toBe('high, against Ann’s riichi');
    expect(w.text()).not.toContain('%');
    w.unmount();
    const t = makeI18n('en').global.t as (k: string, p?: Record<string, unknown>) => string;
    const sentence = t('review.reason.danger', reasonParams(t, 'danger', { player: 80, bot: 10, threat: 0, riichi: 1 }, NAMES));
    expect(sentence).toBe('Your tile’s danger: high, against Ann’s riichi; the bot’s tile: low.');
  });

  it('the review names calls in the rule set’s words, as the table does: Pon, Chi, Kan, Ron in riichi', () => {
    const words = (family: string, choice: Record<string, unknown>) => {
      const w = mountWith(ReviewChoice, { props: { who: 'You', choice: choice as never, measure: null, offered: 40, mark: 'differs', names: NAMES, family } });
      const text = w.find('.move > span').text();
      w.unmount();
      return text;
    };
    const pung = { type: 'claim', seat: 1, claim: 'pung', tiles: [41, 42] };
    expect(words('riichi', pung)).toBe('Pon');
    expect(words('classical', pung)).toBe('Pung');
    expect(words('riichi', { type: 'claim', seat: 1, claim: 'win', tiles: [] })).toBe('Ron');
    expect(words('riichi', { type: 'kong', seat: 1, tile: 40 })).toBe('Kan');
    expect(words('taiwanese', { type: 'claim', seat: 1, claim: 'chow', tiles: [44, 48] })).toBe('Chow');
  });

  it('the practice aid facing a riichi says its picks count speed only, with each pick’s danger as the review measures it', () => {
    const view = facingRiichi();
    const me = view.hand!.seats[1];
    const preset = presetById(view.presetId);
    const aid = practiceAid(me.concealed!, me.melds.length, preset.handSize, preset.special, visibleCounts(view));
    expect(aid.discards.length).toBeGreaterThan(0);
    const danger = aidDanger(view, aid.discards.map((d) => d.kind))!;
    expect(danger.from).toEqual({ seat: 0, riichi: true });
    // The same numbers the review gives the same discards.
    const ctx = buildContext(view)!;
    for (const d of aid.discards) {
      const tile = me.concealed!.find((x) => kindOf(x) === d.kind)!;
      expect(danger.byKind[d.kind]).toBe(measureChoice(ctx, { type: 'discard', seat: 1, tile, riichi: false })!.danger);
    }
    const w = mountWith(PracticeAid, { props: { aid, danger, names: NAMES } });
    const note = w.find('[data-test=aid-danger]');
    expect(note.text()).toContain('Ann threatens (riichi): these picks count your hand’s speed only.');
    expect(note.findAll('[data-level]').map((x) => x.attributes('data-level'))).toEqual(aid.discards.map((d) => dangerLevel(danger.byKind[d.kind])));
    w.unmount();
  });

  it('no threat, no note', () => {
    const start = table({ preset: 'riichi', hands: ['23m456p789p123s55z9s', '59m258p258s1234z7z', '69m369p369s12356z', '78m58p47s1234567z'] });
    const view = viewFor(start, 0);
    const me = view.hand!.seats[0];
    const preset = presetById(view.presetId);
    const aid = practiceAid(me.concealed!, 0, preset.handSize, preset.special, visibleCounts(view));
    expect(aidDanger(view, aid.discards.map((d) => d.kind))).toBeNull();
  });
});
