/**
 * An external mjai AI at a host's table (`npm run host -- --preset riichi --mjai …`): how it is
 * reached (`stdio:COMMAND` or `tcp:PORT` on 127.0.0.1), in which wire convention (lockstep with a
 * `hello`; react as Mortal, or batch as mjai.app bots: no handshake, and over stdio the AI's id on
 * its command line, so the process starts at the first deal), and the place's player the table
 * asks for decisions. The AI sees the game through `MjaiSeat` (its own seat's view only); an
 * answer it cannot give in time, or cannot give at all, is played by the basic bot instead.
 */
import { chooseAction } from '../../shared/bots/basic';
import { MjaiSeat, MJAI_PROTOCOLS, type MjaiProtocol } from '../../shared/rules/riichi/logs/mjai-seat';
import type { Action, Seat, TableEvent, TableState } from '../../shared/table/types';
import { viewFor } from '../../shared/view';
import { idStdioChannel, stdioChannel, type ClosableChannel } from './mjai-channel';
import { mjaiListener } from './mjai-listener';

/** `room`: the room the AI names in its `join` (null: any room). */
export type MjaiSpec = { kind: 'stdio'; command: string; args: string[] } | { kind: 'tcp'; port: number; room: string | null };

/** Words of a command line; "double" or 'single' quotes keep spaces in one word. */
function splitCommand(text: string): string[] {
  const words: string[] = [];
  for (const m of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}

/** `stdio:COMMAND ARGS…`, `tcp:PORT[/ROOM]` (0: any free port) or gimite's `mjsonp://localhost:PORT/ROOM`; throws a message for anything else. */
export function parseMjaiSpec(text: string): MjaiSpec {
  const url = /^mjsonp:\/\/([^/:]+):(\d+)\/([^/\s]+)$/.exec(text.trim());
  if (url) {
    if (!['localhost', '127.0.0.1'].includes(url[1])) throw new Error(`--mjai ${text}: the host listens on 127.0.0.1 only (use mjsonp://localhost:PORT/ROOM)`);
    return tcpSpec(url[2], decodeURIComponent(url[3]));
  }
  const colon = text.indexOf(':');
  const kind = colon < 0 ? '' : text.slice(0, colon).trim().toLowerCase();
  const rest = text.slice(colon + 1).trim();
  if (kind === 'stdio') {
    const [command, ...args] = splitCommand(rest);
    if (!command) throw new Error('--mjai stdio: needs the command that starts the AI, e.g. "stdio:python my_ai.py"');
    return { kind, command, args };
  }
  if (kind === 'tcp') {
    const slash = rest.indexOf('/');
    return tcpSpec(slash < 0 ? rest : rest.slice(0, slash), slash < 0 ? null : rest.slice(slash + 1));
  }
  throw new Error(`--mjai takes "stdio:COMMAND" (the AI on stdin/stdout), "tcp:PORT" or "mjsonp://localhost:PORT/ROOM" (it connects to 127.0.0.1:PORT), not "${text}"`);
}

function tcpSpec(portText: string, room: string | null): MjaiSpec {
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`--mjai tcp: needs a port number from 0 to 65535, not "${portText}"`);
  if (room !== null && !/^[\w.-]{1,40}$/.test(room)) throw new Error(`--mjai: a room name is letters, digits, "_", "." or "-", not "${room}"`);
  return { kind: 'tcp', port, room };
}

/** `lockstep`, `react` or `batch`; throws a message for anything else. */
export function parseMjaiProtocol(text: string): MjaiProtocol {
  const p = text.trim().toLowerCase();
  if ((MJAI_PROTOCOLS as readonly string[]).includes(p)) return p as MjaiProtocol;
  throw new Error(`--mjai-protocol takes ${MJAI_PROTOCOLS.join(', ')} (react: Mortal; batch: mjai.app bots), not "${text}"`);
}

export interface MjaiConnectOptions {
  /** The wire convention (default lockstep). */
  protocol?: MjaiProtocol;
  /** How long each answer may take before the bot plays the decision (the table's `mjaiAnswerMs`). */
  answerMs: number;
  /** How long to wait for the AI to connect (tcp) and to answer `hello`. */
  joinMs?: number;
  /** tcp: called once the host listens, with the port (useful with port 0). */
  onListening?: (port: number) => void;
  /** tcp: what becomes of connections that are not AIs (probes, junk). */
  log?: (message: string) => void;
}

/** A connected AI that has answered `hello`, ready for a seat (`Table.addMjai`). */
export interface MjaiAi {
  /** The name it gave in `join` (cleaned; may be empty). */
  readonly name: string;
  /** Where it is: the command, or the address it connected to. */
  readonly origin: string;
  readonly channel: ClosableChannel;
  readonly protocol: MjaiProtocol;
  /** Starts an AI that takes its id on its command line, once the id is known (the first deal). */
  readonly start?: (id: number) => void;
}

const cleanName = (name: unknown): string =>
  typeof name === 'string'
    ? name
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim()
        .slice(0, 24)
    : '';

