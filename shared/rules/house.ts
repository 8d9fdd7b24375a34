/**
 * House rules: the few values of a preset a host may change, per family, with their ranges. They
 * are data: each rule says where its value lives in a preset; the valibot schemas that check a
 * table's `rules` on the wire are built from the same list, so the form, the wire and the engine
 * cannot disagree.
 *
 * A preset with house rules is `derivePreset(base, changes)` (see `withHouseRules` in presets.ts).
 * Its id names the base and every changed value, in this file's order:
 * `hungarian+minimum=0,blindGame=true` — so the id alone is the rules in force. Views, table
 * summaries, reveals and the mDNS record carry that id, and every client and bot rebuilds exactly
 * the same preset from it with `presetById`; the preset is public, nothing hidden travels.
 */
import * as v from 'valibot';
import type { Family, HouseValue, Preset } from './preset-types';

export type { HouseValue } from './preset-types';

/** Boolean rules are switches; number rules have a range and a step; `none` allows "no value" (null). */
type HouseRuleKind = { kind: 'flag' } | { kind: 'number'; min: number; max: number; step: number; none?: true; unit?: 'ms' };

interface ClassicalHouseRules {
  /** Prevailing winds played: 1 East only, 2 East and South, 4 a full game. */
  rounds?: number;
  minimum?: number;
  blindGame?: boolean;
  limit?: number;
  roofOff?: boolean;
  paymentCap?: number | null;
  claimWindowMs?: number;
  bmjaExtras?: boolean;
  turnMs?: number | null;
  bankMs?: number;
}
interface RiichiHouseRules {
  /** Prevailing winds played: 1 East only, 2 East and South, 4 a full game. */
  rounds?: number;
  redFives?: boolean;
  openTanyao?: boolean;
  kazoeYakuman?: boolean;
  doubleYakuman?: boolean;
  kiriageMangan?: boolean;
  nagashiMangan?: boolean;
  abortiveDraws?: boolean;
  depositsToFirst?: boolean;
  yakumanCombine?: boolean;
  /** Renhou counts (as a mangan); off: no renhou. */
  renhou?: boolean;
  /** Uma of first and fourth place (±), and of second and third (±). */
  umaFirst?: number;
  umaSecond?: number;
  /** Tied players rank by seat order (nearer the first dealer higher) instead of sharing. */
  seatOrderTies?: boolean;
  bust?: boolean;
  returnScoreEnd?: boolean;
  /** An open kong's dora indicator is turned after its player's next discard (Tenhou). */
  openKanDoraAfterDiscard?: boolean;
  startingScore?: number;
  /** What first place takes from the others at the end (4 × (return − starting score)). */
  oka?: number;
  claimWindowMs?: number;
  turnMs?: number | null;
  bankMs?: number;
}
interface TaiwaneseHouseRules {
  /** Prevailing winds played: 1 East only, 2 East and South, 4 a full game. */
  rounds?: number;
  base?: number;
  perTai?: number;
  claimWindowMs?: number;
  turnMs?: number | null;
  bankMs?: number;
}
interface FamilyHouseRules {
  classical: ClassicalHouseRules;
  riichi: RiichiHouseRules;
  taiwanese: TaiwaneseHouseRules;
}

/** A preset's changes, in the shape `derivePreset` takes (nested objects are merged). */
type Changes = Record<string, unknown>;

export type HouseRule<K extends string = string> = HouseRuleKind & {
  key: K;
  /** The value in a preset. */
  get(preset: Preset): HouseValue;
  /** The preset change that sets it, in `preset` (the rule set as changed so far). */
  set(value: HouseValue, preset: Preset): Changes;
};

const flag = <K extends string>(key: K, get: (p: Preset) => boolean, set: (value: boolean) => Changes): HouseRule<K> => ({
  key,
  kind: 'flag',
  get,
  set: (value) => set(value as boolean),
});

const classicalOption = <K extends 'minimum' | 'blindGame' | 'limit' | 'roofOff' | 'paymentCap' | 'bmjaExtras'>(key: K) => ({
  get: (p: Preset) => p.classical!.options[key] as HouseValue,
  set: (value: HouseValue): Changes => ({ classical: { options: { [key]: value } } }),
});
const riichiFlag = <K extends keyof RiichiHouseRules & keyof NonNullable<Preset['riichi']>>(key: K) =>
  flag(key, (p) => p.riichi![key] === true, (value) => ({ riichi: { [key]: value } }));

