/** `npm run host`'s entry point (`electron/server/cli.ts`) in its own process, on loopback with a port of its choosing. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

export interface CliHost {
  child: ChildProcess;
  port: number;
  /** Every line it printed (stdout and stderr), still growing. */
  out: string[];
}

/** Starts the host; resolves with its port once it printed the address to open, rejects if it exits first. */
export function startCliHost(dataDir: string, args: string[], children: ChildProcess[]): Promise<CliHost> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/server/cli.ts', '--port', '0', '--bind', '127.0.0.1', '--no-mdns', '--data-dir', dataDir, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start: ${out.join('\n')}`)), 30_000);
    const onData = (data: Buffer) => {
      out.push(...String(data).split('\n').filter(Boolean));
      const port = out.join('\n').match(/listening on port (\d+)/)?.[1];
      if (port && out.some((l) => l.startsWith('Open in a browser'))) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`host exited (${code}): ${out.join('\n')}`)));
  });
}
