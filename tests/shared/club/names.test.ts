/** Names as people tell them apart (issue T3 3/8, item 2): look-alikes clash, different names do not. */
import { describe, expect, it } from 'vitest';
import { applyEvening, emptyEvening } from '../../../shared/club/evening';
import { cleanName, nameSkeleton, sameName } from '../../../shared/club/names';

describe('name skeletons', () => {
  it.each([
    ['Ann', 'ann', 'case'],
    ['Ann', 'A\u200Bnn', 'a zero-width space'],
    ['Ann', 'An\u00ADn', 'a soft hyphen'],
    ['Ann', '\u0410nn', 'a Cyrillic А'],
    ['Anna', 'Ann\u0430', 'a Cyrillic а'],
    ['Bob', 'B\u03BFb', 'a Greek ο'],
    ['Ann', 'Ａｎｎ', 'full-width letters (NFKC)'],
    ['Ann Lee', 'Ann  Lee ', 'spaces'],
    ['Olaf', '0laf', 'a zero for an O'],
    ['Lou', '1ou', 'a one for an l'],
    ['Zoë', 'Zoe\u0308', 'a combining diaeresis (NFKC)'],
    ['NINA', '\u039D\u0399\u039D\u0391', 'Greek capitals Ν Ι Ν Α'],
    ['HANNA', '\u0397\u0391\u039D\u039D\u0391', 'Greek capitals Η Α Ν Ν Α'],
    ['MAY', '\u039C\u0391\u03A5', 'Greek capitals Μ Α Υ'],
    ['MAPK', '\u041C\u0410\u0420\u041A', 'Cyrillic capitals М А Р К'],
    ['KATE', '\u041A\u0410\u0422\u0415', 'Cyrillic capitals К А Т Е'],
    ['Ian', 'lan', 'a capital I for an l'],
    ['Ian', '|an', 'a bar for an I'],
    ['Ian', '1an', 'a one for an I'],
    ['Ivo', '\u0406vo', 'a Cyrillic capital І'],
    ['Ian', 'ian', 'case, where I is also a look-alike of l'],
    ['\u039D\u0399\u039D\u0391', '\u03BD\u03B9\u03BD\u03B1', 'case, in Greek'],
  ])('%s and %s are the same name (%s)', (a, b) => {
    expect(sameName(a, b)).toBe(true);
  });

  it.each([
    ['Ann', 'Anne'],
    ['Zoë', 'Zoe'],
    ['Eve', 'Eva'],
    ['李', '季'],
    ['Bea', 'Bee'],
    ['Ilse', 'Lise'],
    ['ILSE', 'LISE'],
    ['Ilia', 'Lila'],
    ['ELI', 'ELL'],
    ['\u0393AY', 'YAY'],
  ])('%s and %s are different names', (a, b) => {
    expect(sameName(a, b)).toBe(false);
  });

  it('a kept name loses only invisible characters and extra spaces', () => {
    expect(cleanName('  A\u200Bnn\u2060  Lee ')).toBe('Ann Lee');
    expect(nameSkeleton('ÁNN')).toBe('ánn');
  });

  it('the evening refuses a look-alike of a registered name, saying which', () => {
    let s = applyEvening(emptyEvening(), { type: 'open', settings: { name: 'Club', preset: 'hungarian', round: { kind: 'game' }, rounds: 1, botSeats: true, realTileTables: 0, pin: null, seed: 'x' } });
    if (!s.ok) throw new Error(s.error.message);
    s = applyEvening(s.state, { type: 'register', name: 'Ann' });
    if (!s.ok) throw new Error(s.error.message);
    const again = applyEvening(s.state, { type: 'register', name: '\u0410nn\u200B' });
    expect(again).toMatchObject({ ok: false, error: { code: 'name-taken' } });
    expect(!again.ok && again.error.message).toContain('"Ann"');
  });

  it.each([
    ['NINA', '\u039D\u0399\u039D\u0391'],
    ['Ian', 'lan'],
  ])('the evening refuses %s\'s look-alike %s', (taken, lookAlike) => {
    let s = applyEvening(emptyEvening(), { type: 'open', settings: { name: 'Club', preset: 'hungarian', round: { kind: 'game' }, rounds: 1, botSeats: true, realTileTables: 0, pin: null, seed: 'x' } });
    if (!s.ok) throw new Error(s.error.message);
    s = applyEvening(s.state, { type: 'register', name: taken });
    if (!s.ok) throw new Error(s.error.message);
    expect(applyEvening(s.state, { type: 'register', name: lookAlike })).toMatchObject({ ok: false, error: { code: 'name-taken' } });
  });
});
