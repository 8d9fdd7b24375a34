/**
 * Seed 000 rule 29 in play: under the Millington preset the BMJA's extra shapes are not Mah-Jong,
 * for a self-drawn win or a claim; the house rule `bmjaExtras` makes them Mah-Jong at the table
 * too, as score-a-hand and the bots already read them (tests/shared/classical/seeds.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ClassicalScore } from '../../../shared/rules/classical';
import { legalActions } from '../../../shared/table/legal';
import type { Seat } from '../../../shared/table/types';
import { held, play, table } from './fixture';

// Hands that leave enough copies of every tile for each shape below.
const OTHERS = { south: '13579m1357p8s567z', west: '13579m1357p8s567z', north: '2468m2468p9p9s234z' };
const offers = (preset: string, hands: [string, string, string, string], seat: Seat) => legalActions(table({ preset, hands }), seat);

describe('the BMJA extra shapes at the table', () => {
  // Knitting, Triple Knitting, All Pair Honours, Wriggling Snake: East holds the whole hand.
  it.each([
    ['knitting', '2345679p2345679s'],
    ['tripleKnitting', '246p246s246m4p4s4m8p8m'],
    ['allPairHonours', '1199m11p11556677z'],
    ['wrigglingSnake', '1123456789m1234z'],
  ])('%s: no self-drawn Mah-Jong under Millington, one with the house rule', (_shape, hand) => {
    const hands: [string, string, string, string] = [hand, OTHERS.south, OTHERS.west, OTHERS.north];
    expect(offers('millington', hands, 0).map((a) => a.type)).not.toContain('win');
    expect(offers('millington+bmjaExtras=true', hands, 0).map((a) => a.type)).toContain('win');
  });

  it('a discard completing Knitting is no win claim under Millington; with the house rule it is, and scores Knitting', () => {
    const hands: [string, string, string, string] = ['9s147p147s123456z9m', '2345679p234567s', OTHERS.west, OTHERS.north];
    for (const [preset, offered] of [['millington', false], ['millington+bmjaExtras=true', true]] as const) {
      const state = table({ preset, hands });
      const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s') });
      const claims = legalActions(s, 1).filter((a) => a.type === 'claim' && a.claim === 'win');
      expect(claims.length > 0, preset).toBe(offered);
      if (!offered) continue;
      const { state: won } = play(s, claims[0]);
      // Won on East's first discard: the Blessing of Earth limit supersedes the Knitting half limit.
      const sheet = (won.hand!.result!.details as (ClassicalScore & { seat: Seat })[])[1];
      expect(sheet.won).toBe(true);
      expect([...sheet.lines, ...sheet.superseded].map((l) => l.rule)).toContain('knitting');
    }
  });
});
