/**
 * The classical scorer: one algorithm for every classical table.
 *
 * A hand of winning size (14 tiles plus one per kong) is read every way it can go Mah-Jong; each
 * reading is scored (melds, hand rules, the Mah-Jong rule, winner rules) and the best total wins
 * (winSearch.ts).
 * A hand of that size that cannot go Mah-Jong is not won and scores nothing; a longer hand is a
 * long hand (nothing). Smaller hands are losers: melds, hand rules and loser rules.
 */
import type { Kind } from '../../tiles';
import { completionCandidates } from './candidates';
import { loserArrangement } from './arrange';
import { prepare, type PreparedHand } from './hand';
import { HAND_TESTS, MAHJONG_TESTS } from './rules';
import { envFor, line, publicMeld, strip, total, type Env, type Evaluated } from './scoreLines';
import { NO_MELDS, withTiles } from './tileEdits';
import type { ClassicalHand, ClassicalScore, ClassicalScoringOptions, ClassicalTable, ScoreLine } from './types';
import { baseLines, bestWin, canWin, context } from './winSearch';

function scoreLoser(h: PreparedHand, env: Env): Evaluated {
  const melds = loserArrangement(h);
  const ctx = context(h, env, melds, null);
  const lines = baseLines(ctx);
  for (const e of env.table.loserRules) if (HAND_TESTS[e.rule]?.(ctx, e)) lines.push(line(e, e.hand ? { hand: e.hand } : undefined));
  return total(lines, melds, env, false);
}

function nothing(h: PreparedHand, reason: ScoreLine): ClassicalScore {
  return {
    won: false,
    points: 0,
    doubles: 0,
    limits: 0,
    total: 0,
    lines: [reason],
    superseded: [],
    melds: loserArrangement(h).map(publicMeld),
  };
}

/** Why a winning-size hand is not Mah-Jong: plainly, or because it has a shape this table refuses (and whose word that is). */
function notMahjong(h: PreparedHand, env: Env): ScoreLine {
  const ctx = context(h, env, [], null);
  const refused = env.table.refusedMahjong?.find((e) => MAHJONG_TESTS[e.rule]?.(ctx));
  return refused ? line({ rule: 'refusedShape', source: refused.source }, { hand: refused.rule }) : { rule: 'notMahjong' };
}

/**
 * Scores one hand at the end of play. The winner's hand has 14 tiles plus one per kong; if it
 * cannot go Mah-Jong it is not won and scores 0 (`notMahjong`, or `refusedShape` for a shape the table refuses); a longer hand scores 0 (`longHand`).
 */
export function scoreClassical(hand: ClassicalHand, table: ClassicalTable, options: ClassicalScoringOptions = {}): ClassicalScore {
  const h = prepare(hand);
  const env = envFor(table, options);
  if (h.lenOffset > 1) return nothing(h, { rule: 'longHand' });
  if (h.lenOffset === 1) {
    const best = bestWin(h, env);
    return best ? strip(best) : nothing(h, notMahjong(h, env));
  }
  return strip(scoreLoser(h, env));
}

/** The kinds that would let this calling hand (13 tiles plus one per kong) go Mah-Jong. */
export function classicalWaits(hand: ClassicalHand, table: ClassicalTable, options: ClassicalScoringOptions = {}): Kind[] {
  const h = prepare(hand);
  if (h.lenOffset !== 0) return [];
  const env = envFor(table, options);
  const out: Kind[] = [];
  for (const k of completionCandidates(h, env.table)) if (h.all[k] < 4 && canWin(withTiles(h, k, null, NO_MELDS), env)) out.push(k);
  return out;
}

/** Whether a hand of winning size can go Mah-Jong under this table. */
export function isClassicalMahjong(hand: ClassicalHand, table: ClassicalTable, options: ClassicalScoringOptions = {}): boolean {
  const h = prepare(hand);
  return h.lenOffset === 1 && canWin(h, envFor(table, options));
}
