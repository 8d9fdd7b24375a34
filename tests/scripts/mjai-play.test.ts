/**
 * `scripts/mjai/play.ts` as a user runs it: AIs at chosen seats against bots of a chosen level, a
 * fixed seed (the same run prints the same games), duplicate rotation (each seed's walls with the
 * AIs in every seat) and the placement statistics over the games each AI played whole; an AI that
 * does not join, exits or stops answering is reported and a bot plays its seat while the run goes on.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/script-run';
import { runPlay } from '../../scripts/mjai/play';

const ROOT = join(__dirname, '..', '..');
const REACT = join(ROOT, 'tests', 'shared', 'riichi', 'fixtures', 'mjai-react.mjs');
const DIES_ONCE = join(ROOT, 'tests', 'shared', 'riichi', 'fixtures', 'mjai-dies-once.mjs');
const FIXTURES = join(ROOT, 'tests', 'shared', 'riichi', 'fixtures');

/** play.ts from the command line, in a process of its own. */
async function playCli(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'mjai', 'play.ts'), ...args], { cwd: ROOT });
    return { stdout, stderr, code: 0 };
  } catch (e) {
    const failed = e as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

/** The same run in this process. */
const play = (...args: string[]) => runInProcess((out) => runPlay(args, out));

describe('play.ts', () => {
  it('two react AIs at seats 1 and 3, easy bots elsewhere, duplicate: four games with the AIs rotated, places and averages, the same again for the same seed', async () => {
    const args = ['--mjai', `stdio:"${process.execPath}" ${REACT}`, '--mjai-protocol', 'react', '--seats', '1,3', '--level', 'easy', '--seed', 'fixed', '--duplicate', '--hands', '1'];
    const first = await playCli(...args);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const games = first.stdout.split('\n').filter((l) => l.startsWith('game '));
    expect(games.map((l) => l.replace(/: .*AI places/, ': AI places').replace(/ \d \(seat/g, ' (seat'))).toEqual([
      'game 1.1: AI places (seat 1), (seat 3)',
      'game 1.2: AI places (seat 2), (seat 0)',
      'game 1.3: AI places (seat 3), (seat 1)',
      'game 1.4: AI places (seat 0), (seat 2)',
    ]);
    expect(first.stdout).toMatch(/^AI 1 \(seat 1, rotated\): places 1st–4th \d \/ \d \/ \d \/ \d in 4 whole games; average place \d\.\d\d; average score \d+; 0 games with a bot standing in \(not counted\)$/m);
    expect(first.stdout).toMatch(/^AI 2 \(seat 3, rotated\): places 1st–4th \d \/ \d \/ \d \/ \d in 4 whole games/m);
    expect(first.stdout).toMatch(/^AI 1 answer times: median \d+ ms, p99 \d+ ms, slowest \d+ ms \(\d+ answers\)$/m);
    // The same games again (run in this process); only the answer times (real time) differ.
    const untimed = (out: string) => out.replace(/^AI \d answer times: .*$/gm, '');
    expect(untimed((await play(...args)).stdout)).toBe(untimed(first.stdout));
  }, 120_000);

  // Stand-ins written from each ecosystem's own loop: gimite's classic AI (acts only on
  // possible_actions, discards outside cannot_dahai), Mortal's react loop (speaks only when libriichi
  // says it can act; never claims), an mjai.app bot (a batch a line, one answer each).
  it.each([
    { convention: 'lockstep', script: 'mjai-classic.mjs' },
    { convention: 'react', script: 'mjai-react.mjs' },
    { convention: 'batch', script: 'mjai-batch.mjs' },
  ])('$convention ($script): a whole hanchan with no decision played by the bot, and its answer times', async ({ convention, script }) => {
    const run = await play('--mjai', `stdio:"${process.execPath}" ${join(FIXTURES, script)}`, '--mjai-protocol', convention, '--level', 'easy', '--seed', `whole ${convention}`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^game 1: scores .* AI places \d \(seat 0\)$/m);
    expect(run.stdout).toMatch(/^AI 1 \(seat 0\): places 1st–4th .* in 1 whole games; .*; 0 games with a bot standing in \(not counted\)$/m);
    expect(run.stdout).toMatch(/^AI 1 answer times: median \d+ ms, p99 \d+ ms, slowest \d+ ms \((\d+) answers\)$/m);
  }, 60_000);

  // An AI that fails at once, four ways: the run plays every game with a bot in its seat, says so each game, and measures nothing.
  const NODE = `"${process.execPath}"`;
  it.each([
    { what: 'a lockstep AI that exits before it joins', args: ['--mjai', `stdio:${NODE} -e "process.exit(1)"`], report: /^play\.ts: game \d, AI 1 at seat 0: the mjai player \(.*\) did not join: the mjai player (has gone|exited.*); a bot \(easy\) plays the seat this game$/ },
    { what: 'a lockstep AI that never answers hello', args: ['--mjai', `stdio:${NODE} -e "process.stdin.resume()"`, '--join-timeout', '300'], report: /^play\.ts: game \d, AI 1 at seat 0: the mjai player \(.*\) did not join: the mjai player did not answer within 300 ms; a bot \(easy\) plays the seat this game$/ },
    { what: 'a react AI that exits as it starts', args: ['--mjai', `stdio:${NODE} -e "process.exit(1)"`, '--mjai-protocol', 'react'], report: /^play\.ts: game \d: mjai AI at seat 0: the mjai player (has gone|exited.*); the bot plays the seat for the rest of the game$/ },
    { what: 'a react AI that never answers', args: ['--mjai', `stdio:${NODE} -e "process.stdin.resume()"`, '--mjai-protocol', 'react', '--timeout', '200', '--start-timeout', '200'], report: /^play\.ts: game \d: mjai AI at seat 0: (it did not decide|the mjai player did not answer) within 200 ms, and missed 3 decisions in a row; the bot plays the seat for the rest of the game$/ },
  ])('$what: both games are played with a bot in its seat, each failure is reported, 0 whole games measured, exit 2', async ({ args, report }) => {
    const run = await play(...args, '--games', '2', '--hands', '1', '--level', 'easy');
    expect(run.code).toBe(2);
    const games = run.stdout.split('\n').filter((l) => l.startsWith('game '));
    expect(games.map((l) => l.slice(0, 6))).toEqual(['game 1', 'game 2']);
    const failures = run.stderr.split('\n').filter((l) => report.test(l));
    expect(failures.map((l) => l.slice(0, 'play.ts: game 1'.length))).toEqual(['play.ts: game 1', 'play.ts: game 2']);
    expect(run.stdout).toMatch(/^AI 1 \(seat 0\): places 1st–4th 0 \/ 0 \/ 0 \/ 0 in 0 whole games; 2 games with a bot standing in \(not counted\)$/m);
    expect(run.stderr.trim().split('\n').at(-1)).toBe('play.ts: AI 1 played no game whole: nothing measured');
  }, 60_000);

  it('an AI that dies mid-game in game 1 of 2: the bot finishes game 1, the AI starts afresh and plays game 2 whole, and only game 2 is in its statistics', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'sparrow-mjai-')), 'started');
    const run = await play('--mjai', `stdio:"${process.execPath}" ${DIES_ONCE} ${marker}`, '--mjai-protocol', 'react', '--games', '2', '--hands', '2', '--level', 'easy');
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^play\.ts: game 1: mjai AI at seat 0: the mjai player (has gone|exited.*); the bot plays the seat for the rest of the game$/)]);
    const games = run.stdout.split('\n').filter((l) => l.startsWith('game '));
    expect(games[0]).toMatch(/AI places \d \(seat 0, the bot played 1 of its decisions\); 1 reports$/);
    const place = Number(/^game 2: .*AI places (\d) \(seat 0\)$/.exec(games[1])![1]);
    const places = [0, 0, 0, 0].map((_, p) => (p + 1 === place ? 1 : 0)).join(' / ');
    expect(run.stdout).toMatch(new RegExp(`^AI 1 \\(seat 0\\): places 1st–4th ${places} in 1 whole games; average place ${place}\\.00; average score \\d+; 1 games with a bot standing in \\(not counted\\)$`, 'm'));
  }, 60_000);
});
