/**
 * Classical settlement: every loser pays the winner the winner's score; the losers pay each other
 * the differences of their scores; a payment to or from East is doubled; each payment may be
 * capped. With a minimum (Hungarian rule), a Mah-Jong worth less collects nothing from the others,
 * who still settle among themselves.
 */

export interface SettlementOptions {
  /** Double every payment to or from East (default true). */
  eastPaysDouble?: boolean;
  /** Losers settle the differences of their scores among themselves (default true). */
  losersPayEachOther?: boolean;
  /** Largest single payment, after doubling; null for none. */
  paymentCap?: number | null;
  /** The winner collects only with at least this score; 0 disables. */
  minimum?: number;
}

interface Payment {
  from: number;
  to: number;
  amount: number;
}

export interface ClassicalSettlement {
  /** Net gain (or loss) per seat; sums to zero. */
  net: number[];
  payments: Payment[];
}

/**
 * `scores[seat]` are the hand totals, `winner` the seat that went Mah-Jong (null: the hand was a
 * draw and is void), `eastSeat` the seat playing East this hand.
 */
export function settleClassical(
  scores: readonly number[],
  winner: number | null,
  eastSeat: number,
  options: SettlementOptions = {},
): ClassicalSettlement {
  const { eastPaysDouble = true, losersPayEachOther = true, paymentCap = null, minimum = 0 } = options;
  const net = scores.map(() => 0);
  const payments: Payment[] = [];
  if (winner === null) return { net, payments };

  const pay = (from: number, to: number, base: number): void => {
    if (base <= 0) return;
    let amount = eastPaysDouble && (from === eastSeat || to === eastSeat) ? base * 2 : base;
    if (paymentCap !== null) amount = Math.min(amount, paymentCap);
    net[from] -= amount;
    net[to] += amount;
    payments.push({ from, to, amount });
  };

  const losers = scores.map((_, seat) => seat).filter((seat) => seat !== winner);
  if (!(minimum > 0 && scores[winner] < minimum)) for (const seat of losers) pay(seat, winner, scores[winner]);
  if (losersPayEachOther) {
    for (let i = 0; i < losers.length; i++) {
      for (let j = i + 1; j < losers.length; j++) {
        const [a, b] = [losers[i], losers[j]];
        if (scores[a] > scores[b]) pay(b, a, scores[a] - scores[b]);
        else pay(a, b, scores[b] - scores[a]);
      }
    }
  }
  return { net, payments };
}
