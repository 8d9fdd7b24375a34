/**
 * LAN discovery with bonjour-service. The host publishes one `_sparrow._tcp` service per table
 * (TXT: protocol version, table id and name, rule set, free seats, whether a PIN is needed — never
 * the PIN) under an instance name probed to be unique. Browsers re-query periodically and list a
 * table only while its host answers a WebSocket ping: mDNS goodbyes get lost and a killed
 * publisher's records linger for hours.
 */
import { Bonjour, type Browser, type Service } from 'bonjour-service';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION, SOCKET_PATH, type TableSummary } from '../../shared/protocol';

const SERVICE_TYPE = 'sparrow';

export interface DiscoveredTable {
  instance: string;
  id: string;
  name: string;
  rules: string;
  free: number;
  hasPin: boolean;
  state: string;
  v: number;
  address: string;
  port: number;
}

type Txt = Record<string, string>;

function txtFor(table: TableSummary): Txt {
  return { v: String(PROTOCOL_VERSION), id: table.id, name: table.name, rules: table.preset, free: String(table.freeSeats), pin: table.hasPin ? '1' : '0', state: table.state };
}

/** DNS labels are at most 63 bytes: the name is cut on a character boundary, keeping a " (n)" suffix whole. */
function label(text: string, suffix = ''): string {
  let out = text.replace(/\./g, '-');
  while (Buffer.byteLength(out + suffix) > 63) out = out.slice(0, -1);
  return out + suffix;
}

// bonjour-service has no call to change a published TXT record; this reaches its responder.
interface Responder {
  register(records: unknown[]): void;
  unregister(records: unknown[]): void;
  mdns: { respond(records: unknown[]): void; query(name: string, type: string): void; on(event: 'response', fn: (packet: MdnsPacket) => void): void; removeListener(event: 'response', fn: (packet: MdnsPacket) => void): void };
}
interface MdnsPacket {
  answers: { name: string }[];
  additionals: { name: string }[];
}
const responderOf = (bonjour: Bonjour): Responder => (bonjour as unknown as { server: Responder }).server;

/** Does anyone on the network answer for this instance name? Three queries over ~750 ms. */
function nameTaken(bonjour: Bonjour, fqdn: string): Promise<boolean> {
  const mdns = responderOf(bonjour).mdns;
  return new Promise((resolve) => {
    let tries = 0;
    let timer: NodeJS.Timeout;
    const onResponse = (packet: MdnsPacket) => {
      if ([...packet.answers, ...packet.additionals].some((rr) => rr.name.toLowerCase() === fqdn.toLowerCase())) done(true);
    };
    const done = (taken: boolean) => {
      clearTimeout(timer);
      mdns.removeListener('response', onResponse);
      resolve(taken);
    };
    const ask = () => {
      if (tries++ === 3) return done(false);
      mdns.query(fqdn, 'ANY');
      timer = setTimeout(ask, 250);
    };
    mdns.on('response', onResponse);
    ask();
  });
}

/**
 * Instance names in use or being probed on this host: two tables named alike get "Name", "Name (2)"
 * even when they are published at the same moment (a name is claimed before its probe, not after).
 */
export class InstanceNames {
  private readonly held = new Set<string>();

  /** A free name for `base`: not held here and not taken on the network (`taken` probes it). */
  async claim(base: string, taken: (name: string) => Promise<boolean>): Promise<string> {
    for (let n = 1; ; n++) {
      const name = label(base, n === 1 ? '' : ` (${n})`);
      const key = name.toLowerCase();
      if (this.held.has(key)) continue;
      this.held.add(key);
      if (!(await taken(name))) return name;
      this.held.delete(key);
    }
  }

  release(name: string): void {
    this.held.delete(name.toLowerCase());
  }
}

export interface PublisherOptions {
  port: number;
  hostName: string;
  /** Checks that instance names are free on the network first (off only in tests of this module). */
  probe?: boolean;
  onPublished?: (tableId: string, instance: string) => void;
}

/** Keeps one published service per table in step with the lobby's list. */
export class Publisher {
  private readonly bonjour = new Bonjour({}, (err: Error) => console.error(`sparrow: mDNS: ${err.message}`));
  private readonly services = new Map<string, { service: Service; txt: string }>();
  private readonly pending = new Set<string>();
  private readonly names = new InstanceNames();
  private stopped = false;

  constructor(private readonly options: PublisherOptions) {}

  async sync(tables: readonly TableSummary[]): Promise<void> {
    if (this.stopped) return;
    const live = new Set(tables.map((t) => t.id));
    for (const [id, entry] of this.services)
      if (!live.has(id)) {
        this.services.delete(id);
        this.names.release(entry.service.name);
        entry.service.stop?.();
      }
    await Promise.all(tables.map((t) => this.publish(t)));
  }

