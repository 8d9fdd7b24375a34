/**
 * An in-process host on 127.0.0.1 with an ephemeral port and a temporary data directory, on a fake
 * clock its clients move while the test waits (pacer.ts), unless asked for real timers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, type Host, type HostOptions } from '../../../electron/server/host';
import { FakeClock } from '../../helpers/fake-clock';
import { sleep, until } from '../../helpers/until';
import { forgetPacer, Pacer, registerPacer } from './pacer';

export interface TestHost extends Host {
  url: string;
  dataDir: string;
  /** The clock of the lobby, its tables and the club (null: real timers). Connection timers (hello, idle, heartbeat) are always real. */
  clock: FakeClock | null;
  /** `until`, moving the host's clock while it waits, from rest to rest (pacer.ts); with real timers, `until` itself. */
  until: typeof until;
  /**
   * Lets exactly `ms` of the host's time pass, in steps, what each sets off landing before the next
   * (0: only lets what is in flight land); with real timers, sleeps.
   */
  pass(ms: number): Promise<void>;
  dispose(): Promise<void>;
}

export interface TestHostOptions extends Omit<HostOptions, 'clock' | 'dataDir'> {
  dataDir?: string;
  /** Node's timers instead of the fake clock: for what runs in real time beside the host (say why where it is used). */
  realTimers?: boolean;
}

/** Fast timing for tests: bots answer at once, short entropy wait and claim-window pause, no pause between hands. */
export const FAST = { botDelayMs: 0, entropyMs: 500, nextHandMs: 50, graceMs: 200, claimWindowMs: 2000, claimPauseMs: 5, ceremonyMs: 0 };
/** Auto-players act far faster than people: the rate limit has its own test. */
export const MACHINE_RATE = { ratePerSecond: 5000, burst: 5000 };
/** An address that guessed too many wrong PINs waits longer than any test runs: no test hangs on the clock. */
const SLOW_GUESSING = { firstWaitMs: 3_600_000 };

export async function testHost(options: Partial<TestHostOptions> = {}): Promise<TestHost> {
  const { realTimers = false, ...hostOptions } = options;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sparrow-test-'));
  // It starts at the real time, so the dates the host records (a game's end, an evening's start) look like dates.
  const clock = realTimers ? null : new FakeClock(Date.now());
  const host = await startHost({
    port: 0,
    bind: '127.0.0.1',
    mdns: false,
    rendererDir: join(dataDir, 'no-renderer'),
    ...hostOptions,
    ...(clock ? { clock } : {}),
    dataDir,
    timing: { ...FAST, ...options.timing },
    pinGuessing: { ...SLOW_GUESSING, ...options.pinGuessing },
    limits: { ...MACHINE_RATE, ...options.limits },
  });
  const url = `ws://127.0.0.1:${host.port}/ws`;
  const pacer = clock ? new Pacer(clock, () => host.lobby.all()) : null;
  if (pacer) registerPacer(url, pacer);
  const close = () => {
    if (pacer) forgetPacer(url, pacer);
    return host.close();
  };
  return {
    ...host,
    url,
    dataDir,
    clock,
    until: pacer ? pacer.until : until,
    pass: (ms) => (pacer ? pacer.pass(ms) : sleep(ms).then(() => {})),
    close,
    async dispose() {
      await close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
