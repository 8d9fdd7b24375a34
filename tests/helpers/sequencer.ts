/**
 * The order test files start in. Vitest runs its projects one after another (app, then engine,
 * then server), so the browser tests, which spend much of their time waiting on Chromium, ran
 * together while the engine's CPU-bound files waited for the end. This sequencer deals files from
 * two queues, each longest first (the last run's time, else the file's size), always from the
 * queue that has been given less time so far: browsers and engine work overlap on the two cores.
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files whose time is mostly spent in another process: a browser, a spawned host or AI, the type checker. */
export const WAITS_ELSEWHERE = /^tests\/(e2e|electron|scripts|bench)\/|^tests\/typecheck\.test\.ts$/;

export interface Timed<T> {
  item: T;
  /** What it is expected to take, in any unit shared by all items. */
  weight: number;
  waitsElsewhere: boolean;
}

/** Longest first within each queue; the next file comes from the queue given less so far. */
export function interleave<T>(files: readonly Timed<T>[]): T[] {
  const queues = [files.filter((f) => f.waitsElsewhere), files.filter((f) => !f.waitsElsewhere)].map((q) => [...q].sort((a, b) => b.weight - a.weight));
  const given = [0, 0];
  const out: T[] = [];
  while (queues[0].length || queues[1].length) {
    const q = !queues[1].length || (queues[0].length && given[0] <= given[1]) ? 0 : 1;
    const next = queues[q].shift()!;
    given[q] += next.weight;
    out.push(next.item);
  }
  return out;
}

export default class InterleavingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const known = files.map((spec) => {
      const path = relative(root, spec.moduleId).replaceAll('\\', '/');
      return { spec, path, last: cache.getFileTestResults(`${spec.project.name}:${path}`)?.duration, waitsElsewhere: WAITS_ELSEWHERE.test(path) };
    });
    // Without a last run of every file (a fresh clone), sizes stand in for times, for all files
    // alike: browser files play whole hands in few lines, so theirs count ten times.
    const timesKnown = known.every((f) => f.last !== undefined);
    const timed = known.map((f) => ({
      item: f.spec,
      weight: timesKnown ? f.last! : statSync(f.spec.moduleId).size * (f.waitsElsewhere ? 10 : 1),
      waitsElsewhere: f.waitsElsewhere,
    }));
    return interleave(timed);
  }
}
