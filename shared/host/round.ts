/**
 * One hand's commit–reveal round: a fresh host secret and its commitment, entropy collected per
 * place (humans send theirs; for bots and absent players the host's secret gives it), then the seed.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { commitmentOf, deriveSeed, fillerEntropy } from '../fairness';
import { systemRandom, type RandomSource } from './clock';

export interface FairnessRecord {
  hand: number;
  commitment: string;
  secret: string;
  entropy: string[];
  /** Places whose entropy the host filled in from its secret (bots, absent players). */
  filled: number[];
  seed: string;
  dealer: number;
  seatPlayers: boolean;
  /** The hand was not dealt from its seed: a test's arranged deal (or a recorded game's): nothing to verify. */
  dealt?: 'arranged' | 'imported';
}

export class FairnessRound {
  readonly secret: string;
  readonly commitment: string;
  private readonly entropy: (string | null)[] = [null, null, null, null];

  constructor(
    readonly hand: number,
    readonly deadline: number,
    random: RandomSource = systemRandom,
  ) {
    this.secret = bytesToHex(random(32));
    this.commitment = commitmentOf(this.secret);
  }

  has(place: number): boolean {
    return this.entropy[place] !== null;
  }

  give(place: number, value: string): void {
    this.entropy[place] = value;
  }

  /** Everyone the round waits for has answered. */
  complete(waitingFor: readonly number[]): boolean {
    return waitingFor.every((p) => this.entropy[p] !== null);
  }

  finish(dealer: number, seatPlayers: boolean): FairnessRecord {
    const filled = this.entropy.flatMap((e, place) => (e === null ? [place] : []));
    const entropy = this.entropy.map((e, place) => e ?? fillerEntropy(this.secret, place));
    return { hand: this.hand, commitment: this.commitment, secret: this.secret, entropy, filled, seed: deriveSeed(this.secret, entropy), dealer, seatPlayers };
  }
}
