/**
 * `scripts/mjai/play.ts` as a user runs it: AIs at chosen seats against bots of a chosen level, a
 * fixed seed (the same run prints the same games), duplicate rotation (each seed's walls with the
 * AIs in every seat) and the placement statistics; an AI that does not join is refused with a
 * clear message, not an uncaught error.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const REACT = join(ROOT, 'tests', 'shared', 'riichi', 'fixtures', 'mjai-react.mjs');

async function play(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'mjai', 'play.ts'), ...args], { cwd: ROOT });
    return { stdout, stderr, code: 0 };
  } catch (e) {
    const failed = e as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

describe('play.ts', () => {
  it('two react AIs at seats 1 and 3, easy bots elsewhere, duplicate: four games with the AIs rotated, places and averages, the same again for the same seed', async () => {
    const args = ['--mjai', `stdio:"${process.execPath}" ${REACT}`, '--mjai-protocol', 'react', '--seats', '1,3', '--level', 'easy', '--seed', 'fixed', '--duplicate', '--hands', '1'];
    const first = await play(...args);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const games = first.stdout.split('\n').filter((l) => l.startsWith('game '));
    expect(games.map((l) => l.replace(/: .*AI places/, ': AI places').replace(/ \d \(seat/g, ' (seat'))).toEqual([
      'game 1.1: AI places (seat 1), (seat 3)',
      'game 1.2: AI places (seat 2), (seat 0)',
      'game 1.3: AI places (seat 3), (seat 1)',
      'game 1.4: AI places (seat 0), (seat 2)',
    ]);
    expect(first.stdout).toMatch(/^AI 1 \(seat 1, rotated\): places 1st–4th \d \/ \d \/ \d \/ \d in 4 games; average place \d\.\d\d; average score \d+$/m);
    expect(first.stdout).toMatch(/^AI 2 \(seat 3, rotated\): places 1st–4th \d \/ \d \/ \d \/ \d in 4 games/m);
    expect((await play(...args)).stdout).toBe(first.stdout);
  }, 120_000);

  it('a lockstep AI that exits before it joins: a clear refusal, no stack trace', async () => {
    const run = await play('--mjai', `stdio:"${process.execPath}" -e "process.exit(1)"`, '--hands', '1');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^play\.ts: the mjai player \(.*\) did not join: the mjai player (has gone|exited.*)$/);
  }, 60_000);
});
