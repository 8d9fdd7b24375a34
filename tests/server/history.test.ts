/**
 * Every finished game kept: a game played to its end over real WebSocket clients is in the host's
 * history, and still after the host restarts; its log replays; a PIN table's game is the
 * organiser's alone; removing and pruning are the organiser's, a name the player's own; bad input
 * is refused and changes nothing; the cap keeps storage bounded.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryServerMessage } from '../../shared/history/protocol';
import type { KeptGame } from '../../shared/history/record';
import { replayLog, type SparrowLog } from '../../shared/history/sparrow-log';
import type { ServerMessage } from '../../shared/protocol';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

type List = Extract<HistoryServerMessage, { t: 'history' }>;
type Got = Extract<HistoryServerMessage, { t: 'historyGame' }>;
type Changed = Extract<HistoryServerMessage, { t: 'historyChanged' }>;
type Failed = Extract<ServerMessage, { t: 'error' }>;

const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-history-'));
/** Ann's device's player key: the places she takes are hers. */
const ANNS_DEVICE = 'a'.repeat(64);
let host: TestHost;
let finished: ViewMessage;

const restart = async (cap?: number) => {
  await host.dispose();
  host = await testHost({ dataDir, ...(cap ? { historyCap: cap } : {}) });
};
const list = async (c: TestClient): Promise<List> => {
  c.send({ t: 'historyList' });
  return c.next<List>((m) => m.t === 'history');
};
const refusal = (c: TestClient, about: string) => c.next<Failed>((m) => m.t === 'error' && m.for === about);
const historyFiles = () => readdirSync(join(dataDir, 'history')).filter((f) => f.endsWith('.json')).sort();

/** A copy of the kept game as another game (its id, when it ended, whether at a PIN table), written as the host writes one. */
function keepCopy(game: KeptGame, id: string, finishedAt: number, pin: boolean): void {
  const entry = JSON.parse(readFileSync(join(dataDir, 'history', `${game.id}.json`), 'utf8')) as { game: KeptGame; log: SparrowLog };
  const copy = { game: { ...entry.game, id, finished: finishedAt, pin }, log: { ...entry.log, id, finished: finishedAt, pin } };
  writeFileSync(join(dataDir, 'history', `${id}.json`), JSON.stringify(copy));
}

