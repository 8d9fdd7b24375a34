/** The Taiwanese preset's table settings: seed 002's tái table, and what a hand pays. */
import type { TaiwaneseRules } from './types';

/** Defaults: every won hand pays 100, plus 20 for each tái (a common "100/20" table). */
export const TAIWANESE_DEFAULTS: TaiwaneseRules = { table: 'seed002', base: 100, perTai: 20 };
