/**
 * The preload (sandboxed, context-isolated): exposes `window.sparrow` and nothing else. Bundled
 * to CommonJS, since a sandboxed preload can only `require('electron')`.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { makeApi } from './bridge';

contextBridge.exposeInMainWorld('sparrow', makeApi(ipcRenderer));
