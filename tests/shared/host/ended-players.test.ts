/**
 * A hand's result names who played it (found in a review of the replay fix): Eve, who took Dan's
 * place between hands, was shown as the winner or loser of Dan's hand, and so was anyone who
 * reloaded. While a hand is over, a view whose places have changed since it ended says who held
 * them when it ended (`endedPlayers`); the next deal drops it.
 */
import { expect, it } from 'vitest';
import { handZeroPlayed, person, playUntil, views } from './steps-people';
import { TEST_TIMING } from './test-core';

it('a place taken between hands: the views name the hand’s players as it ended, until the next deal', () => {
  const { clock, core, ann, dan, danAt } = handZeroPlayed('millington', 5);
  const eve = person('Eve');
  // Nothing changed since the hand ended: nothing more is said.
  expect(views(ann.got).at(-1)!.endedPlayers).toBeUndefined();

  core.leave(dan.peer);
  core.join(eve.peer, danAt.place);
  const names = (m: ReturnType<typeof views>[number]) => m.endedPlayers?.map((p) => p.name);
  expect(names(views(eve.got).at(-1)!)?.[danAt.place]).toBe('Dan');
  expect(names(views(ann.got).at(-1)!)?.[danAt.place]).toBe('Dan');
  expect(views(ann.got).at(-1)!.players[danAt.place].name).toBe('Eve');

  for (const p of [ann, eve]) core.nextHand(p.peer);
  clock.advance(TEST_TIMING.entropyMs);
  playUntil(core, clock, [ann, eve], () => core.state.hand?.index === 1 && core.state.hand.phase !== 'over');
  expect(views(ann.got).at(-1)!.endedPlayers).toBeUndefined();
});
