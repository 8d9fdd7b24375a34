/**
 * Random complete riichi hands with random situations, from a seeded RNG, for the differential
 * test against majiang-core. Hands are drawn from themed tile pools (one suit, honours, terminals,
 * greens, dragons, winds…) so that rare yaku and yakuman come up often enough to be compared.
 */
import { nextInt, type Rng } from '../../../shared/random';
import type { RiichiHand, RiichiMeld } from '../../../shared/rules/riichi/types';
import type { Kind, Wind } from '../../../shared/tiles';

export interface GeneratedMeld extends RiichiMeld {
  /** Seat offset (1 next, 2 opposite, 3 previous) of the player who fed it; 0 for a concealed kong. */
  fedBy: number;
  /** A kong made by adding to a pung. */
  added: boolean;
  /** Which of its tiles are red fives. */
  red: boolean[];
}

export interface GeneratedCase {
  hand: RiichiHand;
  melds: GeneratedMeld[];
  /** Concealed tiles (win tile included) and whether each is a red five. */
  concealedRed: boolean[];
  winRed: boolean;
  /** Ron: offset of the discarder from the winner (1–3). */
  from: number;
  honba: number;
  sticks: number;
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[nextInt(rng, xs.length)];
const chance = (rng: Rng, p: number) => nextInt(rng, 1000) < p * 1000;

const range = (a: number, b: number) => Array.from({ length: b - a }, (_, i) => a + i);
const ALL = range(0, 34);
const HONOURS = range(27, 34);
const TERMINALS = [0, 8, 9, 17, 18, 26];
const SIMPLES = ALL.filter((k) => k < 27 && k % 9 !== 0 && k % 9 !== 8);
const GREENS = [19, 20, 21, 23, 25, 32];

function pools(rng: Rng): Kind[] {
  const suit = nextInt(rng, 3) * 9;
  const oneSuit = range(suit, suit + 9);
  switch (nextInt(rng, 14)) {
    case 0:
      return oneSuit;
    case 1:
      return [...oneSuit, ...HONOURS];
    case 2:
      return [...TERMINALS, ...HONOURS];
    case 3:
      return chance(rng, 0.5) ? TERMINALS.concat([1, 7, 10, 16, 19, 25]) : OUTSIDE;
    case 4:
      return GREENS;
    case 5:
      return [31, 32, 33, ...oneSuit];
    case 6:
      return [27, 28, 29, 30, ...oneSuit.slice(0, 5)];
    case 7:
      return SIMPLES;
    case 8:
      return HONOURS;
    case 9:
      return [...oneSuit, ...range((suit + 9) % 27, ((suit + 9) % 27) + 9)];
    default:
      return ALL;
  }
}

interface RawSet {
  kinds: Kind[];
  chow: boolean;
}

const chowSet = (k: Kind): RawSet => ({ kinds: [k, k + 1, k + 2], chow: true });

/** Sets that make rarer yaku likely: a mixed triple chow, a pure straight, an outside hand. */
function seedSets(rng: Rng): RawSet[] {
  const suit = nextInt(rng, 3) * 9;
  switch (nextInt(rng, 10)) {
    case 0: {
      const r = nextInt(rng, 7);
      return [chowSet(r), chowSet(9 + r), chowSet(18 + r)];
    }
    case 1:
      return [chowSet(suit), chowSet(suit + 3), chowSet(suit + 6)];
    case 2:
      return [chowSet(suit + pick(rng, [0, 6])), chowSet(pick(rng, [0, 6, 9, 15, 18, 24]))];
    case 3: {
      const r = nextInt(rng, 7);
      return [chowSet(suit + r), chowSet(suit + r)];
    }
    case 4:
      return [31, 32, 33].map((k) => ({ kinds: [k, k, k], chow: false }));
    case 5:
      return [27, 28, 29, 30].slice(nextInt(rng, 2)).map((k) => ({ kinds: [k, k, k], chow: false }));
    default:
      return [];
  }
}

const OUTSIDE = [0, 1, 2, 6, 7, 8, 9, 10, 11, 15, 16, 17, 18, 19, 20, 24, 25, 26, ...HONOURS];

function standardShape(rng: Rng, pool: Kind[], counts: number[]): { sets: RawSet[]; pair: Kind } | null {
  const sets: RawSet[] = [];
  for (const s of seedSets(rng)) {
    if (s.kinds.some((k) => counts[k] >= 4)) continue;
    for (const k of s.kinds) counts[k]++;
    sets.push(s);
  }
  if (sets.length && chance(rng, 0.5)) pool = chance(rng, 0.5) ? OUTSIDE : ALL;
  const chowStarts = pool.filter((k) => k < 27 && k % 9 <= 6 && pool.includes(k + 1) && pool.includes(k + 2));
  for (let tries = 0; sets.length < 4 && tries < 60; tries++) {
    if (chowStarts.length && chance(rng, 0.55)) {
      const k = pick(rng, chowStarts);
      if (counts[k] < 4 && counts[k + 1] < 4 && counts[k + 2] < 4) {
        counts[k]++;
        counts[k + 1]++;
        counts[k + 2]++;
        sets.push({ kinds: [k, k + 1, k + 2], chow: true });
      }
    } else {
      const k = pick(rng, pool);
      if (counts[k] <= 1) {
        counts[k] += 3;
        sets.push({ kinds: [k, k, k], chow: false });
      }
    }
  }
  if (sets.length < 4) return null;
  const pairs = pool.filter((k) => counts[k] <= 2);
  if (!pairs.length) return null;
  const pair = pick(rng, pairs);
  counts[pair] += 2;
  return { sets, pair };
}

function specialShape(rng: Rng, kind: number): Kind[] | null {
  if (kind === 0) {
    // seven pairs
    const pool = pools(rng);
    if (pool.length < 7) return null;
    const chosen = new Set<Kind>();
    while (chosen.size < 7) chosen.add(pick(rng, pool));
    return [...chosen].flatMap((k) => [k, k]);
  }
  if (kind === 1) {
    const majors = [...TERMINALS, ...HONOURS];
    return [...majors, pick(rng, majors)];
  }
  const base = nextInt(rng, 3) * 9;
  const tiles = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].map((r) => base + r);
  tiles.push(base + nextInt(rng, 9));
  return tiles;
}

