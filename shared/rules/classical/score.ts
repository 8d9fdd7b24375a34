/**
 * The classical scorer: one algorithm for every classical table.
 *
 * A hand of winning size (14 tiles plus one per kong) is read every way it can go Mah-Jong; each
 * reading is scored (melds, hand rules, the Mah-Jong rule, winner rules) and the best total wins.
 * A hand of that size that cannot go Mah-Jong is not won and scores nothing; a longer hand is a
 * long hand (nothing). Smaller hands are losers: melds, hand rules and loser rules.
 */
import type { Kind } from '../../tiles';
import { forEachDecomposition, isChowCode } from '../../analysis/decompose';
import { formatTiles } from '../../notation';
import { completionCandidates, SHAPES_OF_THEIR_OWN } from './candidates';
import { loserArrangement, specialArrangement, standardArrangements } from './arrange';
import { prepare, type Meld, type PreparedHand } from './hand';
import { BONUS_TESTS, HAND_TESTS, MAHJONG_TESTS, MELD_TESTS, type ScoringContext } from './rules';
import type { ClassicalHand, ClassicalMeld, ClassicalScore, ClassicalScoringOptions, ClassicalTable, RuleEntry, ScoreLine } from './types';

interface Env {
  table: ClassicalTable;
  limit: number;
  roofOff: boolean;
}

interface Evaluated extends ClassicalScore {
  /** Uncapped points × 2^doubles of all lines: breaks ties between readings that reach the limit. */
  raw: number;
}

function line(entry: RuleEntry, params?: Record<string, string | number>): ScoreLine {
  const out: ScoreLine = { rule: entry.rule };
  if (entry.points) out.points = entry.points;
  if (entry.doubles) out.doubles = entry.doubles;
  if (entry.limits) out.limits = entry.limits;
  if (params) out.params = params;
  if (entry.source) out.source = entry.source;
  return out;
}

function publicMeld(m: Meld): ClassicalMeld {
  const out: ClassicalMeld = { type: m.type, kinds: [...m.kinds], exposed: m.exposed };
  if (m.claimed) out.claimed = true;
  return out;
}

/** Totals from lines: the highest limit fraction wins if it is a full limit or beats the points. */
function total(lines: ScoreLine[], melds: Meld[], env: Env, won: boolean): Evaluated {
  let points = 0;
  let doubles = 0;
  let limitLine: ScoreLine | null = null;
  for (const l of lines) {
    points += l.points ?? 0;
    doubles += l.doubles ?? 0;
    if (l.limits && (!limitLine || l.limits > (limitLine.limits ?? 0))) limitLine = l;
  }
  const raw = points * 2 ** doubles;
  const shown = melds.map(publicMeld);
  const limits = limitLine?.limits ?? 0;
  if (limitLine && (limits >= 1 || limits * env.limit >= raw)) {
    return {
      won,
      points: 0,
      doubles: 0,
      limits,
      total: Math.round(limits * env.limit),
      lines: [limitLine],
      superseded: lines.filter((l) => l !== limitLine),
      melds: shown,
      raw,
    };
  }
  return {
    won,
    points,
    doubles,
    limits: 0,
    total: env.roofOff ? raw : Math.min(raw, env.limit),
    lines: lines.filter((l) => !l.limits),
    superseded: lines.filter((l) => !!l.limits),
    melds: shown,
    raw,
  };
}

/** Per-hand memo of the "only possible tile" test: it depends only on which declared meld went back. */
const onlyPossibleMemo = new WeakMap<PreparedHand, Map<Meld | null, boolean>>();

