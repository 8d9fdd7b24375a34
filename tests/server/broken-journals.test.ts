/**
 * A bad journal never takes the host down: one that cannot be replayed (an illegal, missing or
 * duplicated action, a garbage header) is named with its line and reason and moved to `broken/`
 * untouched; one with a garbage line resumes from the lines before it; every other table resumes
 * and its players rejoin with their seat tokens — through the Lobby, the wire and the CLI.
 * The CLI hosts are real processes (killed with SIGKILL) on real timers; the in-process hosts that
 * write and resume the same journals keep to real timers too.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { journalPath, type JournalRecord } from '../../electron/server/journal';
import type { SavedTableSummary, ServerMessage } from '../../shared/protocol';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { startCliHost } from './helpers/cli-host';
import { testHost } from './helpers/host';

type Joined = Extract<ServerMessage, { t: 'joined' }>;
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sparrow-broken-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Four real tables (one player and three bots each, played a while): their journal lines and the players' tokens. */
const good: { id: string; token: string; lines: string[] }[] = [];
/** Journals that cannot be replayed: id → the file's text and what the report must say. */
const broken = new Map<string, { text: string; reason: RegExp }>();
/** The tables with a damaged line: id → the number of actions before it. */
const damaged = new Map<string, number>();

const recordOf = (line: string) => JSON.parse(line) as JournalRecord;
const actLines = (lines: string[]) => lines.flatMap((l, i) => (l && recordOf(l).k === 'act' ? [i] : []));
const withId = (lines: string[], id: string) => [JSON.stringify({ ...recordOf(lines[0]), id }), ...lines.slice(1)];
const text = (lines: string[]) => `${lines.filter(Boolean).join('\n')}\n`;

let firstDataDir = '';
beforeAll(async () => {
  const dataDir = (firstDataDir = tempDir());
  const host = await testHost({ dataDir, realTimers: true });
  for (const name of ['Ann', 'Bob', 'Cat', 'Dan']) {
    const c = await TestClient.connect(host.url, name);
    const player = autoPlay(c);
    c.send({ t: 'createTable', options: { name, preset: 'hungarian', bots: 3 } });
    const joined = await c.next<Joined>((m) => m.t === 'joined');
    await c.next<ViewMessage>((m) => m.t === 'view' && m.seq > 40, 30_000);
    player.stop();
    await host.lobby.table(joined.table)!.settled();
    good.push({ id: joined.table, token: joined.token!, lines: [] });
    c.terminate();
  }
  await host.close();
  for (const g of good) g.lines = readFileSync(journalPath(join(dataDir, 'tables'), g.id), 'utf8').split('\n').filter(Boolean);

  // Copies of Ann's table, each with one fault (a new id each, so the header is the file's).
  const ann = good[0].lines;
  const acts = actLines(ann);
  const at = acts[20];
  const illegal = withId(ann, 'a00000000001');
  const discard = acts.find((i) => i > at && (recordOf(ann[i]) as { a: { type: string } }).a.type === 'discard')!;
  const moved = recordOf(ann[discard]) as Extract<JournalRecord, { k: 'act' }> & { a: { seat: number } };
  illegal[discard] = JSON.stringify({ ...moved, a: { ...moved.a, seat: (moved.a.seat + 1) % 4 } });
  broken.set('a00000000001', { text: text(illegal), reason: new RegExp(`table a00000000001: line ${discard + 1} is refused: action ${moved.n} \\(discard\\): .+; its journal is kept in .*broken`) });
  const missing = withId(ann, 'a00000000002').filter((_, i) => i !== at);
  const n = (recordOf(ann[at]) as { n: number }).n;
  // The first action after the gap (a held answer's record may come between: the game ran on real timers).
  const after = missing.findIndex((l, i) => i >= at && recordOf(l).k === 'act');
  broken.set('a00000000002', { text: text(missing), reason: new RegExp(`table a00000000002: line ${after + 1} is out of order: action ${n + 1} where action ${n} was expected`) });
  const duplicated = withId(ann, 'a00000000003');
  duplicated.splice(at, 0, ann[at]);
  broken.set('a00000000003', { text: text(duplicated), reason: new RegExp(`table a00000000003: line ${at + 2} is out of order: action ${n} where action ${n + 1} was expected`) });
  broken.set('a00000000004', { text: text(['{"k":"table","v":1,"id":"a0000000', ...withId(ann, 'a00000000004').slice(1)]), reason: /table a00000000004: line 1 is not JSON: not a Sparrow table journal/ });

  // Cat's table: a garbage line in the middle; Dan's: an action line without its number.
  const cat = good[2].lines;
  const catAt = actLines(cat)[25];
  cat.splice(catAt, 0, '\u0000\u0000garbage{');
  damaged.set(good[2].id, actLines(cat.slice(0, catAt)).length);
  const dan = good[3].lines;
  const danAt = actLines(dan)[30];
  const { n: _n, ...unnumbered } = recordOf(dan[danAt]) as Extract<JournalRecord, { k: 'act' }>;
  dan[danAt] = JSON.stringify(unnumbered);
  damaged.set(good[3].id, 30);
}, 120_000);

