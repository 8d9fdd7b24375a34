/**
 * `npm run host`'s command line, read: the host's options and the table to open at startup, every
 * value checked as the CLI has always checked it. The CLI (cli.ts) and the browser tests' host in
 * their own process (tests/e2e/fake-host.ts) read the same arguments here.
 */
import { DEFAULT_DATA_CAP_MB } from './data-dir';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { BOT_LEVELS, type BotLevel } from '../../shared/bots/policy';
import { HOUSE_RULES, parseRuleList } from '../../shared/rules/house';
import { ruleFamily } from '../../shared/rules/families';
import { PRESETS } from '../../shared/rules/presets';
import type { MjaiProtocol } from '../../shared/rules/riichi/logs/mjai-seat';
import { ArrangedDealSchema, type ArrangedDeal } from '../../shared/table/arranged';
import { TableOptionsSchema, type TableOptions } from '../../shared/protocol';
import { DEFAULT_HISTORY_CAP } from './history';
import { DEFAULT_PORT, type HostOptions } from './host';
import { parseMjaiProtocol, parseMjaiSpec, type MjaiSpec } from './mjai-place';
import { mjaiRefusal } from './startup-table';

export const HELP = `Usage: npm run host -- [options]

  --port N          port for the web page and the table (default ${DEFAULT_PORT}; 0 = any free port)
  --bind ADDR       address to listen on (default 0.0.0.0: every interface)
  --name TEXT       name of the table to open (default "<host>'s table")
  --preset ID       rule set: ${Object.keys(PRESETS).join(', ')} (default millington)
  --rules LIST      house rules of the new table, e.g. minimum=0,blindGame=true, or for riichi
                    tenhou (Tenhou's rules) then any pairs; by family:
${Object.entries(HOUSE_RULES).map(([family, rules]) => `                      ${family}: ${rules.map((r) => r.key).join(', ')}`).join('\n')}
  --bots N          fill N places with bots (0–3); --bots 3 is single-machine practice
  --mjai SPEC       an external mjai AI takes a place of the new table (riichi only; repeat for
                    up to four AIs):
                      stdio:COMMAND  the host starts COMMAND and speaks mjai on its stdin/stdout
                      tcp:PORT       the AI connects to 127.0.0.1:PORT (loopback only), says join;
                                     probes and other connections are closed, the port waits on
                      mjsonp://localhost:PORT/ROOM  the same, for the AI that joins ROOM (as gimite's
                                     mjai URLs): several AIs can share a port, one room each
                    it sees only its own seat; a bot plays any decision it gets wrong or misses
  --mjai-protocol P lockstep (default: hello first, every event answered), react (Mortal: no hello,
                    its id last on its command line, answers only when it can act) or batch
                    (mjai.app bots: a JSON array of events a line, its id last on its command line)
  --mjai-places L   the AIs' places, e.g. 1,3 (default: the first free ones)
  --mjai-timeout MS how long the AI may take over a decision before the bot plays it (default 10000)
  --mjai-start-timeout MS  the same until its first answer of each game (start-up; default 20000)
  --pin DIGITS      a 4–8 digit PIN players need to join
  --data-dir DIR    where table journals are kept (default ./.sparrow)
  --history-cap N   the most finished games kept in <data-dir>/history (default ${DEFAULT_HISTORY_CAP}); the
                    oldest go first
  --data-cap MB     the most <data-dir> may hold (default ${DEFAULT_DATA_CAP_MB}); past it, at start, the oldest
                    set-aside files, finished evenings, saved tables and games go first
  --resume [ID]     resume saved table ID, or every saved table without an ID
  --no-resume       do not offer to resume saved tables
  --no-table        open no new table
  --no-mdns         do not advertise the tables on the LAN
  --bot-delay MS    a bot's thinking time (default 700)
  --bot-level LEVEL how the host's bots play: easy, normal or strong (default normal)
  --grace MS        how long an away player's place waits before a bot plays it (default 15000)
  --replay-hold MS  how long in all players watching the last hand's replay may hold up the next
                    hand (default 60000)
  --claim-pause MS  the least time every claim window stays open, so that its rhythm tells nobody
                    whether another player could claim (default 800)
  --test-arranged-deal FILE
                    tests only: the new table's first hand is dealt as the JSON in FILE says
                    ({"hands": [East's 14 tiles, South's, West's, North's 13], "wall": "next draws"},
                    in Sparrow's notation); that hand is not the one its seed gives
  --help`;

