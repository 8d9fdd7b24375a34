/**
 * The table server inside the app: starts `startHost` on demand (one at a time, however many
 * calls race), remembers that it runs (a crash leaves the mark, see resume.ts), falls back to any
 * free port when the chosen one is taken, and stops it cleanly. The server and the clock are
 * injected so this runs in plain Node tests.
 */
import type { Host, HostOptions } from '../server/host';
import type { SavedTableSummary } from '../../shared/protocol';
import type { HostStatus } from '../preload/api';
import type { HostingMark, StoredSettings } from './settings';

export interface HostingDeps {
  startHost(options: HostOptions): Promise<Host>;
  /** Saved tables when no server runs (the server's `Lobby.saved()` for `dataDir`). */
  listSaved(dataDir: string): SavedTableSummary[];
  settings: { get(): StoredSettings; setHosting(mark: HostingMark | null): void };
  dataDir: string;
  rendererDir: string;
  /** Listening address: every interface unless told (tests keep to 127.0.0.1). */
  bind?: string;
  now?: () => number;
  log?: (message: string) => void;
}

const NOT_HOSTING: HostStatus = { hosting: false, address: null, urls: [], advertised: false, hostKey: null };

export class Hosting {
  private host: Host | null = null;
  private starting: Promise<Host> | null = null;
  private advertised = false;

  constructor(private readonly deps: HostingDeps) {}

  get running(): Host | null {
    return this.host;
  }

  status(): HostStatus {
    const host = this.host;
    if (!host) return { ...NOT_HOSTING };
    return { hosting: true, address: `127.0.0.1:${host.port}`, urls: host.urls().filter((u) => !u.includes('//127.')), advertised: this.advertised, hostKey: host.hostKey };
  }

  /** Starts the server if it is not running; concurrent calls share one start. */
  async start(): Promise<HostStatus> {
    if (this.host) return this.status();
    this.starting ??= this.launch().finally(() => (this.starting = null));
    await this.starting;
    return this.status();
  }

  private async launch(): Promise<Host> {
    const s = this.deps.settings.get();
    const options: HostOptions = {
      port: s.port,
      bind: this.deps.bind ?? '0.0.0.0',
      dataDir: this.deps.dataDir,
      rendererDir: this.deps.rendererDir,
      hostName: s.hostName,
      mdns: s.advertise,
    };
    let host: Host;
    try {
      host = await this.deps.startHost(options);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || s.port === 0) throw e;
      this.deps.log?.(`port ${s.port} is taken; using a free port`);
      host = await this.deps.startHost({ ...options, port: 0 });
    }
    this.host = host;
    this.advertised = s.advertise;
    this.deps.settings.setHosting({ since: (this.deps.now ?? Date.now)(), port: host.port });
    return host;
  }

  /** Stops the server; its unfinished tables stay resumable. */
  async stop(): Promise<HostStatus> {
    if (this.starting) await this.starting.catch(() => undefined);
    const host = this.host;
    this.host = null;
    this.advertised = false;
    if (host) await host.close();
    this.deps.settings.setHosting(null);
    return this.status();
  }

  saved(): SavedTableSummary[] {
    return this.host ? this.host.lobby.saved() : this.deps.listSaved(this.deps.dataDir);
  }

  /** Starts the server and reopens these saved tables; returns the ids reopened. */
  async resume(ids: readonly string[]): Promise<string[]> {
    await this.start();
    const lobby = this.host!.lobby;
    const done: string[] = [];
    for (const id of ids) {
      const result = lobby.resume(id);
      if ('code' in result) this.deps.log?.(`could not resume ${id}: ${result.message}`);
      else done.push(id);
    }
    return done;
  }
}
