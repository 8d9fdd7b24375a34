/**
 * Node line channels for an mjai seat (`shared/rules/riichi/logs/mjai-seat.ts`): a child process
 * spoken to over its stdin/stdout, or a local TCP socket an AI connects to. One JSON line each way:
 * a line is awaited only when one is owed (every line in lockstep, a decision in react or batch). An
 * answer that comes after `receive` gave up on it is dropped when it arrives, and lines nobody asked
 * for are handed to `takeUnasked` (or dropped at the next send), so a slow or chatty AI does not
 * shift every later answer by one. A channel that `pairs` (react: the seat pairs each line with the
 * event it answers, mjai-seat.ts) keeps every line for the seat instead, in order. Memory stays flat whatever the AI writes: a line longer than
 * `MAX_LINE_BYTES` ends the channel, and of the lines nobody asked for only the first few are kept
 * (the rest are counted, for one summary).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { LineChannel } from '../../shared/rules/riichi/logs/mjai-seat';

/** The longest line an mjai AI may send (a whole batch of events answered is far shorter). */
export const MAX_LINE_BYTES = 64 * 1024;
/** Unasked lines kept between two sends (for a channel that pairs: in all); more are only counted. */
const UNASKED_KEPT = 8;
const PAIRED_KEPT = 64;

export interface ChannelOptions {
  /** (Read at each use: a listener sets it once the connection's convention is known.) Lines are kept for the reader to pair with what they answer: none is dropped at a send or after a timeout. */
  pairs?: boolean;
}

export interface ClosableChannel extends LineChannel {
  takeUnasked(): string[];
  /** Unasked lines dropped (beyond the ones kept) since last asked. */
  takeDropped(): number;
  /** The next line; rejects after the channel's timeout (or `timeoutMs`), once `signal` aborts, or once the other end is gone. */
  receive(timeoutMs?: number, signal?: AbortSignal): Promise<string>;
  close(): void;
  /** The other end is gone. */
  readonly isEnded: boolean;
  /** Resolves with the reason once the other end is gone (it exited, hung up, or `close` was called). */
  readonly ended: Promise<string>;
}

/** Lines from a stream as a queue: `receive` waits for the next one; rejects after `timeoutMs` or once the stream ends. */
function lineChannel(input: Readable, output: Writable, timeoutMs: number, onClose: () => void, options: ChannelOptions = {}): ClosableChannel & { end(reason: string): void } {
  const lines: string[] = [];
  const waiting: { resolve: (l: string) => void; reject: (e: Error) => void }[] = [];
  /** Answers given up on (timed out) that may still arrive: they are not the answer to anything now. */
  let owed = 0;
  let ended: Error | null = null;
  let endedWith: (reason: string) => void = () => {};
  const endedPromise = new Promise<string>((resolve) => (endedWith = resolve));
  const end = (reason: string) => {
    if (ended) return;
    ended = new Error(reason);
    endedWith(reason);
    for (const w of waiting.splice(0)) w.reject(ended);
  };
  let dropped = 0;
  const onLine = (line: string) => {
    if (owed > 0) {
      owed--;
      return;
    }
    const w = waiting.shift();
    if (w) w.resolve(line);
    else if (lines.length < (options.pairs ? PAIRED_KEPT : UNASKED_KEPT)) lines.push(line);
    else dropped++;
  };
  // Lines split by hand (not readline) so that a line without an end cannot grow without bound.
  let partial: Buffer[] = [];
  let partialBytes = 0;
  const onData = (chunk: Buffer) => {
    if (ended) return;
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, nl);
      const line = partialBytes ? Buffer.concat([...partial, piece]) : piece;
      partial = [];
      partialBytes = 0;
      start = nl + 1;
      if (line.length > MAX_LINE_BYTES) return tooLong();
      onLine(line.toString('utf8').replace(/\r$/, ''));
      if (ended) return;
    }
    if (start < chunk.length) {
      partial.push(chunk.subarray(start));
      partialBytes += chunk.length - start;
      if (partialBytes > MAX_LINE_BYTES) tooLong();
    }
  };
  const tooLong = () => {
    partial = [];
    partialBytes = 0;
    end(`the mjai player sent a line of more than ${MAX_LINE_BYTES / 1024} KiB`);
    onClose();
  };
  input.on('data', onData);
  input.on('end', () => end('the mjai player has gone'));
  input.on('close', () => end('the mjai player has gone'));
  output.on('error', () => {}); // a write to a player that has just gone: `ended` tells the rest
  return {
    ended: endedPromise,
    get isEnded() {
      return ended !== null;
    },
    end,
    takeUnasked: () => lines.splice(0),
    takeDropped: () => {
      const n = dropped;
      dropped = 0;
      return n;
    },
    send: (line) => {
      if (ended) return;
      if (!options.pairs) {
        lines.length = 0;
        dropped = 0;
      }
      output.write(line + '\n');
    },
    receive: (ms = timeoutMs, signal) => {
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.reject(ended);
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', abort);
        };
        const w = {
          resolve: (l: string) => (done(), resolve(l)),
          reject: (e: Error) => (done(), reject(e)),
        };
        // Given up on: its line, when it comes, answers nothing asked now (unless lines pair).
        const giveUp = (e: Error) => {
          const i = waiting.indexOf(w);
          if (i >= 0) waiting.splice(i, 1);
          if (!options.pairs) owed++;
          w.reject(e);
        };
        const abort = () => giveUp(signal!.reason as Error);
        const timer = setTimeout(() => giveUp(new Error(`the mjai player did not answer within ${ms} ms`)), ms);
        signal?.addEventListener('abort', abort, { once: true });
        waiting.push(w);
      });
    },
    close: () => {
      end('the mjai player was closed');
      input.off('data', onData);
      onClose();
    },
  };
}

