/**
 * The stores against the in-process host: a human with three bots plays whole hands through the
 * table store, sees only its own tiles until the end, and verifies the host's reveal itself.
 */
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { useLobby, setTransportFactory } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost } from '../../renderer/src/transport/local';

const until = async (ok: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('practice against the in-process host', () => {
  it.each(['hungarian', 'riichi', 'taiwanese'] as const)('%s: a human and three bots play a hand to the settlement', async (preset) => {
    const host = new LocalHost({ botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 500 });
    setTransportFactory(() => host.connect());
    setActivePinia(createPinia());
    const settings = useSettings();
    settings.name = 'Ann';
    const lobby = useLobby();
    const table = useTable();
    lobby.connect(null);
    await until(() => lobby.welcomed);
    lobby.createTable({ name: 'Practice', preset, bots: 3 });
    await until(() => table.view?.hand != null);

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
      else if (o.discard.size) table.act({ type: 'discard', tile: [...o.discard][0] });
      const seq = table.seq;
      await until(() => table.seq !== seq || table.view!.hand!.phase === 'over');
    }
    expect(leaked).toBe(false);
    const result = table.view!.hand!.result!;
    expect(['win', 'draw']).toContain(result.kind);
    expect(result.deltas).toHaveLength(4);
    // Every hand is revealed at the end, for the score sheet.
    expect(table.view!.hand!.seats.every((s) => s.concealed !== null)).toBe(true);
    await until(() => table.fairness !== null);
    expect(table.fairness!.checks.map((c) => [c.id, c.ok])).toEqual([
      ['commitment', true],
      ['entropy', true],
      ['filler', true],
      ['seed', true],
      ['dice', true],
      ['wall', true],
      ['deal', true],
    ]);
    expect(table.fairness!.ok).toBe(true);
    expect(table.snapshots.length).toBeGreaterThan(5);
    lobby.disconnect();
    host.dispose();
  });
});