/** A command line the host cannot run with: the message says why (the CLI prints it and exits with 2). */
export class HostArgsError extends Error {}

/** What the command line asks for. */
export interface HostPlan {
  help: boolean;
  /** The host's options (the caller may add its own clock and renderer directory). */
  host: HostOptions;
  /** The table to open at startup, as a createTable message from a client would give it. */
  table: TableOptions;
  /** --no-table: open none. */
  noTable: boolean;
  /** --name or --bots given: the table opens even when saved tables were resumed. */
  tableAsked: boolean;
  mjai: MjaiSpec[];
  mjaiProtocol: MjaiProtocol;
  /** The AIs' places (0–3), or none for the first free ones. */
  mjaiPlaces: number[];
  mjaiAnswerMs: number | undefined;
  /** --test-arranged-deal: the first hand's tiles and wall. */
  arranged: ArrangedDeal | null;
  /** --resume: a table id, 'all', or undefined. */
  resume: string | undefined;
  /** Offer to resume saved tables (no --no-resume). */
  offerResume: boolean;
}

function options(argv: readonly string[]) {
  // `--resume` may stand alone: it then means every saved table.
  const args = argv.flatMap((a, i, all) => (a === '--resume' && (i + 1 === all.length || all[i + 1].startsWith('--')) ? ['--resume=all'] : [a]));
  return parseArgs({
    args,
    options: {
      port: { type: 'string' },
      bind: { type: 'string' },
      name: { type: 'string' },
      preset: { type: 'string' },
      rules: { type: 'string' },
      bots: { type: 'string' },
      mjai: { type: 'string', multiple: true },
      'mjai-protocol': { type: 'string' },
      'mjai-places': { type: 'string' },
      'mjai-timeout': { type: 'string' },
      'mjai-start-timeout': { type: 'string' },
      pin: { type: 'string' },
      'data-dir': { type: 'string' },
      'history-cap': { type: 'string' },
      'data-cap': { type: 'string' },
      resume: { type: 'string' },
      'no-resume': { type: 'boolean' },
      'no-table': { type: 'boolean' },
      'no-mdns': { type: 'boolean' },
      'bot-delay': { type: 'string' },
      'bot-level': { type: 'string' },
      grace: { type: 'string' },
      'claim-pause': { type: 'string' },
      'replay-hold': { type: 'string' },
      'test-arranged-deal': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  }).values;
}

function fail(message: string): never {
  throw new HostArgsError(message);
}

function intOption(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** The --test-arranged-deal file, checked. */
function readArrangedDeal(file: string): ArrangedDeal {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`--test-arranged-deal: ${(e as Error).message}`);
  }
  const parsed = v.safeParse(ArrangedDealSchema, json);
  if (!parsed.success) fail(`--test-arranged-deal: ${parsed.issues[0].message}`);
  return parsed.output;
}

/** Reads the arguments after `npm run host --`; throws a HostArgsError saying what is wrong. */
/** `--rules`: pairs, or a well-known set of the family's first (`tenhou`, then pairs that change it). */
function houseRulesArg(preset: string, text: string): ReturnType<typeof parseRuleList> {
  const [first, ...rest] = text.split(',');
  const named = ruleFamily(PRESETS[preset].family).namedHouseRules.find((n) => n.id === first.trim());
  return named ? { ...named.rules, ...parseRuleList(rest.join(',')) } : parseRuleList(text);
}

