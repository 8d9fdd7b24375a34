/**
 * Starts the host a command line asked for (host-args.ts): the host, the saved tables to resume
 * (from --resume, or asked on a terminal), the table to open with its mjai AIs and bots, and the
 * lines that tell the organiser where to go. The CLI (cli.ts) prints them; the browser tests' host
 * in their own process (tests/e2e/fake-host.ts) keeps them and runs on a fake clock.
 */
import { mb } from './data-dir';
import { createInterface } from 'node:readline/promises';
import type { SavedTableSummary } from '../../shared/protocol';
import { HostArgsError, type HostPlan } from './host-args';
import { startHost, type Host, type HostOptions } from './host';
import { connectMjai, MJAI_ANSWER_MS, type MjaiAi } from './mjai-place';
import { closeMjaiListeners } from './mjai-listener';
import { openStartupTable } from './startup-table';

export interface LaunchOptions {
  /** A line for the organiser (the CLI's standard output). */
  log(line: string): void;
  /** A line about something that went wrong but did not stop the host (standard error). */
  warn(line: string): void;
  /** Called once the host listens, before anything else (the CLI's signal handlers). */
  onStarted?(host: Host): void;
  /** Host options beyond the command line's (tests: a fake clock, say). */
  options?: Partial<HostOptions>;
}

const describeSaved = (s: SavedTableSummary, i: number) =>
  `  ${i + 1}. ${s.id}  "${s.name}" (${s.preset}), ${s.handsPlayed} hand(s) dealt, ${s.actions} actions, players: ${s.players.map((p) => p ?? '—').join(', ')}, saved ${new Date(s.savedAt).toLocaleString()}`;

/** Which saved tables to resume: from --resume, by asking on a terminal, or none. */
async function chooseResume(listSaved: () => SavedTableSummary[], flag: string | undefined, offer: boolean, log: (line: string) => void): Promise<string[]> {
  if (flag !== undefined && flag !== 'all') return [flag];
  if (flag === undefined && !offer) return [];
  // Listing replays every saved journal (and reports and moves aside those that cannot be replayed).
  const saved = listSaved();
  if (flag === 'all') return saved.map((s) => s.id);
  if (!saved.length) return [];
  log(`Saved tables that can be resumed:\n${saved.map(describeSaved).join('\n')}`);
  if (!process.stdin.isTTY) {
    log('Run with --resume ID (or --resume for all) to resume them.');
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

/** Starts the host of `plan` (not a --help one); throws a HostArgsError, the host closed again, when it cannot. */
export async function launchHost(plan: HostPlan, more: LaunchOptions): Promise<Host> {
  const { log, warn } = more;
  let host: Host;
  try {
    host = await startHost({
      ...plan.host,
      ...more.options,
      onAdvertised: (id, instance) => log(`Table ${id} advertised as "${instance}"`),
    });
  } catch (e) {
    throw new HostArgsError(`cannot start: ${(e as Error).message}`);
  }
  more.onStarted?.(host);

  log(`Sparrow host listening on port ${host.port}`);
  log(`Data kept in ${host.data.dir}: ${host.data.files} files, ${mb(host.data.bytes)} of at most ${mb(host.data.capBytes)} (--data-cap).`);
  const resumed = await chooseResume(() => host.lobby.saved(), plan.resume, plan.offerResume, log);
  for (const id of resumed) {
    const table = host.lobby.resume(id);
    if ('code' in table) warn(`Could not resume ${id}: ${table.message}`);
    else log(`Resumed table ${table.id} "${table.name}" (${table.preset.id}): players rejoin with their seat tokens.`);
  }
  const { mjai, table: tableOptions } = plan;
  if (!plan.noTable && (resumed.length === 0 || plan.tableAsked || mjai.length > 0)) {
    const ais: MjaiAi[] = [];
    for (const spec of mjai) {
      try {
        ais.push(
          await connectMjai(spec, {
            protocol: plan.mjaiProtocol,
            answerMs: plan.mjaiAnswerMs ?? MJAI_ANSWER_MS,
            onListening: (port) => log(`Waiting for the mjai AI to connect to 127.0.0.1:${port}…`),
            log,
          }),
        );
      } catch (e) {
        closeMjaiListeners();
        for (const ai of ais) ai.channel.close();
        await host.close();
        throw new HostArgsError((e as Error).message);
      }
      const ai = ais[ais.length - 1];
      log(plan.mjaiProtocol === 'lockstep' || spec.kind === 'tcp' ? `mjai AI "${ai.name || '(no name)'}" joined (${ai.origin}).` : `mjai AI (${ai.origin}, ${plan.mjaiProtocol}) starts at the first deal, with its id.`);
    }
    closeMjaiListeners();
    const table = openStartupTable(host.lobby, tableOptions, ais, plan.mjaiPlaces, plan.arranged);
    if ('code' in table) {
      for (const ai of ais) ai.channel.close();
      await host.close();
      throw new HostArgsError(table.message);
    }
    const bots = tableOptions.bots ?? 0;
    const seated = [ais.length ? `${ais.length} mjai AI(s)` : '', bots ? `${bots} bot(s)` : ''].filter(Boolean).join(' and ');
    log(`Table ${table.id} "${table.name}" (${table.preset.id})${seated ? ` with ${seated}` : ''}${tableOptions.pin ? ', PIN required' : ''}.`);
  }
  log(`Open in a browser: ${host.urls().join('  ')}`);
  // The key in it makes a page the organiser's (saved tables, bots at any table): not for the players.
  log(`Organiser link (on this machine; keep it to yourself, it changes at every start): ${host.organiserUrl()}`);
  if (plan.host.mdns) log('Tables are advertised on the LAN as _sparrow._tcp.');
  return host;
}
