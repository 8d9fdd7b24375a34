/** A score line from a table's rule entry, and the totals of a reading's lines (limit or points × doubles). */
import type { Meld } from './hand';
import type { ClassicalMeld, ClassicalScore, ClassicalScoringOptions, ClassicalTable, RuleEntry, ScoreLine } from './types';

export interface Env {
  table: ClassicalTable;
  limit: number;
  roofOff: boolean;
}

export interface Evaluated extends ClassicalScore {
  /** Uncapped points × 2^doubles of all lines: breaks ties between readings that reach the limit. */
  raw: number;
}

export function line(entry: RuleEntry, params?: Record<string, string | number>): ScoreLine {
  const out: ScoreLine = { rule: entry.rule };
  if (entry.points) out.points = entry.points;
  if (entry.doubles) out.doubles = entry.doubles;
  if (entry.limits) out.limits = entry.limits;
  if (params) out.params = params;
  if (entry.source) out.source = entry.source;
  return out;
}

export function publicMeld(m: Meld): ClassicalMeld {
  const out: ClassicalMeld = { type: m.type, kinds: [...m.kinds], exposed: m.exposed };
  if (m.claimed) out.claimed = true;
  return out;
}

/** Totals from lines: the highest limit fraction wins if it is a full limit or beats the points. */
export function total(lines: ScoreLine[], melds: Meld[], env: Env, won: boolean): Evaluated {
  let points = 0;
  let doubles = 0;
  let limitLine: ScoreLine | null = null;
  for (const l of lines) {
    points += l.points ?? 0;
    doubles += l.doubles ?? 0;
    if (l.limits && (!limitLine || l.limits > (limitLine.limits ?? 0))) limitLine = l;
  }
  const raw = points * 2 ** doubles;
  const shown = melds.map(publicMeld);
  const limits = limitLine?.limits ?? 0;
  if (limitLine && (limits >= 1 || limits * env.limit >= raw)) {
    return {
      won,
      points: 0,
      doubles: 0,
      limits,
      total: Math.round(limits * env.limit),
      lines: [limitLine],
      superseded: lines.filter((l) => l !== limitLine),
      melds: shown,
      raw,
    };
  }
  return {
    won,
    points,
    doubles,
    limits: 0,
    total: env.roofOff ? raw : Math.min(raw, env.limit),
    lines: lines.filter((l) => !l.limits),
    superseded: lines.filter((l) => !!l.limits),
    melds: shown,
    raw,
  };
}

export function envFor(table: ClassicalTable, options: ClassicalScoringOptions): Env {
  return { table, limit: options.limit ?? table.limit, roofOff: !!options.roofOff };
}

export function strip({ raw: _raw, ...score }: Evaluated): ClassicalScore {
  return score;
}
