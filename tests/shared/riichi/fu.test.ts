/**
 * Table tests of fu: every rule of the breakdown on a hand, the rounding, and the limits and
 * payments that han and fu lead to.
 */
import { describe, expect, it } from 'vitest';
import { basePoints, ronPayment, tsumoPayments, winPayments } from '../../../shared/rules/riichi/points';
import { doraFromIndicator } from '../../../shared/rules/riichi/score';
import { parseTiles } from '../../../shared/notation';
import { score, type HandSpec } from './hands';

const fuLines = (spec: HandSpec, rules = {}) => {
  const s = score(spec, rules);
  return { fu: s.fu, lines: s.fuLines.map((l) => `${l.rule}${l.params ? ' ' + Object.values(l.params).join(' ') : ''} ${l.fu}`) };
};

describe('fu', () => {
  it('pinfu: 30 fu on a ron (20 + 10 closed ron), 20 on a tsumo (no tsumo fu)', () => {
    expect(fuLines({ hand: '23m456p789s234s55p +1m' })).toEqual({ fu: 30, lines: ['fuBase 20', 'fuClosedRon 10'] });
    expect(fuLines({ hand: '23m456p789s234s55p +1m', situation: { tsumo: true } })).toEqual({ fu: 20, lines: ['fuBase 20'] });
  });

  it('seven pairs: 25, not rounded', () => {
    expect(fuLines({ hand: '1133m5577p22s66z7z +7z' })).toEqual({ fu: 25, lines: ['fuSevenPairs 25'] });
  });

  it('an open hand with no fu scores 30 on a ron', () => {
    expect(fuLines({ hand: '23m456p234s55s [789s] +1m', situation: { houtei: true } })).toEqual({ fu: 30, lines: ['fuBase 20', 'fuOpenPinfu 10'] });
    // …and 22 → 30 on a tsumo, through the tsumo fu and rounding.
    expect(fuLines({ hand: '23m456p234s55s [789s] +1m', situation: { tsumo: true, haitei: true } })).toEqual({ fu: 30, lines: ['fuBase 20', 'fuTsumo 2'] });
  });

  it('pungs and kongs by kind and concealment; value pair; edge wait; rounded up', () => {
    // 20 + 4 (555m concealed) + 32 (9999m concealed kong, terminal) + 2 (777p open) + 2 (pair of the prevailing wind) + 2 (edge) = 62 → 70.
    expect(fuLines({ hand: '555m89s11z {9999m} [777p] +7s', situation: { houtei: true } })).toEqual({
      fu: 70,
      lines: ['fuBase 20', 'fuConcealedPung 555m 4', 'fuConcealedKong 9999m 32', 'fuOpenPung 777p 2', 'fuValuePair 11z 2', 'fuWait penchan 2'],
    });
    // 20 + 8 (111m concealed terminal) + 8 (open kong 8888p) + 16 (open kong 1111s) + 2 (closed wait) + 2 (tsumo) = 56 → 60.
    expect(fuLines({ hand: '111m46p33z [8888p] [1111s] +5p', situation: { tsumo: true, rinshan: true } })).toEqual({
      fu: 60,
      lines: ['fuBase 20', 'fuConcealedPung 111m 8', 'fuOpenKong 8888p 8', 'fuOpenKong 1111s 16', 'fuWait kanchan 2', 'fuTsumo 2'],
    });
    // 20 + 16 (concealed kong 5555p) + 4 (open pung 999s) + 4 (pair of the double wind) = 44 → 50.
    expect(fuLines({ hand: '234m67m11z {5555p} [999s] +8m', situation: { seatWind: 0, houtei: true } })).toEqual({
      fu: 50,
      lines: ['fuBase 20', 'fuConcealedKong 5555p 16', 'fuOpenPung 999s 4', 'fuValuePair 11z 4'],
    });
  });

  it('a pair of the double wind is 4 fu (EMA), or 2 where the preset says so', () => {
    const spec: HandSpec = { hand: '999m123p456s11z78s +9s', situation: { seatWind: 0, riichi: 1 } };
    expect(fuLines(spec).fu).toBe(50); // 20 + 10 + 8 + 4 = 42 → 50
    expect(fuLines(spec, { doubleWindPairFu: 2 }).fu).toBe(40); // 40
  });

  it('a pair wait, and a dragon pair', () => {
    expect(fuLines({ hand: '123m456p789s234s5z +5z', situation: { riichi: 1 } })).toEqual({
      fu: 40,
      lines: ['fuBase 20', 'fuValuePair 55z 2', 'fuWait tanki 2', 'fuClosedRon 10'],
    });
  });

  it('a pung completed by ron on a double-pair wait counts as exposed; by tsumo as concealed', () => {
    expect(fuLines({ hand: '55m22p345s678s234m +5m' })).toEqual({ fu: 40, lines: ['fuBase 20', 'fuOpenPung 555m 2', 'fuClosedRon 10'] });
    expect(fuLines({ hand: '55m22p345s678s234m +5m', situation: { tsumo: true } })).toEqual({ fu: 30, lines: ['fuBase 20', 'fuConcealedPung 555m 4', 'fuTsumo 2'] });
  });

  it('the reading with the most points is kept (a wait read as closed rather than two-sided)', () => {
    // The winning 3m closes 12m (edge wait: riichi, 40 fu) or completes 45m (two-sided: riichi + pinfu, 30 fu); the second is worth more.
    const s = score({ hand: '12345m345p678s22p +3m', situation: { riichi: 1 } });
    expect(s.lines.map((l) => l.rule)).toEqual(['riichi', 'pinfu']);
    expect(s.fu).toBe(30);
  });
});

