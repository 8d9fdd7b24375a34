/**
 * Bot-only hands for the bench: `hands` split evenly over the four presets (or all of them in one),
 * four bots of one level. Run as a script (`bot-run.ts LEVEL HANDS [PRESET]`) it plays them in a
 * fresh process and prints the result as JSON: that is the cold figure, JIT warm-up included.
 * With `--decisions` it times each decision on the bot's own turn instead and prints those.
 */
import { BOT_LEVELS, type BotLevel } from '../shared/bots';
import { simulate, type SimulationOptions } from '../shared/bots/simulate';
import { PRESETS, presetById } from '../shared/rules/presets';

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

/** The milliseconds of each decision on a bot's own turn (discard, kong, riichi, win) in `hands` hands of the rule set `presetId` (house rules allowed). */
export function ownTurnDecisions(level: BotLevel, hands: number, presetId: string, seed: string): number[] {
  const out: number[] = [];
  simulate({
    preset: presetById(presetId),
    hands,
    seed,
    levels: [level, level, level, level],
    onDecision: (view, _action, _seat, ms) => {
      if (view.hand?.phase === 'discard') out.push(ms);
    },
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [level, hands, only] = process.argv.slice(2).filter((a) => a !== '--decisions') as [BotLevel, string, string | undefined];
  if (!BOT_LEVELS.includes(level)) throw new Error(`unknown level ${level}`);
  if (process.argv.includes('--decisions')) console.log(JSON.stringify(ownTurnDecisions(level, Number(hands), only ?? 'riichi', 'bench-cold-decisions')));
  else {
    if (only !== undefined && !PRESETS[only]) throw new Error(`unknown preset ${only}`);
    console.log(JSON.stringify(playHands(level, Number(hands), 'bench-cold', undefined, only)));
  }
}
