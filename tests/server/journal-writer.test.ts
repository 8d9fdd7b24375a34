/**
 * The host's journals write through one writer: every record appended during one tick, by any
 * number of tables, goes out in one write and one fdatasync per journal file, and each journal is
 * durable only after its own fsync.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const syncs = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const fdatasync = (fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
    syncs.count++;
    fs.fdatasync(fd, cb);
  };
  return { ...fs, default: { ...fs, fdatasync }, fdatasync };
});

const { Journal, JOURNAL_VERSION, readJournal } = await import('../../electron/server/journal');

describe('grouped journal writes', () => {
  it("one tick's appends of several tables: one fdatasync per file, each durable after its own", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-writer-'));
    const ids = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'];
    const journals = ids.map((id) => Journal.create(dir, { k: 'table', v: JOURNAL_VERSION, id, name: id, preset: 'riichi', pin: null, created: 1 }));
    const before = syncs.count;
    for (const j of journals) for (let n = 1; n <= 3; n++) j.append({ k: 'act', n, a: { type: 'timeout' } });
    // Nothing is durable within the tick it was appended in.
    expect(journals.map((j) => j.durable)).toEqual([1, 1, 1]);
    await Promise.all(journals.map((j) => j.settled()));
    expect(syncs.count - before).toBe(3);
    expect(journals.map((j) => j.durable)).toEqual([4, 4, 4]);
    for (const j of journals) {
      expect(readJournal(j.path).records).toHaveLength(4);
      expect(readFileSync(j.path, 'utf8').endsWith('"a":{"type":"timeout"}}\n')).toBe(true);
      await j.close();
    }
  });
});
