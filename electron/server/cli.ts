/**
 * `npm run host`: the headless table host. Prints the address to open in a browser and the
 * organiser's link (with the host key that opens saved tables: host-key.ts), lists saved
 * tables and offers to resume them, and opens a table (with bots if asked: `-- --bots 3`; with an
 * mjai AI in one place: `-- --preset riichi --mjai "stdio:python my_ai.py"`).
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { DEFAULT_HISTORY_CAP } from './history';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { BOT_LEVELS, type BotLevel } from '../../shared/bots/policy';
import { HOUSE_RULES, parseRuleList } from '../../shared/rules/house';
import { PRESETS } from '../../shared/rules/presets';
import { ArrangedDealSchema, type ArrangedDeal } from '../../shared/table/arranged';
import { TableOptionsSchema, type SavedTableSummary } from '../../shared/protocol';
import { DEFAULT_PORT, startHost, type Host } from './host';
import { connectMjai, parseMjaiProtocol, parseMjaiSpec, type MjaiAi, type MjaiSpec } from './mjai-place';
import type { MjaiProtocol } from '../../shared/rules/riichi/logs/mjai-seat';
import { mjaiRefusal, openStartupTable } from './startup-table';

const HELP = `Usage: npm run host -- [options]

  --port N          port for the web page and the table (default ${DEFAULT_PORT}; 0 = any free port)
  --bind ADDR       address to listen on (default 0.0.0.0: every interface)
  --name TEXT       name of the table to open (default "<host>'s table")
  --preset ID       rule set: ${Object.keys(PRESETS).join(', ')} (default millington)
  --rules LIST      house rules of the new table, e.g. minimum=0,blindGame=true; by family:
${Object.entries(HOUSE_RULES).map(([family, rules]) => `                      ${family}: ${rules.map((r) => r.key).join(', ')}`).join('\n')}
  --bots N          fill N places with bots (0–3); --bots 3 is single-machine practice
  --mjai SPEC       an external mjai AI takes a place of the new table (riichi only; repeat for
                    up to four AIs):
                      stdio:COMMAND  the host starts COMMAND and speaks mjai on its stdin/stdout
                      tcp:PORT       the AI connects to 127.0.0.1:PORT (loopback only)
                    it sees only its own seat; a bot plays any decision it gets wrong or misses
  --mjai-protocol P lockstep (default: hello first, every event answered), react (Mortal: no hello,
                    its id last on its command line, answers only when it can act) or batch
                    (mjai.app bots: a JSON array of events a line, its id last on its command line)
  --mjai-places L   the AIs' places, e.g. 1,3 (default: the first free ones)
  --mjai-timeout MS how long the AI may take over a decision before the bot plays it (default 5000)
  --pin DIGITS      a 4–8 digit PIN players need to join
  --data-dir DIR    where table journals are kept (default ./.sparrow)
  --history-cap N   the most finished games kept in <data-dir>/history (default ${DEFAULT_HISTORY_CAP}); the
                    oldest go first
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

function args() {
  // `--resume` may stand alone: it then means every saved table.
  const argv = process.argv.slice(2).flatMap((a, i, all) => (a === '--resume' && (i + 1 === all.length || all[i + 1].startsWith('--')) ? ['--resume=all'] : [a]));
  return parseArgs({
    args: argv,
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
      pin: { type: 'string' },
      'data-dir': { type: 'string' },
      'history-cap': { type: 'string' },
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
  console.error(`sparrow host: ${message}`);
  process.exit(2);
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

const describeSaved = (s: SavedTableSummary, i: number) =>
  `  ${i + 1}. ${s.id}  "${s.name}" (${s.preset}), ${s.handsPlayed} hand(s) dealt, ${s.actions} actions, players: ${s.players.map((p) => p ?? '—').join(', ')}, saved ${new Date(s.savedAt).toLocaleString()}`;

/** Which saved tables to resume: from --resume, by asking on a terminal, or none. */
async function chooseResume(listSaved: () => SavedTableSummary[], flag: string | undefined, offer: boolean): Promise<string[]> {
  if (flag !== undefined && flag !== 'all') return [flag];
  if (flag === undefined && !offer) return [];
  // Listing replays every saved journal (and reports and moves aside those that cannot be replayed).
  const saved = listSaved();
  if (flag === 'all') return saved.map((s) => s.id);
  if (!saved.length) return [];
  console.log(`Saved tables that can be resumed:\n${saved.map(describeSaved).join('\n')}`);
  if (!process.stdin.isTTY) {
    console.log('Run with --resume ID (or --resume for all) to resume them.');
    return [];
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = (await rl.question('Resume which? [a]ll, [n]one, or numbers (e.g. 1 3): ')).trim().toLowerCase();
  rl.close();
  if (answer === 'a' || answer === 'all' || answer === 'y' || answer === 'yes') return saved.map((s) => s.id);
  return answer
    .split(/[\s,]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= saved.length)
    .map((n) => saved[n - 1].id);
}

async function main(): Promise<void> {
  let opts: ReturnType<typeof args>;
  try {
    opts = args();
  } catch (e) {
    fail(`${(e as Error).message}\n\n${HELP}`);
  }
  if (opts.help) return void console.log(HELP);
  const preset = opts.preset ?? 'millington';
  if (!(preset in PRESETS)) fail(`unknown preset "${preset}" (one of ${Object.keys(PRESETS).join(', ')})`);
  const bots = intOption(opts.bots, 'bots', 0, 3) ?? 0;
  if (opts.pin !== undefined && !/^\d{4,8}$/.test(opts.pin)) fail('--pin must be 4 to 8 digits');
  const name = (opts.name ?? `${hostname()}'s table`).trim().slice(0, 40) || 'Sparrow table';
  let rules: ReturnType<typeof parseRuleList> | undefined;
  try {
    rules = opts.rules === undefined ? undefined : parseRuleList(opts.rules);
  } catch (e) {
    fail(`--rules: ${(e as Error).message}`);
  }
  // The same check as a createTable message from a client.
  const checked = v.safeParse(TableOptionsSchema, { name, preset, bots, ...(opts.pin ? { pin: opts.pin } : {}), ...(rules ? { rules } : {}) });
  if (!checked.success) fail(`--rules: ${checked.issues[0].message}`);
  const tableOptions = checked.output;
  const mjai: MjaiSpec[] = [];
  let protocol: MjaiProtocol = 'lockstep';
  let mjaiPlaces: number[] = [];
  if (opts.mjai?.length) {
    try {
      for (const text of opts.mjai) mjai.push(parseMjaiSpec(text));
      protocol = parseMjaiProtocol(opts['mjai-protocol'] ?? 'lockstep');
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
  const botLevel = opts['bot-level'];
  if (botLevel !== undefined && !(BOT_LEVELS as readonly string[]).includes(botLevel)) fail(`--bot-level must be one of ${BOT_LEVELS.join(', ')}`);

  const arranged = opts['test-arranged-deal'] === undefined ? null : readArrangedDeal(opts['test-arranged-deal']);
  let host: Host;
  try {
    host = await startHost({
      port: intOption(opts.port, 'port', 0, 65535) ?? DEFAULT_PORT,
      bind: opts.bind,
      dataDir: resolve(opts['data-dir'] ?? '.sparrow'),
      historyCap: intOption(opts['history-cap'], 'history-cap', 1, 100_000),
      mdns: !opts['no-mdns'],
      onAdvertised: (id, instance) => console.log(`Table ${id} advertised as "${instance}"`),
      timing: {
        botDelayMs: intOption(opts['bot-delay'], 'bot-delay', 0, 60_000),
        graceMs: intOption(opts.grace, 'grace', 0, 3_600_000),
        claimPauseMs: intOption(opts['claim-pause'], 'claim-pause', 0, 10_000),
        replayHoldMs: intOption(opts['replay-hold'], 'replay-hold', 0, 3_600_000),
        mjaiAnswerMs,
        botLevel: botLevel as BotLevel | undefined,
      },
    });
  } catch (e) {
    fail(`cannot start: ${(e as Error).message}`);
  }
  const shutdown = async () => {
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  console.log(`Sparrow host listening on port ${host.port}`);
  const resumed = await chooseResume(() => host.lobby.saved(), opts.resume, !opts['no-resume']);
  for (const id of resumed) {
    const table = host.lobby.resume(id);
    if ('code' in table) console.error(`Could not resume ${id}: ${table.message}`);
    else console.log(`Resumed table ${table.id} "${table.name}" (${table.preset.id}): players rejoin with their seat tokens.`);
  }
  if (!opts['no-table'] && (resumed.length === 0 || opts.name !== undefined || opts.bots !== undefined || mjai.length > 0)) {
    const ais: MjaiAi[] = [];
    for (const spec of mjai) {
      try {
        ais.push(
          await connectMjai(spec, {
            protocol,
            answerMs: mjaiAnswerMs ?? 5000,
            onListening: (port) => console.log(`Waiting for the mjai AI to connect to 127.0.0.1:${port}…`),
          }),
        );
      } catch (e) {
        for (const ai of ais) ai.channel.close();
        await host.close();
        fail((e as Error).message);
      }
      const ai = ais[ais.length - 1];
      console.log(protocol === 'lockstep' || spec.kind === 'tcp' ? `mjai AI "${ai.name || '(no name)'}" joined (${ai.origin}).` : `mjai AI (${ai.origin}, ${protocol}) starts at the first deal, with its id.`);
    }
    const table = openStartupTable(host.lobby, tableOptions, ais, mjaiPlaces, arranged);
    if ('code' in table) {
      for (const ai of ais) ai.channel.close();
      await host.close();
      fail(table.message);
    }
    const seated = [ais.length ? `${ais.length} mjai AI(s)` : '', bots ? `${bots} bot(s)` : ''].filter(Boolean).join(' and ');
    console.log(`Table ${table.id} "${table.name}" (${table.preset.id})${seated ? ` with ${seated}` : ''}${opts.pin ? ', PIN required' : ''}.`);
  }
  console.log(`Open in a browser: ${host.urls().join('  ')}`);
  // The key in it makes a page the organiser's (saved tables, bots at any table): not for the players.
  console.log(`Organiser link (on this machine; keep it to yourself, it changes at every start): ${host.organiserUrl()}`);
  if (!opts['no-mdns']) console.log('Tables are advertised on the LAN as _sparrow._tcp.');
}

void main();