function makeMeld(rng: Rng, set: RawSet, counts: number[]): GeneratedMeld {
  const fedBy = 1 + nextInt(rng, 3);
  if (set.chow) return { type: 'chow', kinds: [...set.kinds], concealed: false, fedBy: 3, added: false, red: [false, false, false] };
  const k = set.kinds[0];
  if (counts[k] === 3 && chance(rng, 0.35)) {
    counts[k]++;
    const style = nextInt(rng, 3);
    if (style === 0) return { type: 'kong', kinds: [k, k, k, k], concealed: true, fedBy: 0, added: false, red: [false, false, false, false] };
    return { type: 'kong', kinds: [k, k, k, k], concealed: false, fedBy, added: style === 2, red: [false, false, false, false] };
  }
  return { type: 'pung', kinds: [k, k, k], concealed: false, fedBy, added: false, red: [false, false, false] };
}

export interface GenerateOptions {
  redFives: boolean;
}

/** One random complete hand with a random situation; null when the draw failed (try again). */
export function randomCase(rng: Rng, opts: GenerateOptions): GeneratedCase | null {
  const counts = new Array<number>(34).fill(0);
  const special = nextInt(rng, 20);
  let concealed: Kind[];
  let melds: GeneratedMeld[] = [];
  if (special < 3) {
    const tiles = specialShape(rng, special);
    if (!tiles) return null;
    for (const k of tiles) counts[k]++;
    if (counts.some((n) => n > 4)) return null;
    concealed = tiles;
  } else {
    const shape = standardShape(rng, pools(rng), counts);
    if (!shape) return null;
    const meldCount = pick(rng, [0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4]);
    melds = shape.sets.slice(0, meldCount).map((s) => makeMeld(rng, s, counts));
    concealed = [...shape.sets.slice(meldCount).flatMap((s) => s.kinds), shape.pair, shape.pair];
  }
  const winTile = pick(rng, concealed);
  const closed = melds.every((m) => m.concealed);
  const tsumo = chance(rng, 0.5);
  const seatWind = nextInt(rng, 4) as Wind;
  const prevailingWind = nextInt(rng, chance(rng, 0.8) ? 2 : 4) as Wind;
  const hasKong = melds.some((m) => m.type === 'kong');
  const first = closed && melds.length === 0 && chance(rng, 0.03);
  const riichi = closed && !first && chance(rng, 0.4) ? (chance(rng, 0.15) ? 2 : 1) : 0;
  const rinshan = tsumo && hasKong && !first && chance(rng, 0.3);
  const winCount = concealed.filter((k) => k === winTile).length + melds.reduce((n, m) => n + m.kinds.filter((k) => k === winTile).length, 0);
  const chankan = !tsumo && winCount === 1 && chance(rng, 0.08);
  const last = !rinshan && !first && !chankan && chance(rng, 0.06);

  // Red fives: at most one per suit, on a five the hand holds.
  const concealedRed = concealed.map(() => false);
  let winRed = false;
  let redFives = 0;
  if (opts.redFives) {
    for (const five of [4, 13, 22]) {
      if (!chance(rng, 0.5)) continue;
      const spots: (() => void)[] = [];
      concealed.forEach((k, i) => k === five && spots.push(() => (concealedRed[i] = true)));
      melds.forEach((m) => m.kinds.forEach((k, i) => k === five && spots.push(() => (m.red[i] = true))));
      if (spots.length) {
        pick(rng, spots)();
        redFives++;
      }
    }
    // The winning tile is one of the concealed tiles of its kind, maybe the red one.
    const copies = concealed.map((k, i) => i).filter((i) => concealed[i] === winTile);
    winRed = concealedRed[pick(rng, copies)];
  }
  const indicators = 1 + (chance(rng, 0.7) ? 0 : nextInt(rng, 4));
  const doraIndicators = Array.from({ length: indicators }, () => nextInt(rng, 34));
  const uraIndicators = Array.from({ length: indicators }, () => nextInt(rng, 34));
  const hand: RiichiHand = {
    concealed,
    melds: melds.map((m) => ({ type: m.type, kinds: m.kinds, concealed: m.concealed })),
    winTile,
    redFives,
    doraIndicators,
    uraIndicators,
    situation: {
      tsumo,
      seatWind,
      prevailingWind,
      riichi: riichi as 0 | 1 | 2,
      ippatsu: riichi > 0 && !rinshan && chance(rng, 0.3),
      haitei: last && tsumo,
      houtei: last && !tsumo,
      rinshan,
      chankan,
      tenhou: first && tsumo && seatWind === 0,
      chiihou: first && tsumo && seatWind !== 0,
      renhou: false,
    },
  };
  return { hand, melds, concealedRed, winRed, from: 1 + nextInt(rng, 3), honba: chance(rng, 0.3) ? nextInt(rng, 6) : 0, sticks: chance(rng, 0.3) ? nextInt(rng, 4) : 0 };
}
