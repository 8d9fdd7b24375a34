/**
 * One host, two shells: the server (its lobby, journals on disk, the Outbox that waits for them)
 * and offline practice (renderer/src/transport/local.ts) get the same lobby messages from two
 * people and play the same seeded hand, with the same fake clock settings and the same scripted
 * player, and each person gets the same messages at the same (fake) times in both: every welcome,
 * list, refusal, view, commit and reveal. A shell that routed a message its own way, or skipped a
 * rule of hosting (the stale-seq check, the claim pause, the ceremony's wait…), would differ here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverTables } from '../../electron/server/host-tables';
import { Lobby } from '../../electron/server/lobby';
import type { Peer } from '../../electron/server/peer';
import { PinGuard } from '../../electron/server/pin-guard';
import { DEFAULT_TIMING } from '../../electron/server/table';
import { LocalHost } from '../../renderer/src/transport/local';
import { chooseAction } from '../../shared/bots/basic';
import { route, tablesFor, type HostTables, type RoutedPeer } from '../../shared/host/route';
import type { HostTiming } from '../../shared/host/table-core';
import type { HostMessage } from '../../shared/host/wire';
import type { ClientMessage, ServerMessage } from '../../shared/protocol';
import { FakeClock, seededRandom } from '../helpers/fake-clock';

const TIMING = { entropyMs: 1000, graceMs: 15_000, botDelayMs: 100, nextHandMs: 3000, claimWindowMs: 400, claimPauseMs: 200, ceremonyMs: 2000, turnTimer: null } satisfies HostTiming;
const SEED = 11;
const STEP_MS = 50;

type Who = 'ann' | 'bob';

type Heard = { at: number; who: Who; message: HostMessage };

interface Shell {
  clock: FakeClock;
  /** Every message each person was sent, copied as it arrived, with the (fake) time it arrived. */
  received: Heard[];
  send(who: Who, message: ClientMessage): void;
  /** Resolves once everything the host has sent so far has reached the players. */
  settle(): Promise<void>;
  dispose(): Promise<void>;
}

const copy = (m: HostMessage): HostMessage => JSON.parse(JSON.stringify(m)) as HostMessage;

function shell<P extends RoutedPeer>(clock: FakeClock, host: HostTables<P>, peer: (who: Who, send: (m: HostMessage) => void) => P, settle: () => Promise<void>, dispose: () => Promise<void>): Shell {
  const received: Heard[] = [];
  const hear = (who: Who) => (m: HostMessage) => received.push({ at: clock.now(), who, message: copy(m) });
  const peers = { ann: peer('ann', hear('ann')), bob: peer('bob', hear('bob')) };
  return { clock, received, send: (who, m) => route(host, peers[who], m), settle, dispose };
}

