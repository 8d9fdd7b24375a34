/**
 * The riichi scorer: every reading of the won hand is scored (yakuman, or yaku + dora with fu)
 * and the best one is kept: most points, then most han, then most fu.
 */
import { formatTiles } from '../../notation';
import type { Kind } from '../../tiles';
import { context, handFacts, YAKU_TESTS, YAKUMAN_TESTS, type Context, type HandFacts } from './detect';
import { fuOf } from './fu';
import { basePoints, yakumanBase } from './points';
import { readings, type Reading } from './reading';
import type { RiichiHand, RiichiScore, RiichiScoringOptions, ScoreLine } from './types';
import { YAKU, YAKUMAN } from './yaku';

/** The kind a dora indicator points to: the next in its suit, winds and dragons going round. */
export function doraFromIndicator(k: Kind): Kind {
  if (k < 27) return k - (k % 9) + ((k % 9) + 1) % 9;
  if (k < 31) return 27 + ((k - 27 + 1) % 4);
  return 31 + ((k - 31 + 1) % 3);
}

function countDora(counts: ArrayLike<number>, indicators: readonly Kind[]): number {
  let total = 0;
  for (let i = 0; i < indicators.length; i++) total += counts[doraFromIndicator(indicators[i])];
  return total;
}

function doraLines(hand: RiichiHand, facts: HandFacts): ScoreLine[] {
  const lines: ScoreLine[] = [];
  const dora = countDora(facts.counts, hand.doraIndicators);
  if (dora) lines.push({ rule: 'dora', han: dora });
  const ura = hand.situation.riichi ? countDora(facts.counts, hand.uraIndicators) : 0;
  if (ura) lines.push({ rule: 'uraDora', han: ura });
  if (hand.redFives) lines.push({ rule: 'redFive', han: hand.redFives });
  return lines;
}

const NOT_WON: RiichiScore = {
  won: false,
  han: 0,
  fu: 0,
  yakuman: 0,
  limit: null,
  basePoints: 0,
  lines: [],
  fuLines: [],
  wait: 'tanki',
  liability: null,
};

/** The set (index in the hand's melds) that completed a liability yakuman, if it was called. */
function liability(c: Context, kinds: readonly Kind[], nth: number): { meld: number } | null {
  const declared = c.hand.melds
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.type !== 'chow' && kinds.includes(m.kinds[0]));
  const last = declared[nth - 1];
  if (!last || last.m.concealed || declared.length !== nth) return null;
  return { meld: last.i };
}

// Each yaku's test beside it by index: looking a test up by its id for every reading costs more than the test.
const YAKUMAN_CHECKS = YAKUMAN.map((y) => YAKUMAN_TESTS[y.id]);
const YAKU_CHECKS = YAKU.map((y) => YAKU_TESTS[y.id]);

function scoreYakuman(c: Context): RiichiScore | null {
  const { options } = c;
  const lines: ScoreLine[] = [];
  for (let i = 0; i < YAKUMAN.length; i++) {
    const y = YAKUMAN[i];
    if ((y.closedOnly && !c.closed) || !YAKUMAN_CHECKS[i](c)) continue;
    lines.push({ rule: y.id, yakuman: y.double && options.doubleYakuman ? 2 : 1 });
  }
  if (lines.length === 0) return null;
  // Combined yakuman add up; otherwise the hand is worth its largest (a double yakuman where allowed).
  const count = options.yakumanCombine ? lines.reduce((n, l) => n + l.yakuman!, 0) : Math.max(...lines.map((l) => l.yakuman!));
  let liable: RiichiScore['liability'] = null;
  for (const l of lines) {
    if (!options.pao.includes(l.rule)) continue;
    const found = l.rule === 'daisangen' ? liability(c, [31, 32, 33], 3) : liability(c, [27, 28, 29, 30], 4);
    if (found) liable = { rule: l.rule, meld: found.meld, yakuman: Math.min(l.yakuman!, count) };
  }
  const base = yakumanBase(count);
  return { won: true, han: 0, fu: 0, yakuman: count, limit: base.limit, basePoints: base.basePoints, lines, fuLines: [], wait: c.reading.wait, liability: liable };
}

function scoreOrdinary(c: Context, dora: ScoreLine[]): RiichiScore {
  const lines: ScoreLine[] = [];
  for (let i = 0; i < YAKU.length; i++) {
    const y = YAKU[i];
    const han = c.closed ? y.han : y.openHan;
    if (han === null || !YAKU_CHECKS[i](c)) continue;
    lines.push(y.id === 'seatWind' || y.id === 'prevailingWind' ? { rule: y.id, han, params: { tiles: windTiles(c, y.id) } } : { rule: y.id, han });
  }
  if (lines.length === 0) return { ...NOT_WON, wait: c.reading.wait };
  const pinfu = lines.some((l) => l.rule === 'pinfu');
  const { fu, lines: fuLines } = fuOf(c, pinfu);
  const all = [...lines, ...dora];
  const han = all.reduce((n, l) => n + (l.han ?? 0), 0);
  const base = basePoints(han, fu, c.options);
  return { won: true, han, fu, yakuman: 0, limit: base.limit, basePoints: base.basePoints, lines: all, fuLines, wait: c.reading.wait, liability: null };
}

function windTiles(c: Context, id: string): string {
  const w = id === 'seatWind' ? c.hand.situation.seatWind : c.hand.situation.prevailingWind;
  return formatTiles([27 + w]);
}

function renhouMangan(c: Context): RiichiScore {
  return { won: true, han: 0, fu: 0, yakuman: 0, limit: 'mangan', basePoints: 2000, lines: [{ rule: 'renhou' }], fuLines: [], wait: c.reading.wait, liability: null };
}

/** Better first: more points, then more han, then more fu. */
function better(a: RiichiScore, b: RiichiScore): boolean {
  if (a.won !== b.won) return a.won;
  if (a.basePoints !== b.basePoints) return a.basePoints > b.basePoints;
  if (a.yakuman || b.yakuman) return false;
  if (a.han !== b.han) return a.han > b.han;
  return a.fu > b.fu;
}

function scoreReading(hand: RiichiHand, reading: Reading, options: RiichiScoringOptions, dora: ScoreLine[], facts: HandFacts = handFacts(hand)): RiichiScore {
  const c = context(hand, reading, options, facts);
  const yakuman = scoreYakuman(c);
  if (yakuman) return yakuman;
  const ordinary = scoreOrdinary(c, dora);
  if (hand.situation.renhou && options.renhou === 'mangan') {
    const r = renhouMangan(c);
    return better(r, ordinary) ? r : ordinary;
  }
  return ordinary;
}

/** Scores a won hand; `won` is false when the hand is not complete or has no yaku. */
export function scoreRiichi(hand: RiichiHand, options: RiichiScoringOptions): RiichiScore {
  const facts = handFacts(hand);
  const dora = doraLines(hand, facts);
  let best: RiichiScore | null = null;
  const all = readings(hand);
  for (let i = 0; i < all.length; i++) {
    const s = scoreReading(hand, all[i], options, dora, facts);
    if (!best || better(s, best)) best = s;
  }
  return best ?? NOT_WON;
}
