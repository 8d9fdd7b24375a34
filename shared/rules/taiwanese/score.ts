/**
 * The Taiwanese scorer: every reading of the winning hand is scored with the tái table (the lines
 * that apply, less those replaced by a larger line that also applies) and the best reading counts.
 * A hand with no reading is not a win and scores nothing.
 */
import { readingsOf } from './readings';
import { TAI_TESTS, type TaiContext } from './rules';
import { SEED002_TABLE } from './seed002';
import type { Reading, TaiLine, TaiTable, TaiwaneseHand, TaiwaneseScore } from './types';
import { waitsBefore } from './waits';

function linesOf(ctx: TaiContext, table: TaiTable): { lines: TaiLine[]; superseded: TaiLine[] } {
  const applied: TaiLine[] = [];
  const replaced = new Set<string>();
  for (const entry of table.entries) {
    const test = TAI_TESTS[entry.rule];
    if (!test) throw new Error(`tái table ${table.id}: no test for "${entry.rule}"`);
    const count = test(ctx);
    if (count <= 0) continue;
    applied.push(entry.each ? { rule: entry.rule, tai: entry.tai * count, params: { count } } : { rule: entry.rule, tai: entry.tai });
    for (const r of entry.replaces ?? []) replaced.add(r);
  }
  return { lines: applied.filter((l) => !replaced.has(l.rule)), superseded: applied.filter((l) => replaced.has(l.rule)) };
}

function meldsOf(reading: Reading): TaiwaneseScore['melds'] {
  const sets = reading.sets.map((s) => ({ type: s.type, kinds: [...s.kinds], exposed: s.declared && !s.concealedKong }));
  const pairs = reading.pair !== null ? [reading.pair] : reading.pairs;
  return [...sets, ...pairs.map((k) => ({ type: 'pair', kinds: [k, k], exposed: false }))];
}

const NOT_WON: TaiwaneseScore = { won: false, tai: 0, total: 0, lines: [], superseded: [], shape: null, melds: [] };

export function scoreTaiwanese(hand: TaiwaneseHand, table: TaiTable = SEED002_TABLE): TaiwaneseScore {
  let waits: number | undefined;
  let best: TaiwaneseScore = NOT_WON;
  for (const reading of readingsOf(hand)) {
    const ctx: TaiContext = { hand, reading, waits: () => (waits ??= waitsBefore(hand).length) };
    const { lines, superseded } = linesOf(ctx, table);
    const tai = lines.reduce((n, l) => n + l.tai, 0);
    if (!best.won || tai > best.tai) best = { won: true, tai, total: tai, lines, superseded, shape: reading.shape, melds: meldsOf(reading) };
  }
  return best;
}

/** Is this a winning hand (some reading exists)? */
export const isTaiwaneseWin = (hand: TaiwaneseHand): boolean => readingsOf(hand).length > 0;