/** Riichi uma, symmetric: `umaFirst` is first place's (fourth pays it), `umaSecond` second place's (third pays it). */
function uma(place: 0 | 1): HouseRule<'umaFirst' | 'umaSecond'> {
  return {
    key: place === 0 ? 'umaFirst' : 'umaSecond',
    kind: 'number',
    min: 0,
    max: 100000,
    step: 1000,
    get: (p) => p.riichi!.uma[place],
    set: (value, p) => {
      const u = [...p.riichi!.uma] as [number, number, number, number];
      u[place] = value as number;
      u[3 - place] = -(value as number);
      return { riichi: { uma: u } };
    },
  };
}

/** The claim window, for every family (its length in the host's timer; shown in seconds). */
/** How long a game is, in prevailing winds: riichi plays East only or East and South; the others up to all four. */
const rounds = (max: number): HouseRule<'rounds'> => ({ key: 'rounds', kind: 'number', min: 1, max, step: 1, get: (p) => p.rounds, set: (value) => ({ rounds: value }) });

const claimWindow: HouseRule<'claimWindowMs'> = {
  key: 'claimWindowMs',
  kind: 'number',
  min: 1000,
  max: 30000,
  step: 500,
  unit: 'ms',
  get: (p) => p.claims.windowMs,
  set: (value) => ({ claims: { windowMs: value } }),
};

/** The turn clock, for every family: seconds a move (none: no clock), then a bank a hand. */
const turnClock: HouseRule<'turnMs' | 'bankMs'>[] = [
  { key: 'turnMs', kind: 'number', min: 5000, max: 300_000, step: 1000, none: true, unit: 'ms', get: (p) => p.turnTimer.turnMs, set: (value) => ({ turnTimer: { turnMs: value } }) },
  { key: 'bankMs', kind: 'number', min: 0, max: 600_000, step: 1000, unit: 'ms', get: (p) => p.turnTimer.bankMs, set: (value) => ({ turnTimer: { bankMs: value } }) },
];

/** Every house rule of each family, in the order of the form and of a preset id. */
export const HOUSE_RULES: { [F in Family]: HouseRule<keyof FamilyHouseRules[F] & string>[] } = {
  classical: [
    rounds(4),
    // The Hungarian minimum: a Mah-Jong worth less collects nothing; 0 disables it.
    { key: 'minimum', kind: 'number', min: 0, max: 500, step: 1, ...classicalOption('minimum') },
    // The Hungarian blind game: older discards lie face down.
    { key: 'blindGame', kind: 'flag', ...classicalOption('blindGame') },
    // Points of a limit hand; no lower than the highest minimum, so a minimum is always reachable.
    { key: 'limit', kind: 'number', min: 500, max: 10000, step: 10, ...classicalOption('limit') },
    { key: 'roofOff', kind: 'flag', ...classicalOption('roofOff') },
    { key: 'paymentCap', kind: 'number', min: 10, max: 100000, step: 10, none: true, ...classicalOption('paymentCap') },
    claimWindow,
    // The BMJA extras: Knitting, Triple Knitting, All Pair Honours and Wriggling Snake go Mah-Jong
    // (seed 000 rule 29 names only Thirteen Unique Wonders; classical/presetTables.ts).
    { key: 'bmjaExtras', kind: 'flag', ...classicalOption('bmjaExtras') },
    ...turnClock,
  ],
  riichi: [
    rounds(2),
    riichiFlag('redFives'),
    riichiFlag('openTanyao'),
    riichiFlag('kazoeYakuman'),
    riichiFlag('doubleYakuman'),
    riichiFlag('kiriageMangan'),
    riichiFlag('nagashiMangan'),
    riichiFlag('abortiveDraws'),
    riichiFlag('depositsToFirst'),
    riichiFlag('yakumanCombine'),
    flag('renhou', (p) => p.riichi!.renhou !== 'none', (value) => ({ riichi: { renhou: value ? 'mangan' : 'none' } })),
    uma(0),
    uma(1),
    flag('seatOrderTies', (p) => p.riichi!.ties === 'seat-order', (value) => ({ riichi: { ties: value ? 'seat-order' : 'share' } })),
    riichiFlag('bust'),
    riichiFlag('returnScoreEnd'),
    riichiFlag('openKanDoraAfterDiscard'),
    { key: 'startingScore', kind: 'number', min: 10000, max: 100000, step: 1000, get: (p) => p.startingScore, set: (value) => ({ startingScore: value }) },
    { key: 'oka', kind: 'number', min: 0, max: 100000, step: 4000, get: (p) => p.riichi!.oka, set: (value) => ({ riichi: { oka: value } }) },
    claimWindow,
    ...turnClock,
  ],
  taiwanese: [
    rounds(4),
    { key: 'base', kind: 'number', min: 0, max: 100000, step: 1, get: (p) => p.taiwanese!.base, set: (value) => ({ taiwanese: { base: value } }) },
    { key: 'perTai', kind: 'number', min: 1, max: 100000, step: 1, get: (p) => p.taiwanese!.perTai, set: (value) => ({ taiwanese: { perTai: value } }) },
    claimWindow,
    ...turnClock,
  ],
};

