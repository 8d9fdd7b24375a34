/**
 * Crash and resume: the host runs as a child process (`npm run host`'s entry point) and is killed
 * with SIGKILL mid-hand; restarted with --resume it replays its journal to exactly the state before
 * the crash, no action any client saw is lost, and the hand and its fairness reveal complete.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { journalPath, type JournalRecord } from '../../electron/server/journal';
import type { ServerMessage } from '../../shared/protocol';
import { presetById } from '../../shared/rules/presets';
import { replay } from '../../shared/table/apply';
import { newTable } from '../../shared/table/start';
import type { Action, Seat } from '../../shared/table/types';
import { withAnswerHeld } from '../../shared/table/pacing';
import { catchUpEventsFor, viewFor } from '../../shared/view';
import { autoPlay, newMemory, TestClient, type AutoPlayer, type ViewMessage } from './helpers/client';
import { startCliHost } from './helpers/cli-host';

const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const startHost = (args: string[]) => startCliHost(dataDir, args, children);

const journalRecords = (id: string) =>
  readFileSync(journalPath(join(dataDir, 'tables'), id), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as JournalRecord);
const journalActs = (id: string) => journalRecords(id).flatMap((r) => (r.k === 'act' ? [r] : []));
/** Seats whose claim answer the journal holds after its last act: killed in a window's pause, they were shown it as answered. */
const heldAtEnd = (id: string): Seat[] => {
  const records = journalRecords(id);
  const lastAct = records.map((r) => r.k).lastIndexOf('act');
  return records.slice(lastAct + 1).flatMap((r) => (r.k === 'held' && 'seat' in r.a ? [r.a.seat as Seat] : []));
};
const journalActions = (id: string): Action[] => journalActs(id).map((r) => r.a);

