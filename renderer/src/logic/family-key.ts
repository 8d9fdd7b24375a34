/**
 * The table's rule family, provided by the table screen to the parts deep inside it (meld labels,
 * the moves list), and where a family's own words for sets and calls are.
 */
import type { ComputedRef, InjectionKey } from 'vue';

export const TABLE_FAMILY: InjectionKey<ComputedRef<string>> = Symbol('table family');

/** The i18n keys that name sets: a family with its own words (riichi: Pon, Chi, Kan) has `melds.<family>`, the rest use `melds`. */
export function meldWords(te: (key: string) => boolean, family: string | null | undefined): string {
  const own = family ? `melds.${family}` : null;
  return own && te(`${own}.pung`) ? own : 'melds';
}
