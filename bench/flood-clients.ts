/**
 * The flooders of the flood bench, in their own process (so their work is neither the host's nor
 * the victim's): `count` connections from their own loopback addresses say hello, then send
 * `listTables` as fast as they can for `seconds`. Prints `DONE {sent, closed}`.
 */
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../shared/protocol';

const [url, count, seconds] = [process.argv[2], Number(process.argv[3] ?? 30), Number(process.argv[4] ?? 3)];
const flooders = await Promise.all(
  Array.from(
    { length: count },
    (_, i) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url, { localAddress: `127.0.0.${i + 10}` });
        ws.once('open', () => {
          ws.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: `Flood ${i}` }));
          resolve(ws);
        });
        ws.once('error', reject);
      }),
  ),
);
console.log('OPEN');
let sent = 0;
const end = performance.now() + seconds * 1000;
const pump = (ws: WebSocket) => {
  if (performance.now() > end || ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount < 64 * 1024)
    for (let i = 0; i < 100; i++) {
      ws.send('{"t":"listTables"}');
      sent++;
    }
  setTimeout(() => pump(ws), 1);
};
flooders.forEach(pump);
setTimeout(() => {
  console.log(`DONE ${JSON.stringify({ sent, closed: flooders.filter((f) => f.readyState !== f.OPEN).length })}`);
  process.exit(0);
}, seconds * 1000 + 200);
