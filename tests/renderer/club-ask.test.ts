/**
 * Ending a table's round asks first (club-ask.ts): ending the last open table of the evening's last
 * round ends the whole evening, and the question says so (found in a review).
 */
import { describe, expect, it } from 'vitest';
import { askEnd, askWords } from '../../renderer/src/logic/club-ask';
import { makeI18n } from '../../renderer/src/i18n';

const t = makeI18n('en').global.t as (k: string, p?: Record<string, unknown>) => string;
type Evening = Parameters<typeof askEnd>[0];
const evening = (roundNo: number, rounds: number, done: boolean[]): Evening =>
  ({ roundNo, rounds, round: { kind: 'hands', hands: 8 }, tables: done.map((d) => ({ done: d, hands: 3 })) }) as unknown as Evening;

describe('ending a table’s round', () => {
  it('the last open table of the last round: the question says it ends the evening', () => {
    const ask = askEnd(evening(3, 3, [true, false, true]), 1);
    expect(ask).toMatchObject({ step: 'end', table: 1, played: 3, hands: 8, endsEvening: true });
    expect(askWords(t, ask).lines).toContain('This is the evening’s last open table: ending its round ends the evening.');
  });

  it.each([
    ['another table still plays', evening(3, 3, [false, false, true])],
    ['a round is still to come', evening(2, 3, [true, false, true])],
  ])('%s: nothing about the evening', (_, e) => {
    const ask = askEnd(e, 1);
    expect(ask).toMatchObject({ endsEvening: false });
    expect(askWords(t, ask).lines.join(' ')).not.toMatch(/evening/);
  });
});
