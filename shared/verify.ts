/** After a hand: check that the wall and every die followed from the revealed seeds. */
import type { DiceRecord } from './events';
import { commitmentOf, deriveSeed, isSecret } from './fairness';
import type { Preset } from './rules/presets';
import { setupHand } from './setup';
import type { TileId } from './tiles';

export interface HandRecord {
  preset: Preset;
  /** Published by the host before the deal. */
  commitment: string;
  /** Revealed by the host after the hand. */
  hostSecret: string;
  playerEntropy: string[];
  dealer: number;
  seatPlayers: boolean;
  /** What the host used: every die, and the wall in ring order before the break. */
  dice: DiceRecord[];
  ring: TileId[];
}

export type Verdict = { ok: true } | { ok: false; reason: 'commitment' | 'dice' | 'wall'; message: string };

const sameDice = (a: DiceRecord, b: DiceRecord) =>
  a.purpose === b.purpose && a.roller === b.roller && a.dice[0] === b.dice[0] && a.dice[1] === b.dice[1];

export function verifyHand(record: HandRecord): Verdict {
  if (!isSecret(record.hostSecret) || commitmentOf(record.hostSecret) !== record.commitment)
    return { ok: false, reason: 'commitment', message: 'the revealed secret does not match the commitment' };
  const seed = deriveSeed(record.hostSecret, record.playerEntropy);
  const expected = setupHand({ preset: record.preset, seed, dealer: record.dealer, seatPlayers: record.seatPlayers });
  if (expected.dice.length !== record.dice.length || expected.dice.some((d, i) => !sameDice(d, record.dice[i])))
    return { ok: false, reason: 'dice', message: 'the dice do not follow from the seeds' };
  if (expected.ring.length !== record.ring.length || expected.ring.some((t, i) => t !== record.ring[i]))
    return { ok: false, reason: 'wall', message: 'the wall does not follow from the seeds' };
  return { ok: true };
}