/** A data directory holding the four real tables (Cat's and Dan's damaged) and the broken copies. */
function dataDirWithJournals(): string {
  const dataDir = tempDir();
  const dir = join(dataDir, 'tables');
  cpSync(join(firstDataDir, 'tables'), dir, { recursive: true });
  for (const g of good.slice(2)) writeFileSync(journalPath(dir, g.id), text(g.lines));
  for (const [id, b] of broken) writeFileSync(journalPath(dir, id), b.text);
  return dataDir;
}

function expectKeptAside(dataDir: string, id: string, bytes: string): void {
  expect(existsSync(journalPath(join(dataDir, 'tables'), id))).toBe(false);
  expect(readFileSync(journalPath(join(dataDir, 'tables', 'broken'), id), 'utf8')).toBe(bytes);
}

/** Each player comes back with their token to the resumed table and play goes on from where its journal stopped. */
async function rejoinAndPlay(url: string, resumedSeq: (id: string) => number): Promise<void> {
  for (const g of good) {
    const c = await TestClient.connect(url, 'Back');
    const player = autoPlay(c);
    c.send({ t: 'resume', token: g.token });
    expect((await c.next<Joined>((m) => m.t === 'joined')).table).toBe(g.id);
    expect((await c.next<ViewMessage>((m) => m.t === 'view')).seq).toBe(resumedSeq(g.id));
    await c.next<ViewMessage>((m) => m.t === 'view' && m.seq > resumedSeq(g.id) + 5, 30_000);
    player.stop();
    expect(player.errors.filter((e) => e.code !== 'stale')).toEqual([]);
    await c.close();
  }
}

const actsIn = (id: string) => damaged.get(id) ?? actLines(good.find((g) => g.id === id)!.lines).length;
/** The step (the views' seq) a resumed table starts at: that of its last kept action. */
const stepIn = (id: string) => {
  const n = actsIn(id);
  const acts = good
    .find((g) => g.id === id)!
    .lines.slice(1)
    .flatMap((l) => {
      try {
        const r = recordOf(l);
        return r.k === 'act' ? [r] : [];
      } catch {
        return [];
      }
    });
  return n ? (acts[n - 1].s ?? n) : 0;
};

