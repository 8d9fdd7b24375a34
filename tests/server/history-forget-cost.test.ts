/**
 * A player removing their name from the host's history: which kept games that device played is
 * known without reading them, so someone saying another's name (a name is anyone's to say) costs
 * the host nothing: no kept game is read from disk, and the host is not held up while it would be.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { History } from '../../electron/server/history';
import { botGame } from '../shared/history/bot-game';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('a name said from another device reads no kept game; the device that played it still leaves', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-forget-'));
  dirs.push(dataDir);
  const reports: string[] = [];
  const history = new History(dataDir, 500, (m) => reports.push(m));
  const { log } = botGame('hungarian', 5);
  const named = { ...log, players: ['Ann', ...log.players.slice(1)] };
  const annsDevice = 'a'.repeat(64);
  const ids = [1, 2, 3].map((n) => `${log.id}-${n}`);
  for (const id of ids) expect(history.add({ ...named, id }, [annsDevice, null, null, null])).not.toBeNull();
  // Were any of these files read, it would show: they no longer read as kept games.
  for (const id of ids.slice(1)) writeFileSync(join(dataDir, 'history', `${id}.json`), 'not a kept game');

  expect(history.forget('Ann', 'b'.repeat(64))).toBe(0);
  expect(reports).toEqual([]);
  expect(readdirSync(join(dataDir, 'history')).filter((f) => f.endsWith('.json'))).toHaveLength(3);

  // Ann's own device: the games are read (and the damaged ones set aside, as ever).
  expect(history.forget('Ann', annsDevice)).toBe(1);
  expect(history.list(true).find((g) => g.id === ids[0])!.players).not.toContain('Ann');
});
