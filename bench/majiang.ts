/**
 * The reference riichi library, @kobalab/majiang-core, timed on the same hands as ours: standard-form
 * shanten (xiangting_yiban) and scoring a win (hule). Loaded with require: it is plain JavaScript.
 */
import { createRequire } from 'node:module';
import type { Kind } from '../shared/tiles';

interface Shoupai {
  toString(): string;
}
interface MajiangApi {
  Shoupai: { fromString(s: string): Shoupai };
  Util: {
    xiangting_yiban(shoupai: Shoupai): number;
    hule(shoupai: Shoupai, rongpai: string | null, param: unknown): { defen: number } | undefined;
    hule_param(param: Record<string, unknown>): unknown;
  };
}

export const Majiang = createRequire(import.meta.url)('@kobalab/majiang-core') as MajiangApi;

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

/** Scores a concealed 14-tile winning hand as a self-drawn win (the drawn tile is `last`). */
export function majiangScore(shoupai: Shoupai, param: unknown): number {
  return Majiang.Util.hule(shoupai, null, param)?.defen ?? 0;
}

export const majiangTile = (k: Kind): string => (k < 27 ? 'mps'[Math.floor(k / 9)] + ((k % 9) + 1) : `z${k - 26}`);
