/**
 * Every rule set is data: a preset is a table of named rules with values. House rules are a
 * preset derived from another with a few values changed (`derivePreset`).
 */
import type { TileSetId } from '../tiles';
import { HUNGARIAN_OPTIONS, MILLINGTON_OPTIONS, type ClassicalOptions } from './classical/options';
import { houseChanges, houseId, parseRuleList, type HouseValue } from './house';
import { TAIWANESE_DEFAULTS } from './taiwanese/options';
import type { TaiwaneseRules } from './taiwanese/types';

export type Family = 'classical' | 'riichi' | 'taiwanese';
export type SeatingMethod = 'dice-and-discs' | 'single-roll' | 'provisional-east' | 'none';
export type BreakMethod = 'two-roll-lift' | 'one-roll';
/** How the dead wall keeps its size when a replacement tile is taken from it. */
export type Replenish = 'pair' | 'tile' | 'none';

export interface WallRules {
  stacksPerSide: number;
  breakMethod: BreakMethod;
  /** Tiles kept apart at the wall's end that are never drawn from the front (with loose tiles). */
  deadWall: number;
  replenish: Replenish;
  /** Where bonus tiles are replaced from: the dead wall's end, or the end of the live wall. */
  bonusReplacement: 'dead' | 'live-end';
  /** Dora indicators are turned in the dead wall (riichi). */
  doraIndicators: boolean;
}

export interface DealRules {
  /** Tiles each player takes per turn in the dealing rounds. */
  perTurn: number;
  rounds: number;
  /** After the rounds, the next tiles go one each to these seats (offsets from the dealer). */
  jump: number[];
}

export interface ClaimRules {
  /** Several wins on one discard: all win, or only the one nearest the discarder's right. */
  multipleWins: 'all' | 'nearest';
  /** How long the host's claim window stays open. */
  windowMs: number;
  /**
   * Riichi: the next player may draw while the window is open; a pung, kong or win claimed
   * within the window puts that drawn tile back on the wall. Classical: the window closes first
   * and the discard is dead once the next player draws.
   */
  drawDuringWindow: boolean;
}

/**
 * How long a player may take over a move on their own turn, as online tables have: `turnMs` each
 * move, then a bank of `bankMs` a hand shared by all their moves; when both are spent the host
 * makes the move for them. `turnMs: null` turns the clock off (a table pacing play with real tiles).
 */
export interface TurnTimer {
  turnMs: number | null;
  bankMs: number;
}

export interface SpecialHands {
  thirteenOrphans: boolean;
  sevenPairs: boolean;
  /** Taiwanese Eight and a Half Pairs: seven pairs and a concealed triple (16-tile hands). */
  eightAndHalfPairs: boolean;
}

export interface DealerRules {
  keepOnWin: boolean;
  keepOnDraw: boolean;
  /** Riichi renchan: the dealer keeps the deal when tenpai at an exhaustive draw. */
  keepOnTenpai: boolean;
}

export interface RiichiRules {
  deposit: number;
  /** Tiles that must be left in the live wall to declare. */
  minWallTiles: number;
  /** No more kongs after the fourth in a hand. */
  maxKongs: number;
  honbaBonus: number;
  /** Exhaustive draw: noten players pay this, split among the tenpai players. */
  notenPenalty: number;
  /** Kuikae: after a chow or pung, the claimed kind (and the chow's other end) may not be discarded. */
  kuikaeForbidden: boolean;
  /** Points added to the final score by place (1st to 4th); tied players share their places' uma. */
  uma: [number, number, number, number];
  /** Bonus to first place at the end (0: none). */
  oka: number;
  /** Open tanyao (kuitan): all simples counts in an open hand too. */
  openTanyao: boolean;
  /** One red five per suit (copy 0 of each five) is a dora. */
  redFives: boolean;
  /** Kiriage mangan: 4 han 30 fu and 3 han 60 fu are rounded up to a mangan. */
  kiriageMangan: boolean;
  /** 13 han or more: a yakuman (kazoe yakuman) instead of a sanbaiman. */
  kazoeYakuman: boolean;
  /** Double yakuman hands (13-sided kokushi, four concealed pungs on a pair wait, pure nine gates, big four winds). */
  doubleYakuman: boolean;
  /** Several yakuman in one hand add up. */
  yakumanCombine: boolean;
  /** Renhou (ron before one's first draw, uninterrupted). */
  renhou: 'mangan' | 'yakuman' | 'none';
  /** Nagashi mangan at an exhaustive draw. */
  nagashiMangan: boolean;
  /** Abortive draws: nine terminals, four winds, four riichi, four kongs, triple ron. */
  abortiveDraws: boolean;
  /** Riichi deposits still on the table when the game ends: to the first place, or lost. */
  leftoverDeposits: 'winner' | 'lost';
  /** Taken from the final score (after uma) for each chombo. */
  chomboPenalty: number;
  /** Yakuman for which the player who fed the last set is liable (pao). */
  pao: ('daisangen' | 'daisuushii')[];
  /** Fu of a pair of the wind that is both the seat and the prevailing wind. */
  doubleWindPairFu: 2 | 4;
}

