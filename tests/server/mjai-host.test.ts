/**
 * An external mjai AI at a hosted riichi table (`npm run host -- --preset riichi --mjai …`), by the
 * CLI's own path (parseMjaiSpec → connectMjai → openStartupTable): it plays a whole game against
 * three bots over a real loopback socket or from another process over stdio, hears only what its
 * own seat may see, and the claim windows keep their pause. An AI that answers garbage, goes
 * silent or hangs up is covered by the bot and the game goes on; other rule sets refuse it.
 *
 * A host with an AI seated runs on real timers: the AI answers in real time over its own socket or
 * pipe (mjai-seats.ts waits for it with Node's timers), which the fake clock's pacer cannot see, so
 * a fake clock could pass a whole claim window while the AI's answer is on its way.
 */
import { join } from 'node:path';
import { createConnection, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import type { Seat } from '../../shared/table/types';
import { claimWindows, windowKey } from '../helpers/claim-windows';
import { connectMjai, parseMjaiSpec, type MjaiAi } from '../../electron/server/mjai-place';
import { mjaiRefusal, openStartupTable } from '../../electron/server/startup-table';
import type { Table } from '../../electron/server/table';
import { TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';
import { until } from '../helpers/until';

let host: TestHost | null = null;
/** A host on real timers, for a table with an mjai AI (see above). */
const aiHost = (options: Parameters<typeof testHost>[0] = {}) => testHost({ realTimers: true, ...options });
const fakes: FakeAi[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) f.socket.destroy();
  await host?.dispose();
  host = null;
  vi.restoreAllMocks();
});

type Message = Record<string, unknown> & { type: string };
/** What the fake AI does with a message (null: says nothing at all); `me` is its actor once known. */
type Answer = (m: Message, me: number, count: number) => unknown;

interface FakeAi {
  socket: Socket;
  received: Message[];
  closed: Promise<void>;
}

