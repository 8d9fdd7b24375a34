/**
 * `npm run simulate -- --preset <id> --hands N --seed S [--levels easy,normal,strong,normal] [--json]`
 * Bot-only games in one process. A progress bar goes to stderr; the summary (a table, or JSON
 * with --json) to stdout.
 * `npm run simulate -- --club N --rounds R [--preset P] [--seed S] [--round game|hands:N|time:M] [--bots-per-table]`
 * A whole club night of N bot players: each round's draw, then the standings.
 */
import { parseArgs } from 'node:util';
import { BOT_LEVELS, type BotLevel } from '../shared/bots';
import { simulate, type SimulationSummary } from '../shared/bots/simulate';
import { PRESETS, presetById } from '../shared/rules/presets';
import { runClubNight } from './simulateClub';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: 'hungarian' },
    hands: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'sparrow' },
    levels: { type: 'string', default: 'normal,normal,normal,normal' },
    json: { type: 'boolean', default: false },
    club: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    round: { type: 'string', default: 'game' },
    'bots-per-table': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`npm run simulate -- --preset <${Object.keys(PRESETS).join('|')}> --hands N --seed S [--levels L,L,L,L] [--json]
  levels: ${BOT_LEVELS.join(', ')} (one for every seat, or one for all four)
npm run simulate -- --club N --rounds R [--preset P] [--seed S] [--round game|hands:N|time:M] [--bots-per-table] [--json]
  a club night of N bot players; --bots-per-table fills the last seats with bots instead of sit-outs`);
  process.exit(0);
}

if (values.club !== undefined) {
  try {
    const text = runClubNight({ players: Number(values.club), rounds: Number(values.rounds), preset: values.preset, seed: values.seed, round: values.round, botSeats: values['bots-per-table'], json: values.json });
    console.log(text);
    process.exit(0);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const hands = Number(values.hands);
if (!Number.isInteger(hands) || hands <= 0) fail('--hands must be a positive whole number');
let preset;
try {
  preset = presetById(values.preset);
} catch (e) {
  fail(`${(e as Error).message}; rule sets: ${Object.keys(PRESETS).join(', ')}`);
}
const given = values.levels.split(',').map((l) => l.trim());
const levels = (given.length === 1 ? [given[0], given[0], given[0], given[0]] : given) as BotLevel[];
if (levels.length !== 4 || levels.some((l) => !BOT_LEVELS.includes(l))) fail(`--levels needs one or four of ${BOT_LEVELS.join(', ')}`);

const tty = process.stderr.isTTY;
let lastDrawn = -1;
function progress(done: number, elapsedMs: number): void {
  const pct = Math.floor((done / hands) * 100);
  if (!tty && pct === lastDrawn) return;
  if (!tty && pct % 10 !== 0 && done !== hands) return;
  lastDrawn = pct;
  const width = 30;
  const filled = Math.round((done / hands) * width);
  const rate = done / (elapsedMs / 1000);
  const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${hands} hands  ${rate.toFixed(0)} hands/s`;
  process.stderr.write(tty ? `\r${line}` : `${line}\n`);
}

const start = performance.now();
const summary: SimulationSummary = simulate({
  preset,
  hands,
  seed: values.seed,
  levels,
  onHand: (i) => progress(i + 1, performance.now() - start),
});
const seconds = (performance.now() - start) / 1000;
if (tty) process.stderr.write('\n');

const report = {
  ...summary,
  seconds: Number(seconds.toFixed(3)),
  handsPerSecond: Number((summary.hands / seconds).toFixed(1)),
  drawRate: summary.draws / summary.hands,
  perSeat: summary.seats.map((s, seat) => ({
    seat,
    level: s.level,
    winRate: s.wins / s.hands,
    selfDrawnRate: s.selfDrawn / s.hands,
    dealInRate: s.dealtIn / s.hands,
    averageScore: s.score / s.hands,
  })),
};

if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`${summary.preset}: ${summary.hands} hands in ${summary.games} game(s), seed "${summary.seed}"`);
  console.log('| seat | level | win rate | self-drawn | dealt in | average score |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const s of report.perSeat)
    console.log(`| ${s.seat} | ${s.level} | ${pct(s.winRate)} | ${pct(s.selfDrawnRate)} | ${pct(s.dealInRate)} | ${s.averageScore.toFixed(1)} |`);
  console.log(`draw rate ${pct(report.drawRate)}; ${report.handsPerSecond} hands/s (${summary.actions} actions in ${report.seconds} s)`);
}
