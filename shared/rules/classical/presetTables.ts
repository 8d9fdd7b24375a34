/**
 * The tables the two classical presets play: the BMJA and DMJL tables as docs/rules/readings.md reads them,
 * changed where a seed speaks (docs/rules/readings.md: where a text speaks, it wins). Each change carries
 * its `source`, which the score sheet shows beside the line.
 *
 * Millington (seed 000 rule 29): a Mah-Jong is four sets and a pair; "the only combination that
 * does not meet this definition but has the same effect" is Thirteen Unique Wonders. The BMJA's
 * other shapes of their own (Knitting, Triple Knitting, All Pair Honours, Wriggling Snake) are not
 * Mah-Jong, and a loser cannot be calling for them. The house rule `bmjaExtras` turns them back on.
 *
 * Hungarian (seed 003): a concealed pung is worth twice an open pung (§III.4), a kong twice the
 * pung (§III.5: "még egyszer annyit ér, mint a pong"; DMJL gives four times), a pung or kong of the
 * own wind doubles the total (§III.4), a robbed kong doubles once (§III.7). The open pung's 2 / 4
 * points, the pairs, the other doubles and the limit hands are DMJL's, where the seed is silent.
 * The minimum of 26 and East paying and receiving double are settlement (options.ts, settle.ts).
 */
import { BMJA_TABLE } from './bmja';
import { DMJL_TABLE } from './dmjl';
import type { ClassicalOptions } from './options';
import { isClassicalMahjong } from './score';
import type { ClassicalTable, RuleEntry } from './types';

/** The BMJA's shapes of their own beyond Thirteen Unique Wonders. */
const BMJA_EXTRAS: readonly string[] = ['wrigglingSnake', 'tripleKnitting', 'knitting', 'allPairHonours'];

const isExtra = (e: RuleEntry): boolean => BMJA_EXTRAS.includes(e.rule) || BMJA_EXTRAS.includes(e.hand ?? '');

export const MILLINGTON_TABLE: ClassicalTable = {
  ...BMJA_TABLE,
  id: 'millington',
  mahjongRules: BMJA_TABLE.mahjongRules.filter((e) => !isExtra(e)),
  loserRules: BMJA_TABLE.loserRules.filter((e) => !isExtra(e)),
  refusedMahjong: BMJA_TABLE.mahjongRules.filter(isExtra).map((e) => ({ rule: e.rule, source: 'seed000Rule29' })),
};

/** Hungarian set values: kong = 2 × pung of the same kind, concealed pung = 2 × open pung. */
const HUNGARIAN_SETS: Readonly<Record<string, RuleEntry>> = {
  exposedKongSimple: { rule: 'exposedKongSimple', points: 4, source: 'seed003Kong' },
  exposedKongTerminal: { rule: 'exposedKongTerminal', points: 8, source: 'seed003Kong' },
  exposedKongHonour: { rule: 'exposedKongHonour', points: 8, source: 'seed003Kong' },
  concealedKongSimple: { rule: 'concealedKongSimple', points: 8, source: 'seed003Kong' },
  concealedKongTerminal: { rule: 'concealedKongTerminal', points: 16, source: 'seed003Kong' },
  concealedKongHonour: { rule: 'concealedKongHonour', points: 16, source: 'seed003Kong' },
  concealedPungSimple: { rule: 'concealedPungSimple', points: 4, source: 'seed003ConcealedPung' },
  concealedPungTerminal: { rule: 'concealedPungTerminal', points: 8, source: 'seed003ConcealedPung' },
  concealedPungHonour: { rule: 'concealedPungHonour', points: 8, source: 'seed003ConcealedPung' },
  ownWindSet: { rule: 'ownWindSet', doubles: 1, source: 'seed003OwnWind' },
  robbingKong: { rule: 'robbingKong', doubles: 1, source: 'seed003RobbedKong' },
};
const hungarian = (e: RuleEntry): RuleEntry => HUNGARIAN_SETS[e.rule] ?? e;

export const HUNGARIAN_TABLE: ClassicalTable = {
  ...DMJL_TABLE,
  id: 'hungarian',
  meldRules: DMJL_TABLE.meldRules.map(hungarian),
  winnerRules: DMJL_TABLE.winnerRules.map(hungarian),
};

/** The BMJA's extra shapes added to a preset's table (house rule `bmjaExtras`), with the BMJA's values. */
function withBmjaExtras(table: ClassicalTable): ClassicalTable {
  const has = new Set(table.mahjongRules.map((e) => e.rule));
  return {
    ...table,
    id: `${table.id}+bmjaExtras`,
    mahjongRules: [...table.mahjongRules, ...BMJA_TABLE.mahjongRules.filter((e) => isExtra(e) && !has.has(e.rule))],
    loserRules: table === MILLINGTON_TABLE ? BMJA_TABLE.loserRules : table.loserRules,
    refusedMahjong: [],
  };
}

const EXTENDED = new Map<ClassicalTable, ClassicalTable>();

/** The table a classical preset scores with: its seed reading, with the BMJA extras when the house turns them on. */
export function presetTable(classical: { table: 'bmja' | 'dmjl'; options: Pick<ClassicalOptions, 'bmjaExtras'> }): ClassicalTable {
  const base = classical.table === 'dmjl' ? HUNGARIAN_TABLE : MILLINGTON_TABLE;
  if (!classical.options.bmjaExtras) return base;
  let extended = EXTENDED.get(base);
  if (!extended) EXTENDED.set(base, (extended = withBmjaExtras(base)));
  return extended;
}

/**
 * With the house rule `bmjaExtras`: do these concealed tiles (`counts` per kind, the whole hand, no
 * declared set) go Mah-Jong under the preset's table? The state machine knows only sets and a pair
 * and Thirteen Unique Wonders; it asks this so that the table offers the wins the scorer accepts.
 */
export function completesWithBmjaExtras(counts: readonly number[], classical: { table: 'bmja' | 'dmjl'; options: Pick<ClassicalOptions, 'bmjaExtras'> }): boolean {
  if (!classical.options.bmjaExtras) return false;
  const concealed = counts.flatMap((n, kind) => Array<number>(n).fill(kind));
  return isClassicalMahjong({ concealed, melds: [], bonus: [], seatWind: 0, prevailingWind: 0 }, presetTable(classical));
}
