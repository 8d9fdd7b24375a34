/**
 * House rules over the wire: a table created with them is listed with them, every view names
 * them, the game is played and paid under them, and options that are not the rule set's are
 * refused without creating anything.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { journalPath, readJournal } from '../../electron/server/journal';
import type { ServerMessage, TableSummary } from '../../shared/protocol';
import { settleClassical } from '../../shared/rules/classical';
import { presetById } from '../../shared/rules/presets';
import type { SeatView } from '../../shared/view';
import { held, play, table as fixture } from '../shared/table/fixture';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

type Joined = Extract<ServerMessage, { t: 'joined' }>;
type Tables = Extract<ServerMessage, { t: 'tables' }>;
const HOUSE = 'hungarian+minimum=0,blindGame=true';

describe('a table with house rules', () => {
  it('Hungarian, minimum 0 and the blind game: listed with its rules, played and paid under them', async () => {
    host = await testHost();
    const ann = await TestClient.connect(host.url, 'Ann');
    const bob = await TestClient.connect(host.url, 'Bob');
    const player = autoPlay(ann);
    ann.send({ t: 'createTable', options: { name: 'House', preset: 'hungarian', bots: 3, rules: { minimum: 0, blindGame: true, limit: 500 } } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');

    // Everyone in the lobby sees which rules the table plays.
    const listed = await bob.next<Tables>((m) => m.t === 'tables' && m.tables.some((t) => t.id === id));
    expect(listed.tables.find((t) => t.id === id)).toMatchObject<Partial<TableSummary>>({ name: 'House', preset: HOUSE });
    const table = host.lobby.table(id)!;
    expect(table.preset).toEqual(presetById(HOUSE));
    expect(table.preset.classical!.options).toMatchObject({ minimum: 0, blindGame: true, limit: 500 });
    // The journal keeps the base and the rules changed (the unchanged limit is not a house rule).
    expect(readJournal(journalPath(join(host.dataDir, 'tables'), id)).records[0]).toMatchObject({ k: 'table', preset: 'hungarian', rules: { minimum: 0, blindGame: true } });

    bob.send({ t: 'watch', table: id });
    await bob.next((m) => m.t === 'joined');

    // Play until two hands are won (or six are over).
    const results: SeatView[] = [];
    let hands = 0;
    while (results.length < 2 && hands < 6) {
      const over = await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.phase === 'over', 60_000);
      hands++;
      if (over.view.hand!.result!.winners.length) results.push(over.view);
      await ann.next((m) => m.t === 'reveal', 30_000);
    }
    player.stop();
    expect(results.length, `wins in ${hands} hands`).toBeGreaterThan(0);

    // Every Mah-Jong is paid whatever its score: settled with minimum 0, not the rule set's 26.
    let below = 0;
    for (const view of results) {
      const result = view.hand!.result!;
      const totals = (result.details as { total: number }[]).map((d) => d.total);
      const winner = result.winners[0].seat;
      if (totals[winner] < 26) below++;
      expect(result.deltas).toEqual(settleClassical(totals, winner, view.hand!.dealer, { minimum: 0 }).net);
      expect(result.deltas[winner]).toBeGreaterThan(0);
    }
    console.log(`house-rule table: ${results.length} wins in ${hands} hands, ${below} below the Hungarian 26`);
    // Such a win is rare in play (about one in twelve): the host's own preset pays a chosen one of 24.
    const state = fixture({ preset: table.preset, hands: ['5p1m47p147s1234567z', '234m567m34p55s666p', '69m369p369s12356z', '78m58p47s9m123567z'] });
    state.hand!.discardsMade = 4;
    const won = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5p') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] }).state.hand!.result!;
    expect((won.details as { total: number }[])[1].total).toBe(24);
    expect(won.deltas[1]).toBe(96);

    // The spectator's views name the rules, and older discards lie face down: at most one face up while a hand is played.
    const views = bob.received.filter((m): m is ViewMessage => m.t === 'view');
    expect(views.every((m) => m.view.presetId === HOUSE)).toBe(true);
    const inPlay = views.filter((m) => m.view.hand && m.view.hand.phase !== 'over');
    const discards = (v: SeatView) => v.hand!.seats.flatMap((s) => s.discards);
    expect(Math.max(...inPlay.map((m) => discards(m.view).length))).toBeGreaterThan(4);
    for (const m of inPlay) expect(discards(m.view).filter((d) => d.tile !== null).length).toBeLessThanOrEqual(1);
    // Once the hand is over every discard is shown.
    const ended = views.find((m) => m.view.hand?.phase === 'over')!;
    expect(discards(ended.view).every((d) => d.tile !== null)).toBe(true);
    await Promise.all([ann.close(), bob.close()]);
  });

  it.each([
    [{ preset: 'hungarian', rules: { redFives: true } }, '"redFives" is not a house rule of the classical rule sets'],
    [{ preset: 'riichi', rules: { minimum: 0 } }, '"minimum" is not a house rule of riichi'],
    [{ preset: 'taiwanese', rules: { perTai: -5 } }, 'perTai is at least 1'],
  ])('%j is refused with a clear error and no table is created', async (options, message) => {
    host = await testHost();
    const ann = await TestClient.connect(host.url, 'Ann');
    ann.send({ t: 'createTable', options: { name: 'Bad', ...options } as never });
    const error = await ann.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error');
    expect(error).toMatchObject({ code: 'bad-message' });
    expect(error.message).toContain(message);
    ann.send({ t: 'listTables' });
    expect((await ann.next<Tables>((m) => m.t === 'tables')).tables).toEqual([]);
    expect(host.lobby.all()).toEqual([]);
    await ann.close();
  });
});
