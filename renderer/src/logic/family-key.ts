/** The table's rule family, provided by the table screen to the parts deep inside it (meld labels). */
import type { ComputedRef, InjectionKey } from 'vue';

export const TABLE_FAMILY: InjectionKey<ComputedRef<string>> = Symbol('table family');
