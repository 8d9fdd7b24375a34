/** A game played by the strong bot itself agrees with the review on every decision, in every rule set (how long a review takes is `npm run bench`'s). */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../shared/rules/presets';
import { reviewGame, reviewHand, reviewOneHand } from '../../../shared/review';
import { legalActions } from '../../../shared/table/legal';
import { SEATS } from '../../../shared/table/types';
import { playGame } from './play';

describe('the strong bot agrees with itself', () => {
  it.each(Object.keys(PRESETS))('%s: every decision agreed, none costly, summaries add up', (id) => {
    const game = playGame(PRESETS[id], 3, `agree-${id}`, ['strong', 'strong', 'strong', 'strong']);
    for (const seat of SEATS) {
      const review = reviewGame(game.initial, game.actions, seat);
      expect(review.hands.length).toBeGreaterThan(0);
      expect(review.summary.decisions).toBeGreaterThan(10);
      expect(review.summary).toEqual({ decisions: review.summary.decisions, agreed: review.summary.decisions, costly: 0 });
      expect(review.hands.reduce((n, h) => n + h.summary.decisions, 0)).toBe(review.summary.decisions);
      for (const d of review.hands.flatMap((h) => h.decisions)) expect([d.cost, d.reasons]).toEqual([0, []]);
      // The one-hand review is the same hand as in the whole game's.
      const first = review.hands[0];
      expect(reviewHand(game.initial, game.actions, first.hand, seat)).toEqual(first);
    }
  });

  it('a mixed table: weaker seats disagree somewhere, and a hand still being played has no review', () => {
    const game = playGame(PRESETS.riichi, 2, 'agree-mixed', ['easy', 'normal', 'strong', 'strong']);
    const easy = reviewGame(game.initial, game.actions, 0);
    expect(easy.summary.agreed).toBeLessThan(easy.summary.decisions);
    // Cut the log in the middle of the last hand: that hand is not reviewed.
    const lastStart = game.actions.map((a) => a.type).lastIndexOf('startHand');
    const cut = game.actions.slice(0, lastStart + 20);
    const lastHand = game.final.hand!.index;
    expect(reviewHand(game.initial, cut, lastHand, 0)).toBeNull();
    expect(reviewOneHand(game.initial, cut, lastHand, 0)).toBeNull();
    expect(reviewGame(game.initial, cut, 0).hands.map((h) => h.hand)).not.toContain(lastHand);
  });

  it('a claim window the seat let run out is a pass', () => {
    let silent: number[] = [];
    const game = playGame(PRESETS.millington, 2, 'agree-silent', ['strong', 'strong', 'strong', 'strong'], (state, seat, _move, step) => {
      const options = seat === 0 && state.hand!.phase === 'claims' ? legalActions(state, 0).filter((a) => a.type === 'claim' && a.claim !== 'win') : [];
      if (options.length === 0) return null;
      silent.push(step);
      return { type: 'timeout' };
    });
    const decisions = reviewGame(game.initial, game.actions, 0).hands.flatMap((h) => h.decisions);
    silent = silent.filter((step) => step < game.actions.length);
    expect(silent.length).toBeGreaterThan(0);
    for (const step of silent) expect(decisions.find((d) => d.step === step)).toMatchObject({ situation: 'claim', player: { type: 'pass', seat: 0 } });
  });
});
