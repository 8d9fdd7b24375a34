/**
 * The `hora` fields as mjai logs and AIs write them (the names of mjai's reference server, as
 * mjai-reviewer and Mortal read them): yaku by mjai name with their han (13 a yakuman), the three
 * dragon pungs summed as one `sangenpai`, and `hora_points` the hand's value (honba and deposits
 * apart): what the discarder pays on a ron, what all three pay together on a tsumo.
 */
import { ronPayment, tsumoPayments } from '../points';
import type { ScoreLine } from '../types';

/** mjai's yaku names by Sparrow's rule ids. */
const MJAI_YAKU: Readonly<Record<string, string>> = {
  riichi: 'reach',
  doubleRiichi: 'double_reach',
  ippatsu: 'ippatsu',
  menzenTsumo: 'menzenchin_tsumoho',
  pinfu: 'pinfu',
  tanyao: 'tanyaochu',
  iipeikou: 'ipeko',
  haitei: 'haiteiraoyue',
  houtei: 'hoteiraoyui',
  rinshan: 'rinshankaiho',
  chankan: 'chankan',
  yakuhaiWhite: 'sangenpai',
  yakuhaiGreen: 'sangenpai',
  yakuhaiRed: 'sangenpai',
  seatWind: 'jikaze',
  prevailingWind: 'bakaze',
  chiitoitsu: 'chitoitsu',
  sanshokuDoujun: 'sanshokudojun',
  ittsu: 'ikkitsukan',
  chanta: 'honchantaiyao',
  toitoi: 'toitoiho',
  sanankou: 'sananko',
  sanshokuDoukou: 'sanshokudoko',
  sankantsu: 'sankantsu',
  honroutou: 'honroto',
  shousangen: 'shosangen',
  ryanpeikou: 'ryanpeko',
  honitsu: 'honiso',
  junchan: 'junchantaiyao',
  chinitsu: 'chiniso',
  renhou: 'renho',
  dora: 'dora',
  uraDora: 'uradora',
  redFive: 'akadora',
  tenhou: 'tenho',
  chiihou: 'chiho',
  kokushi: 'kokushimuso',
  kokushi13: 'kokushimuso',
  suuankou: 'suanko',
  suuankouTanki: 'suanko',
  daisangen: 'daisangen',
  shousuushii: 'shosushi',
  daisuushii: 'daisushi',
  tsuuiisou: 'tsuiso',
  chinroutou: 'chinroto',
  ryuuiisou: 'ryuiso',
  chuuren: 'churenpoton',
  junseiChuuren: 'churenpoton',
  suukantsu: 'sukantsu',
  nagashiMangan: 'nagashimangan',
};

/** Han of a line as mjai counts it: 13 per yakuman; a line without han (renhou as a mangan) as a mangan's 5. */
const hanOf = (l: ScoreLine): number => (l.yakuman ? 13 * l.yakuman : (l.han ?? 5));

/** The yaku lines as mjai `yakus`, in order (the dragons summed into one `sangenpai`). */
export function mjaiYakus(lines: readonly ScoreLine[]): [string, number][] {
  const out: [string, number][] = [];
  for (const l of lines) {
    const name = MJAI_YAKU[l.rule] ?? l.rule;
    const same = out.find(([n]) => n === name);
    if (same) same[1] += hanOf(l);
    else out.push([name, hanOf(l)]);
  }
  return out;
}

/** mjai's `fan`: the han of the lines (13 per yakuman). */
export const mjaiFan = (lines: readonly ScoreLine[]): number => lines.reduce((sum, l) => sum + hanOf(l), 0);

/** The hand's value in points (honba and deposits apart): 3900 for a non-dealer's 3 han 30 fu ron, 4000 for its tsumo. */
export function horaPoints(basePoints: number, dealerWins: boolean, tsumo: boolean): number {
  if (!tsumo) return ronPayment(basePoints, dealerWins);
  const { dealer, other } = tsumoPayments(basePoints);
  return dealerWins ? 3 * dealer : dealer + 2 * other;
}
