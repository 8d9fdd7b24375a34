/**
 * Node line channels for an mjai seat (`shared/rules/riichi/logs/mjai-seat.ts`): a child process
 * spoken to over its stdin/stdout, or a local TCP socket an AI connects to. One JSON line each way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { LineChannel } from '../../shared/rules/riichi/logs/mjai-seat';

export interface ClosableChannel extends LineChannel {
  close(): void;
}

/** Lines from a stream as a queue: `receive` waits for the next one; rejects on timeout or end. */
function lineChannel(input: Readable, output: Writable, timeoutMs: number, onClose: () => void): ClosableChannel {
  const lines: string[] = [];
  const waiting: { resolve: (l: string) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }[] = [];
  let ended: Error | null = null;
  const rl = createInterface({ input });
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) {
      clearTimeout(w.timer);
      w.resolve(line);
    } else lines.push(line);
  });
  rl.on('close', () => {
    ended = new Error('the mjai player has gone');
    for (const w of waiting.splice(0)) {
      clearTimeout(w.timer);
      w.reject(ended);
    }
  });
  return {
    send: (line) => {
      if (!ended) output.write(line + '\n');
    },
    receive: () => {
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.reject(ended);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const i = waiting.findIndex((w) => w.timer === timer);
          if (i >= 0) waiting.splice(i, 1);
          reject(new Error(`the mjai player did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push({ resolve, reject, timer });
      });
    },
    close: () => {
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
  return Object.assign(channel, { child });
}

/** Listens on 127.0.0.1:`port` (0: any free port) for one AI to connect; resolves the port at once and the channel on connection. */
export function socketChannel(port = 0, timeoutMs = 10_000): { port: Promise<number>; channel: Promise<ClosableChannel>; server: Server } {
  const server = createServer();
  const channel = new Promise<ClosableChannel>((resolve) => {
    server.once('connection', (socket: Socket) => {
      socket.setNoDelay(true);
      server.close();
      resolve(lineChannel(socket, socket, timeoutMs, () => socket.destroy()));
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
