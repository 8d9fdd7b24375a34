/**
 * The app's vue-i18n: English (the fallback) and the language shown are in the first page; any
 * other language loads when it is picked, so a phone does not download five languages to show one.
 */
import en from './en';
import type { LocaleId } from './locales';
import { createSparrowI18n, type Messages } from './setup';

const LOADERS: Record<Exclude<LocaleId, 'en'>, () => Promise<{ default: Messages }>> = {
  cs: () => import('./cs'),
  hu: () => import('./hu'),
  fr: () => import('./fr'),
  'zh-TW': () => import('./zh-TW'),
};

/** A language's messages, loaded when first asked. */
export async function loadMessages(locale: LocaleId): Promise<Messages> {
  return locale === 'en' ? en : (await LOADERS[locale]()).default;
}

/** vue-i18n with English and `locale` loaded. */
export async function makeAppI18n(locale: LocaleId) {
  const messages: Partial<Record<LocaleId, Messages>> = { en };
  messages[locale] = await loadMessages(locale);
  return createSparrowI18n(locale, messages);
}

/** Loads `locale`'s messages into `i18n` unless they are there; resolves when they are. */
export async function ensureMessages(i18n: { availableLocales: string[]; setLocaleMessage(locale: string, messages: Messages): void }, locale: LocaleId): Promise<void> {
  if (i18n.availableLocales.includes(locale)) return;
  i18n.setLocaleMessage(locale, await loadMessages(locale));
}
