/**
 * The search for a hand's best Mah-Jong: every reading, every meld the last tile may have completed,
 * each scored with the meld, hand, Mah-Jong and winner rules. The "only possible tile" and calling
 * rules ask the same search about the hand with a tile more or less, so they live here with it.
 */
import { forEachDecomposition, isChowCode } from '../../analysis/decompose';
import { formatTiles } from '../../notation';
import { completionCandidates, SHAPES_OF_THEIR_OWN } from './candidates';
import type { Meld, PreparedHand } from './hand';
import { lastMeldCandidates, winningReadings } from './readings';
import { BONUS_TESTS, HAND_TESTS, MAHJONG_TESTS, MELD_TESTS, type ScoringContext } from './rules';
import { line, total, type Env, type Evaluated } from './scoreLines';
import { beforeLastTile, NO_MELDS, withTiles } from './tileEdits';
import type { RuleEntry, ScoreLine } from './types';

/** Per-hand memo of the "only possible tile" test: it depends only on which declared meld went back. */
const onlyPossibleMemo = new WeakMap<PreparedHand, Map<Meld | null, boolean>>();

export function context(h: PreparedHand, env: Env, melds: Meld[], lastMeld: Meld | null): ScoringContext {
  let completions: ReadonlyArray<ReadonlySet<string>> | undefined;
  return {
    hand: h,
    table: env.table,
    melds,
    lastMeld,
    setsScored: false,
    onlyPossible: () => {
      let memo = onlyPossibleMemo.get(h);
      if (!memo) onlyPossibleMemo.set(h, (memo = new Map()));
      const key = lastMeld?.declared ? lastMeld : null;
      let known = memo.get(key);
      if (known === undefined) memo.set(key, (known = isOnlyPossibleTile(h, env, lastMeld)));
      return known;
    },
    completions: () => (completions ??= callingCompletions(h, env)),
  };
}

/** Meld, bonus and hand rules: what every player scores. */
export function baseLines(ctx: ScoringContext): ScoreLine[] {
  const { table } = ctx;
  const lines: ScoreLine[] = [];
  for (const m of ctx.melds) {
    for (const e of table.meldRules) {
      const test = MELD_TESTS[e.rule];
      if (test && test(m, ctx)) {
        lines.push(line(e, { tiles: formatTiles(m.kinds) }));
        if (m.kinds.length > 1) ctx.setsScored = true;
      }
    }
  }
  for (const b of ctx.hand.bonus) {
    for (const e of table.meldRules) {
      const test = BONUS_TESTS[e.rule];
      if (test && test(b, ctx)) lines.push(line(e, { tiles: formatTiles([b]) }));
    }
  }
  for (const e of table.handRules) if (HAND_TESTS[e.rule]?.(ctx, e)) lines.push(line(e));
  return lines;
}

function ruleValue(e: RuleEntry, env: Env): number {
  return e.limits ? e.limits * env.limit : e.points ?? 0;
}

/** The Mah-Jong rule a reading goes out with: the most valuable one that applies. */
function mahjongRule(ctx: ScoringContext, env: Env): RuleEntry | null {
  let best: RuleEntry | null = null;
  for (const e of env.table.mahjongRules) {
    if (!MAHJONG_TESTS[e.rule]?.(ctx)) continue;
    if (!best || ruleValue(e, env) > ruleValue(best, env)) best = e;
  }
  return best;
}

function scoreWinningReading(h: PreparedHand, env: Env, melds: Meld[], lastMeld: Meld | null, mj: RuleEntry): Evaluated | null {
  const ctx = context(h, env, melds, lastMeld);
  const lines = baseLines(ctx);
  lines.push(line(mj));
  const winners = env.table.winnerRules.filter((e) => HAND_TESTS[e.rule]?.(ctx, e));
  let topLimit: RuleEntry | null = null;
  for (const e of winners) if (e.limits && (!topLimit || e.limits > (topLimit.limits ?? 0))) topLimit = e;
  for (const e of topLimit ? [topLimit] : winners) lines.push(line(e));
  const result = total(lines, melds, env, true);
  if (mj.rule === 'mahjong') {
    if (result.total < env.table.minPointsForMahjong) return null;
    if (result.limits === 0 && result.doubles < env.table.minDoublesForMahjong) return null;
  }
  return result;
}

