/** The reveal after a hand: everything a client needs to re-run the ceremony, and the host's own check of it. */
import type { RevealMessage } from '../protocol';
import type { Preset } from '../rules/presets';
import { setupHand } from '../setup';
import type { Seat } from '../table/types';
import { verifyHand } from '../verify';
import type { FairnessRecord } from './round';

export function revealMessage(table: string, preset: Preset, f: FairnessRecord): RevealMessage {
  const setup = setupHand({ preset, seed: f.seed, dealer: f.dealer, seatPlayers: f.seatPlayers });
  const verdict = verifyHand({ preset, commitment: f.commitment, hostSecret: f.secret, playerEntropy: f.entropy, dealer: f.dealer, seatPlayers: f.seatPlayers, dice: setup.dice, ring: setup.ring });
  return {
    t: 'reveal',
    table,
    hand: f.hand,
    secret: f.secret,
    entropy: [...f.entropy],
    filled: [...(f.filled ?? [])],
    verified: verdict.ok && !f.dealt,
    commitment: f.commitment,
    presetId: preset.id,
    dealer: f.dealer as Seat,
    seatPlayers: f.seatPlayers,
    seed: f.seed,
    dice: setup.dice,
    ring: setup.ring,
    ...(f.dealt ? { dealt: f.dealt } : {}),
  };
}
