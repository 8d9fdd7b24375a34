/**
 * The claim window's rhythm tells nobody whether another player could claim: one opens after every
 * discard, stays open for the host's pause however fast everyone answers, and only a seat with a
 * claim to make is shown the countdown. The host runs on a fake clock: the pause is measured in
 * its time (when a frame arrives, the clock still shows the time the host sent it), never against
 * the machine's speed.
 */
import { afterEach, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

const PAUSE_MS = 150;

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

it('a claim window opens after every discard, and only a seat that could claim sees the countdown', async () => {
  host = await testHost({ timing: { claimPauseMs: PAUSE_MS, claimWindowMs: 10_000 } });
  const clients = await Promise.all(['Ann', 'Bob', 'Cid', 'Dee'].map((n) => TestClient.connect(host!.url, n)));
  // Each client notes each window opened, and whether (and at what time of the host's) it saw it closed.
  const windows = clients.map(() => new Map<number, { opened: number; closed: number | null }>());
  let countdownsShown = 0;
  clients.forEach((c, i) =>
    c.ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.t !== 'view' || !m.view.hand) return;
      const view = (m as ViewMessage).view;
      const open = view.hand!.phase === 'claims';
      const mine = windows[i];
      const now = host!.clock!.now();
      if (m.events.some((e) => e.type === 'claimWindowOpened')) mine.set(m.seq, { opened: now, closed: null });
      else if (!open) for (const w of mine.values()) w.closed ??= now;
      if (open && !view.legal.some((a) => a.type === 'claim')) expect((m as ViewMessage).claimMsLeft).toBeNull();
      if ((m as ViewMessage).claimMsLeft !== null) countdownsShown++;
    }),
  );
  clients[0].send({ t: 'createTable', options: { name: 'Pace', preset: 'hungarian' } });
  const created = await clients[0].next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  clients.forEach((c, place) => autoPlay(c, { place, nextHand: false }));
  for (const c of clients.slice(1)) {
    c.send({ t: 'join', table: created.table });
    await c.next((m) => m.t === 'joined');
  }
  await Promise.all(clients.map((c) => c.next((m) => m.t === 'reveal', 60_000)));

  const table = host.lobby.table(created.table)!;
  const discards = table.state.hand!.discardsMade;
  for (const mine of windows) {
    // One window per discard (the last may have ended the hand), each seen closed but perhaps the last.
    expect(mine.size).toBeGreaterThanOrEqual(discards - 1);
    const closed = [...mine.values()].filter((w) => w.closed !== null);
    expect(closed.length).toBeGreaterThanOrEqual(mine.size - 1);
    // However fast the four answered, every window stayed open for the pause.
    for (const w of closed) expect(w.closed! - w.opened).toBeGreaterThanOrEqual(PAUSE_MS);
  }
  expect(countdownsShown).toBeGreaterThan(0);
  await Promise.all(clients.map((c) => c.close()));
}, 120_000);

it('after a deal the bots wait for the player to watch the ceremony (or for the host to stop waiting)', async () => {
  host = await testHost({ timing: { ceremonyMs: 60_000 } });
  const ann = await TestClient.connect(host.url, 'Ann');
  ann.onMessage = (m) => {
    if (m.t === 'commit') ann.send({ t: 'entropy', hand: m.hand, value: 'ab'.repeat(16) });
  };
  ann.send({ t: 'createTable', options: { name: 'Show', preset: 'hungarian', bots: 3 } });
  const { table: id } = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  const dealt = await ann.next<ViewMessage>((m) => m.t === 'view' && m.events.some((e) => e.type === 'handStarted'));
  const table = host.lobby.table(id)!;
  const seqAtDeal = table.seq;
  const you = dealt.view.you!;
  // However long Ann watches (short of the host's limit), no bot moves on its own turn.
  await host.pass(400);
  expect(table.seq).toBe(seqAtDeal);
  ann.send({ t: 'ceremonyDone', hand: dealt.view.hand!.index });
  if (dealt.view.hand!.dealer === you) {
    const tile = dealt.view.hand!.seats[you].concealed!.find((t) => t < 136)!;
    ann.send({ t: 'act', hand: 0, seq: dealt.seq, action: { type: 'discard', tile } });
  }
  await ann.next<ViewMessage>((m) => m.t === 'view' && m.events.some((e) => e.type === 'discarded' && e.seat !== you), 10_000);
  expect(table.seq).toBeGreaterThan(seqAtDeal);
  await ann.close();
}, 60_000);
