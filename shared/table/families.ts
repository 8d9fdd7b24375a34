/**
 * What differs between families at the end of a hand: extra conditions for a win and how a hand
 * is paid. Everything else in the state machine is driven by preset data. Each family's hooks live
 * with its rules in `shared/rules/<family>/hooks.ts`, and reach the table through its family object.
 */
import { ruleFamily } from '../rules/families';
import type { FamilyHooks } from './family-hooks';
import type { TableState } from './types';

export type { FamilyHooks, Scored } from './family-hooks';

export const familyHooks = (state: TableState): FamilyHooks => ruleFamily(state.preset.family).hooks;
