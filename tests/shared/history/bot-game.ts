/** A whole game played by four bots through the host core on a fake clock: its Sparrow log and every state the host held. */
import type { SparrowLog } from '../../../shared/history/sparrow-log';
import { TableCore, type HostTiming } from '../../../shared/host/table-core';
import type { HostPeer } from '../../../shared/host/wire';
import { presetById } from '../../../shared/rules/presets';
import { newTable } from '../../../shared/table/start';
import type { TableState } from '../../../shared/table/types';
import { FakeClock, seededRandom } from '../../helpers/fake-clock';

const TIMING: HostTiming = { entropyMs: 100, graceMs: 5000, botDelayMs: 1, nextHandMs: 10, claimWindowMs: 5, claimPauseMs: 5, ceremonyMs: 0, turnTimer: null };

export function botGame(presetId: string, seed: number, pin = false): { log: SparrowLog; states: TableState[] } {
  const clock = new FakeClock();
  const preset = presetById(presetId);
  let log: SparrowLog | null = null;
  const seen: TableState[] = [];
  const core = new TableCore<HostPeer>({
    id: `game${seed}`,
    name: `Bots at ${presetId}`,
    preset,
    pin: pin ? { salt: '00', hash: '00' } : null,
    timing: TIMING,
    state: newTable(preset),
    clock,
    random: seededRandom(seed),
    sink: { record: () => {}, send: () => {}, then: (fn) => fn(), changed: () => {}, closed: () => {}, gameOver: (l) => (log = l) },
    // Plays no place: it only watches every state the host holds.
    others: () => ({ kind: 'other', plays: () => false, observe: (_before, _action, _events, after) => void seen.push(after), ask() {}, gameEnded() {}, stop() {} }),
  });
  core.start();
  core.addBots(4);
  for (let i = 0; i < 200_000 && !log; i++) clock.advance(20);
  if (!log) throw new Error(`the bots did not finish a game of ${presetId}`);
  core.stop();
  return { log, states: seen };
}