function valueSchema(rule: HouseRule): v.GenericSchema<unknown, HouseValue> {
  if (rule.kind === 'flag') return v.boolean(`${rule.key} is true or false`);
  const { min, max, step } = rule;
  const n = v.pipe(
    v.number(`${rule.key} is a number${rule.none ? ' or null' : ''}`),
    v.integer(`${rule.key} is a whole number`),
    v.minValue(min, `${rule.key} is at least ${min}`),
    v.maxValue(max, `${rule.key} is at most ${max}`),
    v.check((x) => x % step === 0, `${rule.key} is a multiple of ${step}`),
  );
  return rule.none ? v.nullable(n) : n;
}

const NAMES: Record<Family, string> = { classical: 'the classical rule sets', riichi: 'riichi', taiwanese: 'the Taiwanese rule set' };

function familySchema<F extends Family>(family: F): v.GenericSchema<unknown, FamilyHouseRules[F]> {
  const entries = Object.fromEntries(HOUSE_RULES[family].map((r) => [r.key, v.optional(valueSchema(r))]));
  // An unknown key, or another family's rule, is named in the error.
  const message: v.ErrorMessage<v.StrictObjectIssue> = (issue) =>
    issue.expected === 'never' ? `${issue.received} is not a house rule of ${NAMES[family]}` : 'house rules are an object of named values';
  return v.strictObject(entries, message) as unknown as v.GenericSchema<unknown, FamilyHouseRules[F]>;
}

/** The valibot schema of each family's house rules (every rule optional: unchanged values may be left out). */
export const HOUSE_RULES_SCHEMA: { [F in Family]: v.GenericSchema<unknown, FamilyHouseRules[F]> } = {
  classical: familySchema('classical'),
  riichi: familySchema('riichi'),
  taiwanese: familySchema('taiwanese'),
};

/** The values of a family's house rules in a preset (what the host form starts from). */
export function houseValues(preset: Preset): Record<string, HouseValue> {
  return Object.fromEntries(HOUSE_RULES[preset.family].map((r) => [r.key, r.get(preset)]));
}

/**
 * Checked rules → the preset changes and the rules that really differ from `base`, in order.
 * Throws a clear message when a rule is not one of the family's or out of range.
 */
export function houseChanges(base: Preset, rules: unknown): { changes: ((preset: Preset) => Changes)[]; house: Record<string, HouseValue> } {
  const parsed = v.safeParse(HOUSE_RULES_SCHEMA[base.family], rules ?? {});
  if (!parsed.success) {
    throw new Error(`house rules of ${base.id}: ${parsed.issues[0].message}`);
  }
  const given = parsed.output as Record<string, HouseValue | undefined>;
  const changes: ((preset: Preset) => Changes)[] = [];
  const house: Record<string, HouseValue> = {};
  for (const rule of HOUSE_RULES[base.family]) {
    const value = given[rule.key];
    if (value === undefined || value === rule.get(base)) continue;
    house[rule.key] = value;
    changes.push((preset) => rule.set(value, preset));
  }
  return { changes, house };
}

const encode = (value: HouseValue): string => (value === null ? 'none' : String(value));

/** `hungarian` + `{ minimum: 0 }` → `hungarian+minimum=0`; no changes → the base id. */
export function houseId(baseId: string, house: Record<string, HouseValue>): string {
  const pairs = Object.entries(house).map(([k, value]) => `${k}=${encode(value)}`);
  return pairs.length ? `${baseId}+${pairs.join(',')}` : baseId;
}

/** The base preset's id of a preset id (itself for a preset without house rules). */
export const baseIdOf = (id: string): string => id.split('+', 1)[0];

/** Does this preset id carry house rules? */
export const hasHouseRules = (id: string): boolean => id.includes('+');

/**
 * `key=value,key=value` → raw rule values (numbers, true/false, none → null), not yet checked
 * against a family: `houseChanges` does that. Used for house-rule preset ids and `--rules`.
 */
export function parseRuleList(text: string): Record<string, HouseValue> {
  const out: Record<string, HouseValue> = {};
  if (text.trim() === '') return out;
  for (const pair of text.split(',')) {
    const m = /^\s*([A-Za-z]+)\s*=\s*(true|false|none|-?\d+)\s*$/.exec(pair);
    if (!m) throw new Error(`"${pair}" is not a rule=value pair (values: true, false, none or a whole number)`);
    const [, key, raw] = m;
    if (key in out) throw new Error(`${key} is given twice`);
    out[key] = raw === 'true' ? true : raw === 'false' ? false : raw === 'none' ? null : Number(raw);
  }
  return out;
}
