/**
 * End of a riichi game: riichi deposits still on the table go to first place, then uma by place,
 * then oka (every seat pays a quarter, first place takes it), then chombo penalties. Tied players share their places' uma (and the deposits and
 * oka, when tied for first), unless the rules break ties by seat order (Tenhou).
 */
import type { RiichiRules } from '../presets';
import type { ScoreLine } from './types';

export interface GameSettlement {
  /** Final score of each seat, on the table's points scale. */
  final: number[];
  /** Place of each seat (1–4; tied seats share the best of their places). */
  place: number[];
  lines: ScoreLine[][];
}

/** Splits `amount` in `n` shares of whole hundreds; the first shares take what does not divide. */
function shares(amount: number, n: number): number[] {
  const each = Math.floor(amount / n / 100) * 100;
  const out = new Array<number>(n).fill(each);
  let rest = amount - each * n;
  for (let i = 0; rest > 0; i++, rest -= 100) out[i] += Math.min(100, rest);
  return out;
}

export function settleRiichiGame(
  scores: readonly number[],
  depositsLeft: number,
  rules: RiichiRules,
  chombo: readonly number[] = [0, 0, 0, 0],
  /** Seat order used only to hand out hundreds that do not divide among tied players. */
  seatOrder: readonly number[] = [0, 1, 2, 3],
): GameSettlement {
  const seats = [...seatOrder].sort((a, b) => scores[b] - scores[a] || seatOrder.indexOf(a) - seatOrder.indexOf(b));
  const final = [...scores];
  const place = [0, 0, 0, 0];
  const lines: ScoreLine[][] = [[], [], [], []];
  const okaWon = [0, 0, 0, 0];
  let i = 0;
  while (i < 4) {
    let j = i;
    // Tied players share their places, unless the seat nearer the first dealer ranks higher.
    while (rules.ties === 'share' && j + 1 < 4 && scores[seats[j + 1]] === scores[seats[i]]) j++;
    const group = seats.slice(i, j + 1);
    let bonus = 0;
    for (let p = i; p <= j; p++) bonus += rules.uma[p];
    const umaShares = bonus >= 0 ? shares(bonus, group.length) : shares(-bonus, group.length).map((x) => -x);
    group.forEach((seat, g) => {
      place[seat] = i + 1;
      final[seat] += umaShares[g];
      lines[seat].push({ rule: 'uma', params: { place: i + 1, points: umaShares[g] } });
    });
    if (i === 0) {
      const deposits = rules.leftoverDeposits === 'winner' ? depositsLeft * rules.deposit : 0;
      const depositShares = shares(deposits, group.length);
      const okaShares = shares(rules.oka, group.length);
      group.forEach((seat, g) => {
        if (depositShares[g]) {
          final[seat] += depositShares[g];
          lines[seat].push({ rule: 'leftoverDeposits', params: { count: depositsLeft, points: depositShares[g] } });
        }
        okaWon[seat] = okaShares[g];
      });
    }
    i = j + 1;
  }
  // Oka: everyone pays a quarter of it (the return score above the start), first place takes it all.
  if (rules.oka) {
    for (let seat = 0; seat < 4; seat++) {
      const points = okaWon[seat] - rules.oka / 4;
      final[seat] += points;
      lines[seat].push({ rule: 'oka', params: { points } });
    }
  }
  chombo.forEach((n, seat) => {
    if (!n) return;
    final[seat] -= n * rules.chomboPenalty;
    lines[seat].push({ rule: 'chombo', params: { count: n, points: -n * rules.chomboPenalty } });
  });
  return { final, place, lines };
}