export interface ClassicalRules {
  /**
   * The hand-value table: BMJA (Millington) or DMJL (Hungarian 1920s), each changed where its seed
   * speaks: `presetTable` in classical/presetTables.ts gives the table a preset really plays
   * (Millington: seed 000 rule 29's Mah-Jong; Hungarian: seed 003's pung and kong values).
   */
  table: 'bmja' | 'dmjl';
  options: ClassicalOptions;
}

export interface Preset {
  id: string;
  family: Family;
  tiles: TileSetId;
  /** Concealed tiles of a non-dealer after the deal; the dealer has one more. */
  handSize: number;
  seating: SeatingMethod;
  wall: WallRules;
  deal: DealRules;
  claims: ClaimRules;
  turnTimer: TurnTimer;
  special: SpecialHands;
  /** Bonus tiles are exposed and replaced by the engine at once, or must be declared in the turn (Millington). */
  bonusTiles: 'auto' | 'declare' | 'none';
  dealer: DealerRules;
  /** Prevailing winds played: 4 = East, South, West, North; 2 = East and South. */
  rounds: number;
  startingScore: number;
  riichi: RiichiRules | null;
  classical: ClassicalRules | null;
  /** Taiwanese tái table and payments (base + tái × value per tái); only in Taiwanese presets. */
  taiwanese?: TaiwaneseRules;
  /** House rules (see house.ts): the preset this one is derived from, and the values changed. */
  base?: string;
  house?: Record<string, HouseValue>;
}

type DeepPartial<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends unknown[]
    ? T[K]
    : NonNullable<T[K]> extends object
      ? DeepPartial<NonNullable<T[K]>> | (null extends T[K] ? null : never)
      : T[K];
};

export function derivePreset<P extends object>(base: P, changes: DeepPartial<P> & { id?: string }): P {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(changes)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? derivePreset(current as object, value as object)
        : value;
  }
  return out as P;
}

const classicalDeal: DealRules = { perTurn: 4, rounds: 3, jump: [0, 1, 2, 3, 0] };

export const hungarian: Preset = {
  id: 'hungarian',
  family: 'classical',
  tiles: 'full144',
  handSize: 13,
  seating: 'dice-and-discs',
  wall: {
    stacksPerSide: 18,
    breakMethod: 'two-roll-lift',
    deadWall: 14,
    replenish: 'pair',
    bonusReplacement: 'dead',
    doraIndicators: false,
  },
  deal: classicalDeal,
  claims: { multipleWins: 'nearest', windowMs: 5000, drawDuringWindow: false },
  turnTimer: { turnMs: 20_000, bankMs: 60_000 },
  special: { thirteenOrphans: true, sevenPairs: false, eightAndHalfPairs: false },
  bonusTiles: 'auto',
  dealer: { keepOnWin: true, keepOnDraw: false, keepOnTenpai: false },
  rounds: 4,
  startingScore: 0,
  riichi: null,
  // Seed 003 where it speaks (kong = 2 × pung, concealed pung = 2 × open, own wind doubles, robbed
  // kong doubles, East double, minimum 26), DMJL where it is silent: classical/presetTables.ts.
  classical: { table: 'dmjl', options: { ...HUNGARIAN_OPTIONS } },
};

export const millington: Preset = derivePreset(hungarian, {
  id: 'millington',
  wall: { deadWall: 16, replenish: 'none', bonusReplacement: 'live-end' },
  bonusTiles: 'declare',
  // The BMJA table with seed 000 rule 29's Mah-Jong: only Thirteen Unique Wonders besides four sets
  // and a pair (house rule bmjaExtras for the BMJA's other shapes): classical/presetTables.ts.
  classical: { table: 'bmja', options: { ...MILLINGTON_OPTIONS } },
});

