/**
 * One host core, two shells: the server's table (journal on disk, the Outbox that waits for it)
 * and offline practice (renderer/src/transport/local.ts) play the same seeded hand, with the same
 * fake clock settings and the same scripted player, and the player gets the same messages at the
 * same (fake) times in both: every view, commit, reveal and refusal. A shell that skipped a rule
 * of hosting (the stale-seq check, the claim pause, the ceremony's wait…) would differ here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Journal, JOURNAL_VERSION } from '../../electron/server/journal';
import type { Peer } from '../../electron/server/peer';
import { DEFAULT_TIMING, Table } from '../../electron/server/table';
import { LocalHost } from '../../renderer/src/transport/local';
import { chooseAction } from '../../shared/bots/basic';
import { playRequest, type PlayMessage } from '../../shared/host/requests';
import type { HostTiming } from '../../shared/host/table-core';
import type { HostMessage, HostPeer } from '../../shared/host/wire';
import type { ServerMessage } from '../../shared/protocol';
import { presetById } from '../../shared/rules/presets';
import { newTable } from '../../shared/table/start';
import { FakeClock, seededRandom } from '../shared/host/fake-clock';

const TIMING = { entropyMs: 1000, graceMs: 15_000, botDelayMs: 100, nextHandMs: 3000, claimWindowMs: 400, claimPauseMs: 200, ceremonyMs: 2000, turnTimer: null } satisfies HostTiming;
const SEED = 11;
const STEP_MS = 50;

interface Shell {
  clock: FakeClock;
  /** Every message the player was sent, copied as it arrived. */
  received: HostMessage[];
  send(message: PlayMessage): void;
  /** Resolves once everything the host has sent so far has reached the player. */
  settle(): Promise<void>;
  dispose(): Promise<void>;
}

const copy = (m: HostMessage): HostMessage => JSON.parse(JSON.stringify(m)) as HostMessage;

function practiceShell(): Shell {
  const clock = new FakeClock();
  const received: HostMessage[] = [];
  const host = new LocalHost({ ...TIMING, clock, random: seededRandom(SEED) });
  // The lobby's own messages (welcome, the list of tables) are not the table's: the server's lobby sends them.
  const lobbyMessage = (m: HostMessage) => m.t === 'welcome' || m.t === 'tables';
  const ann: HostPeer = { name: 'Ann', tableId: null, send: (m) => void (lobbyMessage(m) || received.push(copy(m))), close: () => {} };
  host.handle(ann, { t: 'hello', v: 1, name: 'Ann' } as never);
  host.handle(ann, { t: 'createTable', options: { name: 'Same', preset: 'hungarian', bots: 3 } });
  return { clock, received, send: (m) => host.handle(ann, m), settle: async () => {}, dispose: async () => host.dispose() };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function serverShell(): Shell {
  const clock = new FakeClock();
  const received: HostMessage[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'sparrow-shells-'));
  dirs.push(dir);
  // As the server's lobby opens a table (lobby.ts), with the practice shell's id so the messages match.
  const id = 't1';
  const preset = presetById('hungarian');
  const journal = Journal.create(dir, { k: 'table', v: JOURNAL_VERSION, id, name: 'Same', preset: preset.id, pin: null, created: 0 });
  const table = new Table({ id, name: 'Same', preset, pin: null, journal, timing: { ...DEFAULT_TIMING, ...TIMING }, state: newTable(preset), clock, random: seededRandom(SEED), onChange: () => {}, onClose: () => {} });
  const ann: Peer = { id: 1, organiser: false, name: 'Ann', tableId: null, send: (m) => received.push(copy(m)), close: () => {} };
  table.start();
  table.join(ann, undefined);
  table.addBots(3);
  // As the server's connection routes a player's requests (connection.ts).
  const send = (m: PlayMessage) => {
    const failed = playRequest(table, ann, m);
    if (failed) received.push({ t: 'error', code: failed.code, message: failed.message, for: m.t });
  };
  return { clock, received, send, settle: () => table.settled(), dispose: () => table.shutdown() };
}

type ViewMessage = Extract<ServerMessage, { t: 'view' }>;
type Heard = { at: number; message: HostMessage };

/**
 * Ann sends her entropy for each deal, watches each ceremony, plays as the basic bot would on each
 * new view that gives her a choice (every third move first sent from a view the table has moved
 * past, which must be refused), asks for the next hand, and stops once the second hand is dealt.
 */
async function playThrough(shell: Shell): Promise<Heard[]> {
  const heard: Heard[] = [];
  const watched = new Set<number>();
  let read = 0;
  let last: ViewMessage | null = null;
  let actedOn: ViewMessage | null = null;
  let moves = 0;
  let askedNext = false;
  for (let step = 0; step < 5000; step++) {
    // She answers what she hears at once, and hears the answers' effects before the clock moves on.
    for (;;) {
      await shell.settle();
      const fresh = shell.received.slice(read);
      read = shell.received.length;
      for (const message of fresh) {
        heard.push({ at: shell.clock.now(), message });
        if (message.t === 'commit') shell.send({ t: 'entropy', hand: message.hand, value: `Ann's entropy for hand ${message.hand}` });
        if (message.t === 'view') last = message as ViewMessage;
      }
      const hand = last?.view.hand;
      if (hand?.index === 1) return heard;
      if (last && hand) {
        if (!watched.has(hand.index)) {
          watched.add(hand.index);
          shell.send({ t: 'ceremonyDone', hand: hand.index });
        }
        if (hand.phase === 'over' && !askedNext) {
          askedNext = true;
          shell.send({ t: 'nextHand' });
        } else if (hand.phase !== 'over' && actedOn !== last) {
          actedOn = last;
          const move = chooseAction(last.view);
          if (move && move.type !== 'startHand' && move.type !== 'timeout') {
            const { seat: _seat, ...action } = move as typeof move & { seat: number };
            if (moves++ % 3 === 0) shell.send({ t: 'act', hand: hand.index, seq: last.seq + 3, action: action as never });
            shell.send({ t: 'act', hand: hand.index, seq: last.seq, action: action as never });
          }
        }
      }
      await shell.settle();
      if (shell.received.length === read) break;
    }
    shell.clock.advance(STEP_MS);
  }
  throw new Error('the second hand was never dealt');
}

describe('the server table and the practice table', () => {
  it('send the player the same messages at the same times through a whole seeded hand', async () => {
    const practice = practiceShell();
    const server = serverShell();
    const heardInPractice = await playThrough(practice);
    const heardFromServer = await playThrough(server);
    await practice.dispose();
    await server.dispose();

    // The run is not trivial: she played, was refused a stale move, answered claim windows, and saw the reveal.
    const kinds = heardInPractice.map((h) => h.message.t);
    const views = heardInPractice.flatMap((h) => (h.message.t === 'view' ? [h.message as ViewMessage] : []));
    expect(views.length).toBeGreaterThan(40);
    expect(views.some((v) => v.view.hand?.phase === 'claims')).toBe(true);
    expect(heardInPractice.some((h) => h.message.t === 'error' && h.message.code === 'stale')).toBe(true);
    expect(kinds).toContain('reveal');
    expect(kinds.filter((k) => k === 'commit')).toHaveLength(2);

    expect(heardFromServer).toEqual(heardInPractice);
  });
});
