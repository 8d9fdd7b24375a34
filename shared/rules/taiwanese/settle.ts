/**
 * Payments (docs/rules/readings.md, "Taiwanese tái"): a won hand is worth base + tái × value per tái. A win on a discard
 * or a robbed kong, and Seven Stealing One, are paid by that one player; a self-drawn win and
 * Eight Immortals by each of the other three. An exhaustive draw pays nothing.
 */
import type { TaiwaneseRules } from './types';

export interface TaiwanesePayment {
  /** What each payer pays. */
  amount: number;
  payers: number[];
  deltas: number[];
}

const handValue = (tai: number, rules: Pick<TaiwaneseRules, 'base' | 'perTai'>): number => rules.base + tai * rules.perTai;

/** `from`: the one seat that pays, or null when all three others pay. */
export function settleTaiwanese(tai: number, winner: number, from: number | null, rules: Pick<TaiwaneseRules, 'base' | 'perTai'>): TaiwanesePayment {
  const amount = handValue(tai, rules);
  const payers = from === null ? [0, 1, 2, 3].filter((s) => s !== winner) : [from];
  const deltas = [0, 0, 0, 0];
  for (const p of payers) {
    deltas[p] -= amount;
    deltas[winner] += amount;
  }
  return { amount, payers, deltas };
}
