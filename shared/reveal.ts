/**
 * A client's check of the host's reveal after a hand: the secret matches the commitment it saw
 * before the deal, its own entropy was used, the dice and the wall follow from the seeds, and the
 * tiles it was dealt are the ones the ceremony deals to its seat.
 */
import { deriveSeed, fillersHonest } from './fairness';
import type { RevealMessage } from './protocol';
import { presetById } from './rules/presets';
import { setupHand } from './setup';
import type { TileId } from './tiles';
import { verifyHand } from './verify';
import type { VisibleEvent } from './view';

export interface RevealCheckInput {
  reveal: RevealMessage;
  /** The commitment from the `commit` message received before the deal. */
  commitmentSeen: string;
  /** Your place and the entropy you sent, if you sent any. */
  mine?: { place: number; entropy: string } | null;
  /** Your wind seat in that hand and the tiles you saw dealt to you (your `tilesDealt` events). */
  dealt?: { seat: number; tiles: TileId[] } | null;
  /** Places you know a bot played at the deal: their entropy must be the host's filler. */
  bots?: readonly number[];
}

export type RevealVerdict = { ok: true } | { ok: false; reason: 'commitment' | 'entropy' | 'dice' | 'wall' | 'deal'; message: string };

/** Your own dealt tiles, in order, from the events of a hand. */
export function dealtTo(events: readonly VisibleEvent[], seat: number): TileId[] {
  return events.flatMap((e) => (e.type === 'tilesDealt' && e.seat === seat && e.tiles ? e.tiles : []));
}

export function checkReveal(input: RevealCheckInput): RevealVerdict {
  const { reveal } = input;
  if (reveal.commitment !== input.commitmentSeen)
    return { ok: false, reason: 'commitment', message: 'the host revealed against a different commitment than it published' };
  if (input.mine && reveal.entropy[input.mine.place] !== input.mine.entropy)
    return { ok: false, reason: 'entropy', message: 'your entropy was not used for this hand' };
  if (!fillersHonest(reveal.secret, reveal.entropy, reveal.filled, input.bots ?? []))
    return { ok: false, reason: 'entropy', message: 'the host chose entropy for a bot or an absent player instead of taking it from its secret' };
  const preset = presetById(reveal.presetId);
  const verdict = verifyHand({
    preset,
    commitment: input.commitmentSeen,
    hostSecret: reveal.secret,
    playerEntropy: reveal.entropy,
    dealer: reveal.dealer,
    seatPlayers: reveal.seatPlayers,
    dice: reveal.dice,
    ring: reveal.ring,
  });
  if (!verdict.ok) return verdict;
  if (input.dealt) {
    const setup = setupHand({ preset, seed: deriveSeed(reveal.secret, reveal.entropy), dealer: reveal.dealer, seatPlayers: reveal.seatPlayers });
    const expected = setup.events.flatMap((e) => (e.type === 'tilesDealt' && e.seat === input.dealt!.seat ? e.tiles : []));
    const got = input.dealt.tiles;
    if (expected.length !== got.length || expected.some((t, i) => t !== got[i]))
      return { ok: false, reason: 'deal', message: 'the tiles you were dealt do not follow from the seeds' };
  }
  return { ok: true };
}
