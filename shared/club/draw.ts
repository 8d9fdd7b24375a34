/**
 * A club night's round draw: everyone present is put at a table of four (or on the bench, or at a
 * table with a bot seat when the count is not a multiple of four), so that as few pairs as
 * possible meet again. Deterministic from a seed: an iterated local search (swap two players,
 * keep the swap when it helps) from seeded random starts, stopping at a draw with no repeat.
 *
 * Sitting out goes in turn, a hard rule: those who sat out least sit out next, so the counts never
 * differ by more than one; the optimiser chooses only among the players tied at the threshold.
 * Bot seats are balanced second to repeats: a place at a bot table costs more the more often
 * the player has had one, but less than any repeat (a table of three humans cannot otherwise
 * avoid seating together the players a full table of four held the round before).
 */
import { sha256Hex } from '../fairness';
import { nextInt, rngFromHex, shuffle, type Rng } from '../random';

export type PlayerId = number;

export interface DrawPlayer {
  id: PlayerId;
  /** Rounds sat out so far (the evening may start a late arrival at the others' level). */
  sitOuts: number;
  /** Rounds played at a table with a bot seat so far. */
  botTables: number;
}

export interface DrawInput {
  players: readonly DrawPlayer[];
  /** Every earlier table (humans only), whoever was there: who has met whom. */
  history: readonly (readonly PlayerId[])[];
  /** Fill the last seats with bots (tables of three humans) rather than have players sit out. */
  botSeats: boolean;
  seed: string;
}

interface DrawnTable {
  /** Players in the table's join order; null is a bot seat. */
  players: (PlayerId | null)[];
}

export interface RoundDraw {
  /** Tables of four humans first, then those with bot seats. */
  tables: DrawnTable[];
  sittingOut: PlayerId[];
  /** Pairs seated together this round who had already met. */
  repeats: number;
}

export const TABLE_SIZE = 4;
/** The fewest players a draw seats: one table (with bot seats, two humans and two bots at least). */
export const MIN_PLAYERS = 4;

/** How many humans sit at each table, and how many sit out. */
export function tableShape(players: number, botSeats: boolean): { sizes: number[]; bench: number } {
  if (players < MIN_PLAYERS) throw new Error(`a draw needs at least ${MIN_PLAYERS} players`);
  if (!botSeats || players % TABLE_SIZE === 0) {
    const tables = Math.floor(players / TABLE_SIZE);
    return { sizes: new Array<number>(tables).fill(TABLE_SIZE), bench: players % TABLE_SIZE };
  }
  const tables = Math.ceil(players / TABLE_SIZE);
  const small = Math.floor(players / tables);
  const big = players - small * tables;
  return { sizes: Array.from({ length: tables }, (_, i) => (i < big ? small + 1 : small)), bench: 0 };
}

/** Pair meetings so far, as a symmetric matrix over the players' local indices. */
function meetings(ids: readonly PlayerId[], history: DrawInput['history']): Int32Array {
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const met = new Int32Array(n * n);
  for (const table of history) {
    const local = table.map((id) => index.get(id)).filter((i): i is number => i !== undefined);
    for (let a = 0; a < local.length; a++)
      for (let b = a + 1; b < local.length; b++) {
        met[local[a] * n + local[b]]++;
        met[local[b] * n + local[a]]++;
      }
  }
  return met;
}

/**
 * Costs, in order of weight: a repeat; a bot table for someone who has had more of them than
 * others; meeting someone seen more often (the spread among repeats).
 */
const REPEAT = 1_000_000_000;
const BOT_TABLE = 10_000;
const pairCost = (m: number): number => (m === 0 ? 0 : REPEAT + m * m);

/**
 * Which players may take the restricted places (bench or bot tables): `forced` must, `optional`
 * may. `count` is the player's sit-outs or bot tables so far.
 */
export function restrictedChoice(counts: readonly number[], places: number): { forced: boolean[]; optional: boolean[] } {
  const sorted = [...counts].sort((a, b) => a - b);
  const threshold = places > 0 ? sorted[places - 1] : -Infinity;
  return { forced: counts.map((c) => c < threshold), optional: counts.map((c) => c === threshold) };
}

