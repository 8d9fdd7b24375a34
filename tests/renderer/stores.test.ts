/**
 * The stores without a screen: the app's preload bridge (LAN tables, hosting here), the next hand
 * and the replay of the last one, the wall picture of the ceremony.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableSummary } from '../../shared/protocol';
import { wallCells, looseLeft } from '../../renderer/src/logic/ceremony';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import type { LanTable, SparrowBridge } from '../../renderer/src/transport/bridge';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';

const g = globalThis as unknown as { window?: { sparrow?: SparrowBridge } };
afterEach(() => delete g.window);

describe('in the app (preload bridge)', () => {
  it('lists LAN tables from the bridge and hosts through it', async () => {
    const summary: TableSummary = { id: 't9', name: 'Kitchen', preset: 'riichi', freeSeats: 2, players: ['Ann', null, 'Bot', null], hasPin: false, state: 'waiting' };
    const found: LanTable[] = [{ address: '192.168.1.20:7070', hostName: 'kitchen-pc', table: summary }];
    let browsing = 0;
    const started: string[] = [];
    g.window = {
      sparrow: {
        apiVersion: 1,
        browseTables(onChange) {
          browsing++;
          setTimeout(() => onChange(found), 0);
          return () => browsing--;
        },
        async startHost() {
          started.push('start');
          return { address: '127.0.0.1:7070' };
        },
      },
    };
    const host = new LocalHost({ hostName: 'this-pc' });
    const addresses: (string | null)[] = [];
    setTransportFactory((address) => {
      addresses.push(address);
      return host.connect();
    });
    setActivePinia(createPinia());
    const lobby = useLobby();
    expect(lobby.mode).toBe('electron');
    lobby.startBrowsing();
    await until(() => lobby.lanTables.length === 1, 'the LAN table in the lobby');
    expect(lobby.lanTables[0].table.name).toBe('Kitchen');
    expect(browsing).toBe(1);
    await lobby.hostHere();
    expect(started).toEqual(['start']);
    expect(addresses).toEqual(['127.0.0.1:7070']);
    await until(() => lobby.welcomed, 'the welcome');
    expect(lobby.hostName).toBe('this-pc');
    lobby.stopLanBrowsing();
    expect(browsing).toBe(0);
    lobby.disconnect();
    host.dispose();
  });
});

describe('between hands', () => {
  it('starts the next hand on "Next hand" and keeps the last one for its replay', async () => {
    const clock = new FakeClock();
    const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 30, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 300 });
    setTransportFactory(() => host.connect());
    setActivePinia(createPinia());
    useSettings().autoPass = true;
    const lobby = useLobby();
    const table = useTable();
    lobby.connect(null);
    await until(() => lobby.welcomed, 'the welcome', { clock });
    lobby.createTable({ name: 'Two hands', preset: 'hungarian', bots: 3 });
    await until(() => table.view?.hand != null, 'the deal', { clock });
    while (table.view!.hand!.phase !== 'over') {
      const o = table.offer;
      if (o.canWin) table.act({ type: 'win' });
      else if (o.discard.size) table.act({ type: 'discard', tile: [...o.discard][0] });
      const seq = table.seq;
      await until(() => table.seq !== seq || table.view!.hand!.phase === 'over', 'the next view', { clock });
    }
    const first = table.snapshots.length;
    expect(table.status).toBe('between-hands');
    table.nextHand();
    await until(() => table.view?.hand?.index === 1, 'the second hand', { clock });
    expect(table.lastFinished?.index).toBe(0);
    expect(table.lastFinished?.snapshots.length).toBe(first);
    expect(table.handEvents[0]).toMatchObject({ type: 'handStarted', index: 1 });
    // The seats were drawn in the first hand only: no seating dice now.
    expect(table.handEvents.some((e) => e.type === 'diceRolled' && e.purpose === 'seating')).toBe(false);
    lobby.disconnect();
    host.dispose();
  });
});

describe('the wall picture', () => {
  it('takes the deal from the start, loose tiles from the end, and shades the dead wall', () => {
    const p = { perSide: 18, breakRing: 10, loose: 2, front: 53, back: 1, dead: 16 };
    const cells = wallCells(p);
    expect(cells).toHaveLength(72);
    // The lifted stack is gone from the ring; 53 dealt from the start; one loose tile taken from the top.
    expect(cells.reduce((a, c) => a + c.height, 0)).toBe(144 - 2 - 53);
    expect(looseLeft(p)).toBe(1);
    expect(cells[10]).toMatchObject({ broken: true, height: 0 });
    // Drawing starts left of the gap: the next stacks are gone, the 27th is half taken.
    expect(cells.slice(11, 37).every((c) => c.height === 0)).toBe(true);
    expect(cells[37].height).toBe(1);
    // The 14 tiles before the loose pair at the end are the dead wall: the 7 stacks before the gap.
    expect(cells.filter((c) => c.dead).map((c) => c.ring)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('with a one-roll break the counted stack stays at the end of the wall', () => {
    const cells = wallCells({ perSide: 17, breakRing: 0, loose: 0, front: 0, back: 0, dead: 14 });
    expect(cells.reduce((a, c) => a + c.height, 0)).toBe(136);
    expect(cells.filter((c) => c.dead).map((c) => c.ring)).toEqual([0, 62, 63, 64, 65, 66, 67]);
  });
});
