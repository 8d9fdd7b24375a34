/**
 * Differential test: our riichi scorer against @kobalab/majiang-core configured to the same rule
 * values, on random complete hands with random situations. Han, fu, yakuman and every player's
 * payment must agree on every hand.
 */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../shared/fairness';
import { rngFromHex } from '../../../shared/random';
import { derivePreset, riichi, type RiichiRules } from '../../../shared/rules/presets';
import { scoringOptions } from '../../../shared/rules/riichi/options';
import { winPayments } from '../../../shared/rules/riichi/points';
import { scoreRiichi } from '../../../shared/rules/riichi/score';
import { formatHand } from '../../../shared/notation';
import { referenceScore } from './majiang';
import { randomCase, type GeneratedCase } from './random-hands';
import { testSize } from '../../helpers/sizes';

// The issue's figure, 10,000 hands per rule set, runs in CI; locally 2,000 unless SPARROW_RIICHI_DIFF says otherwise.
const total = testSize('SPARROW_RIICHI_DIFF', { local: 2_000, ci: 10_000 });
console.log(`riichi differential: ${total} random complete hands per rule set (SPARROW_RIICHI_DIFF=${total})`);

const EMA = riichi.riichi!;
const ALL_ON: RiichiRules = derivePreset(riichi, {
  riichi: { redFives: true, kazoeYakuman: true, kiriageMangan: true, doubleYakuman: true, yakumanCombine: true, openTanyao: false, doubleWindPairFu: 2 },
}).riichi!;

function ourResult(c: GeneratedCase, rules: RiichiRules) {
  const s = scoreRiichi(c.hand, scoringOptions(rules));
  if (!s.won) return { won: false, han: 0, fu: 0, yakuman: 0, payments: [0, 0, 0, 0], lines: [] };
  const winner = c.hand.situation.seatWind;
  const liableMeld = s.liability ? c.melds[s.liability.meld] : null;
  const payments = winPayments({
    base: s.basePoints,
    winner,
    dealer: 0,
    from: c.hand.situation.tsumo ? null : (winner + c.from) % 4,
    honbaPoints: c.honba * rules.honbaBonus,
    liable: liableMeld ? { seat: (winner + liableMeld.fedBy) % 4, base: 8000 * s.liability!.yakuman } : null,
  });
  payments[winner] += c.sticks * rules.deposit;
  const lines = s.lines.map((l) => `${l.rule}:${l.han ?? l.yakuman}`);
  if (s.liability) lines.push(`liability:${s.liability.rule}`);
  return { won: true, han: s.han, fu: s.fu, yakuman: s.yakuman, payments, lines };
}

function describeCase(c: GeneratedCase): string {
  return `${formatHand({ concealed: c.hand.concealed, melds: c.hand.melds.map((m) => ({ type: m.type, kinds: m.kinds, concealed: m.concealed })), bonus: [], winning: c.hand.winTile })} ${JSON.stringify({ ...c.hand.situation, dora: c.hand.doraIndicators, ura: c.hand.uraIndicators, red: c.hand.redFives, from: c.from, melds: c.melds.map((m) => [m.fedBy, m.added]) })}`;
}

describe.each([
  ['EMA values', EMA],
  ['every option switched', ALL_ON],
] as const)('riichi scoring against majiang-core (%s)', (_name, rules) => {
  it(`agrees on han, fu, yakuman and payments for ${total} random hands`, () => {
    const rng = rngFromHex(sha256Hex(`riichi-diff-${_name}`));
    const seen = new Map<string, number>();
    let compared = 0;
    let matched = 0;
    let noYaku = 0;
    const mismatches: string[] = [];
    while (compared < total) {
      const c = randomCase(rng, { redFives: rules.redFives });
      if (!c) continue;
      const ref = referenceScore(c, rules);
      if (!ref.complete) throw new Error(`generator made an incomplete hand: ${describeCase(c)}`);
      compared++;
      const ours = ourResult(c, rules);
      if (!ours.won) noYaku++;
      for (const l of ours.lines) seen.set(l.split(':')[0], (seen.get(l.split(':')[0]) ?? 0) + 1);
      const same =
        ours.won === ref.won && ours.han === ref.han && ours.fu === ref.fu && ours.yakuman === ref.yakuman && ours.payments.every((p, i) => p === ref.payments[i]);
      if (same) matched++;
      else if (mismatches.length < 10)
        mismatches.push(`${describeCase(c)}\n  ours ${JSON.stringify(ours)}\n  ref  ${JSON.stringify(ref)}`);
    }
    console.log(`${_name}: ${matched}/${compared} hands match (${noYaku} without a yaku); lines seen: ${[...seen].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    expect(mismatches).toEqual([]);
    expect(matched).toBe(compared);
  });
});
