/**
 * Bench rows for the bots: hands per second cold (each preset's first hands in a fresh process,
 * JIT warm-up included) and steady (after a warm-up, in one process), and how long one decision takes.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BOT_LEVELS, type BotLevel } from '../shared/bots';
import { PRESETS } from '../shared/rules/presets';
import { MJAI_RULES } from '../shared/rules/riichi/logs/mjai-rules';
import { BENCH } from './config';
import { playHands, type BotRun } from './bot-run';
import { count, goal, quantile, type BenchRow } from './row';

/** Normal bots, full hands per second on one core: a fresh process's first hands, and steady state; every preset. */
export const BOT_COLD_GOAL = 500;
export const BOT_STEADY_GOAL = 1000;
/** Strong bots, steady: riichi (the deepest look-ahead) and every other preset. */
export const STRONG_STEADY_GOAL_RIICHI = 60;
export const STRONG_STEADY_GOAL = 100;
/** Any bot's decision on its own turn: p99 and the slowest, in ms. */
export const DECISION_P99_GOAL_MS = 10;
export const DECISION_SLOWEST_GOAL_MS = 50;

/** The cold run: a new Node process plays `hands` hands of each preset (one process per preset). */
export function coldRun(level: BotLevel, hands: number): BotRun {
  const run: BotRun = { hands: 0, ms: 0, perPreset: {} };
  for (const preset of Object.keys(PRESETS)) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bot-run.ts'), level, String(hands), preset], { encoding: 'utf8' });
    const one = JSON.parse(out.trim().split('\n').pop()!) as BotRun;
    run.hands += one.hands;
    run.ms += one.ms;
    Object.assign(run.perPreset, one.perPreset);
  }
  return run;
}

/** The rule sets of the cold decision row: the four presets and the online rules the strength runs play. */
const COLD_DECISION_RULES = [...Object.keys(PRESETS), MJAI_RULES];

/** Each decision on a bot's own turn in a fresh process's first `hands` hands, one process per rule set: the times by rule set. */
export function coldDecisions(level: BotLevel, hands: number): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const id of COLD_DECISION_RULES) {
    const printed = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bot-run.ts'), level, String(hands), id, '--decisions'], { encoding: 'utf8' });
    out.set(id, JSON.parse(printed.trim().split('\n').pop()!) as number[]);
  }
  return out;
}

const perSecond = (r: { hands: number; ms: number }) => (r.ms > 0 ? r.hands / (r.ms / 1000) : 0);
const byPreset = (r: BotRun) =>
  Object.entries(r.perPreset)
    .map(([id, p]) => `${id} ${perSecond(p).toFixed(0)}`)
    .join(', ');
/** Met only when the whole run and each preset's share reach the goal. */
export const meetsGoal = (r: BotRun, least: number): boolean => perSecond(r) >= least && Object.values(r.perPreset).every((p) => perSecond(p) >= least);
/** Met only when each preset's share reaches its own goal. */
export const meetsGoals = (r: BotRun, least: (preset: string) => number): boolean => Object.entries(r.perPreset).every(([id, p]) => perSecond(p) >= least(id));
const micro = (ms: number) => (ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(0)} µs`);

/** The steady goal of a level, as text and verdict; '–' where the issue sets none. */
function steadyGoal(level: BotLevel, steady: BotRun): string {
  if (level === 'normal') return goal(`≥ ${count(BOT_STEADY_GOAL)} hands/s, every preset`, meetsGoal(steady, BOT_STEADY_GOAL));
  if (level === 'strong')
    return goal(
      `≥ ${STRONG_STEADY_GOAL_RIICHI} hands/s in riichi, ≥ ${STRONG_STEADY_GOAL} in every other preset`,
      meetsGoals(steady, (id) => (id === 'riichi' ? STRONG_STEADY_GOAL_RIICHI : STRONG_STEADY_GOAL)),
    );
  return '–';
}

/** The goal of a bot's decision times, with its verdict. */
const decisionGoal = (median: number, p99: number, slowest: number): string =>
  goal(`< 5 ms median, p99 ≤ ${DECISION_P99_GOAL_MS} ms, slowest ≤ ${DECISION_SLOWEST_GOAL_MS} ms`, median < 5 && p99 <= DECISION_P99_GOAL_MS && slowest <= DECISION_SLOWEST_GOAL_MS);

/** The decision goal's row for times measured from a fresh process on (JIT warm-up and empty memos included). */
function coldDecisionRow(level: BotLevel, byRules: Map<string, number[]>): BenchRow {
  const turns = [...byRules.values()].flat().sort((a, b) => a - b);
  const median = quantile(turns, 0.5);
  const p99 = quantile(turns, 0.99);
  const slowest = turns.length ? turns[turns.length - 1] : NaN;
  const name = (id: string) => (id === MJAI_RULES ? 'online rules' : id);
  const each = [...byRules].map(([id, t]) => `${name(id)} ${micro(Math.max(...t))}`).join(', ');
  return {
    figure: `bot decision (${level}) on its own turn, cold: a fresh process's first ${count(BENCH.botColdDecisionHands)} hands, one process per rule set (the four presets and the online rules), median / p99 / slowest (${count(turns.length)} decisions; slowest by rule set: ${each})`,
    measured: `${micro(median)} / ${micro(p99)} / ${micro(slowest)}`,
    reference: '–',
    goal: decisionGoal(median, p99, slowest),
  };
}

