/**
 * The reference riichi library, @kobalab/majiang-core, timed on the same hands as ours: standard-form
 * shanten (xiangting_yiban) and scoring a win (hule).
 */
import Majiang from '@kobalab/majiang-core';

export { Majiang };
export type Shoupai = ReturnType<typeof Majiang.Shoupai.fromString>;

/** A count array as majiang-core's hand string, e.g. "m123p456s789z1122". */
export function majiangString(counts: ArrayLike<number>): string {
  let out = '';
  for (const [suit, base, size] of [['m', 0, 9], ['p', 9, 9], ['s', 18, 9], ['z', 27, 7]] as const) {
    let digits = '';
    for (let r = 0; r < size; r++) digits += String(r + 1).repeat(counts[base + r]);
    if (digits) out += suit + digits;
  }
  return out;
}

export const majiangShoupai = (counts: ArrayLike<number>): Shoupai => Majiang.Shoupai.fromString(majiangString(counts));
