/**
 * The tenhou.net/6 JSON log format, structured: `encodeTenhou` writes the JSON that replay viewers
 * and AI reviewers load, `parseTenhou` reads it back (and checks it). A hand ("kyoku") is
 *   [[round, honba, sticks], scores, dora, ura, haipai₀, takes₀, discards₀, … ×4, result]
 * with players in the order of the first East. Takes are tiles drawn or calls ("c", "p", "m"
 * strings: the marker's place says from whom); discards are tiles, 60 for the tile just drawn,
 * "r…" for a riichi discard, ankan ("…a…") and kakan ("…k…") strings, and 0 after a daiminkan.
 */

/** Seat offset of the player called from, seen from the caller: 1 next (shimocha), 2 opposite, 3 previous (kamicha). */
export type From = 1 | 2 | 3;

type Take =
  | { type: 'draw'; tile: number }
  | { type: 'chi' | 'pon' | 'daiminkan'; from: From; called: number; own: number[] };

export type DiscardItem =
  | { type: 'discard'; tile: number; tsumogiri: boolean; riichi: boolean }
  | { type: 'ankan'; tiles: number[] }
  | { type: 'kakan'; added: number; from: From; called: number; own: number[] }
  /** The placeholder after a daiminkan. */
  | { type: 'none' };

export interface TenhouWin {
  deltas: number[];
  who: number;
  from: number;
  pao: number;
  /** "30符2飜2000点", "満貫2000-4000点"… */
  points: string;
  /** "立直(1飜)", "大三元(役満)"… */
  yaku: string[];
}

export type TenhouResult = { kind: 'win'; wins: TenhouWin[] } | { kind: 'draw'; name: string; deltas: number[] | null };

interface TenhouPlayer {
  haipai: number[];
  takes: Take[];
  discards: DiscardItem[];
}

export interface TenhouKyoku {
  /** 0–3 East 1–4, 4–7 South 1–4, … */
  round: number;
  honba: number;
  sticks: number;
  scores: number[];
  dora: number[];
  ura: number[];
  players: TenhouPlayer[];
  result: TenhouResult;
}

export interface TenhouGame {
  title: [string, string];
  names: string[];
  rule: { disp: string; aka: number };
  kyoku: TenhouKyoku[];
}

type Item = number | string;

const two = (n: number) => String(n);

function encodeTake(t: Take): Item {
  if (t.type === 'draw') return t.tile;
  const [a, b, c] = t.own.map(two);
  const called = two(t.called);
  if (t.type === 'chi') return `c${called}${a}${b}`;
  const mark = t.type === 'pon' ? 'p' : 'm';
  const rest = t.type === 'pon' ? [a, b] : [a, b, c];
  // Marker before the called tile, placed by where it came from: previous player first, opposite second, next last.
  const at = t.from === 3 ? 0 : t.from === 2 ? 1 : rest.length;
  return [...rest.slice(0, at), mark + called, ...rest.slice(at)].join('');
}

function encodeDiscard(d: DiscardItem): Item {
  switch (d.type) {
    case 'discard':
      if (d.riichi) return `r${d.tsumogiri ? 60 : d.tile}`;
      return d.tsumogiri ? 60 : d.tile;
    case 'ankan':
      return `${d.tiles.slice(0, 3).map(two).join('')}a${two(d.tiles[3])}`;
    case 'kakan': {
      const [a, b] = d.own.map(two);
      const at = d.from === 3 ? 0 : d.from === 2 ? 1 : 2;
      const rest = [a, b];
      return [...rest.slice(0, at), `k${two(d.added)}${two(d.called)}`, ...rest.slice(at)].join('');
    }
    case 'none':
      return 0;
  }
}

function encodeResult(r: TenhouResult): Item[] | (Item | Item[])[] {
  if (r.kind === 'draw') return r.deltas ? [r.name, r.deltas] : [r.name];
  const out: (Item | Item[])[] = ['和了'];
  for (const w of r.wins) out.push(w.deltas, [w.who, w.from, w.pao, w.points, ...w.yaku]);
  return out;
}

