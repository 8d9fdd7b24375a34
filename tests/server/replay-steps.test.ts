/**
 * "Replay this hand" after a reload: a page that comes back (reloaded, or another device with the
 * seat token) asks the host for the hand's steps (`replaySteps`) and gets every step of it exactly
 * as its seat was sent them live: the same views and events, step by step, up to the present. A
 * spectator gets the spectators' steps; nobody gets another seat's. Refusals say why and change
 * nothing; asking is paced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let hosts: TestHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.map((h) => h.dispose()));
  hosts = [];
});
const start = async (...options: Parameters<typeof testHost>) => {
  const h = await testHost(...options);
  hosts.push(h);
  return h;
};

type Joined = Extract<ServerMessage, { t: 'joined' }>;
type Steps = Extract<ServerMessage, { t: 'replaySteps' }>;
type Failed = Extract<ServerMessage, { t: 'error' }>;
type Step = Steps['steps'][number];

/**
 * The steps of hand `hand` as a page that stayed connected keeps them for its replay (the table
 * store's rule): from the view that dealt the hand on, every view of it that brought something new.
 */
function liveSteps(c: TestClient, hand: number, after = -1): Step[] {
  const views = c.received.filter((m): m is ViewMessage => m.t === 'view' && m.view.hand?.index === hand && !m.catchUp && m.seq > after);
  const dealt = views.findIndex((m) => m.events.some((e) => e.type === 'handStarted'));
  const from = after >= 0 ? 0 : dealt;
  expect(from).toBeGreaterThanOrEqual(0);
  return views.slice(from).flatMap((m) => (m.events.length ? [{ seq: m.seq, view: m.view, events: m.events }] : []));
}

async function ask(c: TestClient, table: string, hand: number): Promise<Steps> {
  c.send({ t: 'replaySteps', table, hand });
  return c.next<Steps>((m) => m.t === 'replaySteps' || (m.t === 'error' && m.for === 'replaySteps')).then((m) => {
    if (m.t !== 'replaySteps') throw new Error(`refused: ${JSON.stringify(m)}`);
    return m;
  });
}
const refusal = async (c: TestClient, message: object): Promise<Failed> => {
  c.send(message as never);
  return c.next<Failed>((m) => m.t === 'error' && m.for === 'replaySteps');
};

/** Another seat's concealed tiles appear in none of the steps while its hand is in play. */
const onlyOwnTiles = (steps: Step[], you: number | null) =>
  steps.every((s) => s.view.hand!.phase === 'over' || s.view.hand!.seats.every((seat, i) => i === you || seat.concealed === null));

