/**
 * Reconnecting with the seat token restores the place and the full per-seat state; while a player
 * is away a bot plays the place after the grace period, and the player takes it back on return.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { journalPath, type JournalRecord } from '../../electron/server/journal';
import type { Table } from '../../electron/server/table';
import type { ServerMessage } from '../../shared/protocol';
import { presetById } from '../../shared/rules/presets';
import { apply } from '../../shared/table/apply';
import { newTable } from '../../shared/table/start';
import type { Action, Seat, TableEvent, TableState } from '../../shared/table/types';
import { withAnswerHeld } from '../../shared/table/pacing';
import { eventsFor, viewFor } from '../../shared/view';
import { autoPlay, TestClient, type AutoPlayer, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

const DROPS = Number(process.env.SPARROW_RECONNECT_DROPS ?? 100);
let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

/** The engine state the views of step `seq` showed: the journal's actions up to that step, replayed incrementally. */
class Shadow {
  private state: TableState;
  private seq = 0;
  /** The events of the hand under way at the last step asked for, from its start. */
  handEvents: TableEvent[] = [];
  constructor(private readonly table: Table) {
    this.state = newTable(presetById(table.preset.id));
  }
  at(seq: number): TableState {
    const lines = readFileSync(journalPath(`${host!.dataDir}/tables`, this.table.id), 'utf8').trim().split('\n');
    const acts = lines.map((l) => JSON.parse(l) as JournalRecord).flatMap((r) => (r.k === 'act' ? [r] : []));
    expect(acts.at(-1)!.s).toBeGreaterThanOrEqual(seq);
    const actions = acts.filter((r) => r.s! <= seq).map((r) => r.a) as Action[];
    for (; this.seq < actions.length; this.seq++) {
      const r = apply(this.state, actions[this.seq]);
      if (!r.ok) throw new Error(r.error.message);
      this.state = r.state;
      const start = r.events.map((e) => e.type).lastIndexOf('handStarted');
      this.handEvents = start >= 0 ? r.events.slice(start) : [...this.handEvents, ...r.events];
    }
    return this.state;
  }
}

async function setUp(preset: string) {
  host = await testHost({ timing: { botDelayMs: 2, graceMs: 60, claimWindowMs: 300 } });
  const steady = await TestClient.connect(host.url, 'Steady');
  const steadyPlayer = autoPlay(steady);
  steady.send({ t: 'createTable', options: { name: 'Flaky', preset: preset as 'hungarian' } });
  const { table: id } = await steady.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  let dropper = await TestClient.connect(host.url, 'Flaky');
  const players: AutoPlayer[] = [steadyPlayer, autoPlay(dropper)];
  dropper.send({ t: 'join', table: id });
  const joined = await dropper.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  host.lobby.table(id)!.addBots();
  const table = host.lobby.table(id)!;
  const place = joined.seat!;
  /** The host has seen the player's connection go (a socket's end reaches it in real time: the clock waits for it). */
  const gone = () => host!.until(() => !table.players()[place].connected, 'the host to see the player go', { stepMs: 0 });
  return { table, steady, dropper, players, token: joined.token!, place, gone };
}