describe('limits and points', () => {
  it.each([
    [1, 30, 240, null],
    [3, 30, 960, null],
    [4, 30, 1920, null],
    [3, 60, 1920, null],
    [4, 40, 2000, 'mangan'],
    [3, 70, 2000, 'mangan'],
    [5, 30, 2000, 'mangan'],
    [6, 30, 3000, 'haneman'],
    [7, 30, 3000, 'haneman'],
    [8, 30, 4000, 'baiman'],
    [10, 30, 4000, 'baiman'],
    [11, 30, 6000, 'sanbaiman'],
    [12, 30, 6000, 'sanbaiman'],
    [13, 30, 6000, 'sanbaiman'],
    [20, 30, 6000, 'sanbaiman'],
  ] as const)('%i han %i fu: base %i (%s)', (han, fu, base, limit) => {
    expect(basePoints(han, fu, { kazoeYakuman: false, kiriageMangan: false })).toEqual({ basePoints: base, limit });
  });

  it('kazoe yakuman and kiriage mangan where the preset has them', () => {
    expect(basePoints(13, 30, { kazoeYakuman: true, kiriageMangan: false })).toEqual({ basePoints: 8000, limit: 'kazoeYakuman' });
    expect(basePoints(4, 30, { kazoeYakuman: false, kiriageMangan: true })).toEqual({ basePoints: 2000, limit: 'mangan' });
    expect(basePoints(3, 60, { kazoeYakuman: false, kiriageMangan: true })).toEqual({ basePoints: 2000, limit: 'mangan' });
    // A counted 13 han hand: chinitsu 6, riichi, ippatsu, tsumo, dora 2, ura dora 2.
    const spec: HandSpec = { hand: '123m345m678m999m2m +2m', situation: { riichi: 1, ippatsu: true, tsumo: true }, dora: '2m', ura: '2m' };
    expect(score(spec).han).toBe(13);
    expect(score(spec).limit).toBe('sanbaiman');
    expect(score(spec, { kazoeYakuman: true }).limit).toBe('kazoeYakuman');
  });

  it('payments: ron ×4 (dealer ×6), tsumo split, rounded up to 100', () => {
    expect(ronPayment(240, false)).toBe(1000);
    expect(ronPayment(320, true)).toBe(2000);
    expect(ronPayment(2000, true)).toBe(12000);
    expect(tsumoPayments(240)).toEqual({ dealer: 500, other: 300 });
    expect(tsumoPayments(2000)).toEqual({ dealer: 4000, other: 2000 });
  });

  it('honba: 300 from the discarder, or 100 from each on a tsumo', () => {
    expect(winPayments({ base: 2000, winner: 1, dealer: 0, from: 3, honbaPoints: 600, liable: null })).toEqual([0, 8600, 0, -8600]);
    expect(winPayments({ base: 2000, winner: 1, dealer: 0, from: null, honbaPoints: 600, liable: null })).toEqual([-4200, 8600, -2200, -2200]);
    expect(winPayments({ base: 2000, winner: 0, dealer: 0, from: null, honbaPoints: 300, liable: null })).toEqual([12300, -4100, -4100, -4100]);
  });

  it('liability: the liable player pays a tsumo in full (counters too), half of a ron by someone else', () => {
    expect(winPayments({ base: 8000, winner: 1, dealer: 0, from: null, honbaPoints: 300, liable: { seat: 2, base: 8000 } })).toEqual([0, 32300, -32300, 0]);
    expect(winPayments({ base: 8000, winner: 1, dealer: 0, from: 3, honbaPoints: 300, liable: { seat: 2, base: 8000 } })).toEqual([0, 32300, -16000, -16300]);
    // The liable player also discards: pays it all.
    expect(winPayments({ base: 8000, winner: 1, dealer: 0, from: 2, honbaPoints: 0, liable: { seat: 2, base: 8000 } })).toEqual([0, 32000, -32000, 0]);
    // Dealer wins: ×6.
    expect(winPayments({ base: 8000, winner: 0, dealer: 0, from: null, honbaPoints: 0, liable: { seat: 3, base: 8000 } })).toEqual([48000, 0, 0, -48000]);
  });

  it('dora indicators point to the next tile: 9 → 1, North → East, red → white', () => {
    const next = (t: string) => doraFromIndicator(parseTiles(t)[0]);
    expect([next('9m'), next('4z'), next('7z'), next('3s'), next('1z')]).toEqual(parseTiles('1m1z5z4s2z'));
  });
});
