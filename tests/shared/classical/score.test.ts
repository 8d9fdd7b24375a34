import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BMJA_TABLE,
  CLASSICAL_LABELS_EN,
  DMJL_TABLE,
  classicalWaits,
  describeLine,
  handFromNotation,
  scoreClassical,
  scoreHandText,
  type ClassicalHand,
  type ClassicalTable,
} from '../../../shared/rules/classical';
import { BONUS_TESTS, HAND_TESTS, MAHJONG_TESTS, MELD_TESTS } from '../../../shared/rules/classical/rules';
import { completeHand } from '../analysis/arbitraries';

const RUNS = Number(process.env.CLASSICAL_RUNS ?? 200);
console.log(`classical property tests: ${RUNS} runs each (CLASSICAL_RUNS)`);

const SOUTH_IN_EAST = { seatWind: 1, prevailingWind: 0 } as const;
const EAST_IN_EAST = { seatWind: 0, prevailingWind: 0 } as const;
const rules = (s: { lines: { rule: string }[] }) => s.lines.map((l) => l.rule);

describe('score-a-hand (Sparrow notation)', () => {
  it('itemises a standard Mah-Jong drawn from the wall', () => {
    const text = '234m 9p [555z] {7777s} [111p] +9p';
    const bmja = scoreHandText(text, SOUTH_IN_EAST, BMJA_TABLE);
    // 4 (exposed honour pung) + 16 (concealed kong) + 4 (exposed terminal pung) + 20 + 2 (from the wall), one double for dragons
    expect(bmja).toMatchObject({ won: true, points: 46, doubles: 1, total: 92 });
    const dmjl = scoreHandText(text, SOUTH_IN_EAST, DMJL_TABLE);
    // DMJL adds 4 for completing a pair of terminals and 2 for the only possible tile
    expect(dmjl).toMatchObject({ won: true, points: 52, doubles: 1, total: 104 });
    expect(rules(dmjl)).toContain('lastTileCompletesPairMajor');
    expect(rules(dmjl)).toContain('onlyPossibleTile');
  });

  it('a set completed by a claimed discard is exposed', () => {
    const text = '567s 234p 345p 11z 88m +8m';
    const claimed = scoreHandText(text, { ...EAST_IN_EAST, lastSource: 'discard' }, DMJL_TABLE);
    expect(claimed).toMatchObject({ won: true, points: 26, doubles: 0, total: 26 });
    expect(claimed.lines[0]).toEqual({ rule: 'exposedPungSimple', points: 2, params: { tiles: '888m' } });
    const drawn = scoreHandText(text, { ...EAST_IN_EAST, lastSource: 'wall' }, DMJL_TABLE);
    expect(drawn).toMatchObject({ points: 30, doubles: 1, total: 60 });
    expect(rules(drawn)).toEqual(expect.arrayContaining(['concealedPungSimple', 'lastTileFromWall', 'onlyConcealedMelds']));
  });

  it('BMJA allows one chow: three chows are no Mah-Jong and score nothing', () => {
    const s = scoreHandText('567s 234p 345p 11z 88m +8m', EAST_IN_EAST, BMJA_TABLE);
    expect(s).toMatchObject({ won: false, total: 0, lines: [{ rule: 'notMahjong' }] });
  });

  it('scores limit hands at the limit of each table', () => {
    expect(scoreHandText('19m19p19s1234567z +1m', SOUTH_IN_EAST, BMJA_TABLE)).toMatchObject({ won: true, limits: 1, total: 1000 });
    expect(scoreHandText('19m19p19s1234567z +1m', SOUTH_IN_EAST, DMJL_TABLE)).toMatchObject({ won: true, limits: 1, total: 500 });
  });

  it('scores a loser hand too', () => {
    const s = scoreHandText('[555z] 123m 456p 77s 11z', EAST_IN_EAST, DMJL_TABLE);
    expect(s).toMatchObject({ won: false, points: 8, doubles: 1, total: 16 });
  });

  it('limits and roof off: ordinary hands are capped unless the roof is off', () => {
    const text = '[111z] [555z] [666z] 22z 99m +9m';
    const capped = scoreHandText(text, EAST_IN_EAST, DMJL_TABLE);
    expect(capped).toMatchObject({ won: true, limits: 0, total: 500 });
    expect(capped.points * 2 ** capped.doubles).toBeGreaterThan(500);
    const open = scoreHandText(text, EAST_IN_EAST, DMJL_TABLE, { roofOff: true });
    expect(open.total).toBe(open.points * 2 ** open.doubles);
    expect(open.total).toBeGreaterThan(500);
    // a limit hand scores the limit even with the roof off
    expect(scoreHandText('111z 555z 666z 777z 2z +2z', EAST_IN_EAST, DMJL_TABLE, { roofOff: true })).toMatchObject({ limits: 1, total: 500 });
  });

  it('a long hand scores nothing (score-a-hand refuses it before the scorer)', () => {
    expect(scoreClassical(handFromNotation('123456789m123456p +1z', EAST_IN_EAST), DMJL_TABLE)).toMatchObject({ won: false, total: 0, lines: [{ rule: 'longHand' }] });
  });
});