function better(a: Evaluated, b: Evaluated | null): boolean {
  if (!b) return true;
  if (a.total !== b.total) return a.total > b.total;
  return a.raw > b.raw;
}

export function bestWin(h: PreparedHand, env: Env): Evaluated | null {
  let best: Evaluated | null = null;
  for (const melds of winningReadings(h, env.table)) {
    const mj = mahjongRule(context(h, env, melds, null), env);
    if (!mj) continue;
    const candidates = lastMeldCandidates(h, melds, mj);
    for (const lm of candidates.length ? candidates : [null]) {
      let scored = melds;
      let lastMeld = lm;
      if (lm && h.last && !h.last.drawn && !lm.declared && !lm.exposed) {
        lastMeld = { ...lm, exposed: true };
        scored = melds.map((m) => (m === lm ? lastMeld! : m));
      }
      const result = scoreWinningReading(h, env, scored, lastMeld, mj);
      if (result && better(result, best)) best = result;
    }
  }
  return best;
}

/** Whether the hand goes Mah-Jong at all: the fast test used for waits. */
export function canWin(h: PreparedHand, env: Env): boolean {
  const { table } = env;
  if (table.minPointsForMahjong > 0 || table.minDoublesForMahjong > 0) return bestWin(h, env) !== null;
  if (h.lenOffset !== 1) return false;
  const ctx = context(h, env, [], null);
  for (const { rule } of table.mahjongRules) {
    if (SHAPES_OF_THEIR_OWN.includes(rule) && MAHJONG_TESTS[rule]?.(ctx)) return true;
  }
  if (!table.mahjongRules.some((e) => e.rule === 'mahjong')) {
    return winningReadings(h, table).some((melds) => mahjongRule(context(h, env, melds, null), env) !== null);
  }
  let sets = 0;
  let pairs = 0;
  let chows = 0;
  for (const m of h.declared) {
    if (m.type === 'pair') pairs++;
    else if (m.type === 'single' || m.type === 'knitted') return false;
    else {
      sets++;
      if (m.type === 'chow') chows++;
    }
  }
  if (pairs > 1 || sets > 4) return false;
  let found = false;
  forEachDecomposition(h.concealed, 4 - sets, pairs === 0, (_pair, codes) => {
    let n = chows;
    for (const code of codes) if (isChowCode(code)) n++;
    found = n <= table.maxChows;
    return found;
  });
  return found;
}

function isOnlyPossibleTile(h: PreparedHand, env: Env, lastMeld: Meld | null): boolean {
  const last = h.last;
  if (!last) return false;
  if (h.declared.some((m) => m.type === 'kong' && m.kinds[0] === last.kind)) return false;
  const before = beforeLastTile(h, lastMeld);
  if (!before || before.lenOffset !== 0) return false;
  let found = 0;
  for (const k of completionCandidates(before, env.table)) {
    if (before.all[k] >= 4) continue;
    if (canWin(withTiles(before, k, null, NO_MELDS), env) && ++found > 1) return false;
  }
  return found === 1;
}

/** For each tile that completes a calling hand: the rules that count in the winning hand. */
function callingCompletions(h: PreparedHand, env: Env): ReadonlyArray<ReadonlySet<string>> {
  if (h.lenOffset !== 0) return [];
  const out: Set<string>[] = [];
  // Without a minimum, `canWin` answers exactly whether `bestWin` finds a reading, far cheaper.
  const quick = env.table.minPointsForMahjong <= 0 && env.table.minDoublesForMahjong <= 0;
  for (const k of completionCandidates(h, env.table)) {
    if (h.all[k] >= 4) continue;
    const withK = withTiles(h, k, null, NO_MELDS);
    if (quick && !canWin(withK, env)) continue;
    const won = bestWin(withK, env);
    if (won) out.push(new Set(won.lines.map((l) => l.rule)));
  }
  return out;
}
