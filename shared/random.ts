/**
 * Seeded randomness: SFC32 (Chris Doty-Humphrey's Small Fast Counting generator). Its whole
 * state is four 32-bit words of plain data, so it lives inside the table state, clones with it and
 * replays exactly. The state is never sent to a client.
 */
export interface Rng {
  s: [number, number, number, number];
}

/** An RNG from a hex seed of at least 32 hex digits (e.g. a SHA-256 digest). */
export function rngFromHex(hex: string): Rng {
  if (!/^[0-9a-f]{32,}$/i.test(hex)) throw new Error('RNG seed must be at least 32 hex digits');
  const s = [0, 1, 2, 3].map((i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0) as Rng['s'];
  const rng: Rng = { s };
  for (let i = 0; i < 15; i++) nextUint32(rng); // warm-up, as the algorithm's author recommends
  return rng;
}

export function nextUint32(rng: Rng): number {
  let [a, b, c, d] = rng.s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng.s = [a, b, c, d];
  return t >>> 0;
}

/** Uniform integer in [0, n), without modulo bias. */
export function nextInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new Error(`bad range ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export type Dice = [number, number];

export function rollDice(rng: Rng): Dice {
  return [nextInt(rng, 6) + 1, nextInt(rng, 6) + 1];
}

export const diceTotal = (dice: readonly number[]): number => dice.reduce((a, b) => a + b, 0);