/** Starts or waits for the AI and does the mjai handshake; rejects (having closed it) if it does not join. */
export async function connectMjai(spec: MjaiSpec, options: MjaiConnectOptions): Promise<MjaiAi> {
  const joinMs = options.joinMs ?? 60_000;
  const protocol = options.protocol ?? 'lockstep';
  const pairs = protocol === 'react';
  if (spec.kind === 'stdio' && protocol !== 'lockstep') {
    // No handshake: the process starts at the first deal, with its id as its last word (or in place of {id}).
    const c = idStdioChannel(spec.command, spec.args, options.answerMs, { pairs });
    return { name: '', origin: [spec.command, ...spec.args].join(' '), channel: c, protocol, start: c.start };
  }
  if (spec.kind === 'tcp') {
    // Over TCP every convention joins as gimite's clients do (hello, then join with a room): mjai-listener.ts.
    const listener = mjaiListener(spec.port, Math.min(joinMs, 10_000), options.answerMs, (m) => options.log?.(m));
    const port = await listener.port;
    const origin = `127.0.0.1:${port}${spec.room ? `/${spec.room}` : ''}`;
    options.onListening?.(port);
    let timer: NodeJS.Timeout | undefined;
    const taking = listener.take(spec.room);
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no mjai player connected to ${origin} within ${joinMs} ms`)), joinMs);
    });
    try {
      const joined = await Promise.race([taking.joined, late]);
      joined.options.pairs = pairs;
      return { name: cleanName(joined.name), origin, channel: joined.channel, protocol };
    } finally {
      clearTimeout(timer);
      taking.cancel();
      if (spec.port === 0) listener.close();
    }
  }
  const channel = stdioChannel(spec.command, spec.args, options.answerMs, { pairs });
  const origin = [spec.command, ...spec.args].join(' ');
  if (protocol !== 'lockstep') return { name: '', origin, channel, protocol };
  try {
    channel.send(JSON.stringify({ type: 'hello', protocol: 'mjsonp', protocol_version: 3 }));
    const line = await channel.receive(joinMs);
    let reply: unknown;
    try {
      reply = JSON.parse(line);
    } catch {
      throw new Error(`it answered hello with something that is not JSON: ${line.slice(0, 200)}`);
    }
    const join = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
    if (join.type !== 'join') throw new Error(`it answered hello with ${line.slice(0, 200)} rather than join`);
    return { name: cleanName(join.name), origin, channel, protocol };
  } catch (e) {
    channel.close();
    throw new Error(`the mjai player (${origin}) did not join: ${(e as Error).message}`);
  }
}

/** An mjai AI that misses this many decisions in a row is let go: the bot plays its place from then on. */
export const MJAI_MAX_MISSES = 3;
/** How long an AI may take over a decision by default: enough for one that searches (Monte-Carlo, say). */
export const MJAI_ANSWER_MS = 10_000;
/** How long it may take until its first answer of a game (loading its model), as mjai.app allows. */
export const MJAI_START_MS = 20_000;

export type MjaiOutcome = { action: Action | null } | { error: string; timedOut: boolean };

/**
 * The AI at one place of a table. The table tells it every applied action (`observe`) and asks it
 * for a decision when its seat has one (`decide`, one at a time); it sees only its own seat's view.
 */
export class MjaiPlayer {
  private seat: MjaiSeat | null = null;
  private work: Promise<unknown> = Promise.resolve();
  /** The table is asking it for a decision (and waits for its answer or the bot's). */
  asked = false;
  /** Decisions in a row it did not answer in time. */
  misses = 0;
  /** Decisions the bot played in its place: its unusable answers (counted here) and those the table gave up on (counted by the table). */
  replaced = 0;

  constructor(
    readonly ai: MjaiAi,
    readonly log: (message: string) => void,
    /** How long the decisions before its first answer of the game may take (start-up: loading a model). */
    private readonly startMs = MJAI_START_MS,
  ) {}

  /** How long each of its answers to a decision took (ms), this game. */
  get answerTimes(): readonly number[] {
    return this.seat?.answerTimes ?? [];
  }

  get gone(): boolean {
    return this.ai.channel.isEnded;
  }

  /** Whether it has been dealt in (it joins at the first deal, once seats are drawn). */
  get seated(): boolean {
    return this.seat !== null;
  }

  /** Its answer ends a run of misses; a draw does not (mjai has no draw request: nothing was asked of it). */
  answered(action: Action | null): void {
    if (action !== null && action.type !== 'draw') this.misses = 0;
  }

  /** Resolves once no decision is being worked out. */
  idle(): Promise<void> {
    return this.work.then(() => undefined);
  }

  /** An applied action. The first deal seats it at `seat`, where the others are `names` (by mjai actor). */
  observe(before: TableState, action: Action, events: readonly TableEvent[], after: TableState, seat: Seat, names: () => string[]): void {
    if (!this.seat) {
      if (action.type !== 'startHand') return;
      this.ai.start?.((seat - before.firstDealer + 4) % 4);
      this.seat = new MjaiSeat(seat, this.ai.channel, before, {
        protocol: this.ai.protocol,
        names: names(),
        onError: (m, replaced) => {
          if (replaced) this.replaced++;
          this.log(replaced ? `unusable answer (${m}); the bot played that decision` : `unusable answer (${m}); ignored`);
        },
        fallback: (state) => chooseAction(viewFor(state, seat)),
        now: () => performance.now(),
      });
    }
    this.seat.observe(before, action, events, after);
  }

  /**
   * Its move now (null: nothing to do yet), or why there is none: a decision may take `answerMs` in
   * all (the start-up time until it has first answered; the seat keeps to it), each line of the news
   * before its draw as long.
   */
  async decide(state: TableState, answerMs: number): Promise<MjaiOutcome> {
    const seat = this.seat;
    if (!seat) return { action: null };
    const ms = seat.started ? answerMs : Math.max(answerMs, this.startMs);
    const work = seat.decide(state, ms).then(
      (action): MjaiOutcome => ({ action }),
      (e: Error): MjaiOutcome => ({ error: e.message, timedOut: /did not answer/.test(e.message) }),
    );
    this.work = work;
    return work;
  }

  /** The game is over: it hears the rest (`end_game`), then the channel closes. */
  async finish(): Promise<void> {
    try {
      await this.idle();
      await this.seat?.flush();
    } catch {
      // it has gone, or stopped answering: nothing more to tell it
    } finally {
      this.close();
    }
  }

  close(): void {
    this.ai.channel.close();
  }
}
