/**
 * Measures mjai AIs against Sparrow's bots, without a host:
 *   npx tsx scripts/mjai/play.ts --mjai "stdio:python mortal.py" --mjai-protocol react
 *   npx tsx scripts/mjai/play.ts --mjai tcp:11600                (the AI connects to 127.0.0.1:11600)
 *   npx tsx scripts/mjai/play.ts --mjai majiang-ai               (kobalab's AI, in process: majiang-ai.ts)
 * Options: --seats 0,2 (the AIs' seats; one --mjai is started once per seat, or give one --mjai
 * per seat), --level easy|normal|strong (the bots), --preset ID (default: the online rules, see
 * mjai-rules.ts), --seed TEXT (default "sparrow"), --games N, --duplicate (each seed's walls with
 * the AIs in every seat: 4 games per seed), --hands N (stop each game early), --timeout MS (each
 * decision; 10 s), --start-timeout MS (until its first answer of a game: loading a model; 20 s),
 * --join-timeout MS (for the AI to connect and answer hello; 60 s), --out FILE (the first game as
 * tenhou.net/6 JSON). Over TCP one --mjai serves every seat, one port each (PORT, PORT+1…), or one
 * port for all when it names a room (mjsonp://localhost:PORT/ROOM: each AI that joins ROOM). Each game starts every AI afresh; one that does not join, exits or stops
 * answering is reported on stderr and a bot of the level plays its seat, and the run goes on.
 * Prints each AI's places and averages over the games it played whole, and its answer times (median,
 * p99) over all its games (`tally.ts`); exits 2 when an
 * AI played none whole (nothing was measured), 0 otherwise.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BOT_LEVELS, type BotLevel } from '../../shared/bots';
import { presetById } from '../../shared/rules/presets';
import { encodeTenhou } from '../../shared/rules/riichi/logs/tenhou-format';
import { exportTenhou } from '../../shared/rules/riichi/logs/tenhou-export';
import type { Seat } from '../../shared/table/types';
import { connectMjai, MJAI_ANSWER_MS, MJAI_START_MS, parseMjaiProtocol, parseMjaiSpec, type MjaiAi, type MjaiSpec } from '../../electron/server/mjai-place';
import { MJAI_RULES } from '../../shared/rules/riichi/logs/mjai-rules';
import { placements, playGame, type SeatedAi } from './game';
import { majiangAi } from './majiang-ai';
import { count, describeTally, describeTimes, newTally } from './tally';
import { closeMjaiListeners } from '../../electron/server/mjai-listener';
import type { ScriptOutput } from '../output';

export { playGame, placements, type MjaiGame } from './game';

class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

/** One run of the command line's arguments: its exit code (1 on a usage error, 2 when nothing was measured, 0 otherwise). */
export async function runPlay(argv: string[], out: ScriptOutput = console): Promise<number> {
  try {
    return await play(argv, out);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    out.error(`play.ts: ${e.message}`);
    return 1;
  }
}

