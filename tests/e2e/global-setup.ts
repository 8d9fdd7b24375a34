/** Vitest global setup: the browser tests need dist/renderer; build it if the sources changed. */
export default async function setup(): Promise<void> {
  const wanted = process.argv.some((a) => a.includes('e2e')) || !process.argv.some((a) => /tests\/(shared|server|renderer)/.test(a));
  if (!wanted) return;
  const { buildRenderer } = await import('../../scripts/build-renderer.mjs');
  await buildRenderer({ quiet: true });
}
