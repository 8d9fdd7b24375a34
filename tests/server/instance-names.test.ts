/** mDNS instance names: unique on this host even when tables are published at the same moment. */
import { expect, it } from 'vitest';
import { InstanceNames } from '../../electron/server/discovery';

const slowProbe = (takenOnNetwork: string[] = []) => (name: string) =>
  new Promise<boolean>((resolve) => setTimeout(() => resolve(takenOnNetwork.includes(name)), 20));

it('two tables with the same name published together get different names', async () => {
  const names = new InstanceNames();
  const got = await Promise.all([0, 1, 2].map(() => names.claim('Friday @ box', slowProbe())));
  expect(new Set(got).size).toBe(3);
  expect(got.sort()).toEqual(['Friday @ box', 'Friday @ box (2)', 'Friday @ box (3)']);
});

it('a name another host holds is skipped, and a released name is free again', async () => {
  const names = new InstanceNames();
  expect(await names.claim('Club @ a', slowProbe(['Club @ a']))).toBe('Club @ a (2)');
  names.release('Club @ a (2)');
  expect(await names.claim('Club @ a', slowProbe(['Club @ a']))).toBe('Club @ a (2)');
});

it('a long name keeps its number within the 63-byte DNS label', async () => {
  const names = new InstanceNames();
  const base = `${'Ž'.repeat(40)} @ host`;
  const first = await names.claim(base, slowProbe());
  const second = await names.claim(base, slowProbe());
  expect(second).not.toBe(first);
  expect(second.endsWith(' (2)')).toBe(true);
  for (const n of [first, second]) expect(Buffer.byteLength(n)).toBeLessThanOrEqual(63);
});
