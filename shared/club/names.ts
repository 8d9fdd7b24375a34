/**
 * Names as people tell them apart. A name is compared as kept (Unicode NFKC, without invisible
 * characters such as zero-width spaces and joiners, soft hyphens, variation selectors and fillers,
 * spaces collapsed) in two forms, and two names clash when either form is equal:
 *
 * - folded: lower-cased, digits read as the letters they pass for ("0" is "o", "1" is "l"), so case
 *   alone never tells names apart, in any script ("Ian" and "ian", "ΝΙΝΑ" and "νινα");
 * - skeleton: each letter mapped to the Latin letter it looks like, in its own case, as Unicode
 *   TR39's skeleton does (Greek "Ν" is "N" but "ν" is "v"; Cyrillic "А" and "а" are "A" and "a"),
 *   and only then lower-cased. "I", "l", "1" and "|" (and their Greek and Cyrillic twins) are one
 *   class, as in TR39, which case-folding does not join to "i" or "L": "Ian" clashes with "lan",
 *   "Ilse" does not with "Lise".
 *
 * The map covers the Latin look-alikes of the Cyrillic and Greek alphabets and the digits; TR39's
 * full table (thousands of entries) is not carried.
 */

/** Invisible code points: format characters (\p{Cf}), variation selectors, the combining grapheme joiner, Hangul fillers. */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]/gu;

/** Whether a text has anything to see: not only invisible characters and spaces. */
export const showsSomething = (text: string): boolean => text.replace(INVISIBLE, '').trim().length > 0;

/** The I/l class: a sign with no case, so lower-casing neither joins it to "i" nor "L" to it. */
const STROKE = 'ǀ';

/** Look-alikes, case by case (applied to the decomposed name, before lower-casing) → what they pass for. */
const LOOKALIKE: Record<string, string> = {
  // Cyrillic capitals, then small letters
  А: 'A', В: 'B', Е: 'E', З: '3', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Ү: 'Y', Х: 'X', Ѕ: 'S', Ј: 'J', Ԛ: 'Q', Ԝ: 'W', Ь: 'b',
  а: 'a', в: 'b', е: 'e', з: '3', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ь: 'b', г: 'r', п: 'n',
  // Greek capitals, then small letters
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ζ: 'z', ω: 'w',
  // Latin and digits
  ı: 'i', ȷ: 'j', '0': 'O',
  // The I/l class: Latin I and l, one, bar, Greek Ι, Cyrillic І and palochka
  I: STROKE, l: STROKE, '1': STROKE, '|': STROKE, Ι: STROKE, І: STROKE, Ӏ: STROKE, ӏ: STROKE,
};

/** Digits and signs (no case) read as letters in the folded form. */
const DIGIT_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '|': 'l', [STROKE]: 'l' };

/** A name as kept: NFKC, without invisible characters, spaces collapsed (its letters as typed). */
export const cleanName = (name: string): string => name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();

/** The look-alike form: equal skeletons look the same, up to case. */
export function nameSkeleton(name: string): string {
  const mapped = [...cleanName(name).normalize('NFD')].map((ch) => LOOKALIKE[ch] ?? ch).join('');
  return mapped.toLowerCase().normalize('NFC');
}

/** The case-blind form: equal folded names differ only in case (or a digit for a letter). */
export const foldedName = (name: string): string => [...cleanName(name).toLowerCase()].map((ch) => DIGIT_LETTER[ch] ?? ch).join('');

export const sameName = (a: string, b: string): boolean => foldedName(a) === foldedName(b) || nameSkeleton(a) === nameSkeleton(b);
