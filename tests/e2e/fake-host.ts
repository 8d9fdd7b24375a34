/**
 * The table host in the test's own process, on a fake clock: the same arguments as `npm run host`
 * (read by electron/server/host-args.ts, started by host-launch.ts as the CLI does), the built
 * renderer served on 127.0.0.1 at a free port, no mDNS.
 *
 * The browser acts in real time, so a driver moves the clock on while the test waits on the page:
 * every `everyMs` of real time it advances the clock by `stepMs`, unless a table waits on a person
 * (TableCore.awaitsPeople: a move to make, the deal's entropy, the ceremony, the next hand). Bots,
 * claim pauses and the host's countdowns then take next to no real time, while a person's answer
 * never comes too late: their thinking takes none of the table's time. A test that checks a
 * countdown pauses the driver and advances the clock by the exact amount itself.
 */
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import type { Host, HostOptions } from '../../electron/server/host';
import { parseHostArgs } from '../../electron/server/host-args';
import { launchHost } from '../../electron/server/host-launch';
import { FakeClock } from '../helpers/fake-clock';
import { MACHINE_RATE } from '../server/helpers/host';
import { hostArgs, launch, newDataDir, type RunningHost } from './helpers';

export interface FakeTimeHost extends RunningHost {
  host: Host;
  clock: FakeClock;
  /** Stops the driver: the clock moves only by `advance`. */
  pause(): void;
  /** Starts the driver again. */
  resume(): void;
  /** Moves the clock on by exactly `ms` now, whoever is awaited (so `until(…, { clock: host })` works too). */
  advance(ms: number): void;
  /** A table waits on a person now: the driver holds the clock. */
  awaited(): boolean;
}

export interface FakeHostOptions {
  /** The clock's step (100 ms unless given). */
  stepMs?: number;
  /** Real time between steps (4 ms unless given). */
  everyMs?: number;
  /** Start with the driver paused. */
  paused?: boolean;
  /** Host options beyond the command line's (a scripted player's message rate, say). */
  options?: Partial<HostOptions>;
}

/**
 * For a scripted player's whole game before the browser looks (scriptedGame): the clock steps as
 * often as it can, and the host lets a machine send as fast as it likes (the rate limit has its
 * own test, tests/server/access.test.ts).
 */
export const QUICK_GAME: FakeHostOptions = { everyMs: 2, options: { limits: MACHINE_RATE } };

/** `npm run host -- <args>`'s host, in this process on a fake clock with its driver running. */
export async function startFakeTimeHost(args: string[], { stepMs = 100, everyMs = 4, paused = false, options }: FakeHostOptions = {}): Promise<FakeTimeHost> {
  const dataDir = newDataDir();
  const plan = parseHostArgs(['--bind', '127.0.0.1', ...hostArgs(args, dataDir)]);
  const clock = new FakeClock(Date.now());
  const lines: string[] = [];
  const host = await launchHost(plan, { options: { ...options, clock }, log: (line) => lines.push(line), warn: (line) => lines.push(line) });
  const awaited = () => host.lobby.all().some((t) => t.awaitsPeople());
  let running = !paused;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    timer = null;
    if (stopped || !running) return;
    if (!awaited()) clock.advance(stepMs);
    timer = setTimeout(tick, everyMs);
  };
  const resume = () => {
    running = true;
    if (!timer) timer = setTimeout(tick, everyMs);
  };
  if (running) resume();
  return {
    port: host.port,
    url: `http://127.0.0.1:${host.port}/`,
    output: () => lines.join('\n'),
    host,
    clock,
    pause: () => {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    resume,
    advance: (ms) => clock.advance(ms),
    awaited,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A suite's fake-clock host and browser: started before its tests, stopped after them (read them inside the tests). */
export function suiteHostAndBrowser(args: string[], options?: FakeHostOptions): { host: FakeTimeHost; browser: Browser } {
  const suite = {} as { host: FakeTimeHost; browser: Browser };
  beforeAll(async () => {
    [suite.host, suite.browser] = await Promise.all([startFakeTimeHost(args, options), launch()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.host?.stop();
  });
  return suite;
}
