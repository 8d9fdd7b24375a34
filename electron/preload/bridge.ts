/**
 * Builds `window.sparrow` from an `ipcRenderer`-like object (injected, so tests run without
 * Electron). Nothing of Electron reaches the page: every method is a fixed IPC call with checked
 * arguments, and events are copied to plain data before the page's callback sees them.
 */
import { CHANNELS, type AppSettings, type HostStatus, type LanTableInfo, type SeatMjaiRequest, type SeatMjaiResult, type SettingsPatch, type SparrowApi } from './api';

export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const plain = <T>(value: unknown): T => JSON.parse(JSON.stringify(value ?? null)) as T;

export function makeApi(ipc: IpcRendererLike): SparrowApi {
  const watchers = new Set<(tables: LanTableInfo[]) => void>();
  let latest: LanTableInfo[] = [];
  const onTables = (_event: unknown, tables: unknown) => {
    latest = Array.isArray(tables) ? plain<LanTableInfo[]>(tables) : [];
    for (const w of [...watchers]) w(plain<LanTableInfo[]>(latest));
  };

  return {
    apiVersion: 1,
    browseTables(onChange) {
      if (typeof onChange !== 'function') throw new TypeError('browseTables needs a function');
      if (watchers.size === 0) {
        ipc.on(CHANNELS.tables, onTables);
        void ipc.invoke(CHANNELS.browse, true);
      } else onChange(plain<LanTableInfo[]>(latest));
      watchers.add(onChange);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        watchers.delete(onChange);
        if (watchers.size > 0) return;
        ipc.removeListener(CHANNELS.tables, onTables);
        latest = [];
        void ipc.invoke(CHANNELS.browse, false);
      };
    },
    async startHost() {
      const status = plain<HostStatus>(await ipc.invoke(CHANNELS.startHost));
      if (!status.address) throw new Error('the table server did not start');
      return { address: status.address, hostKey: status.hostKey ?? null };
    },
    stopHost: async () => plain<HostStatus>(await ipc.invoke(CHANNELS.stopHost)),
    hostStatus: async () => plain<HostStatus>(await ipc.invoke(CHANNELS.hostStatus)),
    getSettings: async () => plain<AppSettings>(await ipc.invoke(CHANNELS.getSettings)),
    setSettings: async (patch: SettingsPatch) => plain<AppSettings>(await ipc.invoke(CHANNELS.setSettings, plain<SettingsPatch>(patch))),
    seatMjai: async (request: SeatMjaiRequest) => plain<SeatMjaiResult>(await ipc.invoke(CHANNELS.seatMjai, plain<SeatMjaiRequest>(request))),
  };
}
