/**
 * Bot-only hands for the bench: `hands` split evenly over the four presets (or all of them in one),
 * four bots of one level. Run as a script (`bot-run.ts LEVEL HANDS [PRESET]`) it plays them in a
 * fresh process and prints the result as JSON: that is the cold figure, JIT warm-up included.
 */
import { BOT_LEVELS, type BotLevel } from '../shared/bots';
import { simulate, type SimulationOptions } from '../shared/bots/simulate';
import { PRESETS } from '../shared/rules/presets';

export interface BotRun {
  hands: number;
  ms: number;
  perPreset: Record<string, { hands: number; ms: number }>;
}

export function playHands(level: BotLevel, hands: number, seed: string, onDecision?: SimulationOptions['onDecision'], only?: string): BotRun {
  const presets = Object.values(PRESETS).filter((p) => only === undefined || p.id === only);
  const run: BotRun = { hands: 0, ms: 0, perPreset: {} };
  presets.forEach((preset, i) => {
    const share = Math.floor(hands / presets.length) + (i < hands % presets.length ? 1 : 0);
    if (share === 0) return;
    const start = performance.now();
    const summary = simulate({ preset, hands: share, seed: `${seed}-${preset.id}`, levels: [level, level, level, level], onDecision });
    const ms = performance.now() - start;
    run.perPreset[preset.id] = { hands: summary.hands, ms };
    run.hands += summary.hands;
    run.ms += ms;
  });
  return run;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const level = process.argv[2] as BotLevel;
  if (!BOT_LEVELS.includes(level)) throw new Error(`unknown level ${level}`);
  const only = process.argv[4];
  if (only !== undefined && !PRESETS[only]) throw new Error(`unknown preset ${only}`);
  console.log(JSON.stringify(playHands(level, Number(process.argv[3]), 'bench-cold', undefined, only)));
}
