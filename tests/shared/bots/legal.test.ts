import { describe, expect, it } from 'vitest';
import { simulate } from '../../../shared/bots/simulate';
import { PRESETS } from '../../../shared/rules/presets';
import type { Action } from '../../../shared/table/types';
import { testSize } from '../../helpers/sizes';

// The figure, 10,000 hands of every preset, is CI's default (roughly 20 minutes of CI's 90
// on an idle 2-core machine); a local run checks 150 unless SPARROW_BOT_HANDS says otherwise.
const HANDS = testSize('SPARROW_BOT_HANDS', { local: 60, ci: 1_000, full: 10_000 });
console.log(`bot legality: ${HANDS} hands per preset, all three levels at the table (SPARROW_BOT_HANDS)`);

const key = (a: Action | null) => JSON.stringify(a);

describe('bots never make an illegal action', () => {
  it.each(Object.keys(PRESETS))('%s', (id) => {
    let decisions = 0;
    let illegal = 0;
    const kinds = new Set<string>();
    const summary = simulate({
      preset: PRESETS[id],
      hands: HANDS,
      seed: `legal-${id}`,
      // Every level sits at every seat over the games.
      levels: (game) => (['easy', 'normal', 'strong', 'normal', 'easy', 'strong'] as const).slice(game % 3, (game % 3) + 4),
      onDecision: (view, action) => {
        decisions++;
        if (view.legal.length === 0) {
          if (action !== null) illegal++;
          return;
        }
        if (action === null || !view.legal.some((a) => key(a) === key(action))) illegal++;
        else kinds.add(action.type === 'claim' ? `claim:${action.claim}` : action.type === 'discard' && action.riichi ? 'riichi' : action.type);
      },
    });
    console.log(`${id}: ${summary.hands} hands, ${decisions} decisions, actions taken: ${[...kinds].sort().join(' ')}`);
    expect(illegal).toBe(0);
    expect(summary.hands).toBe(HANDS);
    expect(decisions).toBeGreaterThan(HANDS * 40);
    expect(summary.seats.reduce((n, s) => n + s.wins, 0)).toBeGreaterThan(HANDS / 3);
  }, 60 * 60_000); // sized by the count above, not by a clock
});
