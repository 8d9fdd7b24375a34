/**
 * English labels of the riichi score-sheet ids, with {params}. The renderer's English locale is this
 * table (`riichiRules`, `riichiLimits`); the other locales use the same ids as keys. `{tiles}` is
 * written in Sparrow's notation here and left empty by the renderer, which draws the tiles.
 */
import type { LimitName, ScoreLine } from './types';

export const RIICHI_LABELS_EN: Readonly<Record<string, string>> = {
  riichi: 'Riichi',
  doubleRiichi: 'Double riichi',
  ippatsu: 'Ippatsu (one-shot)',
  menzenTsumo: 'Fully concealed hand, self-drawn',
  pinfu: 'Pinfu (no-points hand)',
  tanyao: 'All simples',
  iipeikou: 'Pure double chow',
  haitei: 'Win on the last tile of the wall',
  houtei: 'Win on the last discard',
  rinshan: 'Win on a replacement tile',
  chankan: 'Robbing a kong',
  yakuhaiWhite: 'Pung of white dragons',
  yakuhaiGreen: 'Pung of green dragons',
  yakuhaiRed: 'Pung of red dragons',
  seatWind: 'Pung of the seat wind {tiles}',
  prevailingWind: 'Pung of the prevailing wind {tiles}',
  chiitoitsu: 'Seven pairs',
  sanshokuDoujun: 'Mixed triple chow',
  ittsu: 'Pure straight',
  chanta: 'Outside hand',
  toitoi: 'All pungs',
  sanankou: 'Three concealed pungs',
  sanshokuDoukou: 'Triple pung',
  sankantsu: 'Three kongs',
  honroutou: 'All terminals and honours',
  shousangen: 'Little three dragons',
  ryanpeikou: 'Twice pure double chow',
  honitsu: 'Half flush',
  junchan: 'Terminals in every set',
  chinitsu: 'Full flush',
  renhou: 'Renhou (blessing of man)',
  dora: 'Dora',
  uraDora: 'Ura dora',
  redFive: 'Red fives',

  tenhou: 'Blessing of heaven',
  chiihou: 'Blessing of earth',
  kokushi: 'Thirteen orphans',
  kokushi13: 'Thirteen orphans, 13-sided wait',
  suuankou: 'Four concealed pungs',
  suuankouTanki: 'Four concealed pungs, pair wait',
  daisangen: 'Big three dragons',
  shousuushii: 'Little four winds',
  daisuushii: 'Big four winds',
  tsuuiisou: 'All honours',
  chinroutou: 'All terminals',
  ryuuiisou: 'All green',
  chuuren: 'Nine gates',
  junseiChuuren: 'Pure nine gates',
  suukantsu: 'Four kongs',
  nagashiMangan: 'Nagashi mangan',

  fuBase: 'Base',
  fuSevenPairs: 'Seven pairs',
  fuClosedRon: 'Closed hand won on a discard',
  fuTsumo: 'Self-drawn',
  fuOpenPinfu: 'Open hand without fu',
  fuOpenPung: 'Exposed pung {tiles}',
  fuConcealedPung: 'Concealed pung {tiles}',
  fuOpenKong: 'Exposed kong {tiles}',
  fuConcealedKong: 'Concealed kong {tiles}',
  fuValuePair: 'Pair of value tiles {tiles}',
  fuWait: 'Wait: {wait}',

  honba: 'Counters ({count} × {each})',
  deposits: 'Riichi deposits ({count})',
  liability: 'Liability (pao) for {rule}',
  notenPayment: 'Noten payment',
  uma: 'Uma (place {place})',
  oka: 'Oka',
  leftoverDeposits: 'Riichi deposits left at the end ({count})',
  chombo: 'Chombo ({count})',
};

export const LIMIT_LABELS_EN: Readonly<Record<LimitName, string>> = {
  mangan: 'Mangan',
  haneman: 'Haneman',
  baiman: 'Baiman',
  sanbaiman: 'Sanbaiman',
  yakuman: 'Yakuman',
  kazoeYakuman: 'Counted yakuman',
};

/** "Pung of the seat wind 1z: 1 han". */
export function describeLine(line: ScoreLine): string {
  let text = RIICHI_LABELS_EN[line.rule] ?? line.rule;
  for (const [k, v] of Object.entries(line.params ?? {})) text = text.replace(`{${k}}`, String(v));
  const value =
    line.yakuman !== undefined ? (line.yakuman > 1 ? `${line.yakuman}× yakuman` : 'yakuman') : line.han !== undefined ? `${line.han} han` : line.fu !== undefined ? `${line.fu} fu` : '';
  return value ? `${text}: ${value}` : text;
}
