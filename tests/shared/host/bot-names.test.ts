/**
 * A bot keeps its name while it sits (found in a newcomer's hunt): when a person left mid-hand,
 * every bot was numbered again by place order, so "Bot 2" meant another seat from one turn to the
 * next. Now the bot that takes a place gets the lowest number no bot at the table has, and the
 * others keep theirs.
 */
import { expect, it } from 'vitest';
import { person } from './steps-people';
import { testCore, TEST_TIMING } from './test-core';

it('a person leaving mid-hand: their place gets a free number, and the other bots keep theirs', () => {
  const { clock, core } = testCore('millington', { seed: 3 });
  core.start();
  const [ann, bob] = ['Ann', 'Bob'].map(person);
  core.join(ann.peer, 0);
  core.join(bob.peer, 1);
  core.addBots(2);
  const names = () => core.places.map((p) => p.name);
  expect(names()).toEqual(['Ann', 'Bob', 'Bot 1', 'Bot 2']);
  clock.advance(TEST_TIMING.entropyMs);
  core.leave(ann.peer);
  expect(names()).toEqual(['Bot 3', 'Bob', 'Bot 1', 'Bot 2']);
  core.leave(bob.peer);
  expect(names()).toEqual(['Bot 3', 'Bot 4', 'Bot 1', 'Bot 2']);
});
