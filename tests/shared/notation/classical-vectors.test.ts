/**
 * The independent classical vectors (Kajongg's worked hands, ../shared/reference/vectors) typed in
 * Sparrow's notation: each hand written, read back and scored scores as it was played (the same
 * points, doubles, limits, total and lines), and each calling hand waits on the same tiles. The
 * score-a-hand check accepts every one a real table can hold, and refuses the others with a reason.
 */
import { describe, expect, it } from 'vitest';
import { formatHand, parseHand } from '../../../shared/notation';
import { situationOf } from '../../../shared/notation-situation';
import { BMJA_TABLE, classicalWaits, DMJL_TABLE, scoreClassical, type ClassicalScore } from '../../../shared/rules/classical';
import { CLASSICAL_NOTATION_RULES, classicalHandOfNotation } from '../../../shared/rules/classical/scoreAHand';
import { classicalNotationOf } from '../../../shared/rules/classical/write-notation';
import { handProblem } from '../../../shared/rules/hand-problems';
import { loadClassicalSample, parseKajonggHand } from '../../fixtures/kajongg';

const TABLES = { DMJL: DMJL_TABLE, BMJA: BMJA_TABLE } as const;
const cases = loadClassicalSample();
const rows = cases.flatMap((c, i) => (['DMJL', 'BMJA'] as const).map((table) => ({ c, i, table })));
// Lines in any order: a set laid open with the last tile is written last, so its line comes last.
const sorted = (lines: readonly object[]) => lines.map((l) => JSON.stringify(l)).sort();
const scored = (s: ClassicalScore) => ({ won: s.won, points: s.points, doubles: s.doubles, limits: s.limits, total: s.total, lines: sorted(s.lines), superseded: sorted(s.superseded) });

/** Vectors no real table holds, by case number, and why score-a-hand refuses them. */
const REFUSED: Record<number, string> = {
  2: 'drawnOpenSet', // the last tile of the wall shown completing an exposed pung
  3: 'fifthTile', // six red dragons
  10: 'replacementNoKong', // won on a loose tile with no kong (nor flower) to give it
  11: 'replacementNoKong',
  41: 'loserSize', // fifteen tiles: a long hand
  42: 'loserSize',
  54: 'loserShort', // Kajongg's hands of three tiles
  56: 'loserShort',
  57: 'drawnOpenSet',
  66: 'drawnOpenSet', // a tile drawn from the wall shown completing an exposed pung
  76: 'loserShort', // twelve tiles
  99: 'loserSize', // fourteen tiles and no winning tile
  104: 'needsReplacement', // Twofold Fortune, with how the last tile came unknown: it is a loose tile
};

const typed = (text: string) => {
  const parsed = parseHand(text);
  const situation = situationOf(parsed.situation);
  return { hand: classicalHandOfNotation(parsed, situation), problem: handProblem(parsed, situation, CLASSICAL_NOTATION_RULES) };
};

describe('the classical reference vectors, typed in notation', () => {
  it.each(rows.map((r) => [`#${r.i} ${r.table} ${r.c.hand}`, r] as const))('%s', (_name, { c, i, table }) => {
    const played = parseKajonggHand(c.hand, c.ownWind, c.roundWind);
    const text = formatHand(classicalNotationOf(played));
    const { hand, problem } = typed(text);
    if (c.kind === 'score') expect(scored(scoreClassical(hand, TABLES[table])), text).toEqual(scored(scoreClassical(played, TABLES[table])));
    else expect(classicalWaits(hand, TABLES[table]), text).toEqual(classicalWaits(played, TABLES[table]));
    expect(problem?.code, text).toBe(REFUSED[i]);
  });

  it('write what the old notation could not: claimed kongs, the set the last tile completed, East’s dealt hand', () => {
    const texts = rows.map(({ c }) => formatHand(classicalNotationOf(parseKajonggHand(c.hand, c.ownWind, c.roundWind))));
    expect(texts.filter((t) => /<\d{4}[mpsz]>/.test(t)).length).toBeGreaterThan(0);
    expect(texts.filter((t) => /\[\d+\+\d[mpsz]\]/.test(t)).length).toBeGreaterThan(0);
    expect(texts.filter((t) => /(^| )\d+\+\d[mpsz]/.test(t)).length).toBeGreaterThan(0);
    expect(texts.filter((t) => t.includes('@first-tile') && !t.includes('+')).length).toBeGreaterThan(0);
  });
});
