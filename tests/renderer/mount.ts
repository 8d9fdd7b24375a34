/** Mounts a renderer component the way the app does: Pinia and vue-i18n installed. */
import { mount, type ComponentMountingOptions } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { Component } from 'vue';
import { makeI18n } from '../../renderer/src/i18n';
import type { LocaleId } from '../../renderer/src/i18n/locales';

export function mountWith<C extends Component>(component: C, options: ComponentMountingOptions<C> = {}, locale: LocaleId = 'en') {
  const pinia = createPinia();
  setActivePinia(pinia);
  const i18n = makeI18n(locale);
  return mount(component, { ...options, global: { ...(options.global ?? {}), plugins: [pinia, i18n] } } as ComponentMountingOptions<C>);
}
