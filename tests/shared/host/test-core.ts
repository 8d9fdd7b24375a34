/** A host core for tests: a fake clock, seeded tokens, the usual short timing, a sink that keeps nothing unless told. */
import type { HostPeer } from '../../../shared/host/wire';
import { TableCore, type CoreInit, type HostTiming } from '../../../shared/host/table-core';
import { presetById } from '../../../shared/rules/presets';
import { newTable } from '../../../shared/table/start';
import { FakeClock, seededRandom } from '../../helpers/fake-clock';

export const TEST_TIMING: HostTiming = { entropyMs: 1000, graceMs: 5000, botDelayMs: 100, nextHandMs: 3000, claimWindowMs: 400, claimPauseMs: 200, ceremonyMs: 2000, turnTimer: null };

export function testCore(presetId: string, options: { timing?: Partial<HostTiming>; seed?: number; sink?: Partial<CoreInit<HostPeer>['sink']>; others?: CoreInit<HostPeer>['others'] } = {}) {
  const clock = new FakeClock();
  const preset = presetById(presetId);
  const core = new TableCore<HostPeer>({
    id: 't',
    name: 'Test',
    preset,
    pin: null,
    timing: { ...TEST_TIMING, ...options.timing },
    state: newTable(preset),
    clock,
    random: seededRandom(options.seed ?? 3),
    sink: { record: () => {}, send: (p, m) => p.send(m), then: (fn) => fn(), changed: () => {}, closed: () => {}, ...options.sink },
    others: options.others,
  });
  return { clock, core };
}
