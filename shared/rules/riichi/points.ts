/**
 * Han and fu to base points, with the limits; base points to what each player pays.
 */
import type { LimitName } from './types';

export interface Base {
  basePoints: number;
  limit: LimitName | null;
}

export function basePoints(han: number, fu: number, opts: { kazoeYakuman: boolean; kiriageMangan: boolean }): Base {
  if (han >= 13) return opts.kazoeYakuman ? { basePoints: 8000, limit: 'kazoeYakuman' } : { basePoints: 6000, limit: 'sanbaiman' };
  if (han >= 11) return { basePoints: 6000, limit: 'sanbaiman' };
  if (han >= 8) return { basePoints: 4000, limit: 'baiman' };
  if (han >= 6) return { basePoints: 3000, limit: 'haneman' };
  const raw = fu * 2 ** (han + 2);
  if (raw >= 2000 || han >= 5 || (opts.kiriageMangan && raw === 1920)) return { basePoints: 2000, limit: 'mangan' };
  return { basePoints: raw, limit: null };
}

export const yakumanBase = (count: number): Base => ({ basePoints: 8000 * count, limit: 'yakuman' });

const up100 = (n: number): number => Math.ceil(n / 100) * 100;

/** What a discarder pays for a ron (honba not included). */
export const ronPayment = (base: number, dealer: boolean): number => up100(base * (dealer ? 6 : 4));

/** What each player pays for a tsumo: [dealer's share, a non-dealer's share] (honba not included). */
export const tsumoPayments = (base: number): { dealer: number; other: number } => ({ dealer: up100(base * 2), other: up100(base) });

export interface PaymentInput {
  base: number;
  winner: number;
  dealer: number;
  /** The discarder, or null for a tsumo. */
  from: number | null;
  /** Honba bonus in points (honba × 300), paid by the discarder or split among the three. */
  honbaPoints: number;
  /** Liability (pao): the liable seat and the base points of the yakuman it is liable for. */
  liable: { seat: number; base: number } | null;
}

/** Score changes of one win (riichi deposits not included). */
export function winPayments(p: PaymentInput): number[] {
  const deltas = [0, 0, 0, 0];
  const dealerWins = p.winner === p.dealer;
  const pay = (seat: number, amount: number) => {
    deltas[seat] -= amount;
    deltas[p.winner] += amount;
  };
  let base = p.base;
  if (p.liable) {
    // The liable player pays the yakuman in full on a tsumo, half of it on a ron by another player.
    const share = p.from === null ? p.liable.base : p.liable.base / 2;
    base -= share;
    pay(p.liable.seat, share * (dealerWins ? 6 : 4));
    if (base === 0) {
      pay(p.from ?? p.liable.seat, p.honbaPoints);
      return deltas;
    }
  }
  if (p.from !== null) {
    pay(p.from, ronPayment(base, dealerWins) + p.honbaPoints);
    return deltas;
  }
  const { dealer, other } = tsumoPayments(base);
  for (let seat = 0; seat < 4; seat++) {
    if (seat === p.winner) continue;
    pay(seat, (dealerWins || seat === p.dealer ? dealer : other) + p.honbaPoints / 3);
  }
  return deltas;
}
