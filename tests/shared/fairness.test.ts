/**
 * The host cannot steer a hand through the entropy it puts in for bots and absent players: that
 * entropy follows from the secret it committed to before anyone's entropy arrived.
 */
import { describe, expect, it } from 'vitest';
import { revealMessage } from '../../shared/host/reveal';
import { FairnessRound } from '../../shared/host/round';
import { checkFairness } from '../../shared/reveal';
import { deriveSeed, fillerEntropy } from '../../shared/fairness';
import type { RevealMessage } from '../../shared/protocol';
import { presetById } from '../../shared/rules/presets';
import { checkReveal } from '../../shared/reveal';
import { setupHand } from '../../shared/setup';

const preset = presetById('hungarian');

/** A round where only place 0 (a human) sends entropy; places 1–3 are bots. */
function honestReveal(): { reveal: RevealMessage; mine: { place: number; entropy: string } } {
  const round = new FairnessRound(0, Date.now());
  const mine = { place: 0, entropy: 'c0ffee'.repeat(8) };
  round.give(0, mine.entropy);
  return { reveal: revealMessage('t1', preset, round.finish(0, true)), mine };
}

/** What a dishonest host would reveal had it picked place `place`'s entropy itself, re-rolling the whole hand to match. */
function steered(reveal: RevealMessage, place: number, filled: number[]): RevealMessage {
  const entropy = [...reveal.entropy];
  entropy[place] = 'ab'.repeat(32);
  const seed = deriveSeed(reveal.secret, entropy);
  const setup = setupHand({ preset, seed, dealer: reveal.dealer, seatPlayers: reveal.seatPlayers });
  return { ...reveal, entropy, filled, seed, dice: setup.dice, ring: setup.ring };
}

describe('entropy the host fills in', () => {
  it('is the filler its committed secret gives, for every place that sent none', () => {
    const { reveal, mine } = honestReveal();
    expect(reveal.filled).toEqual([1, 2, 3]);
    for (const p of [1, 2, 3]) expect(reveal.entropy[p]).toBe(fillerEntropy(reveal.secret, p));
    expect(checkReveal({ reveal, commitmentSeen: reveal.commitment, mine, bots: [1, 2, 3] })).toEqual({ ok: true });
    expect(checkFairness(reveal, { commitment: reveal.commitment, myEntropy: mine.entropy, myPlace: 0, mySeat: null, events: [], botPlaces: [1, 2, 3] }).ok).toBe(true);
  });

  it('a host that picked a bot’s entropy after seeing the others’ is caught, even with the wall re-dealt to match', () => {
    const { reveal, mine } = honestReveal();
    for (const cheat of [steered(reveal, 2, [1, 2, 3]), steered(reveal, 2, [1, 3])]) {
      expect(checkReveal({ reveal: cheat, commitmentSeen: reveal.commitment, mine, bots: [1, 2, 3] })).toMatchObject({ ok: false, reason: 'entropy' });
      const verdict = checkFairness(cheat, { commitment: reveal.commitment, myEntropy: mine.entropy, myPlace: 0, mySeat: null, events: [], botPlaces: [1, 2, 3] });
      expect(verdict.ok).toBe(false);
      expect(verdict.checks.find((c) => c.id === 'filler')).toEqual({ id: 'filler', ok: false });
      // Everything else about the cheat is self-consistent: only the filler check can see it.
      expect(verdict.checks.filter((c) => c.id !== 'filler').every((c) => c.ok)).toBe(true);
    }
  });
});
