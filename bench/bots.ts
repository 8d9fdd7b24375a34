/**
 * Bench rows for the bots: hands per second cold (a fresh process's first hands, JIT warm-up
 * included) and steady (after a warm-up, in one process), and how long one decision takes.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BOT_LEVELS, type BotLevel } from '../shared/bots';
import { BENCH } from './config';
import { playHands, type BotRun } from './bot-run';
import { count, goal, quantile, type BenchRow } from './row';

/** Normal bots, full hands per second on one core: a fresh process's first hands, and steady state; every preset. */
export const BOT_COLD_GOAL = 500;
export const BOT_STEADY_GOAL = 1000;

/** The cold run: a new Node process plays the first hands. */
export function coldRun(level: BotLevel, hands: number): BotRun {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bot-run.ts'), level, String(hands)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as BotRun;
}

const perSecond = (r: { hands: number; ms: number }) => (r.ms > 0 ? r.hands / (r.ms / 1000) : 0);
const byPreset = (r: BotRun) =>
  Object.entries(r.perPreset)
    .map(([id, p]) => `${id} ${perSecond(p).toFixed(0)}`)
    .join(', ');
/** Met only when the whole run and each preset's share reach the goal. */
export const meetsGoal = (r: BotRun, least: number): boolean => perSecond(r) >= least && Object.values(r.perPreset).every((p) => perSecond(p) >= least);
const micro = (ms: number) => (ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(0)} µs`);

export function botRows(levels: readonly BotLevel[] = BOT_LEVELS): BenchRow[] {
  const rows: BenchRow[] = [];
  const decisionRows: BenchRow[] = [];
  for (const level of levels) {
    const cold = coldRun(level, BENCH.botColdHands);
    playHands(level, BENCH.botWarmHands, 'bench-warm-up');
    const all: number[] = [];
    const turns: number[] = [];
    const steady = playHands(level, BENCH.botSteadyHands, 'bench', (view, _action, _seat, ms) => {
      all.push(ms);
      if (view.hand?.phase === 'discard') turns.push(ms);
    });
    const target = level === 'normal';
    rows.push({
      figure: `bot full hands/s, four ${level} bots, one core, cold: a fresh process's first ${count(cold.hands)} hands over the four presets (${byPreset(cold)})`,
      measured: `${perSecond(cold).toFixed(0)} hands/s`,
      reference: '–',
      goal: target ? goal(`≥ ${count(BOT_COLD_GOAL)} hands/s, every preset`, meetsGoal(cold, BOT_COLD_GOAL)) : '–',
    });
    rows.push({
      figure: `the same, steady: ${count(steady.hands)} hands after ${count(BENCH.botWarmHands)} warm-up hands in one process (${byPreset(steady)})`,
      measured: `${perSecond(steady).toFixed(0)} hands/s`,
      reference: '–',
      goal: target ? goal(`≥ ${count(BOT_STEADY_GOAL)} hands/s, every preset`, meetsGoal(steady, BOT_STEADY_GOAL)) : '–',
    });
    all.sort((a, b) => a - b);
    turns.sort((a, b) => a - b);
    const median = quantile(turns, 0.5);
    decisionRows.push({
      figure: `bot decision (${level}) on its own turn (discard, kong, riichi, win), steady run, median / p99 (${count(turns.length)} decisions; every decision incl. draws and claims, ${count(all.length)}: ${micro(quantile(all, 0.5))} / ${micro(quantile(all, 0.99))})`,
      measured: `${micro(median)} / ${micro(quantile(turns, 0.99))}`,
      reference: '–',
      goal: goal('< 5 ms median', median < 5),
    });
  }
  return [...rows, ...decisionRows];
}
