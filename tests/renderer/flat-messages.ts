/** Every locale's messages as one map of dotted key → message (tests that walk the locale files). */
import { MESSAGES } from '../../renderer/src/i18n';
import { LOCALES, type LocaleId } from '../../renderer/src/i18n/locales';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

export const FLAT_MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, flatten(MESSAGES[l] as unknown as Tree)])) as Record<LocaleId, Map<string, string>>;
