import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots';
import { PRESETS } from '../../../shared/rules/presets';
import type { Rng } from '../../../shared/random';
import { viewFor } from '../../../shared/view';
import { reshuffleHidden } from '../table/hidden';
import { playBotHands } from './play';

// A bot never sees hidden tiles: shuffling every tile its seat cannot see (wall, other hands,
// unrevealed indicators) never changes its decision.
const HANDS = Number(process.env.SPARROW_BOT_HIDDEN_HANDS ?? 12);
console.log(`bot hidden-tile check: ${HANDS} hands per preset (SPARROW_BOT_HIDDEN_HANDS)`);

describe('bots decide from their own view only', () => {
  it.each(Object.keys(PRESETS))('%s: same decision whatever the hidden tiles are', (id) => {
    let checks = 0;
    let differentStates = 0;
    playBotHands(PRESETS[id], HANDS, `hidden-${id}`, ['easy', 'normal', 'strong', 'normal'], (state, seat, bot) => {
      const other = reshuffleHidden(state, seat, checks);
      if (JSON.stringify(other.hand!.seats) !== JSON.stringify(state.hand!.seats) || JSON.stringify(other.hand!.wall) !== JSON.stringify(state.hand!.wall)) differentStates++;
      // The same RNG state for both calls, so that only the table differs.
      const copy = (r: Rng): Rng => ({ s: [...r.s] as Rng['s'] });
      const here = chooseAction(viewFor(state, seat), bot.level, copy(bot.rng));
      const there = chooseAction(viewFor(other, seat), bot.level, copy(bot.rng));
      expect(there).toEqual(here);
      checks++;
    });
    expect(checks).toBeGreaterThan(HANDS * 40);
    // The reshuffle really changed what the bot cannot see.
    expect(differentStates).toBeGreaterThan(checks * 0.9);
  }, 60 * 60_000); // sized by the count above, not by a clock
});
