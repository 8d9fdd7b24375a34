import { describe, expect, it } from 'vitest';
import type { Kind } from '../../../shared/tiles';
import { riichiHand, strongWithout, topDiscard } from './riichi-context';

const closedHand = (kinds: Kind[], passed: Kind[], gone: Kind[]) => riichiHand({ kinds, passed, gone });

describe('a ready riichi hand minds its own furiten', () => {
  // 34567m 123p 456p 789s: letting 3m go waits on 4m-7m, letting 7m go on 3m-6m. The bot passed a 6m
  // earlier; two 4m and a 7m are in another pond, so 3m-6m has more tiles left (5 against 3).
  const ctx = () => closedHand([2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 24, 25, 26], [5], [3, 3, 6]);
  it('strong: keeps the wait it can win on a discard (lets the 3m go)', () => {
    expect(topDiscard(ctx())).toBe(2);
  });
  it('without the reading, it waits on the passed 6m (furiten: self-draw only)', () => {
    expect(topDiscard(ctx(), strongWithout('mindsFuriten'))).toBe(6);
  });
  it('with no passed wait, the wider wait stays the choice', () => {
    const open = closedHand([2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 24, 25, 26], [33], [3, 3, 6]);
    expect(topDiscard(open)).toBe(6);
  });
});
