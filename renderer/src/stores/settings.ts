/** The player's own settings, kept in this browser (localStorage): name, language, aids, sound. */
import { defineStore } from 'pinia';
import { reactive, toRefs, watch } from 'vue';
import { LOCALES, type LocaleId, pickLocale } from '../i18n/locales';

export interface Settings {
  name: string;
  locale: LocaleId;
  /**
   * The ceremony (dice, wall, break, deal) shown step by step before each hand; off skips it: the
   * table shows at once, and one line under the board tells the dice and the break.
   */
  animations: boolean;
  sound: boolean;
  /** Latin indices such as "5●" in a tile's corner, for beginners. */
  latinIndices: boolean;
  /** Pass at once on chow / pung / kong offers; a possible Mah-Jong is still asked. */
  autoPass: boolean;
  /** Draw from the wall automatically when it is your turn to draw and nothing else is possible. */
  autoDraw: boolean;
  /** Show how far the hand is from ready and what it waits on. */
  practiceAid: boolean;
  /** The rule set last chosen to practise or host (Millington, as the host's own table, the first time). */
  preset: PresetChoice;
}

export const PRESET_CHOICES = ['millington', 'hungarian', 'riichi', 'taiwanese'] as const;
type PresetChoice = (typeof PRESET_CHOICES)[number];

const KEY = 'sparrow.settings.v1';

function defaults(): Settings {
  const nav = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  return {
    name: '',
    locale: pickLocale(nav),
    animations: true,
    sound: false,
    latinIndices: false,
    autoPass: false,
    autoDraw: true,
    practiceAid: false,
    preset: 'millington',
  };
}

function load(): Settings {
  const base = defaults();
  try {
    const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
    if (!raw) return base;
    const saved = JSON.parse(raw) as Partial<Settings>;
    const out = { ...base };
    for (const key of Object.keys(base) as (keyof Settings)[]) {
      if (saved[key] !== undefined && typeof saved[key] === typeof base[key]) (out as Record<string, unknown>)[key] = saved[key];
    }
    if (!LOCALES.includes(out.locale)) out.locale = base.locale;
    if (!PRESET_CHOICES.includes(out.preset)) out.preset = base.preset;
    return out;
  } catch {
    return base;
  }
}

export const useSettings = defineStore('settings', () => {
  const state = reactive<Settings>(load());
  watch(
    state,
    (value) => {
      try {
        localStorage.setItem(KEY, JSON.stringify(value));
      } catch {
        /* private mode: settings last for this visit only */
      }
    },
    { deep: true },
  );
  function reset(): void {
    Object.assign(state, defaults());
  }
  return { ...toRefs(state), reset };
});