/** The JSON value of a game (serialise with JSON.stringify). */
export function encodeTenhou(g: TenhouGame): unknown {
  return {
    title: g.title,
    name: g.names,
    rule: g.rule,
    log: g.kyoku.map((k) => [
      [k.round, k.honba, k.sticks],
      k.scores,
      k.dora,
      k.ura,
      ...k.players.flatMap((p) => [p.haipai, p.takes.map(encodeTake), p.discards.map(encodeDiscard)]),
      encodeResult(k.result),
    ]),
  };
}

class TenhouFormatError extends Error {
  override name = 'TenhouFormatError';
}

const fail = (message: string): never => {
  throw new TenhouFormatError(message);
};

const isTile = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && ((n >= 11 && n <= 47 && n % 10 !== 0) || (n >= 51 && n <= 53));
function tile(n: unknown, where: string): number {
  if (!isTile(n)) fail(`${where}: ${JSON.stringify(n)} is not a tile`);
  return n as number;
}
function numbers(x: unknown, where: string, length?: number): number[] {
  if (!Array.isArray(x) || x.some((n) => typeof n !== 'number') || (length !== undefined && x.length !== length)) fail(`${where}: expected ${length ?? 'a list of'} numbers`);
  return x as number[];
}

/** Splits "c275226" / "12p1212" / "424242a42" into its marker, the marker's index in tiles and the tiles. */
function splitCall(s: string, markers: string): { mark: string; at: number; tiles: number[] } {
  const m = /^((?:\d\d)*)([a-z])((?:\d\d)+)$/.exec(s);
  if (!m || !markers.includes(m[2])) return fail(`"${s}" is not a call`);
  const before = m[1].match(/\d\d/g)?.map(Number) ?? [];
  const after = m[3].match(/\d\d/g)!.map(Number);
  const tiles = [...before, ...after].map((t) => tile(t, `call "${s}"`));
  return { mark: m[2], at: before.length, tiles };
}

const FROM_AT: Record<number, From> = { 0: 3, 1: 2 };

function parseTake(x: unknown): Take {
  if (typeof x === 'number') return { type: 'draw', tile: tile(x, 'take') };
  if (typeof x !== 'string') return fail(`take: ${JSON.stringify(x)}`);
  const { mark, at, tiles } = splitCall(x, 'cpm');
  const own = [...tiles.slice(0, at), ...tiles.slice(at + 1)];
  const called = tiles[at];
  if (mark === 'c') {
    if (at !== 0 || tiles.length !== 3) fail(`"${x}" is not a chi`);
    return { type: 'chi', from: 3, called, own };
  }
  const size = mark === 'p' ? 3 : 4;
  if (tiles.length !== size) fail(`"${x}" has ${tiles.length} tiles`);
  const from: From | undefined = at === size - 1 ? 1 : FROM_AT[at];
  if (!from) return fail(`"${x}": the marker is misplaced`);
  return { type: mark === 'p' ? 'pon' : 'daiminkan', from, called, own };
}

function parseDiscard(x: unknown): DiscardItem {
  if (x === 0) return { type: 'none' };
  if (x === 60) return { type: 'discard', tile: 60, tsumogiri: true, riichi: false };
  if (typeof x === 'number') return { type: 'discard', tile: tile(x, 'discard'), tsumogiri: false, riichi: false };
  if (typeof x !== 'string') return fail(`discard: ${JSON.stringify(x)}`);
  const riichi = /^r(\d\d)$/.exec(x);
  if (riichi) {
    const n = Number(riichi[1]);
    return n === 60 ? { type: 'discard', tile: 60, tsumogiri: true, riichi: true } : { type: 'discard', tile: tile(n, 'riichi discard'), tsumogiri: false, riichi: true };
  }
  const { mark, at, tiles } = splitCall(x, 'ak');
  if (mark === 'a') {
    if (at !== 3 || tiles.length !== 4) fail(`"${x}" is not an ankan`);
    return { type: 'ankan', tiles };
  }
  if (tiles.length !== 4) fail(`"${x}" is not a kakan`);
  const from: From | undefined = at === 2 ? 1 : FROM_AT[at];
  if (!from) return fail(`"${x}": the marker is misplaced`);
  const added = tiles[at];
  const called = tiles[at + 1];
  const own = [...tiles.slice(0, at), ...tiles.slice(at + 2)];
  return { type: 'kakan', added, from, called, own };
}