describe('reconnecting', () => {
  it(`a player drops mid-hand ${DROPS} times and the game completes`, async () => {
    console.log(`drops: ${DROPS} (SPARROW_RECONNECT_DROPS)`);
    const s = await setUp('hungarian');
    const shadow = new Shadow(s.table);
    let dropper = s.dropper;
    let drops = 0;
    let coveredSeen = 0;
    let lastDrop = 0;
    while (s.table.status() !== 'finished') {
      await host!.pass(2 + Math.floor(Math.random() * 8));
      // A drop every few actions: a game has far more than 6 × DROPS of them.
      if (drops === DROPS || s.table.status() !== 'playing' || s.table.seq < lastDrop + 6) continue;
      lastDrop = s.table.seq;
      // Mid-hand: drop abruptly or politely, stay away for a while (sometimes past the grace period).
      if (drops % 2) dropper.terminate();
      else await dropper.close();
      await s.gone();
      drops++;
      await host!.pass(Math.random() < 0.2 ? 70 + Math.floor(Math.random() * 50) : Math.floor(Math.random() * 30));
      if (s.table.players()[s.place].botPlaying) coveredSeen++;
      dropper = await TestClient.connect(host!.url, 'Flaky');
      s.players.push(autoPlay(dropper));
      dropper.send({ t: 'resume', token: s.token });
      const joined = await dropper.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
      expect(joined).toMatchObject({ table: s.table.id, seat: s.place });
      const view = await dropper.next<ViewMessage>((m) => m.t === 'view');
      expect(view.players[s.place]).toMatchObject({ connected: true, botPlaying: false });
      // The full per-seat state, exactly as the engine had it at that point (an answer the host
      // still holds for the claim window's pause shows as given, and nothing more to answer).
      const state = shadow.at(view.seq);
      const expected = viewFor(state, view.view.you as Seat);
      const held = view.view.hand?.claim?.answered === true && expected.hand?.claim?.answered === false;
      expect(view.view).toEqual(held ? withAnswerHeld(expected) : expected);
      // And this hand's moves so far, as the seat was told them: a reopened tab's moves list and break line are whole.
      expect(view.catchUp).toBe(true);
      expect(view.events).toEqual(eventsFor(shadow.handEvents, view.view.you as Seat));
    }
    expect(drops).toBe(DROPS);
    expect(coveredSeen).toBeGreaterThan(0);
    const final = await dropper.next<ViewMessage>((m) => m.t === 'view' && m.view.game.over, 20_000);
    expect(final.status).toBe('finished');
    expect(final.view.game.handsPlayed).toBeGreaterThanOrEqual(16);
    for (const p of s.players) {
      expect(p.verdicts.every((v) => v.ok)).toBe(true);
      expect(p.errors.filter((e) => e.code !== 'stale')).toEqual([]);
    }
    expect(s.players.reduce((n, p) => n + p.verdicts.length, 0)).toBeGreaterThan(final.view.game.handsPlayed);
    console.log(`game finished after ${final.view.game.handsPlayed} hands and ${s.table.seq} actions; the bot covered the away player in ${coveredSeen} of ${drops} absences`);
    await Promise.all([dropper.close(), s.steady.close()]);
  }, 240_000);

  it('a bot plays an away player’s place after the grace period; the player takes it back', async () => {
    const s = await setUp('hungarian');
    await s.dropper.next<ViewMessage>((m) => m.t === 'view' && m.status === 'playing');
    s.players[1].stop();
    await s.dropper.close();
    await s.gone();
    const seat = s.table.seatOf(s.place);
    const before = s.table.seq;
    // Within the grace period (60 ms) nobody plays the place.
    await host!.pass(20);
    expect(s.table.players()[s.place]).toMatchObject({ connected: false, botPlaying: false });
    // After it, a bot does: the seat's own moves appear in the journal.
    const covered = await s.steady.next<ViewMessage>((m) => m.t === 'view' && m.players[s.place].botPlaying, 5000);
    expect(covered.players[s.place].connected).toBe(false);
    await host!.pass(300);
    const records = readFileSync(journalPath(`${host!.dataDir}/tables`, s.table.id), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as JournalRecord);
    const moves = records.flatMap((r) => (r.k === 'act' && 'seat' in r.a && r.a.seat === seat ? [r] : [])).filter((r) => r.k === 'act' && (r.s ?? r.n) > before);
    expect(moves.length).toBeGreaterThan(0);

    const back = await TestClient.connect(host!.url, 'Flaky');
    back.send({ t: 'resume', token: s.token });
    await back.next((m) => m.t === 'joined');
    const view = await back.next<ViewMessage>((m) => m.t === 'view');
    expect(view.players[s.place]).toMatchObject({ connected: true, botPlaying: false });
    expect(view.view.you).toBe(s.table.seatOf(s.place));
    // Taken back: with the player here and idle, the bot no longer moves for the seat. A claim the
    // bot answered for her just before she came back is held for the window's pause and applied when
    // it closes (her view shows it answered): that answer was given while she was away, so count
    // from the window's end.
    if (view.view.hand?.claim?.answered) await back.next<ViewMessage>((m) => m.t === 'view' && !m.view.hand?.claim?.answered, 5000);
    const seqBack = s.table.seq;
    await host!.pass(400);
    const later = readFileSync(journalPath(`${host!.dataDir}/tables`, s.table.id), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as JournalRecord);
    // `seq` counts steps; an act record carries its step as `s` (its `n` counts actions).
    expect(later.filter((r) => r.k === 'act' && (r.s ?? r.n) > seqBack && 'seat' in r.a && r.a.seat === seat && r.a.type !== 'pass')).toEqual([]);

    // A second connection with the same token takes the seat over; the first is told and closed.
    const again = await TestClient.connect(host!.url, 'Flaky');
    const closed = new Promise<void>((resolve) => back.ws.once('close', () => resolve()));
    again.send({ t: 'resume', token: s.token });
    await again.next((m) => m.t === 'joined');
    await back.next((m) => m.t === 'left');
    await closed;
    await Promise.all([again.close(), s.steady.close()]);
  });
});
