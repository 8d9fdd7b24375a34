/**
 * The stores against the in-process host: a human with three bots plays whole hands through the
 * table store, sees only its own tiles until the end, and verifies the host's reveal itself.
 */
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { parseTenhou } from '../../shared/rules/riichi/logs/tenhou-format';
import { useLobby, setTransportFactory } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';

const downloads = vi.hoisted(() => [] as { fileName: string; mime: string; text: string }[]);
vi.mock('../../renderer/src/logic/download', () => ({ downloadFile: (fileName: string, mime: string, text: string) => downloads.push({ fileName, mime, text }) }));

describe('practice against the in-process host', () => {
  it.each(['hungarian', 'riichi', 'taiwanese'] as const)('%s: a human and three bots play a hand to the settlement', async (preset) => {
    const clock = new FakeClock();
    const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 500 });
    setTransportFactory(() => host.connect());
    setActivePinia(createPinia());
    const settings = useSettings();
    settings.name = 'Ann';
    const lobby = useLobby();
    const table = useTable();
    lobby.connect(null);
    await until(() => lobby.welcomed, 'the welcome', { clock });
    lobby.createTable({ name: 'Practice', preset, bots: 3 });
    await until(() => table.view?.hand != null, 'the deal', { clock });

    let leaked = false;
    while (table.view!.hand!.phase !== 'over') {
      const v = table.view!;
      const h = v.hand!;
      h.seats.forEach((s, seat) => {
        if (seat !== v.you && s.concealed !== null) leaked = true;
      });
      const o = table.offer;
      if (o.canWin) table.act({ type: 'win' });
      else if (o.claims.some((c) => c.claim === 'win')) table.act(o.claims.find((c) => c.claim === 'win')!.action);
      else if (o.canPass) table.act({ type: 'pass' });
      // Drawn at once: the store's auto-draw would wait 200 ms of real time, a person's pace.
      else if (o.canDraw) table.act({ type: 'draw' });
      else if (o.discard.size) table.act({ type: 'discard', tile: [...o.discard][0] });
      const seq = table.seq;
      await until(() => table.seq !== seq || table.view!.hand!.phase === 'over', 'the next view', { clock });
    }
    expect(leaked).toBe(false);
    const result = table.view!.hand!.result!;
    expect(['win', 'draw']).toContain(result.kind);
    expect(result.deltas).toHaveLength(4);
    // Every hand is revealed at the end, for the score sheet.
    expect(table.view!.hand!.seats.every((s) => s.concealed !== null)).toBe(true);
    await until(() => table.fairness !== null, 'the fairness check', { clock });
    expect(table.fairness!.checks.map((c) => [c.id, c.ok])).toEqual([
      ['commitment', true],
      ['entropy', true],
      ['filler', true],
      ['seed', true],
      ['dice', true],
      ['wall', true],
      ['deal', true],
      ['draws', true],
    ]);
    expect(table.fairness!.ok).toBe(true);
    expect(table.snapshots.length).toBeGreaterThan(5);
    lobby.disconnect();
    host.dispose();
  });

  it('riichi: a whole game to its end, then its tenhou.net/6 log downloads', async () => {
    const clock = new FakeClock();
    const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 500 });
    setTransportFactory(() => host.connect());
    setActivePinia(createPinia());
    useSettings().name = 'Ann';
    const lobby = useLobby();
    const table = useTable();
    lobby.connect(null);
    await until(() => lobby.welcomed, 'the welcome', { clock });
    lobby.createTable({ name: 'Practice', preset: 'riichi', bots: 3 });
    await until(() => table.view?.hand != null, 'the deal', { clock });
    while (!table.view!.game.over) {
      const h = table.view!.hand!;
      if (h.phase === 'over') {
        table.nextHand();
        await until(() => table.view!.game.over || (table.view!.hand!.index > h.index && table.view!.hand!.phase !== 'over'), 'the next hand or the end of the game', { clock, timeoutMs: 30_000 });
        continue;
      }
      const o = table.offer;
      if (o.canWin) table.act({ type: 'win' });
      else if (o.canPass) table.act({ type: 'pass' });
      // Drawn at once: the store's auto-draw would wait 200 ms of real time, a person's pace.
      else if (o.canDraw) table.act({ type: 'draw' });
      else if (o.discard.size) table.act({ type: 'discard', tile: [...o.discard][0] });
      const seq = table.seq;
      await until(() => table.seq !== seq || table.view!.hand!.phase === 'over', 'the next view', { clock });
    }
    expect(downloads).toHaveLength(0);
    table.exportLog('tenhou');
    await until(() => downloads.length > 0, 'the download', { clock });
    expect(downloads[0]).toMatchObject({ fileName: 'Practice.tenhou.json', mime: 'application/json' });
    const game = parseTenhou(downloads[0].text);
    // One kyoku per deal (the hands' game-wide index), also for a deal that opened and closed
    // between two looks of this loop (an abortive draw at once, then the host's next deal).
    expect(game.kyoku).toHaveLength(table.view!.hand!.index + 1);
    expect(game.names[table.view!.you!]).toBe('Ann');
    lobby.disconnect();
    host.dispose();
  }, 120_000);
});
