/** The application menu: hosting controls, view and window roles, and (unpackaged only) dev tools. */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  showAddresses(): void;
  stopHosting(): void;
  about(): void;
}

export function menuTemplate(options: { isMac: boolean; devTools: boolean; hosting: boolean; actions: MenuActions }): MenuItemConstructorOptions[] {
  const { isMac, devTools, hosting, actions } = options;
  const view: MenuItemConstructorOptions[] = [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }];
  if (devTools) view.push({ type: 'separator' }, { role: 'reload' }, { role: 'toggleDevTools' });
  return [
    ...(isMac ? [{ role: 'appMenu' } as MenuItemConstructorOptions] : []),
    {
      label: '&Table',
      submenu: [
        { id: 'addresses', label: 'Addresses for browsers…', enabled: hosting, click: () => actions.showAddresses() },
        { id: 'stop-hosting', label: 'Stop hosting', enabled: hosting, click: () => actions.stopHosting() },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { label: '&View', submenu: view },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: 'About Sparrow', click: () => actions.about() }] },
  ];
}
