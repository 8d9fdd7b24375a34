/**
 * Seating an mjai AI at a table the app hosts (the host form's "mjai AI" field). Only the app's
 * own window reaches this, through IPC (ipc.ts checks the sender): neither a LAN client nor the
 * browser page of a headless host can ask for it, since starting a process is the host machine's
 * own user's call. The command runs as the user's own program, split into words as the command
 * line's `--mjai stdio:` is (`splitCommand`), never through a shell.
 */
import { DEFAULT_TIMING } from '../server/table';
import { connectMjai, parseMjaiSpec, type MjaiAi, type MjaiConnectOptions, type MjaiSpec } from '../server/mjai-place';
import type { Host } from '../server/host';
import type { SeatMjaiRequest, SeatMjaiResult } from '../preload/api';

/** How long the AI may take to start and answer `hello` before the form is told it did not start. */
const MJAI_JOIN_MS = 20_000;

export type ConnectMjai = (spec: MjaiSpec, options: MjaiConnectOptions) => Promise<MjaiAi>;

const refused = (reason: Exclude<SeatMjaiResult, { ok: true }>['reason'], message: string): SeatMjaiResult => ({ ok: false, reason, message });

/** Why the AI cannot take a place at this table now, or null when it can. */
function refusal(host: Host | null, request: SeatMjaiRequest): SeatMjaiResult | null {
  if (!host) return refused('not-hosting', 'this app is not hosting tables');
  const table = host.lobby.table(request.table);
  if (!table) return refused('no-table', 'there is no such table on this host');
  if (!table.preset.riichi) return refused('not-riichi', `only a riichi table can seat an mjai AI (this one plays ${table.preset.id})`);
  if (table.status() !== 'waiting') return refused('dealt', 'an mjai AI can only take a seat before the first deal');
  const free = table.players().flatMap((p, i) => (p.kind === 'empty' ? [i] : []));
  if (request.place === undefined ? free.length === 0 : !free.includes(request.place)) return refused('no-place', request.place === undefined ? 'there is no empty place for an mjai AI' : `place ${request.place + 1} is not free`);
  const bots = request.bots ?? 0;
  if (bots > free.length - 1) return refused('no-place', `${bots} bot(s) do not fit beside the AI (${free.length - 1} place(s) left)`);
  return null;
}

/**
 * Starts the AI (`connectMjai(parseMjaiSpec('stdio:' + command))`), seats it with `table.addMjai`
 * and then adds the bots asked for. Refuses, starting nothing, when the app is not hosting, the
 * table does not exist, is not riichi, has dealt or has no empty place; an AI that does not start
 * is reported and the table is left as it was.
 */
export async function seatMjai(host: () => Host | null, request: SeatMjaiRequest, connect: ConnectMjai = connectMjai): Promise<SeatMjaiResult> {
  const before = refusal(host(), request);
  if (before) return before;
  let ai: MjaiAi;
  try {
    ai = await connect(parseMjaiSpec(`stdio:${request.command}`), { protocol: request.protocol, answerMs: DEFAULT_TIMING.mjaiAnswerMs, joinMs: MJAI_JOIN_MS });
  } catch (e) {
    return refused('no-start', (e as Error).message);
  }
  // The table may have changed while the AI started (the host stopped, a player sat down).
  const after = refusal(host(), request);
  const table = host()?.lobby.table(request.table);
  if (after || !table) {
    ai.channel.close();
    return after ?? refused('no-table', 'there is no such table on this host');
  }
  const had = new Set(table.mjaiPlaces());
  const failed = table.addMjai(ai, request.place);
  if (failed) {
    ai.channel.close();
    return refused(failed.code === 'table-full' ? 'no-place' : failed.code === 'no-table' ? 'no-table' : 'dealt', failed.message);
  }
  const place = table.mjaiPlaces().find((p) => !had.has(p))!;
  if (request.bots) table.addBots(request.bots);
  return { ok: true, place, name: table.players()[place].name ?? '' };
}
