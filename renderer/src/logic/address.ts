/**
 * A table host's address as a person types it ("192.168.1.20", "mahjong.local:7070", "[::1]:7070"):
 * checked before anything is opened, with the reason when it cannot be one. Without a port, the
 * host's default port.
 */
const HOST_DEFAULT_PORT = 7070;

export type AddressCheck = { ok: true; address: string } | { ok: false; reason: 'empty' | 'format' | 'port' };

export function checkAddress(text: string): AddressCheck {
  const typed = text.trim().replace(/^(https?|wss?):\/\//i, '').replace(/\/.*$/, '');
  if (!typed) return { ok: false, reason: 'empty' };
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?)(?::(\d+))?$/i.exec(typed);
  if (!m) return /:[^:]*\D[^:]*$|:$/.test(typed) && !typed.startsWith('[') ? { ok: false, reason: 'port' } : { ok: false, reason: 'format' };
  const port = m[2] === undefined ? HOST_DEFAULT_PORT : Number(m[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, reason: 'port' };
  return { ok: true, address: `${m[1]}:${port}` };
}
