/**
 * `scripts/review.ts` as a user runs it (issue T3 5/8, item 6): a tenhou.net/6 log of a game
 * Sparrow did not host (here one of its own random games, exported) is opened and one seat is
 * reviewed: each hand's summary, its costly decisions with their reasons, the game's summary,
 * the same numbers as the review itself gives; your own mjai AI as the reviewer instead (item 5);
 * a log that does not replay says where.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { openLog } from '../../shared/history/open-log';
import { presetById } from '../../shared/rules/presets';
import { exportTenhou } from '../../shared/rules/riichi/logs/tenhou-export';
import { encodeTenhou } from '../../shared/rules/riichi/logs/tenhou-format';
import { reviewGame } from '../../shared/review';
import type { Action } from '../../shared/table/types';
import { playRandomGame } from '../shared/table/random-play';
import { runInProcess } from '../helpers/script-run';
import { runReview } from '../../scripts/review';

const ROOT = join(__dirname, '..', '..');

/** review.ts from the command line, in a process of its own. */
async function reviewCli(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'review.ts'), ...args], { cwd: ROOT });
    return { stdout, stderr, code: 0 };
  } catch (e) {
    const failed = e as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

/** The same run in this process. */
const review = (...args: string[]) => runInProcess((out) => runReview(args, out));

it('reviews a seat of a tenhou.net/6 log: every hand, its costly decisions, the game', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sparrow-review-'));
  const played = playRandomGame(presetById('riichi+redFives=true'), 5, 3);
  const text = JSON.stringify(encodeTenhou(exportTenhou(played.initial, played.actions, { names: ['Ann', 'Bea', 'Cy', 'Dan'], title: ['Club', 'Tuesday'] })));
  const file = join(dir, 'game.json');
  writeFileSync(file, text);

  const { stdout, code } = await reviewCli(file, '--seat', '1');
  expect(code).toBe(0);
  const opened = openLog(text);
  if (!opened.ok) throw new Error(opened.error);
  const expected = reviewGame(opened.game.initial, opened.game.log.actions as Action[], 1);
  // Not a Sparrow title: Tenhou's rules as Sparrow has them (red fives from the log, deposits to the first winner…).
  expect(stdout).toMatch(/^Club · Tuesday \(tenhou, riichi\+[^)]*redFives=true[^)]*depositsToFirst=true[^)]*\): Bea at seat 1$/m);
  for (const h of expected.hands) expect(stdout).toContain(`Hand ${h.hand + 1}: ${h.summary.decisions} decisions`);
  const costly = expected.hands.flatMap((h) => h.decisions.filter((d) => d.costly));
  expect(stdout.match(/^ {2}step \d+: you .*; the strong bot would /gm)?.length ?? 0).toBe(costly.length);
  const s = expected.summary;
  expect(stdout).toContain(`The game: agreed on ${Math.round((100 * s.agreed) / s.decisions)}% of ${s.decisions} decisions; ${s.costly} costly.`);

  // Your own mjai AI as the reviewer: a lockstep AI that lets go of every tile it draws and never calls.
  const TSUMOGIRI = join(ROOT, 'tests', 'shared', 'riichi', 'fixtures', 'mjai-tsumogiri.mjs');
  const byAi = await review(file, '--seat', '1', '--mjai', `stdio:"${process.execPath}" ${TSUMOGIRI}`);
  expect(byAi.code).toBe(0);
  expect(byAi.stdout).toMatch(/^Club · Tuesday \(tenhou, .*\): Bea at seat 1, reviewed by tsumogiri \(/m);
  // The same decisions as the strong bot's review, each with the AI's answer beside the move played.
  expect(byAi.stdout).toMatch(new RegExp(`^The game: tsumogiri agreed on \\d+% of ${s.decisions} decisions\\.$`, 'm'));
  const differing = byAi.stdout.match(/^ {2}step \d+: you .*$/gm) ?? [];
  expect(differing.length).toBeGreaterThan(0);
  for (const line of differing) expect(line).toMatch(/; tsumogiri (would (discard \S+|pass)|gave no answer \(.*\))\.$/);

  // Several games in one file: --game picks one; a game that is not there is said.
  writeFileSync(file, `[${text},${text}]`);
  const second = await review(file, '--seat', '1', '--game', '2');
  expect(second.code).toBe(0);
  expect(second.stdout).toContain(`The game: agreed on ${Math.round((100 * s.agreed) / s.decisions)}% of ${s.decisions} decisions; ${s.costly} costly.`);
  const third = await review(file, '--seat', '1', '--game', '3');
  expect(third.code).toBe(1);
  expect(third.stderr).toContain('this file holds 2 games; there is no game 3');

  // One wrong delta: nothing is reviewed, and the hand is named.
  const spoilt = JSON.parse(text) as { log: unknown[][] };
  ((spoilt.log[0][16] as unknown[])[1] as number[])[0] += 100;
  writeFileSync(file, JSON.stringify(spoilt));
  const bad = await review(file, '--seat', '1');
  expect(bad.code).toBe(1);
  expect(bad.stderr).toMatch(/hand 1, step \d+: the log's deltas are/);
  expect(bad.stdout).toBe('');
}, 120_000);

it('refuses a --game or --hand that is not a whole number from 1, saying which', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sparrow-review-'));
  const played = playRandomGame(presetById('riichi'), 5, 1);
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(encodeTenhou(exportTenhou(played.initial, played.actions))));
  for (const [option, value] of [
    ['--game', 'abc'],
    ['--game', '1.5'],
    ['--game', '0'],
    ['--hand', 'abc'],
    ['--hand', '2.5'],
    ['--hand', '-1'],
  ]) {
    const r = await review(file, '--seat', '1', option, value);
    expect(r.code, `${option} ${value}`).toBe(2);
    expect(r.stderr).toContain(`${option} is a whole number from 1 (not ${value})`);
    expect(r.stdout).toBe('');
  }
});
