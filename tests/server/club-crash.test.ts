/**
 * A club night survives SIGKILL: the host (a child process) is killed mid-round; restarted (with no
 * --resume: the evening brings its own tables back) it has the same evening, the players come back
 * with their evening tokens, take their seats again, and the evening plays to its end.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { EveningView } from '../../shared/club/protocol';
import type { ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { startCliHost, type CliHost } from './helpers/cli-host';
import { eveningWhere, followEvening, type ClubPlayer } from './helpers/club';
import { until } from '../helpers/until';

const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-club-crash-'));
const children: ChildProcess[] = [];
const clients: TestClient[] = [];
afterAll(() => {
  for (const c of clients) c.terminate();
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const ARGS = ['--no-table', '--no-resume', '--bot-delay', '50', '--claim-pause', '20', '--grace', '500'];
const url = (h: CliHost) => `ws://127.0.0.1:${h.port}/ws`;
async function hostKey(h: CliHost): Promise<string> {
  await until(() => /#host=[0-9a-f]{64}/.test(h.out.join('\n')), 'the organiser link', { timeoutMs: 30_000 });
  return h.out.join('\n').match(/#host=([0-9a-f]{64})/)![1];
}
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

async function connectPlayer(h: CliHost, name: string, i: number): Promise<ClubPlayer> {
  const client = await TestClient.connect(url(h), name, { from: `127.0.0.${i + 2}` });
  clients.push(client);
  return followEvening(name, client);
}

/** What must survive: who is registered, the round, who sits where, the games recorded (whether a code waits is the organiser's view's alone). */
const essence = (e: EveningView) => ({ name: e.name, players: e.players.map(({ codeWaiting: _w, codeVoided: _v, ...p }) => p), roundNo: e.roundNo, phase: e.phase, tables: e.tables.map((t) => ({ players: t.players, done: t.done })), games: e.games });

it('SIGKILL mid-round, restart: the evening and its tables resume and play to the end', { timeout: 240_000 }, async () => {
  const first = await startCliHost(dataDir, ARGS, children);
  const organiser = await TestClient.connect(url(first), 'Organiser', { key: await hostKey(first) });
  clients.push(organiser);
  organiser.send({ t: 'clubOpen', options: { name: 'Crash club', preset: 'riichi' }, evening: { round: { kind: 'hands', hands: 1 }, rounds: 2, botSeats: true, realTileTables: 0 } });
  await eveningWhere(organiser, (e) => e.phase === 'registering');
  const players = await Promise.all(NAMES.map((name, i) => connectPlayer(first, name, i)));
  for (const p of players) p.client.send({ t: 'clubRegister', name: p.name });
  await until(() => players.every((p) => p.you !== null), 'registrations', { timeoutMs: 30_000 });
  const tokens = new Map(players.map((p) => [p.name, p.you!.token]));

  organiser.send({ t: 'clubNextRound' });
  await eveningWhere(organiser, (e) => e.phase === 'playing');
  // Kill once both tables are dealing their hand and some moves are made.
  await until(() => players.filter((p) => [...p.views.values()].some((v) => v.view.hand && v.seq > 3)).length >= 8, 'both tables under way', { timeoutMs: 30_000 });
  const before = players[0].client.received.filter((m): m is Extract<ServerMessage, { t: 'evening' }> => m.t === 'evening').pop()!.evening!;
  first.child.kill('SIGKILL');
  expect(before.tables.filter((t) => !t.done).length).toBeGreaterThan(0);
  await Promise.all(clients.map((c) => c.whenClosed()));

  const second = await startCliHost(dataDir, ARGS, children);
  expect(second.out.join('\n')).toContain('Resumed the evening "Crash club" (round 1 of 2)');
  const organiser2 = await TestClient.connect(url(second), 'Organiser', { key: await hostKey(second) });
  clients.push(organiser2);
  organiser2.send({ t: 'clubWatch' });
  const after = await eveningWhere(organiser2, () => true);
  expect(essence(after)).toEqual(essence(before));

  // The players come back with their evening tokens and are given their seats again.
  const back = await Promise.all(NAMES.map((name, i) => connectPlayer(second, name, i)));
  for (const p of back) p.client.send({ t: 'clubWatch', token: tokens.get(p.name)! });
  const round1 = await eveningWhere(organiser2, (e) => e.roundNo === 1 && e.phase === 'between', 120_000);
  expect(round1.games).toHaveLength(2);
  expect(round1.tables.map((t) => t.tableId)).toEqual(before.tables.map((t) => t.tableId));
  organiser2.send({ t: 'clubNextRound' });
  const final = await eveningWhere(organiser2, (e) => e.phase === 'finished', 120_000);
  expect(final.games).toHaveLength(4);
  for (const row of final.standings) {
    const games = final.games.filter((g) => g.players.some((p) => p !== null && final.players[p].name === row.name));
    expect(row.points).toBe(games.reduce((sum, g) => sum + g.byPlace[g.players.findIndex((p) => p !== null && final.players[p].name === row.name)].points, 0));
  }
  for (const p of back) expect(p.refusals).toEqual([]);
  // Riichi games go home as tenhou.net/6 too: one log per table per round.
  organiser2.send({ t: 'clubExport', format: 'tenhou' });
  const file = await organiser2.next<Extract<ServerMessage, { t: 'clubFile' }>>((m) => m.t === 'clubFile');
  const logs = JSON.parse(file.text) as { round: number; table: number; log: { log: unknown[] } }[];
  expect(logs.map((l) => [l.round, l.table]).sort()).toEqual([
    [1, 0],
    [1, 1],
    [2, 0],
    [2, 1],
  ]);
  for (const l of logs) expect(l.log.log.length).toBeGreaterThanOrEqual(1);
});
