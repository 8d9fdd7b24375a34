/**
 * Practice's games kept on the device: at most the cap, the oldest going first, also when the
 * browser's storage is full; what does not read back is never shown; a name removed stays removed.
 */
import { describe, expect, it } from 'vitest';
import type { SparrowLog } from '../../shared/history/sparrow-log';
import { DeviceHistory } from '../../renderer/src/logic/deviceHistory';
import { botGame } from '../shared/history/bot-game';

/** localStorage's behaviour with a byte budget: a write past it throws, as a full browser storage does. */
class SmallStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly budget: number) {}
  get length() {
    return this.items.size;
  }
  private used(): number {
    return [...this.items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  }
  clear = () => this.items.clear();
  getItem = (k: string) => this.items.get(k) ?? null;
  key = (i: number) => [...this.items.keys()][i] ?? null;
  removeItem = (k: string) => void this.items.delete(k);
  setItem = (k: string, v: string) => {
    const old = this.items.get(k);
    if (this.used() - (old === undefined ? 0 : k.length + old.length) + k.length + v.length > this.budget) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, v);
  };
}

const base = botGame('riichi', 4).log;
const named = (id: string, finished: number, players = base.players): SparrowLog => ({ ...base, id, finished, players: [...players] });

describe('games kept on this device', () => {
  it('keeps at most the cap, newest first', () => {
    const h = new DeviceHistory(3, new SmallStorage(10_000_000));
    for (let i = 1; i <= 5; i++) expect(h.add(named(`g${i}`, i * 1000))).not.toBeNull();
    expect(h.list().map((g) => g.id)).toEqual(['g5', 'g4', 'g3']);
    expect(h.log('g1')).toBeNull();
    expect(h.log('g5')?.actions).toEqual(base.actions);
  });

  it('makes room by dropping the oldest when the storage is full', () => {
    const size = JSON.stringify(base).length;
    const h = new DeviceHistory(30, new SmallStorage(size * 2.5));
    for (let i = 1; i <= 4; i++) h.add(named(`g${i}`, i * 1000));
    expect(h.list().map((g) => g.id)).toEqual(['g4', 'g3']);
  });

  it('never shows what does not read back, and refuses a log that does not replay', () => {
    const storage = new SmallStorage(10_000_000);
    const h = new DeviceHistory(30, storage);
    h.add(named('g1', 1000));
    storage.setItem('sparrow.history.game.g1', '{"format":"sparrow-game"}');
    expect(h.log('g1')).toBeNull();
    storage.setItem('sparrow.history.v1', 'not json');
    expect(h.list()).toEqual([]);
    expect(h.add({ ...named('g2', 2000), actions: base.actions.slice(0, 50) })).toBeNull();
  });

  it('removes a name from every game, prunes before a date, removes one game', () => {
    const h = new DeviceHistory(30, new SmallStorage(10_000_000));
    h.add(named('g1', 1000, ['Ann', 'Bot 2', 'Bot 3', 'Bot 4']));
    h.add(named('g2', 2000, ['Ann', 'Bot 2', 'Bot 3', 'Bot 4']));
    h.add(named('g3', 3000, ['Cy', 'Bot 2', 'Bot 3', 'Bot 4']));
    expect(h.forget('Ann')).toBe(2);
    expect(h.list().flatMap((g) => g.players)).not.toContain('Ann');
    expect(h.log('g1')!.players[0]).toBeNull();
    expect(h.prune(2500)).toBe(2);
    expect(h.remove('g3')).toBe(true);
    expect(h.remove('g3')).toBe(false);
    expect(h.list()).toEqual([]);
  });
});
