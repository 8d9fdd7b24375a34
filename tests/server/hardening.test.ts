/**
 * Hardening, second round (issue T3 4/8), through real sockets: a socket that never finishes its
 * request's head is closed (slowloris), silent or trickling; a whole request is still served.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { until } from '../helpers/until';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await host?.dispose();
  host = null;
});

function open(port: number): Promise<{ socket: Socket; closed: () => boolean; text: () => string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    let closed = false;
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => (closed = true));
    socket.on('error', () => {});
    socket.on('connect', () => resolve({ socket, closed: () => closed, text: () => text }));
  });
}

it('closes sockets that do not finish a request head in time, silent or trickling; a whole request is answered', async () => {
  // The host's limit is 10 s; here half a second, so the test does not wait ten.
  host = await testHost({ limits: { requestHeadMs: 500 } });
  const port = Number(new URL(host.url).port);
  const silent = await open(port);
  const trickle = await open(port);
  trickle.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  let n = 0;
  const drip = setInterval(() => !trickle.closed() && trickle.socket.write(`X-${n++}: a\r\n`), 100);
  const upgrade = await open(port);
  upgrade.socket.write('GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n');
  try {
    await until(() => silent.closed() && trickle.closed() && upgrade.closed(), 'the slow sockets closed', { timeoutMs: 8000, everyMs: 50 });
  } finally {
    clearInterval(drip);
  }
  const whole = await open(port);
  whole.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  await until(() => whole.text().startsWith('HTTP/1.1 200'), 'the page');
});
