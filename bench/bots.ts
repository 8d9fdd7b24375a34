/** Bench rows for the bots: full bot-only hands per second on one core, and how long one decision takes. */
import { BOT_LEVELS, type BotLevel } from '../shared/bots';
import { simulate } from '../shared/bots/simulate';
import { PRESETS } from '../shared/rules/presets';
import type { BenchRow } from './row';

const HANDS = Number(process.env.SPARROW_BENCH_BOT_HANDS ?? 40);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

interface LevelRun {
  level: BotLevel;
  handsPerSecond: number;
  perPreset: Record<string, number>;
  decisions: number[];
  /** Decisions on the bot's own turn (discard, kong, riichi, win): the ones that weigh tiles. */
  turns: number[];
}

function runLevel(level: BotLevel): LevelRun {
  const decisions: number[] = [];
  const turns: number[] = [];
  const perPreset: Record<string, number> = {};
  let hands = 0;
  let ms = 0;
  for (const preset of Object.values(PRESETS)) {
    simulate({ preset, hands: 4, seed: 'bench-warm-up', levels: [level, level, level, level] }); // warm-up
    const start = performance.now();
    const summary = simulate({
      preset,
      hands: HANDS,
      seed: 'bench',
      levels: [level, level, level, level],
      onDecision: (view, _action, _seat, decisionMs) => {
        decisions.push(decisionMs);
        if (view.hand?.phase === 'discard') turns.push(decisionMs);
      },
    });
    const took = performance.now() - start;
    perPreset[preset.id] = summary.hands / (took / 1000);
    hands += summary.hands;
    ms += took;
  }
  decisions.sort((a, b) => a - b);
  turns.sort((a, b) => a - b);
  return { level, handsPerSecond: hands / (ms / 1000), perPreset, decisions, turns };
}

export function botRows(): BenchRow[] {
  const runs = BOT_LEVELS.map(runLevel);
  const rows: BenchRow[] = [];
  for (const r of runs) {
    const presets = Object.entries(r.perPreset)
      .map(([id, v]) => `${id} ${v.toFixed(0)}`)
      .join(', ');
    rows.push({
      figure: `bot full hands/s, four ${r.level} bots, one core (${HANDS} hands per preset: ${presets})`,
      measured: `${r.handsPerSecond.toFixed(0)} hands/s`,
      reference: '–',
      goal: r.level === 'normal' ? '≥ 500 hands/s' : '–',
    });
  }
  const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  for (const r of runs) {
    rows.push({
      figure: `bot decision (${r.level}) on its own turn (discard, kong, riichi, win; ${r.turns.length} decisions, all presets): median / p99 — every decision incl. draws and claims: ${us(quantile(r.decisions, 0.5))} / ${us(quantile(r.decisions, 0.99))}`,
      measured: `${us(quantile(r.turns, 0.5))} / ${us(quantile(r.turns, 0.99))}`,
      reference: '–',
      goal: '< 5 ms median',
    });
  }
  return rows;
}