/** A small mjai player over a real loopback TCP connection to the host. */
function fakeAi(port: number, answer: Answer): FakeAi {
  const socket = createConnection(port, '127.0.0.1');
  const received: Message[] = [];
  let me = -1;
  createInterface({ input: socket }).on('line', (line) => {
    const m = JSON.parse(line) as Message;
    received.push(m);
    if (m.type === 'start_game') me = m.id as number;
    const reply = m.type === 'hello' ? { type: 'join', name: 'fake\u0007 tsumogiri', room: 'default' } : answer(m, me, received.length);
    if (reply !== null && !socket.destroyed) socket.write((typeof reply === 'string' ? reply : JSON.stringify(reply)) + '\n');
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const ai = { socket, received, closed };
  fakes.push(ai);
  return ai;
}

/** Throws every tile it draws, calls nothing. */
const tsumogiri: Answer = (m, me) => (m.type === 'tsumo' && m.actor === me ? { type: 'dahai', actor: me, pai: m.pai, tsumogiri: true } : { type: 'none' });

/** The CLI's path: the spec, the connection and handshake, then the startup table with three bots. */
async function seatFake(answer: Answer, answerMs = 2000): Promise<{ table: Table; fake: FakeAi; ai: MjaiAi }> {
  let fake: FakeAi | null = null;
  const ai = await connectMjai(parseMjaiSpec('tcp:0'), { answerMs, joinMs: 5000, onListening: (port) => (fake = fakeAi(port, answer)) });
  const table = openStartupTable(host!.lobby, { name: 'With an AI', preset: 'riichi', bots: 3 }, ai);
  if ('code' in table) throw new Error(table.message);
  return { table, fake: fake!, ai };
}


/** Whatever the AI was sent of other seats' tiles: their starting hands and draws are all '?'; its own are real tiles. */
function expectOwnTilesOnly(received: readonly Message[]): void {
  const me = received.find((m) => m.type === 'start_game')!.id as number;
  const kyoku = received.filter((m) => m.type === 'start_kyoku');
  expect(kyoku.length).toBeGreaterThan(0);
  for (const k of kyoku) {
    const tehais = k.tehais as string[][];
    tehais.forEach((tiles, actor) => {
      expect(tiles).toHaveLength(13);
      if (actor === me) expect(tiles.every((t) => t !== '?')).toBe(true);
      else expect(tiles.every((t) => t === '?')).toBe(true);
    });
  }
  const draws = received.filter((m) => m.type === 'tsumo');
  expect(draws.some((m) => m.actor !== me)).toBe(true);
  for (const d of draws) expect(d.pai === '?').toBe(d.actor !== me);
}

describe('an mjai AI at a hosted riichi table', () => {
  it('plays a whole game against three bots over a loopback socket, seeing only its own seat', async () => {
    host = await aiHost();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { table, fake, ai } = await seatFake(tsumogiri);
    expect(ai.name).toBe('fake tsumogiri'); // cleaned of control characters
    expect(table.players().map((p) => p.name)).toEqual(['mjai fake tsumogiri', 'Bot 1', 'Bot 2', 'Bot 3']);
    expect(table.mjaiPlaces()).toEqual([0]);
    const watcher = await TestClient.connect(host.url, 'Eve');
    watcher.send({ t: 'watch', table: table.id });
    const over = await watcher.next<ViewMessage>((m) => m.t === 'view' && m.view.game.over, 60_000);
    await fake.closed; // the host told it the end, then closed the connection

    expect(over.view.game.handsPlayed).toBeGreaterThanOrEqual(8);
    expectOwnTilesOnly(fake.received);
    expect(fake.received.at(-1)).toMatchObject({ type: 'end_game' });
    expect(fake.received.filter((m) => m.type === 'start_kyoku')).toHaveLength(over.view.game.handsPlayed);

    // Every draw of its own was thrown at once (the bot never stood in), all through the table.
    const me = fake.received.find((m) => m.type === 'start_game')!.id as number;
    const seat = table.state.playerAtSeat!.indexOf(0);
    expect(me).toBe((seat - table.state.firstDealer + 4) % 4);
    const own = fake.received.filter((m) => m.actor === me && (m.type === 'tsumo' || m.type === 'dahai'));
    for (let i = 0; i + 1 < own.length; i++) if (own[i].type === 'tsumo' && own[i + 1].type === 'dahai') expect(own[i + 1]).toMatchObject({ pai: own[i].pai, tsumogiri: true });
    expect(own.filter((m) => m.type === 'dahai').length).toBeGreaterThan(30);
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/mjai/);
  }, 90_000);

  it('its answers to claim windows wait for the pause like a bot’s: every window stays open for it', async () => {
    const PAUSE = 200;
    host = await aiHost({ timing: { claimPauseMs: PAUSE, claimWindowMs: 10_000 } });
    // It answers everything at once; on others' discards it is often the one seat that could claim.
    const { table } = await seatFake(tsumogiri);
    const watcher = await TestClient.connect(host.url, 'Eve');
    const lengths: number[] = [];
    let opened: number | null = null;
    watcher.onMessage = (m: ServerMessage) => {
      if (m.t !== 'view' || !m.view.hand) return;
      if (m.events.some((e) => e.type === 'claimWindowOpened')) opened = performance.now();
      else if (opened !== null && m.view.hand.phase !== 'claims') {
        lengths.push(performance.now() - opened);
        opened = null;
      }
    };
    watcher.send({ t: 'watch', table: table.id });
    // A hand may end early (a bot's quick win): the windows of the next hands count too.
    await until(() => lengths.length > 20, 'twenty-one claim windows', { timeoutMs: 45_000 });
    // Seen from a connection, a window's length wobbles by the journal's writes (a slow write can
    // hold a window's opening frame back); an answer applied at once would close every window in a
    // few ms. So: nearly every window, not each, lasts at least half the pause.
    const short = lengths.filter((ms) => ms < PAUSE / 2);
    expect(short.length, `windows (ms): ${lengths.map(Math.round).join(' ')}`).toBeLessThanOrEqual(2);
  }, 60_000);

  it('its answer to a window it could claim comes with the pause, not after the bots’ thinking time: such windows last no longer than the others', async () => {
    // A pause far shorter than the bots' thinking time: an answer that waited for the thinking time
    // would hold exactly the windows the AI could claim open past it, for everyone to see.
    const PAUSE = 10;
    const THINKING = 150;
    host = await aiHost({ timing: { claimPauseMs: PAUSE, claimWindowMs: 10_000, botDelayMs: THINKING } });
    const { table, fake } = await seatFake(tsumogiri);
    await until(() => fake.received.some((e) => e.type === 'start_game'), 'the AI told its seat');
    const actor = fake.received.find((e) => e.type === 'start_game')!.id as number;
    const watcher = await TestClient.connect(host.url, 'Eve');
    // Each window as the watcher saw it: how long it stayed open.
    const seen = new Map<string, number>();
    let opened: { key: string; at: number } | null = null;
    watcher.onMessage = (m: ServerMessage) => {
      const hand = m.t === 'view' ? m.view.hand : null;
      if (m.t !== 'view' || !hand) return;
      if (m.events.some((e) => e.type === 'claimWindowOpened') && hand.claim) opened = { key: windowKey(hand.index, hand.claim.tile, hand.claim.from), at: performance.now() };
      else if (opened !== null && hand.phase !== 'claims') {
        seen.set(opened.key, performance.now() - opened.at);
        opened = null;
      }
    };
    watcher.send({ t: 'watch', table: table.id });
    // Which windows the AI's seat could claim: the host's own log, replayed.
    const aiCould = () => {
      const { initial, actions } = table.history();
      const aiSeat = ((actor + initial.firstDealer) % 4) as Seat;
      return [...claimWindows(initial, actions)].filter(([key, w]) => seen.has(key) && w.eligible.includes(aiSeat)).map(([key]) => key);
    };
    await until(() => aiCould().length >= 3, 'three windows the AI could claim', { timeoutMs: 80_000, everyMs: 200 });
    const could = new Set(aiCould());
    // A slow journal write may hold one frame back; waiting for the thinking time would hold all three.
    const long = [...could].filter((key) => seen.get(key)! >= (PAUSE + THINKING) / 2);
    expect(long.length, `windows (ms, * the AI could claim): ${[...seen].map(([key, ms]) => `${Math.round(ms)}${could.has(key) ? '*' : ''}`).join(' ')}`).toBeLessThanOrEqual(1);
  }, 90_000);

  it('from another process over stdio: a whole game, and the AI never saw another seat’s tile', async () => {
    host = await aiHost();
    const script = join(__dirname, '..', 'shared', 'riichi', 'fixtures', 'mjai-tsumogiri.mjs');
    const ai = await connectMjai(parseMjaiSpec(`stdio:"${process.execPath}" ${script}`), { answerMs: 2000 });
    expect(ai.name).toBe('tsumogiri');
    const table = openStartupTable(host.lobby, { name: 'Stdio', preset: 'riichi', bots: 3 }, ai);
    if ('code' in table) throw new Error(table.message);
    await until(() => table.state.game.over, 'the game to end', { timeoutMs: 60_000 });
    // The fixture exits with 2 or 3 on a malformed message or another seat's tile: it was still there at the end, and the host closed it.
    expect(await ai.channel.ended).toBe('the mjai player was closed');
    expect(table.mjaiPlaces()).toEqual([]);
  }, 90_000);

  it('answers that cannot be used (not JSON, a pon it cannot make, a tile it does not hold) are played by the bot', async () => {
    host = await aiHost();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let draws = 0;
    // Every tile it has held this hand less those it discarded: a discard of any other cannot be played
    // (a fixed tile could be one it was dealt, and the test failed when it was).
    let held: string[] = [];
    const kinds = [...'mps'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`)).concat(['E', 'S', 'W', 'N', 'P', 'F', 'C']);
    const base = (pai: string) => pai.replace('r', '');
    const { table, fake } = await seatFake((m, me) => {
      const msg = m as { type: string; actor?: number; pai?: string; tehais?: string[][] };
      if (msg.type === 'start_kyoku') held = (msg.tehais?.[me] ?? []).map(base);
      if (msg.type === 'tsumo' && msg.actor === me) held.push(base(msg.pai!));
      if (msg.type === 'dahai' && msg.actor === me && held.includes(base(msg.pai!))) held.splice(held.indexOf(base(msg.pai!)), 1);
      if (m.type === 'tsumo' && m.actor === me) return ++draws % 2 ? 'this is not JSON' : { type: 'dahai', actor: me, pai: kinds.find((k) => !held.includes(k)), tsumogiri: false };
      if (m.type === 'start_kyoku') return 'nor is this';
      if (m.type === 'dahai' && m.actor !== me) return { type: 'pon', actor: me, target: m.actor, pai: m.pai, consumed: ['1z', '1z'] };
      return { type: 'none' };
    });
    await until(() => (table.state.hand?.index ?? -1) >= 1 || table.state.game.over, 'two hands', { timeoutMs: 30_000 });
    const log = errors.mock.calls.flat().join('\n');
    expect(log).toMatch(/mjai fake tsumogiri .* at place 1: unusable answer \(not JSON: this is not JSON\); the bot played that decision/);
    expect(log).toMatch(/unusable answer \(cannot (play|claim) /);
    expect(log).toMatch(/unusable answer \(not JSON, in answer to start_kyoku: nor is this\); ignored/);
    // It is still the AI's place, and it was dealt the second hand (the first one finished).
    expect(table.mjaiPlaces()).toEqual([0]);
    // The host has dealt it; the news may still be on its way over the socket.
    await until(() => fake.received.filter((m) => m.type === 'start_kyoku').length >= 2, 'the second start_kyoku to reach the AI', { timeoutMs: 10_000 });
    expect(fake.received.some((m) => m.type === 'end_kyoku')).toBe(true);
    expectOwnTilesOnly(fake.received);
  }, 60_000);

  it('an AI that goes silent is covered by the bot, then let go; the hand and the game go on', async () => {
    host = await aiHost({ timing: { mjaiAnswerMs: 150, mjaiStartMs: 150 } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // It answers the news until its third draw, then nothing more.
    let draws = 0;
    const { table, fake } = await seatFake((m, me) => {
      if (m.type === 'tsumo' && m.actor === me && ++draws >= 3) return null;
      if (draws >= 3) return null;
      return tsumogiri(m, me, 0);
    }, 150);
    await until(() => table.mjaiPlaces().length === 0, 'the silent AI to be let go', { timeoutMs: 20_000 });
    const log = errors.mock.calls.flat().join('\n');
    expect(log).toMatch(/did not (answer|decide) within 150 ms; the bot played that decision/);
    expect(log).toMatch(/missed 3 decisions in a row; the bot plays the place for the rest of the game/);
    await fake.closed;
    const hand = table.state.hand!.index;
    await until(() => table.state.game.over || table.state.hand!.index > hand, 'the hand to finish under the bot', { timeoutMs: 30_000 });
    expect(table.players()[0]).toMatchObject({ kind: 'bot', botPlaying: true });
  }, 60_000);

  it('react: an AI that never speaks is let go after three missed decisions (its draws, which it does not answer, do not count as answers)', async () => {
    host = await aiHost({ timing: { mjaiAnswerMs: 150, mjaiStartMs: 150 } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ai = await connectMjai(parseMjaiSpec(`stdio:"${process.execPath}" -e "process.stdin.resume()"`), { protocol: 'react', answerMs: 150 });
    const table = openStartupTable(host.lobby, { name: 'Silent react', preset: 'riichi', bots: 3 }, ai);
    if ('code' in table) throw new Error(table.message);
    await until(() => table.mjaiPlaces().length === 0, 'the silent AI to be let go', { timeoutMs: 30_000 });
    const log = errors.mock.calls.flat().join('\n');
    expect(log).toMatch(/missed 3 decisions in a row; the bot plays the place for the rest of the game/);
    // Two misses reported, the third lets it go: none of its own draws in between reset the count.
    expect(log.match(/the bot played that decision/g)).toHaveLength(2);
  }, 60_000);

  it('an AI that hangs up mid-hand: the bot takes its place for the rest of the game', async () => {
    host = await aiHost();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fakeRef: FakeAi | null = null;
    let draws = 0;
    const { table, fake } = await seatFake((m, me, n) => {
      if (m.type === 'tsumo' && m.actor === me && ++draws === 4) {
        fakeRef!.socket.destroy();
        return null;
      }
      return tsumogiri(m, me, n);
    });
    fakeRef = fake;
    await until(() => table.mjaiPlaces().length === 0, 'the host to notice', { timeoutMs: 20_000 });
    expect(errors.mock.calls.flat().join('\n')).toMatch(/the mjai player (hung up|has gone); the bot plays the place for the rest of the game/);
    const hand = table.state.hand!.index;
    await until(() => table.state.game.over || table.state.hand!.index > hand, 'the hand to finish under the bot', { timeoutMs: 30_000 });
  }, 60_000);
});

describe('seating an mjai AI', () => {
  it('only riichi tables take one, with a clear reason', async () => {
    host = await testHost();
    expect(mjaiRefusal('riichi')).toBeNull();
    expect(mjaiRefusal('millington')).toMatch(/riichi only: use --preset riichi \(not millington\)/);
    const ai = await connectMjai(parseMjaiSpec('tcp:0'), { answerMs: 500, joinMs: 5000, onListening: (port) => fakeAi(port, tsumogiri) });
    const refused = openStartupTable(host.lobby, { name: 'Classical', preset: 'hungarian', bots: 3 }, ai);
    expect(refused).toMatchObject({ code: 'not-allowed', message: expect.stringMatching(/riichi only/) });
    expect(host.lobby.all()).toHaveLength(0);
    // Table.addMjai itself refuses too (a table created otherwise), and a riichi table after its first deal.
    const classical = host.lobby.create({ name: 'Other', preset: 'hungarian' });
    if ('code' in classical) throw new Error(classical.message);
    expect(classical.addMjai(ai)).toMatchObject({ code: 'not-allowed', message: expect.stringMatching(/only a riichi table/) });
    const riichi = host.lobby.create({ name: 'Dealt', preset: 'riichi' });
    if ('code' in riichi) throw new Error(riichi.message);
    riichi.addBots(4);
    await host.until(() => riichi.state.hand !== null, 'the deal', { timeoutMs: 5000 });
    expect(riichi.addMjai(ai)).toMatchObject({ code: 'not-allowed', message: expect.stringMatching(/before the first deal/) });
    ai.channel.close();
  });

  it('the --mjai spec: stdio:COMMAND (quotes keep spaces) or tcp:PORT', () => {
    expect(parseMjaiSpec('stdio:python my_ai.py --fast')).toEqual({ kind: 'stdio', command: 'python', args: ['my_ai.py', '--fast'] });
    expect(parseMjaiSpec('stdio:"/opt/my ai/run" \'a b\'')).toEqual({ kind: 'stdio', command: '/opt/my ai/run', args: ['a b'] });
    expect(parseMjaiSpec('tcp:11600')).toEqual({ kind: 'tcp', port: 11600, room: null });
    expect(() => parseMjaiSpec('tcp:70000')).toThrow(/port number/);
    expect(() => parseMjaiSpec('stdio:')).toThrow(/needs the command/);
    expect(() => parseMjaiSpec('11600')).toThrow(/"stdio:COMMAND" .*, "tcp:PORT" or "mjsonp:/);
  });

  it('an AI that does not join is refused at once', async () => {
    await expect(connectMjai(parseMjaiSpec('stdio:/nonexistent/mjai-ai'), { answerMs: 500, joinMs: 2000 })).rejects.toThrow(/did not join: the mjai player could not be started/);
    await expect(connectMjai(parseMjaiSpec('tcp:0'), { answerMs: 500, joinMs: 200 })).rejects.toThrow(/no mjai player connected to 127\.0\.0\.1:\d+ within 200 ms/);
  });
});
