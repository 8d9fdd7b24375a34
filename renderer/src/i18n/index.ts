/** vue-i18n set up with Sparrow's five languages (every locale file has the same keys: a test checks). */
import { createI18n } from 'vue-i18n';
import cs from './cs';
import en from './en';
import fr from './fr';
import hu from './hu';
import type { LocaleId } from './locales';
import zhTW from './zh-TW';

export const MESSAGES = { en, cs, hu, fr, 'zh-TW': zhTW } as const;

/** Czech has three plural forms: 1, 2–4, the rest ("0 | 1 | 2–4 | 5+" written as four choices). */
function czech(choice: number, choicesLength: number): number {
  if (choicesLength < 4) return choice === 1 ? 0 : 1;
  if (choice === 0) return 0;
  if (choice === 1) return 1;
  if (choice >= 2 && choice <= 4) return 2;
  return 3;
}

/** French: 0 and 1 take the singular ("0 | 1 | n" written as three choices, or two). */
function french(choice: number, choicesLength: number): number {
  if (choicesLength === 2) return choice <= 1 ? 0 : 1;
  return choice === 0 ? 0 : choice === 1 ? 1 : 2;
}

/**
 * French elides "de" before a vowel or a mute h: "Au tour d’Ann", "Entraînement d’Éva". The
 * messages say "de {player}", so it is done on the finished text (names are only known then). Y is
 * left alone ("Pas de yaku").
 */
export const elideFrench = (text: string): string => text.replace(/(^|[\s(«])([Dd])e ([AÀÂÆEÉÈÊËIÎÏOÔŒUÙÛÜHaàâæeéèêëiîïoôœuùûüh])/g, '$1$2’$3');

export function makeI18n(locale: LocaleId) {
  let current = (): string => locale;
  const i18n = createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: MESSAGES as unknown as Record<LocaleId, typeof en>,
    pluralRules: { cs: czech, fr: french },
    missingWarn: false,
    fallbackWarn: false,
    postTranslation: <T>(text: T): T => (typeof text === 'string' && current() === 'fr' ? (elideFrench(text) as T) : text),
  });
  current = () => i18n.global.locale.value;
  return i18n;
}
