// @vitest-environment happy-dom
/**
 * The waiting screen says where the others open the table (issue T3 2/8, item 6), when the host
 * gave its addresses, with a QR code of it; practice on this device has none to give and shows none.
 */
import { flushPromises } from '@vue/test-utils';
import jsQR from 'jsqr';
import { expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';
import { tablePage } from './table-page';

/** Reads a QR code drawn as the app draws it (one path of unit squares) as a camera would: pixels, then jsQR. */
function readQr(svg: SVGSVGElement): string | null {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const dark = new Set<string>();
  for (const m of svg.querySelector('path')!.getAttribute('d')!.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) dark.add(`${m[1]},${m[2]}`);
  const px = 4;
  const size = side * px;
  const rgba = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const v = dark.has(`${Math.floor(x / px)},${Math.floor(y / px)}`) ? 0 : 255;
      rgba.set([v, v, v, 255], (y * size + x) * 4);
    }
  return jsQR(rgba, size, size)?.data ?? null;
}

it('a table waiting for players shows the address to open, as the host gave it', async () => {
  const clock = new FakeClock();
  const host = new LocalHost({ clock, botDelayMs: 0 });
  const { w, lobby, table } = await tablePage(host, clock, 'Ann');
  lobby.createTable({ name: 'Friday', preset: 'riichi', bots: 0 });
  await until(() => table.tableId !== null, 'the table', { clock });
  await flushPromises();
  expect(w.find('[data-test=waiting]').exists()).toBe(true);
  // This device's own host has no address for others.
  expect(lobby.openAt).toEqual([]);
  expect(w.find('[data-test=open-at]').exists()).toBe(false);
  // A LAN host's welcome gives them.
  lobby.openAt = ['http://192.168.1.20:7070'];
  await flushPromises();
  const line = w.find('[data-test=open-at]');
  expect(line.text()).toContain('Others join by opening this address');
  expect(line.find('code').text()).toBe('http://192.168.1.20:7070');
  // And its QR code, which a phone's camera reads back as that address.
  await until(async () => (await flushPromises(), w.find('[data-test=qr]').exists()), 'the QR code', { clock });
  expect(readQr(w.find('[data-test=qr]').element as SVGSVGElement)).toBe('http://192.168.1.20:7070');
  w.unmount();
  lobby.disconnect();
  host.dispose();
});

it('someone watching a table that waits for players takes a free seat from the table screen', async () => {
  const clock = new FakeClock();
  const host = new LocalHost({ clock, botDelayMs: 0 });
  // Ann opens a table on another connection and waits for players.
  const ann = host.connect();
  let tableId: string | null = null;
  ann.onMessage((m) => void (m.t === 'joined' && (tableId = m.table)));
  ann.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Ann' });
  ann.send({ t: 'createTable', options: { name: 'Friday', preset: 'hungarian' } });
  await until(() => tableId, 'Ann at her table', { clock });
  const { w, lobby, table } = await tablePage(host, clock, 'Eve');
  lobby.watchTable(tableId!);
  await until(() => table.watching && table.players.length > 0, 'watching the table', { clock });
  await flushPromises();
  await w.find('[data-action=take-seat]').trigger('click');
  await until(() => table.place !== null, 'a seat', { clock });
  await flushPromises();
  expect(table.watching).toBe(false);
  expect(table.players[table.place!]?.name).toBe('Eve');
  expect(w.find('[data-action=take-seat]').exists()).toBe(false);
  w.unmount();
  host.dispose();
});
