/**
 * A finished riichi game's log over the wire: a player or a spectator downloads it as
 * tenhou.net/6 or as mjai events once the game is over; before then, from a stranger, or for a
 * game that is not riichi, the host says why not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { replayLog } from '../../shared/history/sparrow-log';
import { encodeTenhou, parseTenhou } from '../../shared/rules/riichi/logs/tenhou-format';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

type Joined = Extract<ServerMessage, { t: 'joined' }>;
type GameLog = Extract<ServerMessage, { t: 'gameLog' }>;
type Failed = Extract<ServerMessage, { t: 'error' }>;
const refusal = (c: TestClient) => c.next<Failed>((m) => m.t === 'error' && m.for === 'exportLog');

describe('exporting a game log', () => {
  it('a riichi game: refused while it runs and to strangers, then tenhou.net/6 and mjai for players and spectators', async () => {
    host = await testHost();
    const ann = await TestClient.connect(host.url, 'Ann');
    const bob = await TestClient.connect(host.url, 'Bob');
    const cy = await TestClient.connect(host.url, 'Cy');
    const player = autoPlay(ann);
    ann.send({ t: 'createTable', options: { name: 'Hanchan night', preset: 'riichi', bots: 3 } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');
    bob.send({ t: 'watch', table: id });
    await bob.next((m) => m.t === 'joined');

    await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand !== null, 30_000);
    ann.send({ t: 'exportLog', table: id, format: 'tenhou' });
    expect((await refusal(ann)).message).toMatch(/once the game is over/);
    cy.send({ t: 'exportLog', table: id, format: 'tenhou' });
    expect((await refusal(cy)).code).toBe('not-seated');

    const over = await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.game.over, 240_000);
    await ann.next((m) => m.t === 'reveal', 30_000);
    player.stop();
    const hands = player.hands;
    const you = over.view.you!;

    ann.send({ t: 'exportLog', table: id, format: 'tenhou' });
    const tenhou = await ann.next<GameLog>((m) => m.t === 'gameLog');
    expect(tenhou).toMatchObject({ table: id, format: 'tenhou', fileName: 'Hanchan-night.tenhou.json', mime: 'application/json' });
    const game = parseTenhou(tenhou.text);
    // Our own parser reads it back to the same file, one kyoku a hand, the player under their name.
    expect(encodeTenhou(game)).toEqual(JSON.parse(tenhou.text));
    expect(game.kyoku).toHaveLength(hands);
    expect(game.names[you]).toBe('Ann');
    expect(game.names.filter((n) => n.startsWith('Bot '))).toHaveLength(3);
    // It starts where the preset starts (EMA: 30,000 each), in East 1.
    expect(game.kyoku[0].scores).toEqual([30_000, 30_000, 30_000, 30_000]);
    expect(game.kyoku[0]).toMatchObject({ round: 0, honba: 0, sticks: 0 });

    bob.send({ t: 'exportLog', table: id, format: 'mjai' });
    const mjai = await bob.next<GameLog>((m) => m.t === 'gameLog');
    expect(mjai).toMatchObject({ format: 'mjai', fileName: 'Hanchan-night.mjai.jsonl' });
    const events = mjai.text.trim().split('\n').map((l) => JSON.parse(l) as { type: string; names?: string[] });
    expect(events[0]).toMatchObject({ type: 'start_game' });
    expect(events[0].names![you]).toBe('Ann');
    expect(events.filter((e) => e.type === 'start_kyoku')).toHaveLength(hands);
    expect(events.filter((e) => e.type === 'end_kyoku')).toHaveLength(hands);
    expect(events.at(-1)!.type).toBe('end_game');

    // Sparrow's own log replays to the game's end with the engine.
    bob.send({ t: 'exportLog', table: id, format: 'sparrow' });
    const sparrow = await bob.next<GameLog>((m) => m.t === 'gameLog');
    expect(sparrow).toMatchObject({ format: 'sparrow', fileName: 'Hanchan-night.sparrow.json' });
    const replayed = replayLog(JSON.parse(sparrow.text));
    if (!replayed.ok) throw new Error(replayed.error);
    expect(replayed.game.final.game).toEqual(over.view.game);
    expect(replayed.game.log.hands).toHaveLength(hands);
    await Promise.all([ann.close(), bob.close(), cy.close()]);
  }, 300_000);

  it('a classical game has no riichi log to give', async () => {
    host = await testHost();
    const ann = await TestClient.connect(host.url, 'Ann');
    ann.send({ t: 'createTable', options: { name: 'Classic', preset: 'millington', bots: 3 } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');
    ann.send({ t: 'exportLog', table: id, format: 'mjai' });
    expect((await refusal(ann)).message).toMatch(/only riichi games/);
    ann.send({ t: 'exportLog', table: 'nope', format: 'mjai' });
    expect((await refusal(ann)).code).toBe('no-table');
    ann.send({ t: 'exportLog', table: id, format: 'zip' } as never);
    expect((await ann.next<Failed>((m) => m.t === 'error')).code).toBe('bad-message');
    await ann.close();
  });
});
