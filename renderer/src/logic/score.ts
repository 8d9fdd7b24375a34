/**
 * A hand's itemised score as one sheet to show, from any family's sheets (`HandResult.details`:
 * one per scored seat, typed in shared/rules/score-sheets.ts), a hand scored from notation, or a
 * bare list of lines. The details come over the network, so each field is still checked as read:
 * a field out of shape is left out rather than an error (the settlement still shows the money).
 */
import { NotationError, parseTiles } from '../../../shared/notation';
import type { NotationScores } from '../../../shared/rules/family';
import type { HandSheet } from '../../../shared/rules/score-sheets';
import type { Kind } from '../../../shared/tiles';

/** The rule sets the score-a-hand panel scores. */
export type HandRuleset = 'millington' | 'hungarian' | 'riichi' | 'taiwanese';

export interface SheetLine {
  rule: string;
  points?: number;
  doubles?: number;
  limits?: number;
  /** Taiwanese tái. */
  tai?: number;
  /** Riichi han, fu, yakuman multiple. */
  han?: number;
  fu?: number;
  yakuman?: number;
  params?: Record<string, string | number>;
  /** Classical: the seed line that set this value against the table (a key of `seeds.sources`). */
  source?: string;
}

interface SheetMeld {
  type: string;
  kinds: Kind[];
  exposed: boolean;
}

export interface Sheet {
  won: boolean | null;
  lines: SheetLine[];
  superseded: SheetLine[];
  points: number | null;
  doubles: number | null;
  limits: number | null;
  total: number | null;
  melds: SheetMeld[];
  /** Riichi: han, fu after rounding, yakuman multiple, the limit reached, the fu breakdown. */
  han: number | null;
  fu: number | null;
  yakuman: number | null;
  limit: string | null;
  fuLines: SheetLine[];
  /** Payments beyond the hand itself: counters, deposits, liability. */
  extras: SheetLine[];
  /** Taiwanese: the tái total, and what each payer pays. */
  tai: number | null;
  amount: number | null;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

function lineOf(x: unknown): SheetLine | null {
  if (!isObj(x) || typeof x.rule !== 'string') return null;
  const out: SheetLine = { rule: x.rule };
  for (const k of ['points', 'doubles', 'limits', 'tai', 'han', 'fu', 'yakuman'] as const) {
    const v = num(x[k]);
    if (v !== null) out[k] = v;
  }
  if (isObj(x.params)) {
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(x.params)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    out.params = params;
  }
  if (typeof x.source === 'string') out.source = x.source;
  return out;
}

const linesOf = (x: unknown): SheetLine[] => (Array.isArray(x) ? x.map(lineOf).filter((l): l is SheetLine => l !== null) : []);

function meldsOf(x: unknown): SheetMeld[] {
  if (!Array.isArray(x)) return [];
  return x.flatMap((m) =>
    isObj(m) && typeof m.type === 'string' && Array.isArray(m.kinds) && m.kinds.every((k) => typeof k === 'number')
      ? [{ type: m.type, kinds: m.kinds as number[], exposed: m.exposed === true }]
      : [],
  );
}

const EMPTY: Sheet = {
  won: null,
  lines: [],
  superseded: [],
  points: null,
  doubles: null,
  limits: null,
  total: null,
  melds: [],
  han: null,
  fu: null,
  yakuman: null,
  limit: null,
  fuLines: [],
  extras: [],
  tai: null,
  amount: null,
};

export function sheetOf(detail: HandSheet | NotationScores[keyof NotationScores] | readonly SheetLine[]): Sheet | null {
  if (Array.isArray(detail)) {
    const lines = linesOf(detail);
    return lines.length ? { ...EMPTY, lines } : null;
  }
  if (!isObj(detail)) return null;
  // Read as received; an entry that nests its score under `score` is read as before.
  const received: Record<string, unknown> = detail;
  const inner = isObj(received.score) ? received.score : received;
  return {
    won: typeof inner.won === 'boolean' ? inner.won : null,
    lines: linesOf(inner.lines),
    superseded: linesOf(inner.superseded),
    points: num(inner.points),
    doubles: num(inner.doubles),
    limits: num(inner.limits),
    total: num(inner.total) ?? num(inner.tai),
    melds: meldsOf(inner.melds),
    han: num(inner.han),
    fu: num(inner.fu),
    yakuman: num(inner.yakuman),
    limit: typeof inner.limit === 'string' ? inner.limit : null,
    fuLines: linesOf(inner.fuLines),
    extras: linesOf(inner.extras),
    tai: num(inner.tai),
    amount: num(inner.amount),
  };
}

/** One sheet per seat (null where the seat has none). Details may be keyed by seat. */
export function sheetsOf(details: readonly HandSheet[] | undefined): (Sheet | null)[] {
  const out: (Sheet | null)[] = [null, null, null, null];
  (details ?? []).forEach((d, i) => {
    const seat = isObj(d) && typeof d.seat === 'number' && d.seat >= 0 && d.seat < 4 ? d.seat : i;
    if (seat < 4) out[seat] = sheetOf(d);
  });
  return out;
}

/** Tiles named in a line's parameters ("tiles": "555p"), for drawing beside it. */
export function lineTiles(line: SheetLine): Kind[] {
  const text = line.params?.tiles;
  if (typeof text !== 'string') return [];
  try {
    return parseTiles(text);
  } catch (e) {
    if (e instanceof NotationError) return [];
    throw e;
  }
}