interface Search {
  n: number;
  met: Int32Array;
  /** Group of each player (local index); groups 0..tables-1 are tables, `tables` is the bench. */
  group: number[];
  members: number[][];
  /** Groups whose places are restricted (bench, or tables with bot seats). */
  restricted: boolean[];
  forced: boolean[];
  eligible: boolean[];
  /** Groups whose pairs count (tables; not the bench). */
  scored: boolean[];
  /** What a place in a restricted group costs each player (bot tables; zero for the bench). */
  restrictedCost: number[];
}

function groupCost(s: Search, g: number): number {
  if (!s.scored[g]) return 0;
  const m = s.members[g];
  let cost = 0;
  for (let a = 0; a < m.length; a++) for (let b = a + 1; b < m.length; b++) cost += pairCost(s.met[m[a] * s.n + m[b]]);
  return cost;
}

const totalCost = (s: Search): number =>
  s.members.reduce((sum, m, g) => sum + groupCost(s, g) + (s.restricted[g] ? m.reduce((c, p) => c + s.restrictedCost[p], 0) : 0), 0);

/** A swap keeps the balance rule: forced players stay in restricted groups, ineligible ones out of them. */
function swapAllowed(s: Search, a: number, b: number): boolean {
  const ga = s.group[a];
  const gb = s.group[b];
  if (ga === gb) return false;
  if (s.restricted[ga] === s.restricted[gb]) return true;
  const [inR, out] = s.restricted[ga] ? [a, b] : [b, a];
  return !s.forced[inR] && s.eligible[out];
}

/** Cost change if a and b swapped groups. */
function swapDelta(s: Search, a: number, b: number): number {
  const ga = s.group[a];
  const gb = s.group[b];
  let delta = 0;
  const side = (g: number, leaving: number, coming: number): void => {
    if (!s.scored[g]) return;
    for (const x of s.members[g]) {
      if (x === leaving) continue;
      delta += pairCost(s.met[coming * s.n + x]) - pairCost(s.met[leaving * s.n + x]);
    }
  };
  side(ga, a, b);
  side(gb, b, a);
  if (s.restricted[ga] !== s.restricted[gb]) {
    const [inR, out] = s.restricted[ga] ? [a, b] : [b, a];
    delta += s.restrictedCost[out] - s.restrictedCost[inR];
  }
  return delta;
}

function swap(s: Search, a: number, b: number): void {
  const ga = s.group[a];
  const gb = s.group[b];
  s.members[ga][s.members[ga].indexOf(a)] = b;
  s.members[gb][s.members[gb].indexOf(b)] = a;
  s.group[a] = gb;
  s.group[b] = ga;
}

/** A random assignment that keeps the balance rule. */
function randomStart(s: Search, rng: Rng, sizes: readonly number[]): void {
  const order = shuffle(rng, [...Array(s.n).keys()]);
  const rank = (p: number): number => (s.forced[p] ? 0 : s.eligible[p] ? 1 : 2);
  // Restricted places take forced players first, then eligible ones; the rest fill the others.
  const byRank = [...order].sort((a, b) => rank(a) - rank(b));
  const restrictedPlaces = sizes.reduce((sum, size, g) => sum + (s.restricted[g] ? size : 0), 0);
  const toRestricted = byRank.slice(0, restrictedPlaces);
  const rest = byRank.slice(restrictedPlaces);
  s.members = sizes.map(() => []);
  const fill = (pool: number[], want: boolean): void => {
    let g = 0;
    for (const p of shuffle(rng, pool)) {
      while (s.restricted[g] !== want || s.members[g].length >= sizes[g]) g++;
      s.members[g].push(p);
      s.group[p] = g;
    }
  };
  fill(toRestricted, true);
  fill(rest, false);
}

