/** End-of-game settlement: uma by place, ties sharing, deposits left, oka, chombo after uma. */
import { describe, expect, it } from 'vitest';
import { settleRiichiGame } from '../../../shared/rules/riichi/settle';
import { rulesWith } from './hands';

const EMA = rulesWith();

describe('riichi end of game', () => {
  it('uma +15/+5/−5/−15 thousand by place; deposits left go to first place', () => {
    const s = settleRiichiGame([30000, 45000, 20000, 25000], 3, EMA);
    expect(s.place).toEqual([2, 1, 4, 3]);
    expect(s.final).toEqual([35000, 45000 + 15000 + 3000, 20000 - 15000, 25000 - 5000]);
    expect(s.final.reduce((a, b) => a + b)).toBe(120000 + 3000);
  });

  it('tied players share the uma of their places (and the deposits when tied for first)', () => {
    const s = settleRiichiGame([40000, 40000, 20000, 20000], 1, EMA);
    expect(s.place).toEqual([1, 1, 3, 3]);
    expect(s.final).toEqual([40000 + 10000 + 500, 40000 + 10000 + 500, 20000 - 10000, 20000 - 10000]);
    // Three tied: hundreds that do not divide go to the first in seat order.
    const t = settleRiichiGame([30000, 30000, 30000, 30000], 1, EMA, [0, 0, 0, 0], [2, 3, 0, 1]);
    expect(t.final.reduce((a, b) => a + b)).toBe(121000);
    expect(t.final[2]).toBe(30000 + 300);
    expect(t.final[3]).toBe(30000 + 300);
  });

  it('chombo is taken after uma; oka and lost deposits where a preset has them', () => {
    const s = settleRiichiGame([30000, 45000, 20000, 25000], 0, EMA, [0, 1, 0, 0]);
    expect(s.final[1]).toBe(45000 + 15000 - 20000);
    expect(s.place[1]).toBe(1);
    // Oka (start 25,000, return 30,000): every seat pays 5,000, first place takes the 20,000; nothing is made or lost.
    const start = [25000, 40000, 15000, 20000];
    const other = settleRiichiGame(start, 2, rulesWith({ oka: 20000, leftoverDeposits: 'lost' }));
    expect(other.final[1]).toBe(40000 + 15000 + 20000 - 5000);
    expect(other.final[2]).toBe(15000 - 15000 - 5000);
    expect(other.lines[0]).toContainEqual({ rule: 'oka', params: { points: -5000 } });
    const umaTotal = EMA.uma.reduce((a, b) => a + b, 0);
    expect(other.final.reduce((a, b) => a + b, 0)).toBe(start.reduce((a, b) => a + b, 0) + umaTotal);
  });
});