describe('replaying a hand after coming back', () => {
  it('a seat that reloads gets every step of the hand as it was sent them; a spectator the spectators’; each only its own', async () => {
    // Between hands the table waits for the players (who do not ask for the next hand).
    const host = await start({ timing: { nextHandMs: 600_000 } });
    const ann = await TestClient.connect(host.url, 'Ann');
    const bob = await TestClient.connect(host.url, 'Bob');
    const cy = await TestClient.connect(host.url, 'Cy');
    autoPlay(ann, { nextHand: false });
    autoPlay(bob, { nextHand: false });
    ann.send({ t: 'createTable', options: { name: 'Replays', preset: 'riichi' } });
    const { table: id, token } = await ann.next<Joined>((m) => m.t === 'joined');
    bob.send({ t: 'join', table: id });
    await bob.next((m) => m.t === 'joined');
    cy.send({ t: 'watch', table: id });
    await cy.next((m) => m.t === 'joined');
    const table = host.lobby.table(id)!;
    table.addBots();

    // Hand 0 is played out by two people (their answers in claim windows among the bots') and watched by a third.
    const over = await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0 && m.view.hand.phase === 'over', 120_000);
    const annSeat = over.view.you!;
    await bob.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.phase === 'over');
    await cy.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.phase === 'over');
    const annSaw = liveSteps(ann, 0);
    expect(annSaw.length).toBeGreaterThan(20);

    // Ann's page reloads: the new page takes her seat back with its token and asks for hand 0.
    const ann2 = await TestClient.connect(host.url, 'Ann');
    ann2.send({ t: 'resume', token: token! });
    await ann2.next((m) => m.t === 'joined');
    const caughtUp = await ann2.next<ViewMessage>((m) => m.t === 'view');
    expect(caughtUp.catchUp).toBe(true);
    expect(caughtUp.status).toBe('between-hands');
    const annGot = await ask(ann2, id, 0);
    expect(annGot).toMatchObject({ table: id, hand: 0 });
    expect(annGot.upTo).toBeGreaterThanOrEqual(caughtUp.seq);
    expect(annGot.steps).toEqual(annSaw);

    // A spectator who comes (back) gets what spectators were sent, step by step.
    const cy2 = await TestClient.connect(host.url, 'Cy');
    cy2.send({ t: 'watch', table: id });
    await cy2.next((m) => m.t === 'joined');
    const cyGot = await ask(cy2, id, 0);
    expect(cyGot.steps).toEqual(liveSteps(cy, 0));
    expect(onlyOwnTiles(cyGot.steps, null)).toBe(true);

    // Bob, who never left, gets his own steps, not Ann's: nothing of her tiles while the hand was played.
    const bobGot = await ask(bob, id, 0);
    expect(bobGot.steps).toEqual(liveSteps(bob, 0));
    expect(bobGot.steps[0].view.you).not.toBe(annSeat);
    expect(onlyOwnTiles(bobGot.steps, bobGot.steps[0].view.you)).toBe(true);
    expect(onlyOwnTiles(annGot.steps, annSeat)).toBe(true);
    // Nobody else was sent any of it.
    for (const c of [bob, cy, cy2]) expect(c.received.filter((m) => m.t === 'replaySteps').length).toBe(c === bob || c === cy2 ? 1 : 0);
    await Promise.all([ann.close(), ann2.close(), bob.close(), cy.close(), cy2.close()]);
  }, 300_000);

  it('mid-hand: the steps stop at the present and hold the ones missed while away; asked again at the end, they agree with what came live', async () => {
    // Bots that take a little time: the hand lasts while she is away.
    const host = await start({ timing: { botDelayMs: 50 } });
    const ann = await TestClient.connect(host.url, 'Ann');
    const bob = await TestClient.connect(host.url, 'Bob');
    autoPlay(ann);
    autoPlay(bob);
    ann.send({ t: 'createTable', options: { name: 'Away', preset: 'hungarian' } });
    const { table: id, token } = await ann.next<Joined>((m) => m.t === 'joined');
    bob.send({ t: 'join', table: id });
    await bob.next((m) => m.t === 'joined');
    const table = host.lobby.table(id)!;
    table.addBots();
    const dealt = await ann.next<ViewMessage>((m) => m.t === 'view' && m.events.some((e) => e.type === 'handStarted'), 30_000);
    const hand = dealt.view.hand!.index;
    const seat = dealt.view.you!;
    await ann.next<ViewMessage>((m) => m.t === 'view' && m.seq > dealt.seq + 12, 30_000);
    // She goes away mid-hand, long enough for a bot to play her place (the grace period is 200 ms).
    await ann.close();
    const before = liveSteps(ann, hand);
    await host.until(() => !table.players()[table.placeForToken(token!)].connected, 'the host to see her go', { stepMs: 0 });
    await host.pass(500);
    expect(table.status()).toBe('playing');
    expect(table.state.hand!.index).toBe(hand);

    const back = await TestClient.connect(host.url, 'Ann');
    back.send({ t: 'resume', token: token! });
    await back.next((m) => m.t === 'joined');
    const caughtUp = await back.next<ViewMessage>((m) => m.t === 'view');
    const mid = await ask(back, id, hand);
    autoPlay(back);
    // Up to the present, and no further.
    expect(mid.upTo).toBeGreaterThanOrEqual(caughtUp.seq);
    expect(mid.steps.every((s) => s.seq <= mid.upTo)).toBe(true);
    // What she saw before she went, then what her seat was shown while she was away.
    expect(mid.steps.slice(0, before.length)).toEqual(before);
    const away = mid.steps.slice(before.length);
    expect(away.length).toBeGreaterThan(0);
    expect(away.every((s) => s.seq > before.at(-1)!.seq && s.view.you === seat && s.events.length > 0)).toBe(true);
    expect(onlyOwnTiles(mid.steps, seat)).toBe(true);
    expect(mid.upTo).toBeLessThanOrEqual(table.seq);

    // At the hand's end, asked again: the same steps, then exactly the ones that came live since.
    await back.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === hand && m.view.hand.phase === 'over', 120_000);
    const end = await ask(back, id, hand);
    expect(end.steps.slice(0, mid.steps.length)).toEqual(mid.steps);
    expect(end.steps.slice(mid.steps.length)).toEqual(liveSteps(back, hand, mid.upTo));
    expect(end.steps.at(-1)!.view.hand!.phase).toBe('over');
    await Promise.all([back.close(), bob.close()]);
  }, 300_000);

  it('after the host restarts, the steps come from the journal: the same as were sent before it stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-replay-'));
    try {
      const first = await testHost({ dataDir, timing: { botDelayMs: 50 } });
      const ann = await TestClient.connect(first.url, 'Ann');
      const bob = await TestClient.connect(first.url, 'Bob');
      autoPlay(ann);
      autoPlay(bob);
      ann.send({ t: 'createTable', options: { name: 'Restart', preset: 'millington' } });
      const { table: id, token } = await ann.next<Joined>((m) => m.t === 'joined');
      bob.send({ t: 'join', table: id });
      await bob.next((m) => m.t === 'joined');
      first.lobby.table(id)!.addBots();
      const dealt = await ann.next<ViewMessage>((m) => m.t === 'view' && m.events.some((e) => e.type === 'handStarted'), 30_000);
      await ann.next<ViewMessage>((m) => m.t === 'view' && m.seq > dealt.seq + 20, 30_000);
      await first.close();
      const saw = liveSteps(ann, dealt.view.hand!.index);

      const second = await start({ dataDir });
      const organiser = await TestClient.connect(second.url, 'Host', { key: second.hostKey });
      organiser.send({ t: 'resumeTable', table: id });
      await organiser.next((m) => m.t === 'tables');
      const back = await TestClient.connect(second.url, 'Ann');
      back.send({ t: 'resume', token: token! });
      await back.next((m) => m.t === 'joined');
      const got = await ask(back, id, dealt.view.hand!.index);
      // Each step she was sent, as it was; after them only steps that came later (the stop cut them off, or the table moved on).
      expect(got.steps.slice(0, saw.length)).toEqual(saw);
      expect(got.steps.slice(saw.length).every((s) => s.seq > saw.at(-1)!.seq)).toBe(true);
      await Promise.all([ann.close(), bob.close(), back.close(), organiser.close()]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('refuses, saying why and changing nothing: a stranger, a hand not this or the last, a malformed request, too many requests', async () => {
    const host = await start({ timing: { nextHandMs: 600_000 } });
    const ann = await TestClient.connect(host.url, 'Ann');
    const stranger = await TestClient.connect(host.url, 'Eve');
    const player = autoPlay(ann, { nextHand: false });
    ann.send({ t: 'createTable', options: { name: 'Refusals', preset: 'hungarian', bots: 3 } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');
    const table = host.lobby.table(id)!;
    // Ann stops playing: the table waits for her move, so nothing moves while she asks.
    await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0 && m.seq > 10, 30_000);
    player.stop();
    // Until the table waits for her: her last view asks her to move, and the clock moving on moves nothing
    // (a view she had already answered before she stopped is no such wait: the bots play on to her next turn).
    for (let tries = 0; ; tries++) {
      const before = table.seq;
      await host.pass(5_000);
      const v = ann.lastView!.view;
      if (table.seq === before && v.hand!.phase !== 'over' && v.hand!.phase !== 'claims' && v.legal.length > 0) break;
      if (tries > 50) throw new Error('the table never waited for Ann');
    }
    const seq = table.seq;

    expect(await refusal(stranger, { t: 'replaySteps', table: id, hand: 0 })).toMatchObject({ code: 'not-seated' });
    expect(await refusal(ann, { t: 'replaySteps', table: 'nope', hand: 0 })).toMatchObject({ code: 'no-table' });
    expect(await refusal(ann, { t: 'replaySteps', table: id, hand: 1 })).toMatchObject({ code: 'no-hand' });
    for (const bad of [{ hand: -1 }, { hand: 0.5 }, { hand: '0' }, { hand: 10_001 }, { seat: 1 }, { extra: true }, { table: undefined }]) {
      const m = await refusal(ann, { t: 'replaySteps', table: id, hand: 0, ...bad });
      expect(m.code).toBe('bad-message');
    }
    // Six a minute for one place; the seventh waits.
    for (let i = 0; i < 6; i++) expect((await ask(ann, id, 0)).steps.length).toBeGreaterThan(0);
    expect(await refusal(ann, { t: 'replaySteps', table: id, hand: 0 })).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/a minute/) });
    expect(table.seq).toBe(seq);
    expect(stranger.received.some((m) => m.t === 'replaySteps' || m.t === 'view')).toBe(false);
    // A minute later (nothing moves meanwhile: the table waits for her), she may ask again.
    await host.pass(60_000);
    expect(table.seq).toBe(seq);
    expect((await ask(ann, id, 0)).steps.length).toBeGreaterThan(0);
    await Promise.all([ann.close(), stranger.close()]);
  }, 120_000);

  it('spectators are paced per address: a stranger asking too often, or coming back to ask again, leaves another spectator theirs', async () => {
    const host = await start({ timing: { nextHandMs: 600_000 } });
    const ann = await TestClient.connect(host.url, 'Ann');
    const player = autoPlay(ann, { nextHand: false });
    ann.send({ t: 'createTable', options: { name: 'Watched', preset: 'riichi', bots: 3 } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');
    await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0 && m.seq > 10, 30_000);
    player.stop();
    const stranger = await TestClient.connect(host.url, 'Mallory', { from: '127.0.0.2' });
    stranger.send({ t: 'watch', table: id });
    await stranger.next((m) => m.t === 'joined');
    for (let i = 0; i < 6; i++) expect((await ask(stranger, id, 0)).steps.length).toBeGreaterThan(0);
    expect(await refusal(stranger, { t: 'replaySteps', table: id, hand: 0 })).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/your address/) });
    await stranger.close();
    const back = await TestClient.connect(host.url, 'Mallory', { from: '127.0.0.2' });
    back.send({ t: 'watch', table: id });
    await back.next((m) => m.t === 'joined');
    expect(await refusal(back, { t: 'replaySteps', table: id, hand: 0 })).toMatchObject({ code: 'rate-limited' });
    const real = await TestClient.connect(host.url, 'Real', { from: '127.0.0.3' });
    real.send({ t: 'watch', table: id });
    await real.next((m) => m.t === 'joined');
    expect((await ask(real, id, 0)).steps.length).toBeGreaterThan(0);
    await Promise.all([ann.close(), back.close(), real.close()]);
  }, 120_000);

  it('a place taken between hands gets no steps of the hand before it; a blind game’s hand in play is not replayed', async () => {
    const host = await start({ timing: { nextHandMs: 600_000 } });
    const ann = await TestClient.connect(host.url, 'Ann');
    const dan = await TestClient.connect(host.url, 'Dan');
    autoPlay(ann, { nextHand: false });
    ann.send({ t: 'createTable', options: { name: 'Newcomer', preset: 'hungarian', rules: { blindGame: true } } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');
    dan.send({ t: 'join', table: id });
    const { seat: place } = await dan.next<Joined>((m) => m.t === 'joined');
    host.lobby.table(id)!.addBots();
    await dan.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0, 30_000);
    // The blind game: discards lie face down once the next one comes, so a hand in play is not stepped through again.
    expect(await refusal(ann, { t: 'replaySteps', table: id, hand: 0 })).toMatchObject({ code: 'not-allowed', message: expect.stringMatching(/blind/) });
    // Dan leaves; a bot plays his place to the hand's end.
    dan.send({ t: 'leave' });
    await dan.next((m) => m.t === 'left');
    await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0 && m.view.hand.phase === 'over', 120_000);
    // Once the hand is over, its players may step through it.
    expect((await ask(ann, id, 0)).steps.length).toBeGreaterThan(10);
    // Eve takes his place between hands: she never held it in hand 0.
    const eve = await TestClient.connect(host.url, 'Eve');
    eve.send({ t: 'join', table: id, seat: place! });
    await eve.next((m) => m.t === 'joined');
    expect(await refusal(eve, { t: 'replaySteps', table: id, hand: 0 })).toMatchObject({ code: 'not-allowed' });
    expect(eve.received.some((m) => m.t === 'replaySteps')).toBe(false);
    await Promise.all([ann.close(), dan.close(), eve.close()]);
  }, 120_000);
});
