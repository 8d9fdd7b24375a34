/**
 * Names as people tell them apart. Two names clash when their skeletons are equal: the name in
 * Unicode NFKC, without invisible characters (zero-width spaces and joiners, soft hyphens,
 * variation selectors, fillers), spaces collapsed, lower-cased, and its look-alike letters mapped
 * to one of them as Unicode TR39's skeleton does (Cyrillic "А" and Greek "Α" are Latin "a", "0" is
 * "o", "1" is "l"). The map covers the Latin look-alikes of the Cyrillic and Greek alphabets and
 * the digits; TR39's full table (thousands of entries) is not carried.
 */

/** Invisible code points: format characters (\p{Cf}), variation selectors, the combining grapheme joiner, Hangul fillers. */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]/gu;

/** Look-alikes (lower case) → the Latin letter they pass for. */
const CONFUSABLE: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'ë', з: '3', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'ï', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ь: 'b', г: 'r', п: 'n',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ζ: 'z', ω: 'w',
  // Latin and digits
  ı: 'i', ȷ: 'j', '0': 'o', '1': 'l', '|': 'l', ǀ: 'l',
};

/** The form two names are compared in: equal skeletons are the same name. */
export function nameSkeleton(name: string): string {
  const plain = name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim().toLowerCase();
  let out = '';
  for (const ch of plain) out += CONFUSABLE[ch] ?? ch;
  return out;
}

/** A name as kept: NFKC, without invisible characters, spaces collapsed (its letters as typed). */
export const cleanName = (name: string): string => name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();

export const sameName = (a: string, b: string): boolean => nameSkeleton(a) === nameSkeleton(b);
