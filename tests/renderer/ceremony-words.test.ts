/**
 * The ceremony's break line, and the line under the board, count their stacks in the reader's
 * grammar (found in a newcomer's look: Czech read "se odpočítá 4 sloupců", the form for five and
 * more, on dice of 2 to 4).
 */
import { describe, expect, it } from 'vitest';
import { makeI18n } from '../../renderer/src/i18n';
import { LOCALES } from '../../renderer/src/i18n/locales';

const line = (locale: Parameters<typeof makeI18n>[0], count: number, key = 'ceremony.break') => {
  const t = makeI18n(locale).global.t as (key: string, params: Record<string, unknown>, plural: number) => string;
  return t(key, { count, player: 'Ann', stack: 3, rolls: '1 + 1' }, count);
};

describe('the break line', () => {
  it('Czech: 2 to 4 stacks "se odpočítají … sloupce", 5 and more "se odpočítá … sloupců"', () => {
    expect(line('cs', 4)).toContain('se odpočítají 4 sloupce');
    expect(line('cs', 2)).toContain('se odpočítají 2 sloupce');
    expect(line('cs', 7)).toContain('se odpočítá 7 sloupců');
    // The line under the board too.
    expect(line('cs', 3, 'table.ceremonyLine')).toContain('3 sloupce do zdi');
    expect(line('cs', 9, 'table.ceremonyLine')).toContain('9 sloupců do zdi');
  });

  it.each([...LOCALES])('%s: one line with the count and the stack, whatever the count', (locale) => {
    for (const key of ['ceremony.break', 'table.ceremonyLine'])
      for (const count of [2, 4, 5, 12]) {
        const text = line(locale, count, key);
        expect(text).toContain(String(count));
        expect(text).toContain('3');
        expect(text).not.toContain('|');
      }
  });
});
