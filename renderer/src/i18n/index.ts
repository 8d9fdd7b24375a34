/**
 * vue-i18n with all five of Sparrow's languages at once (every locale file has the same keys: a
 * test checks). The app itself loads only English and the language shown (load.ts).
 */
import cs from './cs';
import en from './en';
import fr from './fr';
import hu from './hu';
import type { LocaleId } from './locales';
import { createSparrowI18n } from './setup';
import zhTW from './zh-TW';

export { elideFrench } from './setup';

export const MESSAGES = { en, cs, hu, fr, 'zh-TW': zhTW } as const;

export function makeI18n(locale: LocaleId) {
  return createSparrowI18n(locale, MESSAGES as unknown as Record<LocaleId, typeof en>);
}
