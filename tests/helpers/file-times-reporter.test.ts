import { describe, expect, it } from 'vitest';
import { fileSeconds, fileTimesReport } from './file-times-reporter';

describe("the test run's file times", () => {
  it('lists files slowest first, aligned, then their sum', () => {
    expect(
      fileTimesReport([
        { name: 'tests/a.test.ts', seconds: 0.04 },
        { name: 'tests/e2e/b.test.ts', seconds: 72.32 },
        { name: 'tests/c.test.ts', seconds: 9.9 },
      ]),
    ).toEqual([
      'Time per test file, slowest first:',
      '  72.3 s  tests/e2e/b.test.ts',
      '   9.9 s  tests/c.test.ts',
      '   0.0 s  tests/a.test.ts',
      "  82.3 s  total of 3 files (summed; files run side by side)",
    ]);
  });

  it("counts a file's setup and import as well as its tests", () => {
    const diagnostic = () => ({ environmentSetupDuration: 100, prepareDuration: 200, setupDuration: 300, collectDuration: 1400, duration: 3000, heap: undefined, importDurations: {} });
    expect(fileSeconds({ diagnostic })).toBe(5);
  });
});
