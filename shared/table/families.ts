/**
 * What differs between families at the end of a hand: extra conditions for a win and how a hand
 * is paid. Everything else in the state machine is driven by preset data. Each family's hooks live
 * with its rules in `shared/rules/<family>/hooks.ts`.
 */
import { classicalHooks } from '../rules/classical/hooks';
import type { Family } from '../rules/presets';
import { riichiHooks } from '../rules/riichi/hooks';
import { taiwaneseHooks } from '../rules/taiwanese/hooks';
import type { FamilyHooks } from './family-hooks';
import type { TableState } from './types';

export type { FamilyHooks, Scored } from './family-hooks';

const HOOKS: Record<Family, FamilyHooks> = { classical: classicalHooks, taiwanese: taiwaneseHooks, riichi: riichiHooks };

export const familyHooks = (state: TableState): FamilyHooks => HOOKS[state.preset.family];
