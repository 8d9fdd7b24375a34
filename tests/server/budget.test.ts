/**
 * A connection's share of the event loop (issue T3 4/8, item 5), on a fake clock with made-up
 * handling costs: within its budget a message is handled at once; past it, the connection's
 * messages wait (its socket paused) and are handled as the budget refills, while another
 * connection's are handled at once; a full queue drops and says so. All connections share a turn
 * of the event loop: past it, the one with the fewest messages waiting goes first. And through real
 * sockets: a burst from one connection does not go before another's message that came with it.
 */
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Budget, Turns } from '../../electron/server/budget';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await host?.dispose();
  host = null;
});

it('handles within budget at once; past it queues, pauses the socket, and catches up as the budget refills; others go at once', () => {
  const clock = new FakeClock(0);
  let spent = 0;
  const now = () => clock.now() + spent;
  const log: string[] = [];
  const socket = (who: string) => ({ pause: () => log.push(`${who} paused`), resume: () => log.push(`${who} resumed`) });
  const drops: string[] = [];
  const make = (who: string) => new Budget({ msPerSecond: 100, burstMs: 200, queue: 4 }, clock, now, socket(who), () => drops.push(who));
  const costly = (who: string, n: number, ms: number) => () => {
    spent += ms;
    log.push(`${who} ${n}`);
  };
  const flood = make('flood');
  const victim = make('victim');
  // 200 ms of budget: three 80 ms messages use it up (the third goes over), the next four wait, the fifth is dropped.
  for (let n = 1; n <= 8; n++) flood.run(costly('flood', n, 80));
  expect(log).toEqual(['flood 1', 'flood 2', 'flood 3', 'flood paused']);
  expect(flood.queued).toBe(4);
  expect(drops).toEqual(['flood']);
  // The victim's message is handled at once.
  victim.run(costly('victim', 1, 1));
  expect(log.at(-1)).toBe('victim 1');
  // As the budget refills (100 ms a second), the flood's messages are handled one by one; the socket is read again once none waits.
  clock.advance(1000);
  expect(log.filter((l) => l.startsWith('flood ')).length).toBeGreaterThan(3);
  clock.advance(5000);
  expect(log.filter((l) => /^flood \d$/.test(l))).toEqual(['flood 1', 'flood 2', 'flood 3', 'flood 4', 'flood 5', 'flood 6', 'flood 7']);
  expect(log.at(-1)).toBe('flood resumed');
  expect(flood.queued).toBe(0);
  // Cheap messages never wait.
  log.length = 0;
  for (let n = 1; n <= 50; n++) victim.run(costly('victim', n, 0.5));
  expect(log).toHaveLength(50);
});

/**
 * Budgets sharing 5 ms turns, on a fake clock where handling costs what a task says: `task(who, ms)`
 * spends `ms` and logs `who`; `next` holds the turns waiting to run (run them in order).
 */
function turnsOnFakeClock() {
  const clock = new FakeClock(0);
  let spent = 0;
  const now = () => clock.now() + spent;
  const next: (() => void)[] = [];
  const turns = new Turns(5, (fn) => next.push(fn));
  const log: string[] = [];
  const make = () => new Budget({ msPerSecond: 100, burstMs: 200, queue: 32 }, clock, now, undefined, undefined, turns);
  const task = (who: string, ms: number) => () => {
    spent += ms;
    log.push(who);
  };
  return { next, log, make, task };
}

it('past a turn of the event loop, messages wait; the next turn serves the connection with the fewest waiting first, then round robin', () => {
  const { next, log, make, task } = turnsOnFakeClock();
  const costly = (who: string, n: number, ms = 1) => task(`${who} ${n}`, ms);
  const flooders = ['a', 'b', 'c'].map((who) => ({ who, budget: make() }));
  const victim = make();
  // Six messages from each flooder: the first five handled (5 ms, the turn's time), the rest wait.
  for (let n = 1; n <= 6; n++) for (const f of flooders) f.budget.run(costly(f.who, n));
  expect(log).toEqual(['a 1', 'b 1', 'c 1', 'a 2', 'b 2']);
  // The victim's message, in the same turn, waits too; in the next turn it goes first.
  victim.run(costly('victim', 1));
  expect(log).toHaveLength(5);
  expect(next).toHaveLength(1);
  log.length = 0;
  next.shift()!();
  expect(log[0]).toBe('victim 1');
  // The rest of the turn (4 ms) and later turns: fewest waiting first, so c (five waiting, a and b four) comes last.
  expect(log).toHaveLength(5);
  while (next.length) next.shift()!();
  expect(flooders.map((f) => f.budget.queued)).toEqual([0, 0, 0]);
  const firstOfC = log.indexOf('c 2');
  expect(log.slice(firstOfC)).toEqual(['c 2', 'c 3', 'c 4', 'c 5', 'c 6']);
  expect(log.filter((l) => l.startsWith('a ') || l.startsWith('b '))).toHaveLength(8);
});

it('among connections with as many waiting, the one that used the host least lately goes first', () => {
  const { next, log, make, task } = turnsOnFakeClock();
  const costly = (who: string, ms: number) => task(who, ms);
  const [heavy, light] = [make(), make()];
  heavy.run(costly('heavy', 5)); // uses the whole turn
  heavy.run(costly('heavy', 1));
  light.run(costly('light', 1));
  expect(log).toEqual(['heavy']);
  next.shift()!();
  expect(log).toEqual(['heavy', 'light', 'heavy']);
});

it('through real sockets: a burst of 30 messages from one connection does not go before a message another sent with it', async () => {
  host = await testHost();
  const url = host.url;
  const open = (from: string, name: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, { localAddress: from });
      sockets.push(ws);
      ws.once('open', () => {
        ws.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name }));
        ws.once('message', () => resolve(ws)); // welcome
      });
      ws.once('error', reject);
    });
  const [burst, other] = [await open('127.0.0.2', 'Burst'), await open('127.0.0.3', 'Other')];
  // What the host sends, in the order it sends it: every tables list to the burst, the pong to the other.
  const sent: string[] = [];
  const realSend = WebSocket.prototype.send;
  WebSocket.prototype.send = function (this: WebSocket & { _isServer?: boolean }, data: unknown, ...rest: unknown[]) {
    if (this._isServer) sent.push(String(data).startsWith('{"t":"pong"') ? 'pong' : 'other');
    return (realSend as (...a: unknown[]) => void).call(this, data, ...rest);
  } as typeof realSend;
  try {
    // Both sent before the host's event loop runs again: they reach it in the same read.
    for (let i = 0; i < 30; i++) burst.send('{"t":"listTables"}');
    other.send('{"t":"ping"}');
    await until(() => sent.includes('pong') && sent.length >= 31, 'the pong and the 30 tables lists sent', { timeoutMs: 20_000, everyMs: 10 });
  } finally {
    WebSocket.prototype.send = realSend;
  }
  // One message of each connection per turn: the pong goes out among the first few, not after the whole burst.
  expect(sent.indexOf('pong')).toBeLessThanOrEqual(3);
});
