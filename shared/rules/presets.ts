/**
 * Every rule set is data: a preset is a table of named rules with values. House rules are a
 * preset derived from another with a few values changed (`derivePreset`).
 */
import { HUNGARIAN_OPTIONS, MILLINGTON_OPTIONS } from './classical/options';
import { houseChanges, houseId, parseRuleList } from './house';
import type { DealRules, Preset } from './preset-types';
import { TAIWANESE_DEFAULTS } from './taiwanese/options';

export type { Family, SeatingMethod, WallRules, TurnTimer, SpecialHands, RiichiRules, Preset } from './preset-types';

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
    depositsToFirst: false,
    leftoverDeposits: 'winner',
    chomboPenalty: 20000,
    pao: ['daisangen', 'daisuushii'],
    doubleWindPairFu: 4,
    ties: 'share',
    bust: false,
    returnScoreEnd: false,
    openKanDoraAfterDiscard: false,
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
  const changed = changes.reduce<Preset>((p, change) => derivePreset(p, change(p) as DeepPartial<Preset>), base);
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
