/**
 * The names the app makes up, in every language: the guest's name, a hosted table's and a practice
 * table's default names. Apart from the locales' messages (which use them) so that the first page can
 * read every language's (logic/names.ts reads a default name made in any language) without loading
 * every language's lobby.
 */
import type { LocaleId } from './locales';

export const DEFAULT_NAMES: Record<LocaleId, { guest: string; table: string; practice: string }> = {
  en: { guest: 'Guest', table: '{player}’s table', practice: '{player}’s practice' },
  cs: { guest: 'Host', table: 'Stůl: {player}', practice: 'Cvičný stůl: {player}' },
  fr: { guest: 'Invité', table: 'Table de {player}', practice: 'Entraînement de {player}' },
  hu: { guest: 'Vendég', table: '{player} asztala', practice: '{player} gyakorló asztala' },
  'zh-TW': { guest: '訪客', table: '{player} 的牌桌', practice: '{player} 的練習桌' },
};
