// @vitest-environment happy-dom
/** The middle of the table: the round, the wall, and the counters each family plays with. */
import { describe, expect, it } from 'vitest';
import CenterInfo from '../../renderer/src/components/CenterInfo.vue';
import { mountWith } from './mount';

const base = { prevailing: 1, handNumber: 6, wallLive: 57, doraIndicators: [], riichiSticks: 0, honba: 0, status: null, presetName: 'Taiwanese 16-tile' };

describe('CenterInfo', () => {
  it('shows the round, the hand and the tiles left in the wall', () => {
    const w = mountWith(CenterInfo, { props: base });
    expect(w.find('.round').text()).toBe('South round, hand 6');
    expect(w.find('[data-test=wall-left] .num').text()).toBe('57');
    expect(w.find('[data-test=dealer-streak]').exists()).toBe(false);
  });

  it("shows the dealer's streak and wins in a row (Taiwanese Consecutive Win pays for them)", () => {
    const w = mountWith(CenterInfo, { props: { ...base, dealerStreak: 3, dealerWins: 2 } });
    expect(w.findAll('[data-test=dealer-streak] span').map((s) => s.text())).toEqual(['The dealer has kept the deal 3 times', "The dealer's wins in a row: 2"]);
    const once = mountWith(CenterInfo, { props: { ...base, dealerStreak: 1, dealerWins: 0 } }, 'zh-TW');
    expect(once.find('[data-test=dealer-streak]').text()).toBe('莊家連莊 1 次');
  });
});
