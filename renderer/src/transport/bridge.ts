/**
 * The narrow API the Electron preload exposes as `window.sparrow` (built with the app shell, issue
 * [6/9]). The renderer only feature-detects it: in a plain browser it is absent and the renderer
 * talks to the host that served the page.
 */
import type { TableSummary } from '../../../shared/protocol';

/** A table advertised on the LAN (mDNS `_sparrow._tcp`). */
export interface LanTable {
  /** "host:port" to connect to. */
  address: string;
  hostName: string;
  table: TableSummary;
}

export type MjaiWire = 'lockstep' | 'react' | 'batch';

/** An mjai AI for a table the app hosts: the command that starts it, its wire convention, the bots to add after it. */
export interface MjaiSeatRequest {
  table: string;
  command: string;
  protocol: MjaiWire;
  place?: number;
  bots?: number;
}

export type MjaiSeatResult =
  | { ok: true; place: number; name: string }
  | { ok: false; reason: 'not-hosting' | 'no-table' | 'not-riichi' | 'dealt' | 'no-place' | 'no-start'; message: string };

export interface SparrowBridge {
  readonly apiVersion: 1;
  /** Live list of tables on the LAN; returns a function that stops browsing. */
  browseTables(onChange: (tables: LanTable[]) => void): () => void;
  /** Start the table server inside the app (if not running) and return its address and the organiser's host key. */
  startHost(): Promise<{ address: string; hostKey?: string | null }>;
  /** The app's own table server, if it runs: its address and the organiser's host key. */
  hostStatus?(): Promise<{ address: string | null; hostKey?: string | null }>;
  /** The app only: starts an mjai AI (a command line on this computer) and seats it at a riichi table the app hosts. */
  seatMjai?(request: MjaiSeatRequest): Promise<MjaiSeatResult>;
}

declare global {
  interface Window {
    sparrow?: SparrowBridge;
  }
}

export function bridge(): SparrowBridge | null {
  if (typeof window === 'undefined') return null;
  const b = window.sparrow;
  return b && b.apiVersion === 1 && typeof b.browseTables === 'function' && typeof b.startHost === 'function' ? b : null;
}
