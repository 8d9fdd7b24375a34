/**
 * The classical reference vectors (../shared/reference/vectors/classical-sample.json, Kajongg's
 * results for BMJA and DMJL) through the Kajongg-notation adapter: every case must match.
 */
import { describe, expect, it } from 'vitest';
import { BMJA_TABLE, DMJL_TABLE, classicalWaits, describeLine, scoreClassical } from '../../../shared/rules/classical';
import { kajonggKinds, loadClassicalSample, parseKajonggHand } from '../../fixtures/kajongg';

const TABLES = { DMJL: DMJL_TABLE, BMJA: BMJA_TABLE } as const;
const cases = loadClassicalSample();
const rows = cases.flatMap((c, i) => (['DMJL', 'BMJA'] as const).map((table) => ({ c, i, table })));

describe('classical reference vectors', () => {
  it('are all here: 100 scored and 10 calling hands', () => {
    expect(cases.filter((c) => c.kind === 'score')).toHaveLength(100);
    expect(cases.filter((c) => c.kind === 'calling')).toHaveLength(10);
  });

  it.each(rows.filter((r) => r.c.kind === 'score').map((r) => [`#${r.i} ${r.table} ${r.c.test}: ${r.c.hand}`, r] as const))(
    '%s',
    (_name, { c, table }) => {
      const expected = c.rulesets[table];
      const score = scoreClassical(parseKajonggHand(c.hand, c.ownWind, c.roundWind), TABLES[table]);
      const explain = [...score.lines, ...score.superseded].map((l) => describeLine(l)).join('; ');
      expect(
        { won: score.won, points: score.points, doubles: score.doubles, limits: score.limits, total: score.total },
        `${explain}\nKajongg: ${expected.explain?.join('; ')}`,
      ).toEqual({ won: expected.won, points: expected.points, doubles: expected.doubles, limits: expected.limits, total: expected.total });
    },
  );

  it.each(rows.filter((r) => r.c.kind === 'calling').map((r) => [`#${r.i} ${r.table} ${r.c.test}: ${r.c.hand}`, r] as const))(
    '%s waits',
    (_name, { c, table }) => {
      const waits = classicalWaits(parseKajonggHand(c.hand, c.ownWind, c.roundWind), TABLES[table]);
      const expected = kajonggKinds(c.rulesets[table].waits ?? '').sort((a, b) => a - b);
      expect(waits).toEqual(expected);
    },
  );
});
