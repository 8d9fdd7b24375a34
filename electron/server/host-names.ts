/**
 * Which `Host` header values this host answers: its own addresses (every interface's, any
 * loopback), its host name and mDNS name (`<hostname>.local`, the name bonjour advertises),
 * and localhost. Anything else — `evil.example` pointed at this machine by DNS rebinding — gets
 * no page and no WebSocket, so a foreign site can never make the browser treat this host as
 * its own origin.
 */
import { isIP } from 'node:net';
import { hostname as osHostname, networkInterfaces } from 'node:os';

/** The name part of a Host header ("a.b:7070", "[::1]:7070", "a.b."), lower case; null if malformed. */
function hostOfHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/i.exec(header.trim());
  if (!m) return null;
  return (m[1] ?? m[2]).toLowerCase().replace(/\.$/, '');
}

/** 127.x.x.x (plain or IPv4-mapped) or ::1. */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);
}

export interface HostNamesOptions {
  /** This machine's host name (os.hostname() unless told). */
  hostname?: string;
  /** This machine's interface addresses (read from the system unless told). */
  addresses?: () => string[];
}

const interfaceAddresses = (): string[] =>
  Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((a) => a.address.toLowerCase());

export class HostNames {
  private readonly names: Set<string>;
  private readonly addresses: () => string[];
  private known = new Set<string>();
  private readAt = -Infinity;

  constructor(options: HostNamesOptions = {}) {
    const name = (options.hostname ?? osHostname()).toLowerCase().replace(/\.$/, '');
    const short = name.replace(/\.local$/, '');
    this.names = new Set(['localhost', name, short, `${short}.local`]);
    this.addresses = options.addresses ?? interfaceAddresses;
  }

  /** Is this Host header one of ours? */
  allows(header: string | undefined): boolean {
    const host = hostOfHeader(header);
    if (host === null) return false;
    if (!isIP(host)) return this.names.has(host) || host.endsWith('.localhost');
    if (isLoopbackAddress(host)) return true;
    if (this.known.has(host)) return true;
    // Addresses change (DHCP, a new network): look again, at most once a second.
    const now = performance.now();
    if (now - this.readAt < 1000) return false;
    this.readAt = now;
    this.known = new Set(this.addresses());
    return this.known.has(host);
  }
}
