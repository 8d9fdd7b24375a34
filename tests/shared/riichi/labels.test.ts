/** Every id a riichi score sheet can carry has an English label; lines read as text. */
import { describe, expect, it } from 'vitest';
import { LIMIT_LABELS_EN, RIICHI_LABELS_EN, describeLine } from '../../../shared/rules/riichi/labels.en';
import { YAKU, YAKUMAN } from '../../../shared/rules/riichi/yaku';
import { lineSummary, score } from './hands';

describe('riichi labels', () => {
  it('cover every yaku, yakuman, dora line, fu line and settlement line', () => {
    const ids = [
      ...YAKU.map((y) => y.id),
      ...YAKUMAN.map((y) => y.id),
      ...['dora', 'uraDora', 'redFive'],
      ...['fuBase', 'fuSevenPairs', 'fuClosedRon', 'fuTsumo', 'fuOpenPinfu', 'fuOpenPung', 'fuConcealedPung', 'fuOpenKong', 'fuConcealedKong', 'fuValuePair', 'fuWait'],
      ...['honba', 'deposits', 'liability', 'notenPayment', 'uma', 'oka', 'leftoverDeposits', 'chombo', 'nagashiMangan'],
    ];
    expect(ids.filter((id) => !RIICHI_LABELS_EN[id])).toEqual([]);
    expect(Object.keys(LIMIT_LABELS_EN)).toEqual(['mangan', 'haneman', 'baiman', 'sanbaiman', 'yakuman', 'kazoeYakuman']);
  });

  it('describe a sheet', () => {
    const s = score({ hand: '123m456p789s2m222z +2m', situation: { riichi: 1 }, dora: '1m' });
    expect(lineSummary(s)).toEqual(['riichi 1', 'seatWind 1', 'dora 3']);
    expect(s.lines.map(describeLine)).toEqual(['Riichi: 1 han', 'Pung of the seat wind 2z: 1 han', 'Dora: 3 han']);
    expect(s.fuLines.map(describeLine)).toEqual(['Base: 20 fu', 'Concealed pung 222z: 8 fu', 'Wait: tanki: 2 fu', 'Closed hand won on a discard: 10 fu']);
  });
});
