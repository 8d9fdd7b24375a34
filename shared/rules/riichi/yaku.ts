/**
 * The yaku table, as data: each yaku's id (stable: it is the label and i18n key), its han with a
 * closed hand, and with an open hand (null: closed hands only). Yakuman lines count yakuman
 * instead of han; `double` ones count two when the preset allows double yakuman.
 * What each yaku requires is in `detect.ts`; the order here is the order of a score sheet.
 */
export interface YakuEntry {
  id: string;
  han: number;
  openHan: number | null;
}

export interface YakumanEntry {
  id: string;
  /** Counts as two yakuman where double yakuman are allowed. */
  double: boolean;
  /** Closed hands only. */
  closedOnly: boolean;
}

export const YAKU: readonly YakuEntry[] = [
  { id: 'riichi', han: 1, openHan: null },
  { id: 'doubleRiichi', han: 2, openHan: null },
  { id: 'ippatsu', han: 1, openHan: null },
  { id: 'menzenTsumo', han: 1, openHan: null },
  { id: 'pinfu', han: 1, openHan: null },
  { id: 'tanyao', han: 1, openHan: 1 },
  { id: 'iipeikou', han: 1, openHan: null },
  { id: 'haitei', han: 1, openHan: 1 },
  { id: 'houtei', han: 1, openHan: 1 },
  { id: 'rinshan', han: 1, openHan: 1 },
  { id: 'chankan', han: 1, openHan: 1 },
  { id: 'yakuhaiWhite', han: 1, openHan: 1 },
  { id: 'yakuhaiGreen', han: 1, openHan: 1 },
  { id: 'yakuhaiRed', han: 1, openHan: 1 },
  { id: 'seatWind', han: 1, openHan: 1 },
  { id: 'prevailingWind', han: 1, openHan: 1 },
  { id: 'chiitoitsu', han: 2, openHan: null },
  { id: 'sanshokuDoujun', han: 2, openHan: 1 },
  { id: 'ittsu', han: 2, openHan: 1 },
  { id: 'chanta', han: 2, openHan: 1 },
  { id: 'toitoi', han: 2, openHan: 2 },
  { id: 'sanankou', han: 2, openHan: 2 },
  { id: 'sanshokuDoukou', han: 2, openHan: 2 },
  { id: 'sankantsu', han: 2, openHan: 2 },
  { id: 'honroutou', han: 2, openHan: 2 },
  { id: 'shousangen', han: 2, openHan: 2 },
  { id: 'ryanpeikou', han: 3, openHan: null },
  { id: 'honitsu', han: 3, openHan: 2 },
  { id: 'junchan', han: 3, openHan: 2 },
  { id: 'chinitsu', han: 6, openHan: 5 },
];

export const YAKUMAN: readonly YakumanEntry[] = [
  { id: 'tenhou', double: false, closedOnly: true },
  { id: 'chiihou', double: false, closedOnly: true },
  { id: 'renhou', double: false, closedOnly: true },
  { id: 'kokushi', double: false, closedOnly: true },
  { id: 'kokushi13', double: true, closedOnly: true },
  { id: 'suuankou', double: false, closedOnly: true },
  { id: 'suuankouTanki', double: true, closedOnly: true },
  { id: 'daisangen', double: false, closedOnly: false },
  { id: 'shousuushii', double: false, closedOnly: false },
  { id: 'daisuushii', double: true, closedOnly: false },
  { id: 'tsuuiisou', double: false, closedOnly: false },
  { id: 'chinroutou', double: false, closedOnly: false },
  { id: 'ryuuiisou', double: false, closedOnly: false },
  { id: 'chuuren', double: false, closedOnly: true },
  { id: 'junseiChuuren', double: true, closedOnly: true },
  { id: 'suukantsu', double: false, closedOnly: false },
];
