/**
 * The review over the wire: a player asks for the review of a finished hand of the game it plays,
 * for its own seat only. A hand still being played, another seat, a spectator, a stranger, an
 * unknown hand or table and a malformed request are refused with a reason; nothing else changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { kindOf } from '../../shared/tiles';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

type Joined = Extract<ServerMessage, { t: 'joined' }>;
type Review = Extract<ServerMessage, { t: 'review' }>;
type Failed = Extract<ServerMessage, { t: 'error' }>;
const refusal = (c: TestClient) => c.next<Failed>((m) => m.t === 'error' && m.for === 'review');
const sortedKinds = (tiles: readonly number[]) => tiles.map(kindOf).sort((a, b) => a - b).join(',');

describe('reviewing a hand over the wire', () => {
  it('own seat, finished hands only; other seats, spectators and strangers are refused', async () => {
    host = await testHost();
    const ann = await TestClient.connect(host.url, 'Ann');
    const bob = await TestClient.connect(host.url, 'Bob');
    const cy = await TestClient.connect(host.url, 'Cy');
    const player = autoPlay(ann);
    ann.send({ t: 'createTable', options: { name: 'Review night', preset: 'riichi', bots: 3 } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');
    bob.send({ t: 'watch', table: id });
    await bob.next((m) => m.t === 'joined');

    const first = await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0 && m.view.hand.phase !== 'over', 30_000);
    const you = first.view.you!;
    ann.send({ t: 'review', table: id, seat: you, hand: 0 });
    expect((await refusal(ann)).message).toMatch(/hand 0 is still being played/);

    // Hand 0 ends; the player stops playing in hand 1, which then waits for it on its turn.
    await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0 && m.view.hand.phase === 'over', 120_000);
    await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 1, 30_000);
    player.stop();
    await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 1 && m.view.hand.turn === you && m.view.legal.length > 0, 30_000);
    ann.send({ t: 'review', table: id, seat: you, hand: 1 });
    expect((await refusal(ann)).message).toMatch(/hand 1 is still being played/);

    ann.send({ t: 'review', table: id, seat: you, hand: 0 });
    const reply = await ann.next<Review>((m) => m.t === 'review');
    expect(reply).toMatchObject({ table: id, hand: 0, review: { seat: you, presetId: 'riichi', family: 'riichi' } });
    const [hand] = reply.review.hands;
    expect(reply.review.hands).toHaveLength(1);
    expect(hand.hand).toBe(0);
    expect(hand.decisions.length).toBeGreaterThan(0);
    expect(hand.summary.decisions).toBe(hand.decisions.length);
    // Each decision shows the hand as Ann saw it in one of her own views of hand 0, and her own move.
    const seenByAnn = new Set(
      ann.received.filter((m): m is ViewMessage => m.t === 'view' && m.view.hand?.index === 0 && m.view.hand.phase !== 'over').map((m) => sortedKinds(m.view.hand!.seats[you].concealed!)),
    );
    for (const d of hand.decisions) {
      expect(seenByAnn.has(sortedKinds(d.seen.concealed))).toBe(true);
      expect(d.player).toMatchObject({ seat: you });
      expect(d.seen.seats.every((s, seat) => seat === you || !('concealed' in s))).toBe(true);
    }

    // The whole game so far: the finished hand only, the same review.
    ann.send({ t: 'review', table: id, seat: you });
    const game = await ann.next<Review>((m) => m.t === 'review');
    expect(game.hand).toBeUndefined();
    expect(game.review.hands).toEqual([hand]);

    // Refusals.
    ann.send({ t: 'review', table: id, seat: ((you + 1) % 4) as 0 | 1 | 2 | 3, hand: 0 });
    expect(await refusal(ann)).toMatchObject({ code: 'not-allowed', message: 'you may review only your own seat' });
    ann.send({ t: 'review', table: id, seat: you, hand: 7 });
    expect((await refusal(ann)).code).toBe('no-hand');
    ann.send({ t: 'review', table: 'nope', seat: you, hand: 0 });
    expect((await refusal(ann)).code).toBe('no-table');
    bob.send({ t: 'review', table: id, seat: you, hand: 0 });
    expect(await refusal(bob)).toMatchObject({ code: 'not-seated' });
    cy.send({ t: 'review', table: id, seat: you, hand: 0 });
    expect(await refusal(cy)).toMatchObject({ code: 'not-seated' });
    for (const bad of [{ hand: -1 }, { hand: 0.5 }, { seat: 4 }, { extra: 1 }]) {
      ann.send({ t: 'review', table: id, seat: you, hand: 0, ...bad } as never);
      expect((await ann.next<Failed>((m) => m.t === 'error')).code).toBe('bad-message');
    }
    // Nobody but the asker got a review; the table still waits for Ann in hand 1.
    expect(bob.received.some((m) => m.t === 'review') || cy.received.some((m) => m.t === 'review')).toBe(false);
    expect(ann.lastView!.view.hand).toMatchObject({ index: 1, turn: you });
    expect(ann.lastView!.view.hand!.phase).not.toBe('over');
    await Promise.all([ann.close(), bob.close(), cy.close()]);
  }, 300_000);
});
