/**
 * The contract between the app's main process, its preload and the renderer: the IPC channel
 * names and the shape of `window.sparrow`. It implements the renderer's `SparrowBridge`
 * (renderer/src/transport/bridge.ts: apiVersion, browseTables, startHost) and adds hosting
 * status, stopping and the app's own settings. No `connect`: a WebSocket object cannot cross the
 * context bridge (its `on*` properties would be set on a copy), so the renderer opens its own.
 *
 * Only plain data crosses: every value the main process sends is a JSON-like object.
 */

export const CHANNELS = {
  /** invoke(on: boolean): start or stop receiving `tables` events. */
  browse: 'sparrow:browse',
  /** main → renderer event: the live list of LAN tables (LanTableInfo[]). */
  tables: 'sparrow:tables',
  /** invoke() → HostStatus, starting the table server if it is not running. */
  startHost: 'sparrow:host-start',
  /** invoke() → HostStatus after stopping the table server. */
  stopHost: 'sparrow:host-stop',
  /** invoke() → HostStatus. */
  hostStatus: 'sparrow:host-status',
  /** invoke() → AppSettings. */
  getSettings: 'sparrow:settings-get',
  /** invoke(patch: SettingsPatch) → AppSettings. */
  setSettings: 'sparrow:settings-set',
  /** invoke(request: SeatMjaiRequest) → SeatMjaiResult: starts an mjai AI and seats it at a table this app hosts. */
  seatMjai: 'sparrow:mjai-seat',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** Same fields as the renderer's `TableSummary`, as far as mDNS tells them. */
interface LanTableSummary {
  id: string;
  name: string;
  preset: string;
  freeSeats: number;
  players: (string | null)[];
  hasPin: boolean;
  state: 'waiting' | 'playing' | 'finished';
}

/** A table advertised on the LAN: the renderer's `LanTable`. */
export interface LanTableInfo {
  /** "host:port" to connect to. */
  address: string;
  hostName: string;
  table: LanTableSummary;
}

export interface HostStatus {
  hosting: boolean;
  /** "127.0.0.1:port" for this app's own renderer; null when not hosting. */
  address: string | null;
  /** What other people open in a browser (this machine's LAN addresses). */
  urls: string[];
  /** The organiser's host key, for this app's own page alone (it opens saved tables); null when not hosting. */
  hostKey: string | null;
  /** Advertised by mDNS. */
  advertised: boolean;
}

/** What the app remembers between runs (userData/settings.json). */
export interface AppSettings {
  playerName: string;
  /** The name other players see for this host. */
  hostName: string;
  /** Port of the table server; 0 picks a free one. */
  port: number;
  /** Advertise hosted tables on the LAN (mDNS). */
  advertise: boolean;
  /** The rule set last chosen. */
  lastPreset: 'millington' | 'hungarian' | 'riichi' | 'taiwanese';
}

export type SettingsPatch = Partial<AppSettings>;

/** The longest command line the host form may send for an mjai AI. */
export const MJAI_COMMAND_MAX = 1000;

/** An mjai AI for a table this app hosts: the command that starts it (stdin/stdout), its wire convention, its place. */
export interface SeatMjaiRequest {
  table: string;
  /** The command line, split into words as `--mjai stdio:` is; no shell. */
  command: string;
  protocol: 'lockstep' | 'react' | 'batch';
  /** 0–3; the first empty place when absent. */
  place?: number;
  /** Bots to add in the empty places after the AI (the form's "bots"). */
  bots?: number;
}

export type SeatMjaiResult =
  | { ok: true; place: number; name: string }
  | { ok: false; reason: 'not-hosting' | 'no-table' | 'not-riichi' | 'dealt' | 'no-place' | 'no-start'; message: string };

/** `window.sparrow` in the app. */
export interface SparrowApi {
  readonly apiVersion: 1;
  /** Live list of tables on the LAN; returns a function that stops browsing. */
  browseTables(onChange: (tables: LanTableInfo[]) => void): () => void;
  /** Starts the table server here (if not running) and returns the address to connect to and the organiser's key. */
  startHost(): Promise<{ address: string; hostKey: string | null }>;
  stopHost(): Promise<HostStatus>;
  hostStatus(): Promise<HostStatus>;
  getSettings(): Promise<AppSettings>;
  setSettings(patch: SettingsPatch): Promise<AppSettings>;
  /** Starts an mjai AI and seats it at a table this app hosts (riichi, before the first deal). */
  seatMjai(request: SeatMjaiRequest): Promise<SeatMjaiResult>;
}
