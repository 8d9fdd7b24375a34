/**
 * Prints, after vitest's own summary, every test file's time (slowest first) and their sum, so a
 * run shows where its minutes go; the default reporter names only slow files, and only as they end.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** A file's own time in its worker: environment, runner setup, import (collection) and its tests and hooks. */
export function fileSeconds(module: Pick<TestModule, 'diagnostic'>): number {
  const d = module.diagnostic();
  return (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
}

export function fileTimesReport(files: readonly { name: string; seconds: number }[]): string[] {
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  const width = total.toFixed(1).length;
  const line = (seconds: number, label: string) => `  ${seconds.toFixed(1).padStart(width)} s  ${label}`;
  return [
    'Time per test file, slowest first:',
    ...sorted.map((f) => line(f.seconds, f.name)),
    line(total, `total of ${files.length} file${files.length === 1 ? '' : 's'} (summed; files run side by side)`),
  ];
}

export default class FileTimesReporter implements Reporter {
  private vitest: Vitest | null = null;
  private readonly started = new Map<string, number>();
  private readonly t0 = Date.now();

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length === 0) return;
    const lines = fileTimesReport(modules.map((m) => ({ name: m.relativeModuleId, seconds: fileSeconds(m) })));
    for (const l of ['', ...lines]) this.vitest?.logger.log(l);
    // SPARROW_TIMELINE=1: when each file started and ended in the run, to see what runs beside what.
    if (process.env.SPARROW_TIMELINE) {
      const rows = modules
        .map((m) => ({ name: m.relativeModuleId, start: ((this.started.get(m.moduleId) ?? this.t0) - this.t0) / 1000, seconds: fileSeconds(m) }))
        .sort((a, b) => a.start - b.start);
      this.vitest?.logger.log('\nTimeline (start s, own s, file):');
      for (const r of rows) this.vitest?.logger.log(`  ${r.start.toFixed(1).padStart(6)} ${r.seconds.toFixed(1).padStart(6)}  ${r.name}`);
    }
  }
}
