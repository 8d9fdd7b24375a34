/**
 * Browsing the LAN for tables on behalf of renderers: one `TableBrowser` while at least one
 * window wants the list, stopped when none does. Each subscriber gets the list as plain data in
 * the renderer's `LanTable` shape; this app's own tables and other protocol versions are left out.
 */
import type { BrowseOptions, DiscoveredTable } from '../server/discovery';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import type { LanTableInfo } from '../preload/api';

export interface Subscriber {
  readonly id: number;
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
  once(event: 'destroyed', listener: () => void): unknown;
}

export interface BrowserLike {
  stop(): Promise<void>;
}

export interface LanDeps {
  createBrowser(options: BrowseOptions): BrowserLike;
  channel: string;
  /** This app's own server, to leave out: its port and this machine's addresses. */
  ownHost(): { port: number; addresses: string[] } | null;
}

const STATES = new Set(['waiting', 'playing', 'finished']);

/** "Table name @ host" (the publisher's instance name) → "host". */
export function hostNameOf(instance: string): string {
  const at = instance.lastIndexOf(' @ ');
  return (at >= 0 ? instance.slice(at + 3) : instance).replace(/ \(\d+\)$/, '');
}

export function toLanTable(t: DiscoveredTable): LanTableInfo {
  const host = t.address.includes(':') ? `[${t.address}]` : t.address;
  return {
    address: `${host}:${t.port}`,
    hostName: hostNameOf(t.instance),
    table: {
      id: t.id,
      name: t.name,
      preset: t.rules,
      freeSeats: Math.max(0, Math.min(4, Math.trunc(t.free) || 0)),
      players: [],
      hasPin: t.hasPin,
      state: (STATES.has(t.state) ? t.state : 'waiting') as LanTableInfo['table']['state'],
    },
  };
}

export class LanTables {
  private readonly subscribers = new Map<number, Subscriber>();
  private browser: BrowserLike | null = null;
  private found: DiscoveredTable[] = [];

  constructor(private readonly deps: LanDeps) {}

  get browsing(): boolean {
    return this.browser !== null;
  }

  list(): LanTableInfo[] {
    const own = this.deps.ownHost();
    return this.found
      .filter((t) => t.v === PROTOCOL_VERSION)
      .filter((t) => !own || !(t.port === own.port && (own.addresses.includes(t.address) || t.address.startsWith('127.'))))
      .map(toLanTable);
  }

  subscribe(sub: Subscriber): void {
    if (!this.subscribers.has(sub.id)) {
      this.subscribers.set(sub.id, sub);
      sub.once('destroyed', () => void this.unsubscribe(sub));
    }
    if (!this.browser) this.browser = this.deps.createBrowser({ onChange: (tables) => this.changed(tables) });
    sub.send(this.deps.channel, this.list());
  }

  async unsubscribe(sub: Pick<Subscriber, 'id'>): Promise<void> {
    this.subscribers.delete(sub.id);
    if (this.subscribers.size === 0) await this.stop();
  }

  /** The own host started or stopped: send the list again. */
  refresh(): void {
    this.broadcast();
  }

  async stop(): Promise<void> {
    this.subscribers.clear();
    const browser = this.browser;
    this.browser = null;
    this.found = [];
    await browser?.stop();
  }

  private changed(tables: DiscoveredTable[]): void {
    this.found = tables;
    this.broadcast();
  }

  private broadcast(): void {
    const list = this.list();
    for (const sub of [...this.subscribers.values()]) {
      if (sub.isDestroyed()) this.subscribers.delete(sub.id);
      else sub.send(this.deps.channel, list);
    }
  }
}
