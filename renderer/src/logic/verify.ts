/**
 * The fairness check this device runs itself after a hand, from what the host revealed and what
 * this device saw: the secret matches the commitment published before the deal, our own entropy
 * went into the seed, the dice and the wall follow from the seed, and the tiles we were dealt are
 * the ones the wall gives.
 */
import { commitmentOf, deriveSeed, fillersHonest, isSecret } from '../../../shared/fairness';
import type { DiceRecord } from '../../../shared/events';
import type { RevealMessage } from '../../../shared/protocol';
import { presetById } from '../../../shared/rules/presets';
import { setupHand } from '../../../shared/setup';
import { verifyHand } from '../../../shared/verify';
import type { VisibleEvent } from '../../../shared/view';

export type CheckId = 'commitment' | 'entropy' | 'filler' | 'seed' | 'dice' | 'wall' | 'deal';
export interface Check {
  id: CheckId;
  ok: boolean;
}
export interface FairnessResult {
  ok: boolean;
  checks: Check[];
  /** The host's own verdict, as it reported it. */
  hostVerified: boolean;
}

export interface SeenHand {
  /** The commitment as published before the deal (not the one repeated in the reveal). */
  commitment: string | null;
  /** The entropy this device sent, and its place. */
  myEntropy: string | null;
  myPlace: number | null;
  mySeat: number | null;
  events: readonly VisibleEvent[];
  /** Places a bot played: the host had to take their entropy from its secret. */
  botPlaces?: readonly number[];
}

export function checkFairness(reveal: RevealMessage, seen: SeenHand): FairnessResult {
  const checks: Check[] = [];
  const commitment = seen.commitment ?? reveal.commitment;
  checks.push({ id: 'commitment', ok: isSecret(reveal.secret) && commitmentOf(reveal.secret) === commitment });
  if (seen.myEntropy !== null && seen.myPlace !== null) checks.push({ id: 'entropy', ok: reveal.entropy[seen.myPlace] === seen.myEntropy });
  if (reveal.filled.length || seen.botPlaces?.length)
    checks.push({ id: 'filler', ok: isSecret(reveal.secret) && fillersHonest(reveal.secret, reveal.entropy, reveal.filled, seen.botPlaces ?? []) });
  const seed = isSecret(reveal.secret) ? deriveSeed(reveal.secret, reveal.entropy) : '';
  checks.push({ id: 'seed', ok: seed === reveal.seed });
  let preset;
  try {
    preset = presetById(reveal.presetId);
  } catch {
    return { ok: false, checks: [...checks, { id: 'wall', ok: false }], hostVerified: reveal.verified };
  }
  const verdict = verifyHand({
    preset,
    commitment,
    hostSecret: reveal.secret,
    playerEntropy: reveal.entropy,
    dealer: reveal.dealer,
    seatPlayers: reveal.seatPlayers,
    dice: reveal.dice,
    ring: reveal.ring,
  });
  const setup = seed ? setupHand({ preset, seed, dealer: reveal.dealer, seatPlayers: reveal.seatPlayers }) : null;
  const sameDice = (a: readonly DiceRecord[], b: readonly DiceRecord[]) =>
    a.length === b.length && a.every((d, i) => d.purpose === b[i].purpose && d.dice[0] === b[i].dice[0] && d.dice[1] === b[i].dice[1]);
  // The dice we watched roll (if we were there from the start) must be the ones the seed gives.
  const seenDice = seen.events.flatMap((e) => (e.type === 'diceRolled' ? [{ purpose: e.purpose, roller: e.roller, dice: e.dice }] : []));
  checks.push({ id: 'dice', ok: !!setup && sameDice(setup.dice, reveal.dice) && (seenDice.length === 0 || sameDice(seenDice, setup.dice)) });
  checks.push({ id: 'wall', ok: !!setup && setup.ring.length === reveal.ring.length && setup.ring.every((t, i) => t === reveal.ring[i]) });
  if (seen.mySeat !== null && setup) {
    const dealt = seen.events.flatMap((e) => (e.type === 'tilesDealt' && e.seat === seen.mySeat && e.tiles ? e.tiles : []));
    const expected = setup.events.flatMap((e) => (e.type === 'tilesDealt' && e.seat === seen.mySeat ? e.tiles : []));
    if (dealt.length) checks.push({ id: 'deal', ok: dealt.length === expected.length && dealt.every((t, i) => t === expected[i]) });
  }
  return { ok: checks.every((c) => c.ok) && verdict.ok, checks, hostVerified: reveal.verified };
}