describe('rules are data', () => {
  it('a house table with other values changes only those lines', () => {
    const text = '234m 9p [555z] {7777s} [111p] +9p';
    const house: ClassicalTable = {
      ...BMJA_TABLE,
      meldRules: BMJA_TABLE.meldRules.map((e) => (e.rule === 'concealedKongSimple' ? { ...e, points: 20 } : e)),
      winnerRules: [...BMJA_TABLE.winnerRules, { rule: 'noChow', doubles: 1 }],
    };
    expect(scoreHandText(text, SOUTH_IN_EAST, house)).toMatchObject({ points: 50, doubles: 1 });
    const chowLess = scoreHandText('222m 9p [555z] {7777s} [111p] +9p', SOUTH_IN_EAST, house);
    expect(chowLess.lines.filter((l) => l.rule === 'noChow')).toHaveLength(2);
  });

  it('every rule a table names is in the catalogue and has an English label', () => {
    const known = { ...MELD_TESTS, ...BONUS_TESTS, ...HAND_TESTS, ...MAHJONG_TESTS };
    for (const table of [BMJA_TABLE, DMJL_TABLE]) {
      for (const e of [...table.meldRules, ...table.handRules, ...table.mahjongRules, ...table.winnerRules, ...table.loserRules]) {
        expect(known, `${table.id}: ${e.rule}`).toHaveProperty(e.rule);
        expect(CLASSICAL_LABELS_EN, e.rule).toHaveProperty(e.rule);
        if (e.hand) expect(CLASSICAL_LABELS_EN, e.hand).toHaveProperty(e.hand);
      }
    }
    expect(describeLine({ rule: 'callingFor', limits: 0.4, params: { hand: 'imperialJade' } })).toBe('Calling for Imperial Jade: 0.4 limit');
  });
});

function asHand(kinds: number[], last: number): ClassicalHand {
  return { concealed: kinds, melds: [], bonus: [], seatWind: 0, prevailingWind: 0, last: { kind: last }, lastSource: 'wall' };
}

describe('classical properties', () => {
  it('every complete hand is a Mah-Jong under DMJL, within the limit, and under BMJA when it has at most one chow', () => {
    fc.assert(
      fc.property(completeHand(), fc.nat(13), (kinds, i) => {
        const dmjl = scoreClassical(asHand(kinds, kinds[i]), DMJL_TABLE);
        expect(dmjl.won).toBe(true);
        expect(dmjl.total).toBeGreaterThanOrEqual(20);
        expect(dmjl.total).toBeLessThanOrEqual(500);
        const bmja = scoreClassical(asHand(kinds, kinds[i]), BMJA_TABLE);
        if (!bmja.won) expect(bmja.total).toBe(0);
        else expect(bmja.total).toBeLessThanOrEqual(1000);
      }),
      { numRuns: RUNS },
    );
  });

  it('the waits of a calling hand are exactly the tiles that make it a Mah-Jong', () => {
    fc.assert(
      fc.property(completeHand(), fc.nat(13), (kinds, i) => {
        const calling = kinds.filter((_, j) => j !== i);
        const hand = { ...asHand(calling, 0), last: undefined };
        const waits = classicalWaits(hand, DMJL_TABLE);
        expect(waits).toContain(kinds[i]);
        for (let k = 0; k < 34; k++) {
          if (calling.filter((x) => x === k).length >= 4) continue;
          expect(scoreClassical(asHand([...calling, k], k), DMJL_TABLE).won, `tile ${k}`).toBe(waits.includes(k));
        }
      }),
      { numRuns: Math.max(10, Math.floor(RUNS / 4)) },
    );
  });
});