  private async publish(table: TableSummary): Promise<void> {
    const txt = txtFor(table);
    const existing = this.services.get(table.id);
    if (existing) {
      if (existing.txt !== JSON.stringify(txt)) this.updateTxt(existing, txt);
      return;
    }
    if (this.pending.has(table.id)) return;
    this.pending.add(table.id);
    try {
      const name = await this.names.claim(`${table.name} @ ${this.options.hostName}`, (n) =>
        this.options.probe === false ? Promise.resolve(false) : nameTaken(this.bonjour, `${n}._${SERVICE_TYPE}._tcp.local`),
      );
      if (this.stopped || this.services.has(table.id)) return this.names.release(name);
      const service = this.bonjour.publish({ name, type: SERVICE_TYPE, port: this.options.port, txt, probe: false, disableIPv6: true });
      this.services.set(table.id, { service, txt: JSON.stringify(txt) });
      this.options.onPublished?.(table.id, name);
    } finally {
      this.pending.delete(table.id);
    }
  }

  private updateTxt(entry: { service: Service; txt: string }, txt: Txt): void {
    const responder = responderOf(this.bonjour);
    responder.unregister(entry.service.records().filter((r) => r.type === 'TXT'));
    entry.service.txt = txt;
    entry.txt = JSON.stringify(txt);
    const records = entry.service.records();
    responder.register(records);
    responder.mdns.respond(records);
  }

  /** Says goodbye for every table and closes the socket. */
  stop(): Promise<void> {
    this.stopped = true;
    return new Promise((resolve) => {
      this.bonjour.unpublishAll(() => this.bonjour.destroy(() => resolve()));
    });
  }
}

/** Does a Sparrow host answer a WebSocket ping at this address? */
function pingHost(address: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const host = address.includes(':') ? `[${address}]` : address;
    const ws = new WebSocket(`ws://${host}:${port}${SOCKET_PATH}`, { handshakeTimeout: timeoutMs });
    const done = (alive: boolean) => {
      clearTimeout(timer);
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.terminate();
      resolve(alive);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    ws.on('open', () => ws.send(JSON.stringify({ t: 'ping' })));
    ws.on('message', (data) => {
      try {
        if (JSON.parse(String(data)).t === 'pong') done(true);
      } catch {
        done(false);
      }
    });
    ws.on('error', () => done(false));
    ws.on('close', () => done(false));
  });
}

export interface BrowseOptions {
  /** How often to ask the network again. */
  requeryMs?: number;
  /** How often to ping each host. */
  livenessMs?: number;
  pingTimeoutMs?: number;
  onChange?: (tables: DiscoveredTable[]) => void;
}

function fromService(service: Service): DiscoveredTable | null {
  const txt = (service.txt ?? {}) as Record<string, unknown>;
  const address = service.referer?.address ?? service.addresses?.find((a) => !a.includes(':'));
  if (!address || typeof txt.id !== 'string') return null;
  return {
    instance: service.name,
    id: txt.id,
    name: typeof txt.name === 'string' ? txt.name : service.name,
    rules: String(txt.rules ?? ''),
    free: Number(txt.free ?? 0),
    hasPin: txt.pin === '1' || txt.pin === 1 || txt.pin === true,
    state: String(txt.state ?? ''),
    v: Number(txt.v ?? 0),
    address,
    port: service.port,
  };
}

/** A live list of Sparrow tables on the LAN. */
export class TableBrowser {
  private readonly bonjour = new Bonjour({}, (err: Error) => console.error(`sparrow: mDNS: ${err.message}`));
  private readonly browser: Browser;
  private readonly alive = new Map<string, boolean>();
  private readonly probing = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private last = '[]';
  private stopped = false;

  constructor(private readonly options: BrowseOptions = {}) {
    this.browser = this.bonjour.find({ type: SERVICE_TYPE });
    const changed = () => this.check();
    this.browser.on('up', changed);
    this.browser.on('down', changed);
    this.browser.on('txt-update', changed);
    this.browser.on('srv-update', changed);
    this.timers.push(setInterval(() => this.browser.update(), options.requeryMs ?? 5000));
    this.timers.push(setInterval(() => this.probeAll(), options.livenessMs ?? 5000));
  }

  private entries(): DiscoveredTable[] {
    return this.browser.services.flatMap((s) => {
      const t = fromService(s);
      return t ? [t] : [];
    });
  }

  /** Tables whose host answered its latest ping. */
  list(): DiscoveredTable[] {
    return this.entries()
      .filter((t) => this.alive.get(`${t.address}:${t.port}`) === true)
      .sort((a, b) => a.instance.localeCompare(b.instance));
  }

  private check(): void {
    for (const t of this.entries()) if (!this.alive.has(`${t.address}:${t.port}`)) this.probe(t.address, t.port);
    this.emit();
  }

  private emit(): void {
    if (this.stopped) return;
    const now = JSON.stringify(this.list());
    if (now === this.last) return;
    this.last = now;
    this.options.onChange?.(this.list());
  }

  private probe(address: string, port: number): void {
    const key = `${address}:${port}`;
    if (this.probing.has(key)) return;
    this.probing.add(key);
    void pingHost(address, port, this.options.pingTimeoutMs ?? 2000).then((ok) => {
      this.probing.delete(key);
      this.alive.set(key, ok);
      this.emit();
    });
  }

  private probeAll(): void {
    const hosts = new Map(this.entries().map((t) => [`${t.address}:${t.port}`, t]));
    for (const t of hosts.values()) this.probe(t.address, t.port);
  }

  stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.browser.stop();
    return new Promise((resolve) => this.bonjour.destroy(() => resolve()));
  }
}