function context(h: PreparedHand, env: Env, melds: Meld[], lastMeld: Meld | null): ScoringContext {
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
function baseLines(ctx: ScoringContext): ScoreLine[] {
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

const sameMeld = (a: Meld, type: string, kinds: readonly Kind[]): boolean =>
  a.type === type && a.kinds.length === kinds.length && a.kinds.every((k, i) => k === kinds[i]);

/** The melds the last tile may have completed in this reading, shortest first. */
function lastMeldCandidates(h: PreparedHand, melds: Meld[], mj: RuleEntry): Meld[] {
  const last = h.last;
  if (!last) return [];
  if (last.meld !== undefined) return [h.declared[last.meld]];
  if (last.set) {
    const { type, kinds } = last.set;
    const found = melds.find((m) => !m.declared && sameMeld(m, type, kinds));
    if (found) return [found];
  }
  const holding = melds.filter(
    (m) => m.kinds.includes(last.kind) && m.kinds.length < 4 && (!m.declared || (!last.drawn && m.exposed)),
  );
  switch (mj.rule) {
    case 'thirteenOrphans':
    case 'allPairHonours':
      return holding.filter((m) => m.type === 'pair').slice(0, 1).concat(holding.filter((m) => m.type !== 'pair')).slice(0, 1);
    case 'wrigglingSnake':
      return holding.slice(0, 1);
    default:
      return holding.sort((a, b) => a.kinds.length - b.kinds.length);
  }
}

function better(a: Evaluated, b: Evaluated | null): boolean {
  if (!b) return true;
  if (a.total !== b.total) return a.total > b.total;
  return a.raw > b.raw;
}


/** Every reading of a winning-size hand: as sets and a pair, and as each special shape of the table. */
function winningReadings(h: PreparedHand, table: ClassicalTable): Meld[][] {
  const readings = standardArrangements(h);
  const seen = new Set<string>();
  for (const { rule } of table.mahjongRules) {
    if (!SHAPES_OF_THEIR_OWN.includes(rule)) continue;
    const arr = specialArrangement(rule, h);
    if (!arr) continue;
    const key = arr.map((m) => m.type + m.kinds.join(',')).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    readings.push(arr);
  }
  return readings;
}

function bestWin(h: PreparedHand, env: Env): Evaluated | null {
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
function canWin(h: PreparedHand, env: Env): boolean {
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

/** A hand's source without its last tile and the rules tied to it (one object per source: they are never changed). */
const clearedSources = new WeakMap<ClassicalHand, ClassicalHand>();
function clearedSource(source: ClassicalHand): ClassicalHand {
  let cleared = clearedSources.get(source);
  if (!cleared) clearedSources.set(source, (cleared = { ...source, last: undefined, lastSource: undefined, originalCall: false, twofoldFortune: false }));
  return cleared;
}

function withTiles(h: PreparedHand, add: Kind | null, remove: Kind | null, dissolve: ReadonlySet<Meld>): PreparedHand {
  const concealed = h.concealed.slice();
  const all = h.all.slice();
  const declared = h.declared.filter((m) => !dissolve.has(m));
  for (const m of dissolve) for (const k of m.kinds) concealed[k]++;
  if (remove !== null) {
    concealed[remove]--;
    all[remove]--;
  }
  if (add !== null) {
    concealed[add]++;
    all[add]++;
  }
  const tiles = h.tiles + (add === null ? 0 : 1) - (remove === null ? 0 : 1);
  const kongs = declared.filter((m) => m.type === 'kong').length;
  return {
    source: clearedSource(h.source),
    declared,
    concealed,
    all,
    tiles,
    kongs,
    lenOffset: tiles - 13 - kongs,
    bonus: h.bonus,
    last: add === null ? undefined : { kind: add, drawn: true },
  };
}

/** Hand minus its last tile: the meld it completed and open pairs or singles go back to the hand. */
function beforeLastTile(h: PreparedHand, lastMeld: Meld | null): PreparedHand | null {
  const last = h.last;
  if (!last) return null;
  const dissolve = new Set(h.declared.filter((m) => m.kinds.length < 3));
  if (lastMeld?.declared) dissolve.add(lastMeld);
  let available = h.concealed[last.kind];
  for (const m of dissolve) available += m.kinds.filter((k) => k === last.kind).length;
  if (available === 0) return null;
  return withTiles(h, null, last.kind, dissolve);
}

const NO_MELDS: ReadonlySet<Meld> = new Set();

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

function envFor(table: ClassicalTable, options: ClassicalScoringOptions): Env {
  return { table, limit: options.limit ?? table.limit, roofOff: !!options.roofOff };
}

function strip({ raw: _raw, ...score }: Evaluated): ClassicalScore {
  return score;
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

