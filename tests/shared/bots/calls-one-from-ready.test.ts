/**
 * The cheaper two from ready (`callsOnlyOneFromReady`, off for the strong bot): the look-ahead from
 * each hand one from ready counts no calls (so two from ready, no call counts at all); one from
 * ready itself, calls count as before.
 */
import { describe, expect, it } from 'vitest';
import { rankDiscards } from '../../../shared/bots/discard';
import { POLICIES, type Policy } from '../../../shared/bots/policy';
import { riichiHand } from './riichi-context';

const lighter: Policy = { ...POLICIES.strong, riichi: { ...POLICIES.strong.riichi!, callsOnlyOneFromReady: true } };
const withoutCalls: Policy = { ...POLICIES.strong, riichi: { ...POLICIES.strong.riichi!, countsCalls: false } };
const scores = (kinds: number[], policy: Policy) => rankDiscards(riichiHand({ kinds, indicators: [14] }), riichiHand({ kinds }).concealed, policy).map((e) => [e.kind, e.score]);

describe('calls only one from ready', () => {
  it('is off for the strong bot', () => {
    expect(POLICIES.strong.riichi!.callsOnlyOneFromReady).toBe(false);
  });
  // 445m 777m 223455p 7p 9p (one from ready; calls that win with all simples abound), and the same
  // with the 7m pung broken into 7m 8m 1s (two from ready).
  const one = [3, 3, 4, 6, 6, 6, 10, 10, 11, 12, 13, 13, 15, 17];
  const two = [3, 3, 4, 6, 7, 18, 10, 10, 11, 12, 13, 13, 15, 17];
  it('one from ready, weighs every discard as the strong bot does', () => {
    expect(scores(one, lighter)).toEqual(scores(one, POLICIES.strong));
  });
  it('two from ready, weighs them otherwise: as the strong bot does without counting calls', () => {
    const light = scores(two, lighter);
    expect(light).not.toEqual(scores(two, POLICIES.strong));
    expect(light).toEqual(scores(two, withoutCalls));
  });
});
