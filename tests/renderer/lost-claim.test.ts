// @vitest-environment happy-dom
/** The claim-lost explanation: who took the tile and why, in your language, only while it matters. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import LostClaim from '../../renderer/src/components/LostClaim.vue';
import { makeI18n } from '../../renderer/src/i18n';
import type { VisibleEvent } from '../../shared/view';

const names = ['You', 'Bot 1', 'Bot 2', 'Bot 3'];
const render = (events: VisibleEvent[], over: boolean, locale: 'en' | 'fr' = 'en') =>
  mount(LostClaim, { props: { events, you: 0, names, over }, global: { plugins: [makeI18n(locale)] } }).text();

const lostPung: VisibleEvent = { type: 'claimLost', seat: 0, claim: 'pung', to: 2, took: 'pung' };
const lostToWin: VisibleEvent = { type: 'claimLost', seat: 0, claim: 'pung', to: 3, took: 'win' };

describe('why your claim lost', () => {
  it('same rank: the other player was nearer in turn', () => {
    expect(render([lostPung], false)).toBe('Your Pung claim lost: Bot 2 was nearer in turn and took the tile.');
    expect(render([lostPung], false, 'fr')).toContain('Bot 2 était plus proche');
  });

  it('a higher claim: it says which came first; at the end of the hand too', () => {
    expect(render([lostToWin], false)).toBe('Your Pung claim lost: Bot 3 claimed Mah-Jong, which comes first, and took the tile.');
    expect(render([lostToWin], true)).toContain('Bot 3 claimed Mah-Jong');
  });

  it('goes once you have discarded since, and a lost pung is not the end of the hand', () => {
    expect(render([lostPung, { type: 'discarded', seat: 0, tile: 5, riichi: false }], false)).toBe('');
    expect(render([lostPung, { type: 'discarded', seat: 2, tile: 5, riichi: false }], false)).toContain('Bot 2');
    expect(render([lostPung], true)).toBe('');
  });
});
