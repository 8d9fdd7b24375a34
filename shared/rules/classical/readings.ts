/** The ways a winning-size hand can be read, and which meld of a reading its last tile may have completed. */
import type { Kind } from '../../tiles';
import { specialArrangement, standardArrangements } from './arrange';
import { SHAPES_OF_THEIR_OWN } from './candidates';
import type { Meld, PreparedHand } from './hand';
import type { ClassicalTable, RuleEntry } from './types';

const sameMeld = (a: Meld, type: string, kinds: readonly Kind[]): boolean =>
  a.type === type && a.kinds.length === kinds.length && a.kinds.every((k, i) => k === kinds[i]);

/** The melds the last tile may have completed in this reading, shortest first. */
export function lastMeldCandidates(h: PreparedHand, melds: Meld[], mj: RuleEntry): Meld[] {
  const last = h.last;
  if (!last) return [];
  if (last.meld !== undefined) return [h.declared[last.meld]];
  if (last.set) {
    const { type, kinds } = last.set;
    const found = melds.find((m) => !m.declared && sameMeld(m, type, kinds));
    if (found) return [found];
  }
  const holding = melds.filter(
    (m) => m.kinds.includes(last.kind) && m.kinds.length < 4 && (!m.declared || (!last.drawn && m.exposed)),
  );
  switch (mj.rule) {
    case 'thirteenOrphans':
    case 'allPairHonours':
      return holding.filter((m) => m.type === 'pair').slice(0, 1).concat(holding.filter((m) => m.type !== 'pair')).slice(0, 1);
    case 'wrigglingSnake':
      return holding.slice(0, 1);
    default:
      return holding.sort((a, b) => a.kinds.length - b.kinds.length);
  }
}

/** Every reading of a winning-size hand: as sets and a pair, and as each special shape of the table. */
export function winningReadings(h: PreparedHand, table: ClassicalTable): Meld[][] {
  const readings = standardArrangements(h);
  const seen = new Set<string>();
  for (const { rule } of table.mahjongRules) {
    if (!SHAPES_OF_THEIR_OWN.includes(rule)) continue;
    const arr = specialArrangement(rule, h);
    if (!arr) continue;
    const key = arr.map((m) => m.type + m.kinds.join(',')).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    readings.push(arr);
  }
  return readings;
}
