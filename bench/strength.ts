/**
 * `npm run bench -- --strength` (or `npx tsx bench/strength.ts`): Sparrow's bots against an outside
 * AI, kobalab's majiang-ai, seated in process through Sparrow's own mjai seat (scripts/mjai). Duplicate
 * play: every seed's walls are played four times, the AI in each seat in turn, against three bots
 * of one level, under the online rules (mjai-rules.ts). Prints, per side, the mean placement with
 * its standard error (over seeds: each seed's four games are one sample), win and deal-in rates per
 * hand and the average final score, and how long the bots' decisions took.
 * Options: --level easy|normal|strong (default strong), --games N seeds (default 10, so 40
 * hanchans), --seed TEXT, --hands N (stop each game after N hands), --preset ID (a riichi rule set
 * instead of the online rules, e.g. `riichi`).
 * A measurement, not a test: it takes minutes (about 2 s a hanchan on one core).
 */
import { parseArgs } from 'node:util';
import { BOT_LEVELS, chooseAction, type BotLevel } from '../shared/bots';
import { meanAndError } from '../shared/bots/strength';
import { presetById } from '../shared/rules/presets';
import { MJAI_RULES } from '../shared/rules/riichi/logs/mjai-rules';
import type { Seat } from '../shared/table/types';
import { majiangAi } from '../scripts/mjai/majiang-ai';
import { placements, playGame } from '../scripts/mjai/game';

interface Side {
  places: number[];
  hands: number;
  wins: number;
  dealtIn: number;
  score: number;
  games: number;
  /** Hands it declared riichi in, and hands it ended with an exposed meld. */
  riichi: number;
  open: number;
  /** Points its wins brought, and its deal-ins cost (the hand's score change). */
  wonPoints: number;
  dealInPoints: number;
  /** Exhaustive draws seen (one per seat of the side), and how many of them it was ready at. */
  draws: number;
  readyAtDraw: number;
}
const side = (): Side => ({ places: [0, 0, 0, 0], hands: 0, wins: 0, dealtIn: 0, score: 0, games: 0, riichi: 0, open: 0, wonPoints: 0, dealInPoints: 0, draws: 0, readyAtDraw: 0 });

export interface StrengthRun {
  level: BotLevel;
  /** "online rules", or the rule set's id. */
  rules: string;
  hanchans: number;
  ai: Side;
  bots: Side;
  /** The AI's mean place over each seed's four games, and its standard error. */
  mean: number;
  se: number;
  errors: string[];
  decisionMs: number[];
}