/** First-improvement descent over all swaps, in a random order each pass. */
function descend(s: Search, rng: Rng, cost: number): number {
  for (let improved = true; improved; ) {
    improved = false;
    for (const a of shuffle(rng, [...Array(s.n).keys()])) {
      for (let b = 0; b < s.n; b++) {
        if (!swapAllowed(s, a, b)) continue;
        const d = swapDelta(s, a, b);
        if (d < 0) {
          swap(s, a, b);
          cost += d;
          improved = true;
        }
      }
    }
  }
  return cost;
}

const RESTARTS = 8;
const KICKS = 40;

export function drawRound(input: DrawInput): RoundDraw {
  const players = [...input.players].sort((a, b) => a.id - b.id);
  const ids = players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new Error('a player is listed twice in the draw');
  const { sizes: tableSizes, bench } = tableShape(players.length, input.botSeats);
  const sizes = bench > 0 ? [...tableSizes, bench] : tableSizes;
  const restricted = sizes.map((size, g) => g >= tableSizes.length || size < TABLE_SIZE);
  const restrictedPlaces = sizes.reduce((sum, size, g) => sum + (restricted[g] ? size : 0), 0);
  const n = players.length;
  const { forced, optional } = bench > 0 ? restrictedChoice(players.map((p) => p.sitOuts), restrictedPlaces) : { forced: new Array<boolean>(n).fill(false), optional: new Array<boolean>(n).fill(true) };
  const fewestBotTables = Math.min(...players.map((p) => p.botTables));
  const restrictedCost = players.map((p) => (bench > 0 ? 0 : BOT_TABLE * (p.botTables - fewestBotTables + 1) ** 2));
  const s: Search = {
    n,
    met: meetings(ids, input.history),
    group: new Array<number>(n).fill(0),
    members: [],
    restricted,
    forced,
    eligible: forced.map((f, i) => f || optional[i]),
    scored: sizes.map((_, g) => g < tableSizes.length),
    restrictedCost,
  };
  const rng = rngFromHex(sha256Hex(`sparrow-club-draw-v1|${input.seed}`));
  let best: number[][] = [];
  let bestCost = Infinity;
  // No draw costs less than the bot places' cheapest share; reaching it ends the search.
  const floor = [...restrictedCost].sort((a, b) => a - b).slice(0, restrictedPlaces).reduce((a, b) => a + b, 0);
  for (let r = 0; r < RESTARTS && bestCost > floor; r++) {
    randomStart(s, rng, sizes);
    let cost = descend(s, rng, totalCost(s));
    for (let k = 0; k <= KICKS; k++) {
      if (cost < bestCost) {
        bestCost = cost;
        best = s.members.map((m) => [...m]);
      }
      if (bestCost <= floor || k === KICKS) break;
      // A kick: a few random allowed swaps, then descend again from there.
      for (let kicks = 0; kicks < 2; kicks++) {
        const a = nextInt(rng, n);
        const b = nextInt(rng, n);
        if (swapAllowed(s, a, b)) {
          cost += swapDelta(s, a, b);
          swap(s, a, b);
        }
      }
      cost = descend(s, rng, cost);
    }
  }
  const tables = best.slice(0, tableSizes.length).map((m) => {
    const humans = shuffle(rng, m.map((p) => ids[p]));
    return { players: [...humans, ...new Array<null>(TABLE_SIZE - humans.length).fill(null)] };
  });
  tables.sort((a, b) => a.players.filter((p) => p === null).length - b.players.filter((p) => p === null).length);
  return {
    tables,
    sittingOut: bench > 0 ? best[tableSizes.length].map((p) => ids[p]).sort((a, b) => a - b) : [],
    repeats: repeatsIn(tables.map((t) => t.players), input.history),
  };
}

/** Pairs in these tables that meet for at least the second time, given the history before them. */
export function repeatsIn(tables: readonly (readonly (PlayerId | null)[])[], history: DrawInput['history']): number {
  const seen = new Set<string>();
  for (const t of history) for (const a of t) for (const b of t) if (a < b) seen.add(`${a},${b}`);
  let repeats = 0;
  for (const t of tables) {
    const humans = t.filter((p): p is PlayerId => p !== null);
    for (const a of humans) for (const b of humans) if (a < b && seen.has(`${a},${b}`)) repeats++;
  }
  return repeats;
}
