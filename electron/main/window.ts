/**
 * The main window's options. Every web preference that matters for security is spelled out,
 * even where it is Electron's default, so a test can read the whole checklist in one place.
 */
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import type { WindowState } from './settings';

export interface WindowInput {
  preload: string;
  bounds: WindowState;
  icon?: string;
  /** Developer tools: only when not packaged. */
  devTools: boolean;
}

export const SECURE_WEB_PREFERENCES: Readonly<WebPreferences> = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
  spellcheck: false,
  /** Middle-click would open links in new windows. */
  disableBlinkFeatures: 'Auxclick',
};

export function windowOptions(input: WindowInput): BrowserWindowConstructorOptions {
  const { width, height, x, y } = input.bounds;
  return {
    width,
    height,
    ...(x !== undefined && y !== undefined ? { x, y } : {}),
    minWidth: 360,
    minHeight: 480,
    title: 'Sparrow',
    backgroundColor: '#17352b',
    show: false,
    ...(input.icon ? { icon: input.icon } : {}),
    webPreferences: {
      ...SECURE_WEB_PREFERENCES,
      preload: input.preload,
      devTools: input.devTools,
    },
  };
}