it('SIGKILL mid-hand, restart, resume: the same state and house rules, no action lost, the hand completes', async () => {
  // Bots pace the game at 100 ms a move so the two auto-players stay inside the real host's 20 messages/s limit.
  // The table plays house rules (no minimum, the blind game): the resumed table must keep them.
  const house = 'hungarian+minimum=0,blindGame=true';
  const first = await startHost(['--name', 'Crash', '--preset', 'hungarian', '--rules', 'minimum=0,blindGame=true', '--bots', '2', '--bot-delay', '100', '--claim-pause', '20', '--no-resume']);
  expect(first.out.join('\n')).toContain(`"Crash" (${house})`);
  const id = first.out.join('\n').match(/Table ([0-9a-f]{12})/)![1];
  const url = (port: number) => `ws://127.0.0.1:${port}/ws`;
  const memories = [newMemory(), newMemory()];
  const players: AutoPlayer[] = [];
  const clients: TestClient[] = [];
  const tokens: string[] = [];
  for (const [i, name] of ['Ann', 'Bob'].entries()) {
    const c = await TestClient.connect(url(first.port), name);
    players.push(autoPlay(c, { memory: memories[i] }));
    c.send({ t: 'join', table: id });
    tokens.push((await c.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined')).token!);
    clients.push(c);
  }
  // Play into the second hand, then kill the host at an arbitrary moment of it.
  await clients[0].next<ViewMessage>((m) => m.t === 'view' && m.status === 'playing' && m.view.hand!.index === 1 && m.seq > 0, 60_000);
  await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));
  const seen = clients.map((c) => c.lastView!);
  expect(seen.every((v) => v.status === 'playing')).toBe(true);

  // Nothing any client saw is missing from the journal, and what they saw is the replayed state.
  const logged = journalActions(id);
  const preset = presetById(house);
  expect(seen.every((v) => v.view.presetId === house)).toBe(true);
  // (A view's seq counts steps, not actions: a claim window's answers and closing are one step.)
  const prefixes = [newTable(preset)];
  for (const a of logged) prefixes.push(replay(prefixes.at(-1)!, [a]).state);
  // A player killed in a claim window's pause after answering was shown the window as answered:
  // their answer is in the journal (held, written before they were told), after its last act.
  const held = heldAtEnd(id);
  for (const v of seen) {
    const sent = JSON.stringify(v.view);
    const you = v.view.you as Seat;
    const shown = (then: (typeof prefixes)[number]) => [viewFor(then, you), ...(held.includes(you) && then === prefixes.at(-1) ? [withAnswerHeld(viewFor(then, you))] : [])];
    expect(prefixes.some((then) => shown(then).some((view) => JSON.stringify(view) === sent))).toBe(true);
  }
  const beforeCrash = replay(newTable(preset), logged).state;
  console.log(`killed at ${logged.length} logged actions (clients had seen ${seen.map((v) => v.seq).join(' and ')})`);

  // The restart lists the table and resumes it.
  const second = await startHost(['--resume', id, '--bot-delay', '100', '--claim-pause', '20']);
  expect(second.out.join('\n')).toContain(`Resumed table ${id}`);
  const back: TestClient[] = [];
  for (const [i, name] of ['Ann', 'Bob'].entries()) {
    const c = await TestClient.connect(url(second.port), name);
    players.push(autoPlay(c, { memory: memories[i] }));
    c.send({ t: 'resume', token: tokens[i] });
    const joined = await c.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    expect(joined.table).toBe(id);
    const view = await c.next<ViewMessage>((m) => m.t === 'view');
    expect(view.view.presetId).toBe(house);
    if (i === 0) {
      // The state is the one before the crash, or one the resumed journal reached from it: a claim
      // window whose answers were all in (bots' held answers) may close before anyone is back.
      const acts = journalActs(id);
      const lastBefore = acts[logged.length - 1].s ?? Number.NaN;
      expect(view.seq).toBeGreaterThanOrEqual(lastBefore);
      const upTo = acts.filter((r) => r.s !== undefined && r.s <= view.seq).map((r) => r.a);
      expect(upTo.slice(0, logged.length)).toEqual(logged);
      const then = view.seq === lastBefore ? beforeCrash : replay(newTable(preset), upTo).state;
      // The bot that played this place while it was away may have answered a window that opened since,
      // its answer held for the window's pause: the view shows it as this place's, not yet in the journal.
      const expected = viewFor(then, view.view.you as Seat);
      expect([expected, withAnswerHeld(expected)]).toContainEqual(view.view);
      // The resumed host still has this hand's moves so far for a reopened tab.
      // (A blind game: the catch-up keeps the faces of discards now face down to itself.)
      const all = replay(newTable(preset), upTo).events;
      expect(view.catchUp).toBe(true);
      expect(view.events).toEqual(catchUpEventsFor(then, all.slice(all.map((e) => e.type).lastIndexOf('handStarted')), view.view.you as Seat));
    }
    back.push(c);
  }
  // The interrupted hand completes, and its reveal matches the commitment published before the crash.
  const reveal = await back[0].next<Extract<ServerMessage, { t: 'reveal' }>>((m) => m.t === 'reveal' && m.hand === 1, 60_000);
  expect(reveal.verified).toBe(true);
  expect(memories[0].commitments.get(1)).toBe(reveal.commitment);
  await back[1].next((m) => m.t === 'reveal' && m.hand === 1, 10_000);
  for (const p of players) {
    expect(p.verdicts.filter((v) => !v.ok)).toEqual([]);
    expect(p.errors.filter((e) => e.code !== 'stale')).toEqual([]);
  }
  expect(players.slice(2).every((p) => p.verdicts.length >= 1)).toBe(true);
  // The resumed log extends the old one.
  expect(journalActions(id).slice(0, logged.length)).toEqual(logged);
  await Promise.all(back.map((c) => c.close()));
  second.child.kill('SIGTERM');
  await new Promise((r) => second.child.once('exit', r));
}, 120_000);
