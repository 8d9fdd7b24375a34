/**
 * The lobby's messages in every language, whichever is shown: a default table name ("Ann’s
 * table", "Stůl: Ann") made in any language is read in yours (logic/names.ts), and your name
 * falls back to the guest name of yours.
 */
import cs from './cs/lobby';
import en from './en/lobby';
import fr from './fr/lobby';
import hu from './hu/lobby';
import type { LocaleId } from './locales';
import zhTW from './zh-TW/lobby';

export const LOBBY_MESSAGES: Record<LocaleId, typeof en> = { en, cs, hu, fr, 'zh-TW': zhTW };
