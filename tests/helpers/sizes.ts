/**
 * How large a property, fuzz or statistical run is: the variable `name` when set, else the full
 * size the issues asked for under SPARROW_FULL=1, else CI's size under CI, else the local one.
 * Sizes and what each checks: docs/development.md.
 */
export interface Sizes {
  local: number;
  ci: number;
  full?: number;
}

export function testSize(name: string, sizes: Sizes, env: Record<string, string | undefined> = process.env): number {
  const given = env[name];
  if (given !== undefined && given !== '') {
    const n = Number(given);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name}=${given}: a whole number, please`);
    return n;
  }
  if (env.SPARROW_FULL) return sizes.full ?? sizes.ci;
  return env.CI ? sizes.ci : sizes.local;
}