function parseResult(x: unknown): TenhouResult {
  if (!Array.isArray(x) || typeof x[0] !== 'string') return fail('result: expected ["和了" | draw name, …]');
  if (x[0] !== '和了') return { kind: 'draw', name: x[0], deltas: x.length > 1 ? numbers(x[1], 'draw deltas', 4) : null };
  const wins: TenhouWin[] = [];
  for (let i = 1; i < x.length; i += 2) {
    const deltas = numbers(x[i], 'win deltas', 4);
    const info = x[i + 1];
    if (!Array.isArray(info) || info.length < 4 || ![0, 1, 2].every((j) => typeof info[j] === 'number') || typeof info[3] !== 'string' || info.slice(4).some((s) => typeof s !== 'string'))
      fail('win: expected [who, from, pao, points, yaku…]');
    wins.push({ deltas, who: info[0], from: info[1], pao: info[2], points: info[3], yaku: info.slice(4) });
  }
  if (!wins.length) fail('a win result without a winner');
  return { kind: 'win', wins };
}

function parseKyoku(x: unknown, i: number): TenhouKyoku {
  if (!Array.isArray(x) || x.length !== 17) return fail(`log[${i}]: a hand has 17 parts`);
  const [round, honba, sticks] = numbers(x[0], `log[${i}][0]`, 3);
  const players: TenhouPlayer[] = [0, 1, 2, 3].map((p) => {
    const [haipai, takes, discards] = [x[4 + 3 * p], x[5 + 3 * p], x[6 + 3 * p]];
    if (!Array.isArray(takes) || !Array.isArray(discards)) fail(`log[${i}]: player ${p}'s takes and discards are lists`);
    return {
      haipai: numbers(haipai, `log[${i}] haipai ${p}`, 13).map((t) => tile(t, 'haipai')),
      takes: (takes as unknown[]).map(parseTake),
      discards: (discards as unknown[]).map(parseDiscard),
    };
  });
  return {
    round,
    honba,
    sticks,
    scores: numbers(x[1], `log[${i}] scores`, 4),
    dora: numbers(x[2], `log[${i}] dora`).map((t) => tile(t, 'dora')),
    ura: numbers(x[3], `log[${i}] ura`).map((t) => tile(t, 'ura')),
    players,
    result: parseResult(x[16]),
  };
}

/** Reads a tenhou.net/6 log (JSON text or value); throws `TenhouFormatError` on anything malformed. */
export function parseTenhou(input: string | unknown): TenhouGame {
  const raw = typeof input === 'string' ? (JSON.parse(input) as unknown) : input;
  if (typeof raw !== 'object' || raw === null) return fail('a log is a JSON object');
  const o = raw as Record<string, unknown>;
  const title = Array.isArray(o.title) ? o.title.map(String) : ['', ''];
  const rule0 = typeof o.rule === 'object' && o.rule !== null ? (o.rule as Record<string, unknown>) : {};
  if (String(rule0.disp ?? '').includes('三') || (Array.isArray(o.name) && o.name.length === 3))
    return fail('this is a three-player game (sanma): Sparrow plays riichi with four players only');
  const names = Array.isArray(o.name) && o.name.length === 4 ? o.name.map(String) : fail('name: four player names');
  const rule = typeof o.rule === 'object' && o.rule !== null ? (o.rule as Record<string, unknown>) : {};
  if (!Array.isArray(o.log)) return fail('log: a list of hands');
  return {
    title: [title[0] ?? '', title[1] ?? ''],
    names,
    // Red fives: `aka` (a count of each), or `aka51` / `aka52` / `aka53` (one count per suit).
    rule: { disp: String(rule.disp ?? ''), aka: Number(rule.aka ?? 0) || ['aka51', 'aka52', 'aka53'].reduce((n, k) => n + Number(rule[k] ?? 0), 0) },
    kyoku: o.log.map(parseKyoku),
  };
}
