// @vitest-environment happy-dom
/**
 * The standings' legend on a phone explains each short heading by its full words, and skips a
 * heading whose short form is already the full one (found in a review: zh-TW read "放槍：放槍").
 */
import { describe, expect, it } from 'vitest';
import ClubStandings from '../../renderer/src/components/club/ClubStandings.vue';
import { mountWith } from './mount';

const legend = (locale: 'en' | 'zh-TW') =>
  mountWith(ClubStandings, { props: { rows: [], tieBreaks: [] } }, locale).get('[data-test=club-standings-legend]').text();

describe('the standings legend', () => {
  it('zh-TW: a short heading equal to the full one is not explained', () => {
    expect(legend('zh-TW')).toBe('分：分數 · 場：場數 · 和：和牌');
  });
  it('en: every short heading explained', () => {
    expect(legend('en').split(' · ')).toHaveLength(4);
  });
});
