/**
 * A name's code (found in a review): a name the organiser added is taken with its code, and the
 * organiser can issue a new code for any name, taken or not (a lost browser, a code read off the
 * projector): the new one waits until the name is taken with it, and taking it makes the taker the
 * name's holder (their token is a new one; the host derives it from `heldWith`). It is journalled
 * like every action, so a replay gives the same codes. The host voids a code guessed at too often.
 */
import { describe, expect, it } from 'vitest';
import { applyEvening, replayEvening } from '../../../shared/club/evening';
import { claimCode, codeWaiting } from '../../../shared/club/codes';
import { sha256Hex } from '../../../shared/fairness';
import type { EveningAction, EveningState } from '../../../shared/club/types';
import { run, settings } from './evening-helpers';

const refusal = (state: EveningState, action: EveningAction) => {
  const r = applyEvening(state, action);
  return r.ok ? 'accepted' : r.error.code;
};

describe('a name’s code', () => {
  const opened: EveningAction[] = [{ type: 'open', settings: settings() }, { type: 'register', name: 'Ann' }, { type: 'addName', name: 'Grandpa Joe' }];

  it('waits on a name the organiser added until it is taken; a registered name has none', () => {
    const s = run(opened);
    expect([codeWaiting(s, 0), codeWaiting(s, 1)]).toEqual([false, true]);
    const taken = run([{ type: 'claim', player: 1 }], s);
    expect(codeWaiting(taken, 1)).toBe(false);
    expect(taken.players[1]).toMatchObject({ claimed: true });
    // Taken: not again with the same code.
    expect(refusal(taken, { type: 'claim', player: 1 })).toBe('name-taken');
  });

  it('a new code for a taken name waits until the name is taken with it; its taker holds the name with it', () => {
    const taken = run([...opened, { type: 'claim', player: 1 }]);
    const renewed = applyEvening(taken, { type: 'newCode', player: 1 });
    expect(renewed.ok && renewed.events).toEqual([{ type: 'codeIssued', player: 1, code: 1 }]);
    let s = run([{ type: 'newCode', player: 1 }], taken);
    expect(codeWaiting(s, 1)).toBe(true);
    s = run([{ type: 'claim', player: 1 }], s);
    expect(codeWaiting(s, 1)).toBe(false);
    expect(s.players[1]).toMatchObject({ codes: 1, heldWith: 1 });
    // A registered player who lost their browser: the same.
    s = run([{ type: 'newCode', player: 0 }, { type: 'newCode', player: 0 }, { type: 'claim', player: 0 }], s);
    expect(s.players[0]).toMatchObject({ codes: 2, heldWith: 2 });
  });

  it('is for names of the evening only: not a removed one, not one never added', () => {
    const s = run([...opened, { type: 'removeName', player: 1 }]);
    expect(refusal(s, { type: 'newCode', player: 1 })).toBe('unknown-player');
    expect(refusal(s, { type: 'newCode', player: 7 })).toBe('unknown-player');
    expect(refusal(run([{ type: 'finish' }], s), { type: 'newCode', player: 0 })).toBe('finished');
  });

  it('is not a step Undo takes back (a code given out stays good): it ends the organiser’s undo', () => {
    const s = run([...opened, { type: 'newCode', player: 0 }]);
    expect(s.undo).toBeNull();
    expect(refusal(s, { type: 'undo' })).toBe('nothing-to-undo');
  });

  it('the host voids a waiting code guessed at too often: nobody takes the name with it until the organiser issues a new one', () => {
    const s = run([...opened, { type: 'voidCode', player: 1 }]);
    expect(codeWaiting(s, 1)).toBe(false);
    expect(s.players[1]).toMatchObject({ codeVoided: true });
    expect(refusal(s, { type: 'claim', player: 1 })).toBe('name-taken');
    // Only a code that waits is voided.
    expect(refusal(s, { type: 'voidCode', player: 1 })).toBe('name-taken');
    expect(refusal(s, { type: 'voidCode', player: 0 })).toBe('name-taken');
    const renewed = run([{ type: 'newCode', player: 1 }], s);
    expect(codeWaiting(renewed, 1)).toBe(true);
    expect(renewed.players[1].codeVoided).toBeFalsy();
    expect(run([{ type: 'claim', player: 1 }], renewed).players[1]).toMatchObject({ claimed: true, heldWith: 1 });
  });

  it('is derived with the name: a number given again after an undo does not take the old name’s code with it', () => {
    const joe = run([...opened.slice(0, 2), { type: 'addName', name: 'Joe' }]);
    const jon = run([{ type: 'undo' }, { type: 'addName', name: 'Jon' }], joe);
    expect(jon.players[1]).toMatchObject({ id: 1, name: 'Jon' });
    expect(claimCode(jon, 1)).toMatch(/^\d{4}$/);
    expect(claimCode(jon, 1)).not.toBe(claimCode(joe, 1));
    // The same name again is the same code (the organiser may have told it already); a new code differs.
    expect(claimCode(run([{ type: 'undo' }, { type: 'addName', name: 'Joe' }], joe), 1)).toBe(claimCode(joe, 1));
    expect(claimCode(run([{ type: 'newCode', player: 1 }], joe), 1)).not.toBe(claimCode(joe, 1));
    // An evening opened before versions keeps the codes its host gave (from the seed and the number).
    const { version: _v, ...before } = settings();
    const old = run([{ type: 'open', settings: before }, { type: 'register', name: 'Ann' }, { type: 'addName', name: 'Joe' }]);
    const n = Number.parseInt(sha256Hex(`sparrow-club-claim|${before.seed}|1`).slice(0, 8), 16);
    expect(claimCode(old, 1)).toBe(String(n % 10_000).padStart(4, '0'));
  });

  it('a replay of the journal gives the same codes and holders', () => {
    const actions: EveningAction[] = [...opened, { type: 'claim', player: 1 }, { type: 'newCode', player: 1 }, { type: 'claim', player: 1 }, { type: 'newCode', player: 0 }];
    const replayed = replayEvening(actions);
    expect(replayed.players.map((p) => [p.codes ?? 0, p.heldWith ?? 0, codeWaiting(replayed, p.id)])).toEqual([
      [1, 0, true],
      [1, 1, false],
    ]);
  });
});
