/**
 * An answer the host holds for a claim window's pause is on disk before the player is told it was
 * taken; a host stopped during the pause resumes the window holding it again, and applies it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { journalPath, type JournalRecord } from '../../electron/server/journal';
import { chooseAction } from '../../shared/bots/basic';
import type { ServerMessage } from '../../shared/protocol';
import type { Action } from '../../shared/table/types';
import { TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-held-'));
const hosts: TestHost[] = [];
afterAll(async () => {
  for (const h of hosts) await h.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const records = (id: string): JournalRecord[] =>
  readFileSync(journalPath(join(dataDir, 'tables'), id), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as JournalRecord);

it('a held answer is journalled before the player sees it taken, and survives a stop during the pause', async () => {
  const first = await testHost({ dataDir, timing: { claimPauseMs: 400, claimWindowMs: 10_000 } });
  hosts.push(first);
  const ann = await TestClient.connect(first.url, 'Ann');
  ann.send({ t: 'createTable', options: { name: 'Held', preset: 'hungarian', bots: 3 } });
  const { table: id, token } = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');

  // Ann plays until she can answer a window; then, when she is shown her answer as taken, the journal already has it.
  let answer: Action | null = null;
  let onDiskWhenTold: JournalRecord | undefined;
  let told = false;
  let lastSeq = -1;
  ann.onMessage = (m) => {
    if (m.t === 'commit') ann.send({ t: 'entropy', hand: m.hand, value: 'cd'.repeat(16) });
    if (m.t !== 'view' || !m.view.hand) return;
    const view = (m as ViewMessage).view;
    if (answer && view.hand!.claim?.answered) {
      onDiskWhenTold = records(id).filter((r) => r.k === 'held').at(-1);
      ann.onMessage = null;
      told = true;
      return;
    }
    if (answer || view.legal.length === 0 || m.seq === lastSeq) return;
    lastSeq = m.seq;
    const action = chooseAction(view)!;
    const { seat: _seat, ...move } = action as Action & { seat: number };
    if (view.hand!.phase === 'claims' && (action.type === 'claim' || action.type === 'pass')) answer = action;
    ann.send({ t: 'act', hand: view.hand!.index, seq: m.seq, action: move as never });
  };
  await first.until(() => told, 'Ann to be shown her answer as taken', { timeoutMs: 50_000 });
  expect(onDiskWhenTold).toEqual({ k: 'held', a: answer });
  const table = first.lobby.table(id)!;
  const actionsBefore = table.history().actions.length;
  // Stopped during the pause (the host's clock stands still until the test waits again): the answer was never applied.
  await first.close();
  expect(records(id).filter((r) => r.k === 'act').length).toBe(actionsBefore);

  const second = await testHost({ dataDir, timing: { claimPauseMs: 50, claimWindowMs: 10_000 } });
  hosts.push(second);
  const resumed = second.lobby.resume(id);
  if ('code' in resumed) throw new Error(resumed.message);
  const back = await TestClient.connect(second.url, 'Ann');
  back.send({ t: 'resume', token: token! });
  const view = await back.next<ViewMessage>((m) => m.t === 'view');
  // Back at the table, her answer still shows as given, with nothing more to answer.
  expect(view.view.hand!.claim?.answered).toBe(true);
  expect(view.view.legal.filter((a) => a.type === 'claim' || a.type === 'pass')).toEqual([]);
  // After the resumed pause, the host applies it: it is in the journal as an action.
  await back.next<ViewMessage>((m) => m.t === 'view' && m.view.hand!.phase !== 'claims', 10_000);
  const applied = records(id).filter((r): r is Extract<JournalRecord, { k: 'act' }> => r.k === 'act').slice(actionsBefore);
  expect(applied.map((r) => r.a)).toContainEqual(answer);
  await back.close();
}, 60_000);
