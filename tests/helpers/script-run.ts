import type { ScriptOutput } from '../../scripts/output';

export interface ScriptRun {
  stdout: string;
  stderr: string;
  code: number;
}

/**
 * A script's run in this process, its lines gathered as the command line would print them (a
 * process of its own costs a second of CPU to start).
 */
export async function runInProcess(run: (out: ScriptOutput) => Promise<number>): Promise<ScriptRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run({ log: (l) => out.push(l), error: (l) => err.push(l) });
  const text = (lines: string[]) => lines.map((l) => `${l}\n`).join('');
  return { stdout: text(out), stderr: text(err), code };
}