export async function strengthRun(options: { level: BotLevel; games: number; seed: string; hands?: number; preset?: string; progress?: (line: string) => void }): Promise<StrengthRun> {
  const preset = presetById(options.preset ?? MJAI_RULES);
  if (!preset.riichi) throw new Error(`--preset ${preset.id} is not a riichi rule set`);
  const ai = side();
  const bots = side();
  const perSeed: number[] = [];
  const errors: string[] = [];
  const decisionMs: number[] = [];
  const timed: typeof chooseAction = (view, level, rng) => {
    const start = performance.now();
    const a = chooseAction(view, level, rng);
    // Timed: the decisions that weigh tiles (its own turn, a claim), not the draws nothing is asked about.
    if (view.legal.length > 1) decisionMs.push(performance.now() - start);
    return a;
  };
  for (let g = 0; g < options.games; g++) {
    let placeSum = 0;
    for (let r = 0; r < 4; r++) {
      const seat = r as Seat;
      const game = await playGame([{ ai: majiangAi((m) => errors.push(m)), seat }], {
        preset,
        seed: `${options.seed}/${g}`,
        level: options.level,
        maxHands: options.hands,
        answerMs: 60_000,
        choose: timed,
        log: (m) => errors.push(m),
        onHand: (result, hand) => {
          ai.hands++;
          bots.hands += 3;
          for (const w of result.winners) {
            (w.seat === seat ? ai : bots).wins++;
            (w.seat === seat ? ai : bots).wonPoints += result.deltas[w.seat];
            if (w.from !== null) {
              (w.from === seat ? ai : bots).dealtIn++;
              (w.from === seat ? ai : bots).dealInPoints -= result.deltas[w.from];
            }
          }
          hand.seats.forEach((st, s) => {
            const who = s === seat ? ai : bots;
            if (st.riichi) who.riichi++;
            if (st.melds.some((m) => !m.concealed)) who.open++;
            if (result.kind === 'draw' && !result.abortive) {
              who.draws++;
              if (result.tenpai[s]) who.readyAtDraw++;
            }
          });
        },
      });
      const places = placements(game.final);
      const scores = game.final.game.scores;
      for (let s = 0; s < 4; s++) {
        const who = s === seat ? ai : bots;
        who.places[places[s] - 1]++;
        who.score += scores[s];
        who.games++;
      }
      placeSum += places[seat];
      const sofar = ai.places.reduce((t, n, p) => t + n * (p + 1), 0) / ai.games;
      options.progress?.(`seed ${g + 1}/${options.games}, AI at seat ${seat}: place ${places[seat]}, scores ${scores.join(' ')}; AI's mean place so far ${sofar.toFixed(3)} (${ai.places.join('/')})`);
    }
    perSeed.push(placeSum / 4);
  }
  const { mean, se } = meanAndError(perSeed);
  return { level: options.level, rules: preset.id === MJAI_RULES ? 'online rules' : preset.id, hanchans: options.games * 4, ai, bots, mean, se, errors, decisionMs };
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export function report(run: StrengthRun): string[] {
  const line = (name: string, s: Side) =>
    `${name.padEnd(22)} mean place ${(s.places.reduce((t, n, p) => t + n * (p + 1), 0) / s.games).toFixed(2)}  places 1st–4th ${s.places.join('/')}  win ${pct(s.wins, s.hands)}  deal-in ${pct(s.dealtIn, s.hands)}  average score ${Math.round(s.score / s.games)}`;
  const habits = (name: string, s: Side) =>
    `${name.padEnd(22)} riichi ${pct(s.riichi, s.hands)}  open hand ${pct(s.open, s.hands)}  average win ${Math.round(s.wonPoints / Math.max(1, s.wins))}  average deal-in ${Math.round(s.dealInPoints / Math.max(1, s.dealtIn))}  ready at a draw ${pct(s.readyAtDraw, s.draws)}`;
  const sorted = [...run.decisionMs].sort((a, b) => a - b);
  return [
    `majiang-ai against three ${run.level} bots: ${run.hanchans} hanchans (${run.hanchans / 4} seeds × 4 seats), ${run.rules}`,
    line('majiang-ai', run.ai),
    line(`${run.level} bots (each)`, run.bots),
    habits('majiang-ai', run.ai),
    habits(`${run.level} bots (each)`, run.bots),
    `majiang-ai's mean place ${run.mean.toFixed(2)} ± ${run.se.toFixed(2)} (standard error over seeds; 2.50 is even, above it the bots are stronger)`,
    `${run.level} bot decisions with a choice (turns, claims): ${sorted.length}, median ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    ...(run.errors.length ? [`${run.errors.length} reports from the mjai seat, first: ${run.errors[0]}`] : ['the mjai seat reported nothing: every answer was usable']),
  ];
}

export async function main(argv: string[]): Promise<void> {
  const { values: o } = parseArgs({ args: argv, options: { strength: { type: 'boolean' }, level: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, hands: { type: 'string' }, preset: { type: 'string' }, quiet: { type: 'boolean' } } });
  const level = (o.level ?? 'strong') as BotLevel;
  if (!BOT_LEVELS.includes(level)) throw new Error(`--level is one of ${BOT_LEVELS.join(', ')}`);
  const run = await strengthRun({
    level,
    games: Number(o.games ?? 10),
    seed: o.seed ?? 'strength',
    hands: o.hands ? Number(o.hands) : undefined,
    preset: o.preset,
    progress: o.quiet ? undefined : (l) => console.error(l),
  });
  for (const l of report(run)) console.log(l);
}

if (process.argv[1] && /bench[\\/]strength\.ts$/.test(process.argv[1])) void main(process.argv.slice(2));