describe('through the Lobby and the wire', () => {
  it('resuming by id: a broken journal is named with its line and reason and moved aside; the others resume and are played on', async () => {
    const dataDir = dataDirWithJournals();
    const host = await testHost({ dataDir, realTimers: true });
    const reports: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void reports.push(a.join(' ')));
    try {
      for (const [id, b] of broken) {
        const refused = host.lobby.resume(id);
        expect(refused).toEqual({ code: 'not-allowed', message: expect.stringMatching(b.reason) });
        expectKeptAside(dataDir, id, b.text);
      }
      for (const g of good) {
        const table = host.lobby.resume(g.id);
        expect(table).toMatchObject({ id: g.id, seq: stepIn(g.id) });
        expect('code' in table ? null : table.history().actions.length).toBe(actsIn(g.id));
      }
    } finally {
      spy.mockRestore();
    }
    // The damaged ones: the whole file kept aside, the table going on from the lines before the damage.
    for (const g of good.slice(2)) {
      expect(readFileSync(journalPath(join(dataDir, 'tables', 'broken'), g.id), 'utf8')).toBe(text(g.lines));
      expect(reports.some((r) => r.includes(`table ${g.id}: line `) && r.includes('resumed from the'))).toBe(true);
    }
    await rejoinAndPlay(host.url, stepIn);
    await host.dispose();
  }, 120_000);

  it('listing saved tables offers only resumable ones, reports the broken ones, and resuming all of them works', async () => {
    const dataDir = dataDirWithJournals();
    const host = await testHost({ dataDir, realTimers: true });
    const reports: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void reports.push(a.join(' ')));
    const local = await TestClient.connect(host.url, 'Host', { key: host.hostKey });
    try {
      local.send({ t: 'listSaved' });
      const saved = await local.next<{ t: 'saved'; tables: SavedTableSummary[] }>((m) => m.t === 'saved');
      expect(saved.tables.map((t) => t.id).sort()).toEqual(good.map((g) => g.id).sort());
      for (const [id, b] of broken) {
        expect(reports.some((r) => b.reason.test(r))).toBe(true);
        expectKeptAside(dataDir, id, b.text);
      }
      for (const g of good) {
        local.send({ t: 'resumeTable', table: g.id });
        await local.next((m) => m.t === 'tables' && m.tables.some((t) => t.id === g.id));
      }
    } finally {
      spy.mockRestore();
    }
    await rejoinAndPlay(host.url, stepIn);
    await local.close();
    await host.dispose();
  }, 120_000);
});

/** Waits until the host printed a line matching `pattern` (stdout and stderr arrive apart). */
async function printed(out: string[], pattern: RegExp): Promise<void> {
  for (let waited = 0; !out.some((l) => pattern.test(l)); waited += 10) {
    if (waited > 10_000) throw new Error(`not printed: ${pattern}\n${out.join('\n')}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The host still answers a hello. */
async function stillServing(port: number): Promise<void> {
  const c = await TestClient.connect(`ws://127.0.0.1:${port}/ws`, 'Probe');
  await c.close();
}

describe('the CLI', () => {
  it('--resume (all) and --resume ID never exit on a broken journal: they print its name and reason and resume the rest', async () => {
    const dataDir = dataDirWithJournals();
    for (const [id, b] of broken) {
      const byId = await startCliHost(dataDir, ['--resume', id, '--no-table'], children);
      await printed(byId.out, new RegExp(`Could not resume ${id}: ${b.reason.source}`));
      await stillServing(byId.port);
      expect(byId.child.exitCode).toBeNull();
      expectKeptAside(dataDir, id, b.text);
      byId.child.kill('SIGTERM');
      await new Promise((r) => byId.child.once('exit', r));
    }

    const all = await startCliHost(dataDirWithJournals(), ['--resume', '--no-table', '--bot-delay', '50', '--claim-pause', '20'], children);
    for (const b of broken.values()) await printed(all.out, b.reason);
    for (const g of good) expect(all.out.join('\n')).toContain(`Resumed table ${g.id}`);
    await stillServing(all.port);
    expect(all.child.exitCode).toBeNull();
    await rejoinAndPlay(`ws://127.0.0.1:${all.port}/ws`, stepIn);
    all.child.kill('SIGTERM');
    await new Promise((r) => all.child.once('exit', r));
  }, 120_000);
});