export const riichi: Preset = {
  id: 'riichi',
  family: 'riichi',
  tiles: 'riichi136',
  handSize: 13,
  seating: 'single-roll',
  wall: {
    stacksPerSide: 17,
    breakMethod: 'one-roll',
    deadWall: 14,
    replenish: 'tile',
    bonusReplacement: 'dead',
    doraIndicators: true,
  },
  deal: classicalDeal,
  claims: { multipleWins: 'all', windowMs: 3000, drawDuringWindow: true },
  turnTimer: { turnMs: 20_000, bankMs: 60_000 },
  special: { thirteenOrphans: true, sevenPairs: true, eightAndHalfPairs: false },
  bonusTiles: 'none',
  dealer: { keepOnWin: true, keepOnDraw: false, keepOnTenpai: true },
  rounds: 2,
  startingScore: 30000,
  // EMA values (seed 004 is the play; scoring follows the EMA riichi competition rules).
  riichi: {
    deposit: 1000,
    minWallTiles: 4,
    maxKongs: 4,
    honbaBonus: 300,
    notenPenalty: 3000,
    kuikaeForbidden: true,
    uma: [15000, 5000, -5000, -15000],
    oka: 0,
    openTanyao: true,
    redFives: false,
    kiriageMangan: false,
    kazoeYakuman: false,
    doubleYakuman: false,
    yakumanCombine: false,
    renhou: 'mangan',
    nagashiMangan: false,
    abortiveDraws: false,
    leftoverDeposits: 'winner',
    chomboPenalty: 20000,
    pao: ['daisangen', 'daisuushii'],
    doubleWindPairFu: 4,
  },
  classical: null,
};

export const taiwanese: Preset = {
  id: 'taiwanese',
  family: 'taiwanese',
  tiles: 'full144',
  handSize: 16,
  seating: 'dice-and-discs',
  wall: {
    stacksPerSide: 18,
    breakMethod: 'one-roll',
    deadWall: 16,
    replenish: 'tile',
    bonusReplacement: 'dead',
    doraIndicators: false,
  },
  deal: { perTurn: 4, rounds: 4, jump: [0] },
  claims: { multipleWins: 'nearest', windowMs: 5000, drawDuringWindow: false },
  turnTimer: { turnMs: 20_000, bankMs: 60_000 },
  special: { thirteenOrphans: false, sevenPairs: false, eightAndHalfPairs: true },
  bonusTiles: 'auto',
  dealer: { keepOnWin: true, keepOnDraw: true, keepOnTenpai: false },
  rounds: 4,
  startingScore: 0,
  riichi: null,
  classical: null,
  taiwanese: { ...TAIWANESE_DEFAULTS },
};

export const PRESETS: Record<string, Preset> = { millington, hungarian, riichi, taiwanese };

/**
 * A preset with the host's house rules: `derivePreset(base, changes)`, its id naming the base and
 * every changed value (`hungarian+minimum=0`), `base` and `house` telling them. Only values that
 * differ count; none → the base itself. Throws a clear message for a rule that is not one of the
 * family's or out of range.
 */
export function withHouseRules(base: Preset, rules: unknown): Preset {
  if (base.base) throw new Error(`${base.id} already has house rules`);
  const { changes, house } = houseChanges(base, rules);
  if (changes.length === 0) return base;
  const changed = changes.reduce<Preset>((p, change) => derivePreset(p, change as DeepPartial<Preset>), base);
  return { ...changed, id: houseId(base.id, house), base: base.id, house };
}

/** Presets with house rules already rebuilt from their ids (a few per table; bounded anyway). */
const derived = new Map<string, Preset>();

/** A preset by id: a named one, or one with house rules (`riichi+redFives=true`). Throws for an unknown or invalid id. */
export function presetById(id: string): Preset {
  const p = PRESETS[id] ?? derived.get(id);
  if (p) return p;
  const plus = id.indexOf('+');
  const base = plus > 0 ? PRESETS[id.slice(0, plus)] : undefined;
  if (!base) throw new Error(`unknown rule set "${id}"`);
  let preset: Preset;
  try {
    preset = withHouseRules(base, parseRuleList(id.slice(plus + 1)));
  } catch (e) {
    throw new Error(`unknown rule set "${id}": ${(e as Error).message}`);
  }
  // One id per rule set: the values in house.ts's order, only those that differ.
  if (preset.id !== id) throw new Error(`unknown rule set "${id}" (its house rules are written "${preset.id}")`);
  if (derived.size >= 256) derived.clear();
  derived.set(id, preset);
  return preset;
}

/** The preset of an id, or null when it names none (a bot or a client given an id it cannot read). */
export function findPreset(id: string): Preset | null {
  try {
    return presetById(id);
  } catch {
    return null;
  }
}
