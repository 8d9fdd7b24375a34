import type { InjectionKey, Ref } from 'vue';

/**
 * Whether the app's menu (its pages and the language) is open. On a small screen the table
 * screen folds the app's header into one button of its own bar; the app provides this, the table's
 * button opens it.
 */
export const APP_MENU: InjectionKey<Ref<boolean>> = Symbol('app-menu');
