/**
 * Node line channels for an mjai seat (`shared/rules/riichi/logs/mjai-seat.ts`): a child process
 * spoken to over its stdin/stdout, or a local TCP socket an AI connects to. One JSON line each way:
 * a line is awaited only when one is owed (every line in lockstep, a decision in react or batch). An
 * answer that comes after `receive` gave up on it is dropped when it arrives, and lines nobody asked
 * for are handed to `takeUnasked` (or dropped at the next send), so a slow or chatty AI does not
 * shift every later answer by one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { LineChannel } from '../../shared/rules/riichi/logs/mjai-seat';

export interface ClosableChannel extends LineChannel {
  takeUnasked(): string[];
  /** The next line; rejects after the channel's timeout (or `timeoutMs`), or once the other end is gone. */
  receive(timeoutMs?: number): Promise<string>;
  close(): void;
  /** The other end is gone. */
  readonly isEnded: boolean;
  /** Resolves with the reason once the other end is gone (it exited, hung up, or `close` was called). */
  readonly ended: Promise<string>;
}

/** Lines from a stream as a queue: `receive` waits for the next one; rejects after `timeoutMs` or once the stream ends. */
function lineChannel(input: Readable, output: Writable, timeoutMs: number, onClose: () => void): ClosableChannel & { end(reason: string): void } {
  const lines: string[] = [];
  const waiting: { resolve: (l: string) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }[] = [];
  /** Answers given up on (timed out) that may still arrive: they are not the answer to anything now. */
  let owed = 0;
  let ended: Error | null = null;
  let endedWith: (reason: string) => void = () => {};
  const endedPromise = new Promise<string>((resolve) => (endedWith = resolve));
  const end = (reason: string) => {
    if (ended) return;
    ended = new Error(reason);
    endedWith(reason);
    for (const w of waiting.splice(0)) {
      clearTimeout(w.timer);
      w.reject(ended);
    }
  };
  const rl = createInterface({ input });
  rl.on('line', (line) => {
    if (owed > 0) {
      owed--;
      return;
    }
    const w = waiting.shift();
    if (w) {
      clearTimeout(w.timer);
      w.resolve(line);
    } else lines.push(line);
  });
  rl.on('close', () => end('the mjai player has gone'));
  output.on('error', () => {}); // a write to a player that has just gone: `ended` tells the rest
  return {
    ended: endedPromise,
    get isEnded() {
      return ended !== null;
    },
    end,
    takeUnasked: () => lines.splice(0),
    send: (line) => {
      if (ended) return;
      lines.length = 0;
      output.write(line + '\n');
    },
    receive: (ms = timeoutMs) => {
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.reject(ended);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const i = waiting.findIndex((w) => w.timer === timer);
          if (i >= 0) waiting.splice(i, 1);
          owed++;
          reject(new Error(`the mjai player did not answer within ${ms} ms`));
        }, ms);
        waiting.push({ resolve, reject, timer });
      });
    },
    close: () => {
      end('the mjai player was closed');
      rl.close();
      onClose();
    },
  };
}

/** Starts `command` and speaks mjai over its stdin and stdout (its stderr is passed through). */
export function stdioChannel(command: string, args: readonly string[] = [], timeoutMs = 10_000): ClosableChannel & { child: ChildProcess } {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const channel = lineChannel(child.stdout!, child.stdin!, timeoutMs, () => {
    child.stdin!.end();
    child.kill();
  });
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
export function idStdioChannel(command: string, args: readonly string[], timeoutMs = 10_000): ClosableChannel & { start(id: number): void; child: ChildProcess | null } {
  const toAi = new PassThrough();
  const fromAi = new PassThrough();
  let child: ChildProcess | null = null;
  const channel = lineChannel(fromAi, toAi, timeoutMs, () => {
    toAi.end();
    child?.kill();
  });
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

/** Listens on 127.0.0.1:`port` (0: any free port) for one AI to connect; resolves the port at once and the channel on connection. */
export function socketChannel(port = 0, timeoutMs = 10_000): { port: Promise<number>; channel: Promise<ClosableChannel>; server: Server } {
  const server = createServer();
  const channel = new Promise<ClosableChannel>((resolve) => {
    server.once('connection', (socket: Socket) => {
      socket.setNoDelay(true);
      server.close();
      const c = lineChannel(socket, socket, timeoutMs, () => socket.destroy());
      socket.on('error', (e) => c.end(`the mjai player's connection failed: ${e.message}`));
      socket.on('close', () => c.end('the mjai player hung up'));
      resolve(c);
    });
  });
  const bound = new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const a = server.address();
      resolve(typeof a === 'object' && a ? a.port : port);
    });
  });
  return { port: bound, channel, server };
}
