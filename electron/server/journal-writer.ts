/**
 * One writer for every table's journal on the host: appends made during one tick (by any number
 * of tables) are written at the end of that tick, one write and one fdatasync per journal file
 * with everything it gathered, instead of a write and an fsync per record as they come. Each
 * journal still learns that its records are durable from its own fsync (the Outbox sends nothing
 * before), so grouping never lets a view out ahead of the records it shows.
 */
export interface Flushable {
  /** Writes what the journal has gathered, unless a write of its own is still under way. */
  flush(): void;
}

export class JournalWriter {
  /** Grouped writes started (each one write plus one fdatasync of one file), and the records they held. */
  readonly stats = { writes: 0, records: 0 };
  private readonly due = new Set<Flushable>();
  private scheduled = false;

  /** `journal` has new records: it is flushed at the end of this tick with everyone else's. */
  wake(journal: Flushable): void {
    this.due.add(journal);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flushAll());
  }

  /** A journal starts one grouped write of `records` records. */
  counted(records: number): void {
    this.stats.writes++;
    this.stats.records += records;
  }

  private flushAll(): void {
    this.scheduled = false;
    const journals = [...this.due];
    this.due.clear();
    for (const j of journals) j.flush();
  }
}

/** The host's one writer (a process writes every table's journal through it). */
export const sharedJournalWriter = new JournalWriter();
