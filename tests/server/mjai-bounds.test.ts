/**
 * An mjai AI cannot eat the host's memory or its log (issue T3 4/8, item 4): a line without an end
 * longer than 64 KiB ends the AI's channel (the bot takes the place), and a flood of lines nobody
 * asked for keeps only a few and is reported once per burst.
 */
import { afterEach, expect, it } from 'vitest';
import { MAX_LINE_BYTES, stdioChannel, type ClosableChannel } from '../../electron/server/mjai-channel';
import { MjaiSeat, type LineChannel } from '../../shared/rules/riichi/logs/mjai-seat';
import { riichi } from '../../shared/rules/presets';
import { newTable } from '../../shared/table/start';
import { until } from '../helpers/until';

const channels: ClosableChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
});

const node = (script: string) => {
  const c = stdioChannel(process.execPath, ['-e', script], 5000);
  channels.push(c);
  return c;
};

it('a line without an end past 64 KiB ends the channel with a reason, and the AI is stopped', async () => {
  // 4 MB with no newline, in 64 KiB writes.
  const c = node(`const b = 'x'.repeat(65536); let n = 0; const w = () => { while (n < 64 && process.stdout.write(b)) n++; if (n < 64) process.stdout.once('drain', w); }; w(); setInterval(() => {}, 1000);`);
  await expect(c.receive()).rejects.toThrow(`the mjai player sent a line of more than ${MAX_LINE_BYTES / 1024} KiB`);
  expect(await c.ended).toBe(`the mjai player sent a line of more than 64 KiB`);
  await new Promise((r) => c.child.once('exit', r).exitCode !== null && r(null));
  expect(c.child.exitCode !== null || c.child.signalCode !== null).toBe(true);
});

it('a flood of unasked lines keeps a few, counts the rest, and a line at the limit still passes', async () => {
  const c = node(`for (let i = 0; i < 20000; i++) process.stdout.write('{"type":"none"}\\n'); process.stdout.write('{"type":"x","pad":"' + 'y'.repeat(${MAX_LINE_BYTES} - 30) + '"}\\n'); setInterval(() => {}, 1000);`);
  const first = await c.receive();
  expect(first).toBe('{"type":"none"}');
  // The rest arrive unasked: at most 8 kept, so at least 20,000 − 8 are dropped once all are in
  // (counted as they come, however long the machine takes to pass them on).
  let dropped = 0;
  await until(() => (dropped += c.takeDropped()) >= 20000 - 8 || c.isEnded, () => `all 20,000 lines (${dropped} dropped so far)`);
  const kept = c.takeUnasked();
  dropped += c.takeDropped();
  expect(kept.length).toBeLessThanOrEqual(8);
  expect(kept.length + dropped).toBe(20000);
  expect(c.isEnded).toBe(false);
});

it('the seat reports a burst of unasked lines once, with how many', async () => {
  const said: string[] = [];
  const unasked = ['{"type":"none"}', '{"type":"dahai","pai":"1m"}'];
  let dropped = 998;
  const channel: LineChannel = {
    send: () => {},
    receive: async () => '{"type":"join","name":"Flood"}',
    takeUnasked: () => unasked.splice(0),
    takeDropped: () => dropped - (dropped = 0),
  };
  const seat = new MjaiSeat(0, channel, newTable(riichi), { onError: (m) => said.push(m) });
  expect(await seat.hello()).toBe('Flood');
  expect(said).toEqual(['1000 lines came unasked, the first: {"type":"none"}']);
});