function practiceShell(): Shell {
  const clock = new FakeClock();
  const host = new LocalHost({ ...TIMING, hostName: 'the host', clock, random: seededRandom(SEED) });
  return shell(clock, host, (_who, send) => host.client(send), async () => {}, async () => host.dispose());
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function serverShell(): Shell {
  const clock = new FakeClock();
  const dir = mkdtempSync(join(tmpdir(), 'sparrow-shells-'));
  dirs.push(dir);
  let tables = 0;
  // As host.ts builds the server's host, with the practice shell's table ids so the messages match.
  const lobby = new Lobby({ dataDir: dir, timing: { ...DEFAULT_TIMING, ...TIMING }, maxTables: 8, clock, random: seededRandom(SEED), newId: () => `t${++tables}` });
  const listeners = new Set<Peer>();
  const host = serverTables({ lobby, hostName: 'the host', listeners, hostKey: 'k'.repeat(64), pinGuard: new PinGuard() });
  lobby.onChange(() => listeners.forEach((p) => p.send(tablesFor(host, p))));
  let ids = 0;
  const peer = (_who: Who, send: (m: HostMessage) => void): Peer => ({ id: ++ids, greeted: false, organiser: false, address: '127.0.0.1', refusedPins: 0, lastSaid: 0, closing: false, name: 'Player', tableId: null, send, close: () => {} });
  return shell(clock, host, peer, async () => void (await Promise.all(lobby.all().map((t) => t.settled()))), () => lobby.shutdown());
}

/**
 * Before the game, through the lobby: asking before hello, leaving and resuming with nothing to
 * leave or resume, asking for the organiser's saved tables, following and joining the club night, adding bots to
 * another's table, watching it, sitting down at it from watching, leaving it; then Ann fills it.
 */
const LOBBY: [Who, ClientMessage][] = [
  ['bob', { t: 'listTables' }],
  ['ann', { t: 'hello', v: 1, name: 'Ann' }],
  ['bob', { t: 'hello', v: 1, name: 'Bob' }],
  ['ann', { t: 'leave' }],
  ['ann', { t: 'resume', token: 'ab'.repeat(16) }],
  ['bob', { t: 'listSaved' }],
  ['bob', { t: 'resumeTable', table: 't1' }],
  ['bob', { t: 'clubWatch', pin: null } as never],
  ['bob', { t: 'clubRegister', name: 'Bob', pin: null } as never],
  ['ann', { t: 'createTable', options: { name: 'Same', preset: 'hungarian' } }],
  ['ann', { t: 'createTable', options: { name: 'Another', preset: 'hungarian' } }],
  ['bob', { t: 'listTables' }],
  ['bob', { t: 'addBots', table: 't1' }],
  ['bob', { t: 'join', table: 't9' }],
  ['bob', { t: 'watch', table: 't1' }],
  ['bob', { t: 'createTable', options: { name: 'Mine', preset: 'riichi' } }],
  ['bob', { t: 'join', table: 't1' }],
  ['bob', { t: 'leave' }],
  ['bob', { t: 'leave' }],
  ['ann', { t: 'addBots', table: 't1' }],
];

async function lobbyThrough(shell: Shell): Promise<void> {
  for (const [who, message] of LOBBY) {
    shell.send(who, message);
    await shell.settle();
    shell.clock.advance(STEP_MS);
    await shell.settle();
  }
}

type ViewMessage = Extract<ServerMessage, { t: 'view' }>;
/**
 * Ann sends her entropy for each deal, watches each ceremony, plays as the basic bot would on each
 * new view that gives her a choice (every third move first sent from a view the table has moved
 * past, which must be refused), asks for the next hand, and stops once the second hand is dealt.
 */
async function playThrough(shell: Shell): Promise<Heard[]> {
  await lobbyThrough(shell);
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
      const fresh = shell.received.slice(read).filter((h) => h.who === 'ann').map((h) => h.message);
      read = shell.received.length;
      for (const message of fresh) {
        if (message.t === 'commit') shell.send('ann', { t: 'entropy', hand: message.hand, value: `Ann's entropy for hand ${message.hand}` });
        if (message.t === 'view') last = message as ViewMessage;
      }
      const hand = last?.view.hand;
      if (hand?.index === 1) return shell.received;
      if (last && hand) {
        if (!watched.has(hand.index)) {
          watched.add(hand.index);
          shell.send('ann', { t: 'ceremonyDone', hand: hand.index });
        }
        if (hand.phase === 'over' && !askedNext) {
          askedNext = true;
          shell.send('ann', { t: 'nextHand' });
        } else if (hand.phase !== 'over' && actedOn !== last) {
          actedOn = last;
          const move = chooseAction(last.view);
          if (move && move.type !== 'startHand' && move.type !== 'timeout') {
            const { seat: _seat, ...action } = move as typeof move & { seat: number };
            if (moves++ % 3 === 0) shell.send('ann', { t: 'act', hand: hand.index, seq: last.seq + 3, action: action as never });
            shell.send('ann', { t: 'act', hand: hand.index, seq: last.seq, action: action as never });
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
    // The lobby's answers and refusals reached both people: each refusal names the message refused.
    const refused = (who: Who) => heardInPractice.filter((h) => h.who === who && h.message.t === 'error').map((h) => (h.message as { for?: string }).for);
    expect(refused('bob')).toEqual(expect.arrayContaining(['listTables', 'listSaved', 'resumeTable', 'clubWatch', 'clubRegister', 'addBots', 'join', 'createTable']));
    expect(refused('ann')).toEqual(expect.arrayContaining(['leave', 'resume', 'createTable']));
    expect(heardInPractice.filter((h) => h.who === 'bob' && h.message.t === 'tables').length).toBeGreaterThan(1);
    expect(views.length).toBeGreaterThan(40);
    expect(views.some((v) => v.view.hand?.phase === 'claims')).toBe(true);
    expect(heardInPractice.some((h) => h.message.t === 'error' && h.message.code === 'stale')).toBe(true);
    expect(kinds).toContain('reveal');
    expect(kinds.filter((k) => k === 'commit')).toHaveLength(2);

    expect(heardFromServer).toEqual(heardInPractice);
  });
});