export function botRows(levels: readonly BotLevel[] = BOT_LEVELS): BenchRow[] {
  const rows: BenchRow[] = [];
  const decisionRows: BenchRow[] = [];
  for (const level of levels) {
    const cold = coldRun(level, BENCH.botColdHands);
    const coldTurns = coldDecisions(level, BENCH.botColdDecisionHands);
    playHands(level, BENCH.botWarmHands, 'bench-warm-up');
    // Hands per second unobserved, as bots play among themselves; then each decision timed in a run of its own.
    const steady = playHands(level, BENCH.botSteadyHands, 'bench');
    const all: number[] = [];
    const turns: number[] = [];
    playHands(level, BENCH.botTimedHands, 'bench-timed', (view, _action, _seat, ms) => {
      all.push(ms);
      if (view.hand?.phase === 'discard') turns.push(ms);
    });
    rows.push({
      figure: `bot full hands/s, four ${level} bots, one core, cold: a fresh process's first ${count(BENCH.botColdHands)} hands, one process per preset (${byPreset(cold)})`,
      measured: `${perSecond(cold).toFixed(0)} hands/s`,
      reference: '–',
      goal: level === 'normal' ? goal(`≥ ${count(BOT_COLD_GOAL)} hands/s, every preset`, meetsGoal(cold, BOT_COLD_GOAL)) : '–',
    });
    rows.push({
      figure: `the same, steady: ${count(steady.hands)} hands after ${count(BENCH.botWarmHands)} warm-up hands in one process (${byPreset(steady)})`,
      measured: `${perSecond(steady).toFixed(0)} hands/s`,
      reference: '–',
      goal: steadyGoal(level, steady),
    });
    all.sort((a, b) => a - b);
    turns.sort((a, b) => a - b);
    const median = quantile(turns, 0.5);
    const p99 = quantile(turns, 0.99);
    const slowest = turns.length ? turns[turns.length - 1] : NaN;
    decisionRows.push({
      figure: `bot decision (${level}) on its own turn (discard, kong, riichi, win), ${count(BENCH.botTimedHands)} timed hands after the steady run, median / p99 / slowest (${count(turns.length)} decisions; every decision incl. draws and claims, ${count(all.length)}: ${micro(quantile(all, 0.5))} / ${micro(quantile(all, 0.99))} / ${micro(all[all.length - 1] ?? NaN)})`,
      measured: `${micro(median)} / ${micro(p99)} / ${micro(slowest)}`,
      reference: '–',
      goal: decisionGoal(median, p99, slowest),
    });
    decisionRows.push(coldDecisionRow(level, coldTurns));
  }
  return [...rows, ...decisionRows];
}
