/**
 * Table tests: every yaku and yakuman of the table, each on a hand written in notation, with its
 * han, the whole score sheet and the points. Default situation: South seat, East round, ron.
 */
import { describe, expect, it } from 'vitest';
import { ronPayment } from '../../../shared/rules/riichi/points';
import { YAKU, YAKUMAN } from '../../../shared/rules/riichi/yaku';
import type { RiichiRules } from '../../../shared/rules/presets';
import { lineSummary, score, type HandSpec } from './hands';

interface Case extends HandSpec {
  name: string;
  rules?: Partial<RiichiRules>;
  lines: string[];
  han?: number;
  fu?: number;
  /** Non-dealer ron payment (dealer's when seatWind is 0), or the total of a tsumo. */
  points?: number;
}

const CASES: Case[] = [
  { name: 'riichi', hand: '123m456p789s234s5p +5p', situation: { riichi: 1 }, lines: ['riichi 1'], han: 1, fu: 40, points: 1300 },
  { name: 'double riichi', hand: '123m456p789s234s5p +5p', situation: { riichi: 2 }, lines: ['doubleRiichi 2'], han: 2, fu: 40, points: 2600 },
  { name: 'ippatsu', hand: '123m456p789s234s5p +5p', situation: { riichi: 1, ippatsu: true }, lines: ['riichi 1', 'ippatsu 1'], points: 2600 },
  { name: 'fully concealed tsumo', hand: '123m456p789s234s5p +5p', situation: { tsumo: true }, lines: ['menzenTsumo 1'], han: 1, fu: 30, points: 1100 },
  { name: 'pinfu (ron)', hand: '23m456p789s234s55p +1m', lines: ['pinfu 1'], han: 1, fu: 30, points: 1000 },
  { name: 'pinfu (tsumo: 20 fu)', hand: '23m456p789s234s55p +1m', situation: { tsumo: true }, lines: ['menzenTsumo 1', 'pinfu 1'], han: 2, fu: 20, points: 1500 },
  { name: 'no pinfu with a pair of value tiles', hand: '23m456p789s234s55z +1m', situation: { riichi: 1 }, lines: ['riichi 1'], fu: 40 },
  { name: 'no pinfu on a closed wait', hand: '13m456p789s234s55p +2m', situation: { riichi: 1 }, lines: ['riichi 1'], fu: 40 },
  { name: 'tanyao', hand: '234m456p678s345s5p +5p', lines: ['tanyao 1'], han: 1, fu: 40, points: 1300 },
  { name: 'open tanyao', hand: '234m456p345s5p [678s] +5p', lines: ['tanyao 1'], han: 1, fu: 30, points: 1000 },
  { name: 'open tanyao off: no yaku', hand: '234m456p345s5p [678s] +5p', rules: { openTanyao: false }, lines: [] },
  { name: 'iipeikou', hand: '112233m456p789s5p +5p', lines: ['iipeikou 1'], han: 1, fu: 40, points: 1300 },
  { name: 'haitei', hand: '123m456p234s5p [789s] +5p', situation: { tsumo: true, haitei: true }, lines: ['haitei 1'], han: 1, fu: 30, points: 1100 },
  { name: 'houtei', hand: '123m456p234s5p [789s] +5p', situation: { houtei: true }, lines: ['houtei 1'], han: 1, fu: 30, points: 1000 },
  { name: 'rinshan', hand: '123m456p234s5p [7777s] +5p', situation: { tsumo: true, rinshan: true }, lines: ['rinshan 1'], han: 1, fu: 40, points: 1500 },
  { name: 'chankan', hand: '12m456p234s55p [789s] +3m', situation: { chankan: true }, lines: ['chankan 1'], han: 1, fu: 30, points: 1000 },
  { name: 'pung of white', hand: '123m456p789s2m555z +2m', lines: ['yakuhaiWhite 1'], fu: 40, points: 1300 },
  { name: 'pung of green', hand: '123m456p789s2m666z +2m', lines: ['yakuhaiGreen 1'], fu: 40 },
  { name: 'pung of red', hand: '123m456p789s2m777z +2m', lines: ['yakuhaiRed 1'], fu: 40 },
  { name: 'seat wind', hand: '123m456p789s2m222z +2m', lines: ['seatWind 1'], fu: 40 },
  { name: 'prevailing wind', hand: '123m456p789s2m111z +2m', lines: ['prevailingWind 1'], fu: 40 },
  { name: 'a wind that is neither is no yaku', hand: '123m456p789s2m333z +2m', lines: [] },
  {
    name: 'double wind (dealer, East round)',
    hand: '123m456p789s2m111z +2m',
    situation: { seatWind: 0 },
    lines: ['seatWind 1', 'prevailingWind 1'],
    han: 2,
    fu: 40,
    points: 3900,
  },
  { name: 'seven pairs', hand: '1133m5577p22s66z7z +7z', lines: ['chiitoitsu 2'], han: 2, fu: 25, points: 1600 },
  { name: 'mixed triple chow (closed)', hand: '123m123p123s789m5p +5p', lines: ['sanshokuDoujun 2'], fu: 40, points: 2600 },
  { name: 'mixed triple chow (open)', hand: '123p123s789m5p [123m] +5p', lines: ['sanshokuDoujun 1'], fu: 30, points: 1000 },
  { name: 'pure straight (closed)', hand: '123456789m234p5s +5s', lines: ['ittsu 2'], fu: 40, points: 2600 },
  { name: 'pure straight (open)', hand: '123456m234p5s [789m] +5s', lines: ['ittsu 1'], fu: 30, points: 1000 },
  { name: 'outside hand (closed)', hand: '123m789p789s333z9s +9s', lines: ['chanta 2'], fu: 40, points: 2600 },
  { name: 'outside hand (open)', hand: '789p789s333z9s [123m] +9s', lines: ['chanta 1'], fu: 30, points: 1000 },
  { name: 'all pungs', hand: '222m555p3z [888s] [444s] +3z', lines: ['toitoi 2'], han: 2, fu: 40, points: 2600 },
  { name: 'three concealed pungs', hand: '222m555p888s456s3z +3z', lines: ['sanankou 2'], han: 2, fu: 50, points: 3200 },
  { name: 'a pung completed by ron is not concealed', hand: '222m555p88s456s33z +8s', situation: { riichi: 1 }, lines: ['riichi 1'], fu: 40 },
  { name: 'triple pung', hand: '222m222p456s3z [222s] +3z', lines: ['sanshokuDoukou 2'], han: 2, fu: 40, points: 2600 },
  { name: 'three kongs', hand: '456s3z [2222m] [2222p] [2222s] +3z', lines: ['sanshokuDoukou 2', 'sankantsu 2'], han: 4, fu: 50, points: 8000 },
  { name: 'three kongs alone', hand: '456s3z [2222m] [3333p] [8888s] +3z', lines: ['sankantsu 2'], han: 2, fu: 50, points: 3200 },
  { name: 'all terminals and honours', hand: '111m999p333z1s [999s] +1s', lines: ['toitoi 2', 'sanankou 2', 'honroutou 2'], han: 6, points: 12000 },
  { name: 'all terminals and honours, seven pairs', hand: '1199m11p99s2233z4z +4z', lines: ['chiitoitsu 2', 'honroutou 2'], han: 4, fu: 25, points: 6400 },
  { name: 'little three dragons', hand: '555z666z7z123m456p +7z', lines: ['yakuhaiWhite 1', 'yakuhaiGreen 1', 'shousangen 2'], han: 4, fu: 50, points: 8000 },
  { name: 'twice pure double chow', hand: '112233m445566p5s +5s', lines: ['ryanpeikou 3'], han: 3, fu: 40, points: 5200 },
  { name: 'half flush (closed)', hand: '123m345m678m333z2m +2m', lines: ['honitsu 3'], han: 3, fu: 40, points: 5200 },
  { name: 'half flush (open)', hand: '123m345m333z2m [678m] +2m', lines: ['honitsu 2'], han: 2, fu: 30, points: 2000 },
  { name: 'terminals in every set (closed)', hand: '123m789p789s999m9s +9s', lines: ['junchan 3'], han: 3, fu: 40, points: 5200 },
  { name: 'terminals in every set (open)', hand: '789p789s999m9s [123m] +9s', lines: ['junchan 2'], han: 2, fu: 30, points: 2000 },
  { name: 'full flush (closed)', hand: '123m345m678m999m2m +2m', lines: ['chinitsu 6'], han: 6, points: 12000 },
  { name: 'full flush (open)', hand: '123m345m999m2m [678m] +2m', lines: ['chinitsu 5'], han: 5, points: 8000 },
  { name: 'renhou: a mangan', hand: '123m456p789s234s5p +5p', situation: { renhou: true }, lines: ['renhou'], points: 8000 },
  { name: 'renhou when the hand is worth more', hand: '123m345m678m999m2m +2m', situation: { renhou: true }, lines: ['chinitsu 6'], points: 12000 },
  { name: 'renhou off', hand: '123m456p789s234s5p +5p', situation: { renhou: true }, rules: { renhou: 'none' }, lines: [] },
  { name: 'renhou as a yakuman', hand: '123m456p789s234s5p +5p', situation: { renhou: true }, rules: { renhou: 'yakuman' }, lines: ['renhou Y1'], points: 32000 },
  { name: 'dora, ura dora and red fives need a yaku', hand: '123m456p234s5p [789s] +5p', dora: '4p', ura: '4p', redFives: 1, lines: [] },
  {
    name: 'dora, ura dora (with riichi) and red fives',
    hand: '123m456p789s234s5p +5p',
    situation: { riichi: 1 },
    dora: '4p',
    ura: '1m',
    redFives: 1,
    lines: ['riichi 1', 'dora 3', 'uraDora 1', 'redFive 1'],
    han: 6,
    points: 12000,
  },
  { name: 'dora indicators wrap round', hand: '123p456m789s9m111z +9m', dora: '4z9p8m7z', lines: ['prevailingWind 1', 'dora 6'], han: 7 },
  { name: 'ura dora count only with riichi', hand: '123m456p789s2m555z +2m', ura: '4p', lines: ['yakuhaiWhite 1'] },

  { name: 'blessing of heaven', hand: '123m456p789s234s5p +5p', situation: { tsumo: true, seatWind: 0, tenhou: true }, lines: ['tenhou Y1'], points: 48000 },
  { name: 'blessing of earth', hand: '123m456p789s234s5p +5p', situation: { tsumo: true, chiihou: true }, lines: ['chiihou Y1'], points: 32000 },
  { name: 'thirteen orphans', hand: '1m19p19s12345677z +9m', lines: ['kokushi Y1'], points: 32000 },
  { name: 'thirteen orphans, 13-sided (single yakuman by default)', hand: '19m19p19s1234567z +1m', lines: ['kokushi13 Y1'], points: 32000 },
  { name: 'thirteen orphans, 13-sided (double allowed)', hand: '19m19p19s1234567z +1m', rules: { doubleYakuman: true }, lines: ['kokushi13 Y2'], points: 64000 },
  { name: 'four concealed pungs (tsumo)', hand: '222m555p888s44s33z +4s', situation: { tsumo: true }, lines: ['suuankou Y1'], points: 32000 },
  { name: 'four concealed pungs on a shanpon ron is not', hand: '222m555p888s44s33z +4s', lines: ['toitoi 2', 'sanankou 2'], han: 4 },
  { name: 'four concealed pungs, pair wait', hand: '222m555p888s444s3z +3z', lines: ['suuankouTanki Y1'], points: 32000 },
  { name: 'big three dragons', hand: '555z666z777z12m33p +3m', lines: ['daisangen Y1'], points: 32000 },
  { name: 'little four winds', hand: '111z222z333z44z12m +3m', lines: ['shousuushii Y1'], points: 32000 },
  { name: 'big four winds', hand: '222z333z444z5m [111z] +5m', lines: ['daisuushii Y1'], points: 32000 },
  { name: 'big four winds (double allowed)', hand: '222z333z444z5m [111z] +5m', rules: { doubleYakuman: true }, lines: ['daisuushii Y2'], points: 64000 },
  { name: 'all honours', hand: '111z222z555z7z [666z] +7z', lines: ['tsuuiisou Y1'], points: 32000 },
  { name: 'all honours, seven pairs', hand: '1122334455667z +7z', lines: ['tsuuiisou Y1'], points: 32000 },
  { name: 'all terminals', hand: '111m999m111p1s [999p] +1s', lines: ['chinroutou Y1'], points: 32000 },
  { name: 'all green', hand: '223344s666s888s6z +6z', lines: ['ryuuiisou Y1'], points: 32000 },
  { name: 'nine gates', hand: '1112455678999m +3m', lines: ['chuuren Y1'], points: 32000 },
  { name: 'pure nine gates', hand: '1112345678999m +5m', lines: ['junseiChuuren Y1'], points: 32000 },
  { name: 'four kongs', hand: '5m [1111m] [2222p] [3333s] {4444z} +5m', lines: ['suukantsu Y1'], points: 32000 },
  { name: 'yakuman do not add up by default', hand: '111z222z555z666z7z +7z', situation: { tsumo: true, seatWind: 0, tenhou: true }, lines: ['tenhou Y1', 'suuankouTanki Y1', 'tsuuiisou Y1'], points: 48000 },
  { name: 'yakuman add up when combined', hand: '111z222z555z666z7z +7z', situation: { tsumo: true, seatWind: 0, tenhou: true }, rules: { yakumanCombine: true }, lines: ['tenhou Y1', 'suuankouTanki Y1', 'tsuuiisou Y1'], points: 144000 },
  {
    name: 'a double yakuman counts two without combining',
    hand: '222m555p888s444s3z +3z',
    rules: { doubleYakuman: true },
    lines: ['suuankouTanki Y2'],
    points: 64000,
  },
];

function pointsOf(c: Case, base: number): number {
  const dealer = (c.situation?.seatWind ?? 1) === 0;
  if (!c.situation?.tsumo) return ronPayment(base, dealer);
  const up = (n: number) => Math.ceil(n / 100) * 100;
  return dealer ? 3 * up(2 * base) : up(2 * base) + 2 * up(base);
}

describe('riichi yaku, each on a hand', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const s = score(c, c.rules);
    expect(lineSummary(s)).toEqual(c.lines);
    expect(s.won).toBe(c.lines.length > 0);
    if (c.han !== undefined) expect(s.han).toBe(c.han);
    if (c.fu !== undefined) expect(s.fu).toBe(c.fu);
    if (c.points !== undefined) expect(pointsOf(c, s.basePoints)).toBe(c.points);
  });

  it('every yaku and yakuman of the table has a case', () => {
    const covered = new Set(CASES.flatMap((c) => c.lines.map((l) => l.split(' ')[0])));
    const missing = [...YAKU, ...YAKUMAN].map((y) => y.id).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });
});