async function play(argv: string[], out: ScriptOutput): Promise<number> {
  const { values: o } = parseArgs({
    args: argv,
    options: {
      mjai: { type: 'string', multiple: true },
      stdio: { type: 'string' },
      port: { type: 'string' },
      'mjai-protocol': { type: 'string' },
      seats: { type: 'string' },
      seat: { type: 'string' },
      level: { type: 'string' },
      preset: { type: 'string' },
      seed: { type: 'string' },
      games: { type: 'string' },
      duplicate: { type: 'boolean' },
      hands: { type: 'string' },
      timeout: { type: 'string' },
      'join-timeout': { type: 'string' },
      'start-timeout': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const specs: (MjaiSpec | 'majiang-ai')[] = [...(o.mjai ?? []), ...(o.stdio ? [`stdio:${o.stdio}`] : []), ...(o.port ? [`tcp:${o.port}`] : [])].map((t) => {
    if (t.trim() === 'majiang-ai') return 'majiang-ai';
    try {
      return parseMjaiSpec(t);
    } catch (e) {
      return fail((e as Error).message);
    }
  });
  if (specs.length === 0) fail('give the AI: --mjai "stdio:COMMAND", --mjai tcp:PORT or --mjai majiang-ai');
  const seats = (o.seats ?? o.seat ?? '0').split(',').map(Number) as Seat[];
  if (seats.length > 4 || seats.some((s) => ![0, 1, 2, 3].includes(s)) || new Set(seats).size !== seats.length) fail('--seats takes one to four different seats from 0 to 3, e.g. 0,2');
  if (specs.length !== 1 && specs.length !== seats.length) fail(`${specs.length} AIs for ${seats.length} seats: give one --mjai for all seats, or one per seat`);
  const level = (o.level ?? 'normal') as BotLevel;
  if (!BOT_LEVELS.includes(level)) fail(`--level is one of ${BOT_LEVELS.join(', ')}`);
  let protocol;
  try {
    protocol = parseMjaiProtocol(o['mjai-protocol'] ?? 'lockstep');
  } catch (e) {
    fail((e as Error).message);
  }
  let preset;
  try {
    preset = presetById(o.preset ?? MJAI_RULES);
  } catch (e) {
    fail((e as Error).message);
  }
  if (!preset.riichi) fail('an mjai AI plays riichi only');
  const seed = o.seed ?? 'sparrow';
  const games = Number(o.games ?? 1);
  const answerMs = Number(o.timeout ?? MJAI_ANSWER_MS);
  const startMs = Number(o['start-timeout'] ?? MJAI_START_MS);
  const joinMs = o['join-timeout'] ? Number(o['join-timeout']) : undefined;
  const rotations = o.duplicate ? 4 : 1;
  const tally = seats.map(() => newTally());
  for (let g = 0; g < games; g++) {
    for (let r = 0; r < rotations; r++) {
      const label = `game ${g + 1}${rotations > 1 ? `.${r + 1}` : ''}`;
      /** By AI: where it sits this game, and whether it joined (a bot of the level plays the seat if not). */
      const places: { seat: Seat; ai: MjaiAi | null }[] = [];
      for (const [i, seat] of seats.entries()) {
        const spec = specs[Math.min(i, specs.length - 1)];
        const at = ((seat + r) % 4) as Seat;
        const ai =
          spec === 'majiang-ai'
            ? majiangAi()
            : await connectMjai(spec.kind === 'tcp' && specs.length === 1 && spec.room === null ? { ...spec, port: spec.port && spec.port + i } : spec, {
                protocol,
                answerMs,
                joinMs,
                onListening: (port) => out.log(`waiting for an mjai AI on 127.0.0.1:${port} (seat ${at})`),
              }).catch((e: Error) => {
                out.error(`play.ts: ${label}, AI ${i + 1} at seat ${at}: ${e.message}; a bot (${level}) plays the seat this game`);
                return null;
              });
        places.push({ seat: at, ai });
      }
      const seated = places.flatMap(({ seat, ai }) => (ai ? [{ ai, seat }] : []));
      closeMjaiListeners();
      const game = await playGame(seated, { preset, seed: `${seed}/${g}`, level, maxHands: o.hands ? Number(o.hands) : undefined, answerMs, startMs, log: (m) => out.error(`play.ts: ${label}: ${m}`) });
      const final = placements(game.final);
      const whole = places.map(({ seat, ai }) => ai !== null && game.replaced[seat] === 0);
      places.forEach(({ seat }, i) => {
        count(tally[i], whole[i], final[seat], game.final.game.scores[seat]);
        tally[i].times.push(...game.answerTimes[seat]);
      });
      const shown = places.map(({ seat, ai }, i) => (ai === null ? `bot (seat ${seat}, did not join)` : `${final[seat]} (seat ${seat}${whole[i] ? '' : `, the bot played ${game.replaced[seat]} of its decisions`})`));
      out.log(`${label}: scores ${game.final.game.scores.join(' ')}; AI places ${shown.join(', ')}${game.errors.length ? `; ${game.errors.length} reports` : ''}`);
      if (o.out && g === 0 && r === 0) writeFileSync(o.out, JSON.stringify(encodeTenhou(exportTenhou(game.initial, game.actions, { names: game.names }))));
    }
  }
  for (const [i, t] of tally.entries()) {
    out.log(`AI ${i + 1} (seat ${seats[i]}${rotations > 1 ? ', rotated' : ''}): ${describeTally(t)}`);
    out.log(`AI ${i + 1} ${describeTimes(t)}`);
  }
  const unmeasured = tally.flatMap((t, i) => (t.games === 0 ? [i + 1] : []));
  if (unmeasured.length) {
    out.error(`play.ts: AI ${unmeasured.join(', ')} played no game whole: nothing measured`);
    return 2;
  }
  return 0;
}

if (process.argv[1] && /mjai[\\/]play\.ts$/.test(process.argv[1])) void runPlay(process.argv.slice(2)).then((code) => (process.exitCode = code));
