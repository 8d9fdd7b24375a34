/**
 * The review's advice uses only what the seat could see: at random decision points, shuffling every
 * tile the seat could not see (other hands, the wall, the dead wall and ura-dora) changes nothing
 * of the judged decision: the bot's move, the measures, the cost, the reasons, the table shown.
 */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../shared/fairness';
import { nextInt, rngFromHex } from '../../../shared/random';
import { PRESETS } from '../../../shared/rules/presets';
import { judgeDecision } from '../../../shared/review';
import { walkDecisions } from '../../../shared/review/walk';
import { SEATS } from '../../../shared/table/types';
import { reshuffleHidden } from '../table/hidden';
import { playGame } from './play';

const POINTS = Number(process.env.SPARROW_REVIEW_HIDDEN_POINTS ?? 60);
console.log(`review hidden-tile check: ${POINTS} decision points per preset (SPARROW_REVIEW_HIDDEN_POINTS)`);

describe('the review sees only what the seat saw', () => {
  it.each(Object.keys(PRESETS))('%s: same advice whatever the hidden tiles are', (id) => {
    const rng = rngFromHex(sha256Hex(`review-hidden/${id}`));
    let checked = 0;
    let changed = 0;
    let disagreed = 0;
    for (let g = 0; checked < POINTS; g++) {
      // Weaker seats make choices the bot would not: their decisions carry costs and reasons too.
      const game = playGame(PRESETS[id], 2, `hidden-${id}-${g}`, ['easy', 'normal', 'strong', 'normal']);
      for (const seat of SEATS) {
        const points = walkDecisions(game.initial, game.actions, seat).flatMap((h) => h.points);
        for (let i = 0; i < 6 && checked < POINTS && points.length; i++) {
          const p = points[nextInt(rng, points.length)];
          const here = judgeDecision(p.state, seat, p.action, p.situation);
          const other = reshuffleHidden(p.state, seat, checked);
          if (JSON.stringify(other.hand!.seats) !== JSON.stringify(p.state.hand!.seats) || JSON.stringify(other.hand!.wall) !== JSON.stringify(p.state.hand!.wall)) changed++;
          expect(judgeDecision(other, seat, p.action, p.situation)).toEqual(here);
          if (!here.agreed) disagreed++;
          checked++;
        }
      }
    }
    console.log(`${id}: ${checked} decision points checked, ${disagreed} of them disagreements`);
    // The reshuffle really moved what the seat cannot see, and the check covered judged differences.
    expect(changed).toBeGreaterThan(checked * 0.9);
    expect(disagreed).toBeGreaterThan(0);
  }, 60 * 60_000); // sized by the count above, not by a clock
});
