/** The languages Sparrow speaks, and how the browser's preference picks one. */
export const LOCALES = ['en', 'cs', 'hu', 'fr', 'zh-TW'] as const;
export type LocaleId = (typeof LOCALES)[number];

/** Each language's own name, shown in the language picker whatever the current language. */
export const LOCALE_NAMES: Record<LocaleId, string> = {
  en: 'English',
  cs: 'Čeština',
  hu: 'Magyar',
  fr: 'Français',
  'zh-TW': '繁體中文',
};

export function pickLocale(preferred: readonly string[]): LocaleId {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-TW';
    const base = lower.split('-')[0];
    const hit = LOCALES.find((l) => l === base);
    if (hit) return hit;
  }
  return 'en';
}