beforeAll(async () => {
  host = await testHost({ dataDir });
  const ann = await TestClient.connect(host.url, 'Ann', { player: ANNS_DEVICE });
  const player = autoPlay(ann);
  ann.send({ t: 'createTable', options: { name: 'Thursday', preset: 'riichi', bots: 3 } });
  finished = await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.game.over, 280_000);
  player.stop();
  await ann.close();
}, 300_000);
afterAll(async () => {
  await host?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the host keeps every finished game', () => {
  it('lists it after a restart, with its players and result, and its log replays to the end', async () => {
    await restart();
    const bea = await TestClient.connect(host.url, 'Bea');
    const { games, cap, mayPrune } = await list(bea);
    expect(games).toHaveLength(1);
    expect(cap).toBe(500);
    expect(mayPrune).toBe(false);
    const game = games[0];
    expect(game).toMatchObject({ title: 'Thursday', preset: 'riichi', pin: false, hands: finished.view.game.handsPlayed });
    expect(game.players[0]).toBe('Ann');
    expect(game.bots).toEqual([false, true, true, true]);
    expect([...game.placements].sort()).toEqual([1, 2, 3, 4]);
    bea.send({ t: 'historyGet', game: game.id });
    const got = await bea.next<Got>((m) => m.t === 'historyGame');
    const replayed = replayLog(got.log);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(replayed.game.final.game).toEqual(finished.view.game);
    await bea.close();
  });

  it("shows a PIN table's game only to the organiser", async () => {
    const [game] = historyFiles();
    keepCopy(JSON.parse(readFileSync(join(dataDir, 'history', game), 'utf8')).game, 'pinned-game', 1000, true);
    await restart();
    const bea = await TestClient.connect(host.url, 'Bea');
    const org = await TestClient.connect(host.url, 'Org', { key: host.hostKey });
    expect((await list(bea)).games.map((g) => g.id)).not.toContain('pinned-game');
    expect((await list(org)).games.map((g) => g.id)).toContain('pinned-game');
    bea.send({ t: 'historyGet', game: 'pinned-game' });
    expect((await refusal(bea, 'historyGet')).code).toBe('no-game');
    org.send({ t: 'historyGet', game: 'pinned-game' });
    expect((await org.next<Got>((m) => m.t === 'historyGame')).log.pin).toBe(true);
    await Promise.all([bea.close(), org.close()]);
  });

  it('removes and prunes for the organiser only; bad input is refused and changes nothing', async () => {
    const bea = await TestClient.connect(host.url, 'Bea');
    const org = await TestClient.connect(host.url, 'Org', { key: host.hostKey });
    const before = historyFiles();
    bea.send({ t: 'historyRemove', game: 'pinned-game' });
    expect((await refusal(bea, 'historyRemove')).code).toBe('not-allowed');
    bea.send({ t: 'historyPrune', before: Date.now() + 1 });
    expect((await refusal(bea, 'historyPrune')).code).toBe('not-allowed');
    for (const bad of [{ t: 'historyGet', game: '../tables/x' }, { t: 'historyPrune', before: -1 }, { t: 'historyPrune', before: 'soon' }, { t: 'historyForget', name: '' }, { t: 'historyGet', game: 'a'.repeat(81) }, { t: 'historyList', all: true }])
      bea.send(JSON.stringify(bad));
    for (let i = 0; i < 6; i++) expect((await bea.next<Failed>((m) => m.t === 'error' && m.code === 'bad-message')).code).toBe('bad-message');
    org.send({ t: 'historyRemove', game: 'no-such-game' });
    expect((await refusal(org, 'historyRemove')).code).toBe('no-game');
    expect(historyFiles()).toEqual(before);

    // The old (PIN) game goes when the organiser prunes games before a date; the other stays.
    org.send({ t: 'historyPrune', before: 2000 });
    expect(await org.next<Changed>((m) => m.t === 'historyChanged')).toMatchObject({ for: 'historyPrune', count: 1 });
    expect(historyFiles()).toEqual(before.filter((f) => f !== 'pinned-game.json'));
    keepCopy((await list(org)).games[0], 'second-game', 3000, false);
    await restart();
    const org2 = await TestClient.connect(host.url, 'Org', { key: host.hostKey });
    org2.send({ t: 'historyRemove', game: 'second-game' });
    expect(await org2.next<Changed>((m) => m.t === 'historyChanged')).toMatchObject({ count: 1 });
    expect((await list(org2)).games.map((g) => g.id)).not.toContain('second-game');
    await Promise.all([bea.close(), org.close(), org2.close()]);
  });

  it("lets a player remove their own name from the device they played on, not another's; the game stays for the others", async () => {
    const bea = await TestClient.connect(host.url, 'Bea');
    bea.send({ t: 'historyForget', name: 'Ann' });
    expect((await refusal(bea, 'historyForget')).code).toBe('not-allowed');
    // Anyone may say hello as Ann: from another device (or none) her name stays.
    const impostor = await TestClient.connect(host.url, 'Ann', { player: 'b'.repeat(64) });
    impostor.send({ t: 'historyForget', name: 'Ann' });
    expect(await impostor.next<Changed>((m) => m.t === 'historyChanged')).toMatchObject({ count: 0 });
    const keyless = await TestClient.connect(host.url, 'Ann');
    keyless.send({ t: 'historyForget', name: 'Ann' });
    expect((await refusal(keyless, 'historyForget')).code).toBe('not-allowed');
    await Promise.all([impostor.close(), keyless.close()]);
    const ann = await TestClient.connect(host.url, 'Ann', { player: ANNS_DEVICE });
    ann.send({ t: 'historyForget', name: 'Ann' });
    expect(await ann.next<Changed>((m) => m.t === 'historyChanged')).toMatchObject({ count: 1 });
    await restart();
    const cy = await TestClient.connect(host.url, 'Cy');
    const [game] = (await list(cy)).games;
    expect(game.players).toEqual([null, 'Bot 1', 'Bot 2', 'Bot 3']);
    expect(readFileSync(join(dataDir, 'history', `${game.id}.json`), 'utf8')).not.toContain('"Ann"');
    await Promise.all([bea.close(), ann.close(), cy.close()]);
  });

  it('keeps at most the cap, the oldest going first, and sets a damaged file aside', async () => {
    const [first] = (await (async () => {
      const c = await TestClient.connect(host.url, 'Cy');
      const l = await list(c);
      await c.close();
      return l.games;
    })());
    keepCopy(first, 'older-game', 10, false);
    keepCopy(first, 'newer-game', first.finished + 10, false);
    writeFileSync(join(dataDir, 'history', 'damaged.json'), '{"game":{"id":"damaged"}');
    await restart(2);
    const cy = await TestClient.connect(host.url, 'Cy');
    expect((await list(cy)).games.map((g) => g.id)).toEqual(['newer-game', first.id]);
    expect(historyFiles()).toEqual([`${first.id}.json`, 'newer-game.json'].sort());
    expect(readdirSync(join(dataDir, 'history', 'broken'))).toEqual(['damaged.json']);
    await cy.close();
  });
});
