import { describe, expect, it } from 'vitest';
import { interleave, WAITS_ELSEWHERE } from './sequencer';

const f = (item: string, weight: number, waitsElsewhere: boolean) => ({ item, weight, waitsElsewhere });

describe('the order test files start in', () => {
  it.each([
    ['alternates the two queues, longest first in each', [f('e1', 10, true), f('e2', 100, true), f('s1', 50, false), f('s2', 5, false)], ['e2', 's1', 's2', 'e1']],
    ['keeps taking from the queue given less time', [f('e1', 100, true), f('s1', 30, false), f('s2', 30, false), f('s3', 30, false), f('e2', 1, true)], ['e1', 's1', 's2', 's3', 'e2']],
    ['one queue alone, longest first', [f('a', 1, false), f('b', 3, false), f('c', 2, false)], ['b', 'c', 'a']],
    ['nothing', [], []],
  ])('%s', (_what, files, order) => {
    expect(interleave(files)).toEqual(order);
  });

  it('counts browser, spawned-process and type-check files as waiting elsewhere, engine and renderer files not', () => {
    const waits = ['tests/e2e/club.test.ts', 'tests/scripts/mjai-play.test.ts', 'tests/electron/app-page.test.ts', 'tests/typecheck.test.ts', 'tests/bench/bench.test.ts'];
    const works = ['tests/shared/table/fingerprint.test.ts', 'tests/renderer/tableview.test.ts', 'tests/server/club.test.ts'];
    expect(waits.filter((p) => WAITS_ELSEWHERE.test(p))).toEqual(waits);
    expect(works.filter((p) => WAITS_ELSEWHERE.test(p))).toEqual([]);
  });
});
