/** An in-process host on 127.0.0.1 with an ephemeral port and a temporary data directory. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, type Host, type HostOptions } from '../../../electron/server/host';

export interface TestHost extends Host {
  url: string;
  dataDir: string;
  dispose(): Promise<void>;
}

/** Fast timing for tests: bots answer at once, short entropy wait and claim-window pause, no pause between hands. */
export const FAST = { botDelayMs: 0, entropyMs: 500, nextHandMs: 50, graceMs: 200, claimWindowMs: 2000, claimPauseMs: 5, ceremonyMs: 0 };
/** Auto-players act far faster than people: the rate limit has its own test. */
export const MACHINE_RATE = { ratePerSecond: 5000, burst: 5000 };
/** An address that guessed too many wrong PINs waits longer than any test runs: no test hangs on the clock. */
const SLOW_GUESSING = { firstWaitMs: 3_600_000 };

export async function testHost(options: Partial<HostOptions> = {}): Promise<TestHost> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sparrow-test-'));
  const host = await startHost({ port: 0, bind: '127.0.0.1', mdns: false, rendererDir: join(dataDir, 'no-renderer'), ...options, dataDir, timing: { ...FAST, ...options.timing }, pinGuessing: { ...SLOW_GUESSING, ...options.pinGuessing }, limits: { ...MACHINE_RATE, ...options.limits } });
  return {
    ...host,
    url: `ws://127.0.0.1:${host.port}/ws`,
    dataDir,
    async dispose() {
      await host.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