export function parseHostArgs(argv: readonly string[]): HostPlan {
  let opts: ReturnType<typeof options>;
  try {
    opts = options(argv);
  } catch (e) {
    fail(`${(e as Error).message}\n\n${HELP}`);
  }
  const preset = opts.preset ?? 'millington';
  if (opts.help) return { help: true, host: { dataDir: '' }, table: { name: '', preset: 'millington', bots: 0 }, noTable: true, tableAsked: false, mjai: [], mjaiProtocol: 'lockstep', mjaiPlaces: [], mjaiAnswerMs: undefined, arranged: null, resume: undefined, offerResume: false };
  if (!(preset in PRESETS)) fail(`unknown preset "${preset}" (one of ${Object.keys(PRESETS).join(', ')})`);
  const bots = intOption(opts.bots, 'bots', 0, 3) ?? 0;
  if (opts.pin !== undefined && !/^\d{4,8}$/.test(opts.pin)) fail('--pin must be 4 to 8 digits');
  const name = (opts.name ?? `${hostname()}'s table`).trim().slice(0, 40) || 'Sparrow table';
  let rules: ReturnType<typeof parseRuleList> | undefined;
  try {
    rules = opts.rules === undefined ? undefined : houseRulesArg(preset, opts.rules);
  } catch (e) {
    fail(`--rules: ${(e as Error).message}`);
  }
  // The same check as a createTable message from a client.
  const checked = v.safeParse(TableOptionsSchema, { name, preset, bots, ...(opts.pin ? { pin: opts.pin } : {}), ...(rules ? { rules } : {}) });
  if (!checked.success) fail(`--rules: ${checked.issues[0].message}`);
  const mjai: MjaiSpec[] = [];
  let mjaiProtocol: MjaiProtocol = 'lockstep';
  let mjaiPlaces: number[] = [];
  if (opts.mjai?.length) {
    try {
      for (const text of opts.mjai) mjai.push(parseMjaiSpec(text));
      mjaiProtocol = parseMjaiProtocol(opts['mjai-protocol'] ?? 'lockstep');
    } catch (e) {
      fail((e as Error).message);
    }
    if (mjai.length + bots > 4) fail(`${mjai.length} mjai AI(s) and ${bots} bot(s) do not fit at a table of four`);
    mjaiPlaces = opts['mjai-places'] === undefined ? [] : opts['mjai-places'].split(',').map((n) => Number(n) - 1);
    if (opts['mjai-places'] !== undefined && (mjaiPlaces.length !== mjai.length || mjaiPlaces.some((p) => !Number.isInteger(p) || p < 0 || p > 3) || new Set(mjaiPlaces).size !== mjaiPlaces.length))
      fail(`--mjai-places takes one place from 1 to 4 for each --mjai (${mjai.length}), all different`);
    const refusal = mjaiRefusal(preset);
    if (refusal) fail(`--mjai: ${refusal}`);
    if (opts['no-table']) fail('--mjai seats the AI at the new table: it cannot go with --no-table');
  }
  const mjaiAnswerMs = intOption(opts['mjai-timeout'], 'mjai-timeout', 100, 600_000);
  const mjaiStartMs = intOption(opts['mjai-start-timeout'], 'mjai-start-timeout', 100, 600_000);
  const botLevel = opts['bot-level'];
  if (botLevel !== undefined && !(BOT_LEVELS as readonly string[]).includes(botLevel)) fail(`--bot-level must be one of ${BOT_LEVELS.join(', ')}`);
  const arranged = opts['test-arranged-deal'] === undefined ? null : readArrangedDeal(opts['test-arranged-deal']);
  const host: HostOptions = {
    port: intOption(opts.port, 'port', 0, 65535) ?? DEFAULT_PORT,
    bind: opts.bind,
    dataDir: resolve(opts['data-dir'] ?? '.sparrow'),
    historyCap: intOption(opts['history-cap'], 'history-cap', 1, 100_000),
    dataCapMb: intOption(opts['data-cap'], 'data-cap', 16, 1_000_000),
    mdns: !opts['no-mdns'],
    timing: {
      botDelayMs: intOption(opts['bot-delay'], 'bot-delay', 0, 60_000),
      graceMs: intOption(opts.grace, 'grace', 0, 3_600_000),
      claimPauseMs: intOption(opts['claim-pause'], 'claim-pause', 0, 10_000),
      replayHoldMs: intOption(opts['replay-hold'], 'replay-hold', 0, 3_600_000),
      mjaiAnswerMs,
      mjaiStartMs,
      botLevel: botLevel as BotLevel | undefined,
    },
  };
  return {
    help: false,
    host,
    table: checked.output,
    noTable: opts['no-table'] === true,
    tableAsked: opts.name !== undefined || opts.bots !== undefined,
    mjai,
    mjaiProtocol,
    mjaiPlaces,
    mjaiAnswerMs,
    arranged,
    resume: opts.resume,
    offerResume: !opts['no-resume'],
  };
}
