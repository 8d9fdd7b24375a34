/**
 * Practice on this device keeps its finished games: a whole game against three bots on the
 * in-process host is in the history store's list afterwards, and opens to its replay.
 */
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { DeviceHistory } from '../../renderer/src/logic/deviceHistory';
import { useHistory } from '../../renderer/src/stores/history';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (k: string) => this.items.get(k) ?? null;
  key = (i: number) => [...this.items.keys()][i] ?? null;
  removeItem = (k: string) => void this.items.delete(k);
  setItem = (k: string, v: string) => void this.items.set(k, v);
}

describe('practice keeps its finished games on the device', () => {
  it('a whole riichi game against three bots is listed and opens to its replay', async () => {
    const kept = new DeviceHistory(30, new MemoryStorage());
    const clock = new FakeClock();
    const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 20, claimPauseMs: 2, ceremonyMs: 0, entropyMs: 50, nextHandMs: 5, history: kept });
    setTransportFactory(() => host.connect());
    setActivePinia(createPinia());
    useSettings().name = 'Ann';
    const lobby = useLobby();
    const table = useTable();
    const history = useHistory();
    lobby.connect(null);
    await until(() => lobby.welcomed, 'the welcome', { clock, timeoutMs: 120_000 });
    lobby.createTable({ name: 'Practice', preset: 'riichi', bots: 3 });
    // Time passes only while the test waits: each pause moves the host's clock on.
    const pause = () => {
      clock.advance(20);
      return new Promise((r) => setImmediate(r));
    };
    while (!table.view?.game.over) {
      const hand = table.view?.hand;
      const o = table.offer;
      const seq = table.seq;
      if (!hand || hand.phase === 'over') await pause();
      else if (o.canWin) table.act({ type: 'win' });
      else if (o.claims.some((c) => c.claim === 'win')) table.act(o.claims.find((c) => c.claim === 'win')!.action);
      else if (o.canPass) table.act({ type: 'pass' });
      // Drawn at once: the store's auto-draw would wait 200 ms of real time, a person's pace.
      else if (o.canDraw) table.act({ type: 'draw' });
      else if (o.discard.size) table.act({ type: 'discard', tile: [...o.discard][0] });
      else await pause();
      if (table.seq === seq && hand && hand.phase !== 'over') await pause();
    }
    history.refresh();
    await until(() => history.hostGames.length === 1, 'the game in the history', { clock, timeoutMs: 120_000 });
    const [game] = history.hostGames;
    expect(game.players[game.bots.indexOf(false)]).toBe('Ann');
    expect(game.hands).toBe(table.view!.game.handsPlayed);
    expect(history.mayPrune).toBe(true);
    history.open('host', game.id);
    await until(() => history.opened !== null, 'the game opened', { clock, timeoutMs: 120_000 });
    expect(history.opened!.final.game.scores).toEqual(table.view!.game.scores);
    host.dispose();
  }, 180_000);
});
