/** vue-i18n as Sparrow sets it up, for whichever messages are given (all five languages, or those loaded so far). */
import { createI18n } from 'vue-i18n';
import type en from './en';
import type { LocaleId } from './locales';

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

export type Messages = typeof en;

export function createSparrowI18n(locale: LocaleId, messages: Partial<Record<LocaleId, Messages>>) {
  let current = (): string => locale;
  const i18n = createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: messages as Record<LocaleId, Messages>,
    pluralRules: { cs: czech, fr: french },
    missingWarn: false,
    fallbackWarn: false,
    postTranslation: <T>(text: T): T => (typeof text === 'string' && current() === 'fr' ? (elideFrench(text) as T) : text),
  });
  current = () => i18n.global.locale.value;
  return i18n;
}