/** Starts `command` and speaks mjai over its stdin and stdout (its stderr is passed through). */
export function stdioChannel(command: string, args: readonly string[] = [], timeoutMs = 10_000, options: ChannelOptions = {}): ClosableChannel & { child: ChildProcess } {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const channel = lineChannel(
    child.stdout!,
    child.stdin!,
    timeoutMs,
    () => {
      child.stdin!.end();
      child.kill();
    },
    options,
  );
  child.on('error', (e) => channel.end(`the mjai player could not be started: ${e.message}`));
  child.on('exit', (code, signal) => channel.end(`the mjai player exited (${signal ?? `code ${code}`})`));
  return Object.assign(channel, { child });
}

/** The words of a command with the AI's mjai id in place of `{id}`, or after the last word when there is no `{id}` (as `mortal.py <ID>` takes it). */
function withMjaiId(args: readonly string[], id: number): string[] {
  return args.some((a) => a.includes('{id}')) ? args.map((a) => a.replaceAll('{id}', String(id))) : [...args, String(id)];
}

/**
 * Like `stdioChannel`, for an AI that takes its id on its command line (react, as Mortal does):
 * the process starts once `start(id)` tells the id (at the first deal, when seats are known); what
 * is sent before waits for it.
 */
export function idStdioChannel(command: string, args: readonly string[], timeoutMs = 10_000, options: ChannelOptions = {}): ClosableChannel & { start(id: number): void; child: ChildProcess | null } {
  const toAi = new PassThrough();
  const fromAi = new PassThrough();
  let child: ChildProcess | null = null;
  const channel = lineChannel(
    fromAi,
    toAi,
    timeoutMs,
    () => {
      toAi.end();
      child?.kill();
    },
    options,
  );
  const start = (id: number) => {
    if (child || channel.isEnded) return;
    child = spawn(command, withMjaiId(args, id), { stdio: ['pipe', 'pipe', 'inherit'] });
    result.child = child;
    toAi.pipe(child.stdin!);
    child.stdout!.pipe(fromAi);
    child.stdin!.on('error', () => {});
    child.on('error', (e) => channel.end(`the mjai player could not be started: ${e.message}`));
    child.on('exit', (code, signal) => channel.end(`the mjai player exited (${signal ?? `code ${code}`})`));
  };
  const result: ClosableChannel & { start(id: number): void; child: ChildProcess | null } = Object.assign(channel, { start, child: null as ChildProcess | null });
  return result;
}

/** A connected socket as a line channel (the listener's: mjai-listener.ts). */
export function socketLines(socket: Socket, timeoutMs: number, options: ChannelOptions = {}): ClosableChannel {
  socket.setNoDelay(true);
  const c = lineChannel(socket, socket, timeoutMs, () => socket.destroy(), options);
  socket.on('error', (e) => c.end(`the mjai player's connection failed: ${e.message}`));
  socket.on('close', () => c.end('the mjai player hung up'));
  return c;
}
