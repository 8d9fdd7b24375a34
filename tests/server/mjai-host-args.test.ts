/**
 * The host's mjai options: `--mjai-timeout` (each decision, 10 s by default) and
 * `--mjai-start-timeout` (until the AI's first answer of a game, 20 s by default) reach the table's
 * timing; gimite's URL form seats an AI by room.
 */
import { describe, expect, it } from 'vitest';
import { parseHostArgs } from '../../electron/server/host-args';
import { DEFAULT_TIMING } from '../../electron/server/table';

describe('host options for mjai AIs', () => {
  it('defaults: 10 s a decision, 20 s until the first answer', () => {
    expect(DEFAULT_TIMING.mjaiAnswerMs).toBe(10_000);
    expect(DEFAULT_TIMING.mjaiStartMs).toBe(20_000);
    const plan = parseHostArgs(['--preset', 'riichi', '--mjai', 'tcp:11600']);
    expect(plan.host.timing?.mjaiStartMs).toBeUndefined();
  });

  it('--mjai-start-timeout and --mjai-timeout reach the timing; mjsonp://localhost:PORT/ROOM is a TCP seat for that room', () => {
    const plan = parseHostArgs(['--preset', 'riichi', '--mjai', 'mjsonp://localhost:11600/a', '--mjai', 'mjsonp://localhost:11600/b', '--mjai-timeout', '3000', '--mjai-start-timeout', '45000']);
    expect(plan.host.timing).toMatchObject({ mjaiAnswerMs: 3000, mjaiStartMs: 45_000 });
    expect(plan.mjai).toEqual([
      { kind: 'tcp', port: 11600, room: 'a' },
      { kind: 'tcp', port: 11600, room: 'b' },
    ]);
  });
});
