/** The Japanese yaku names and limit names tenhou.net/6 logs use, by Sparrow's rule ids. */
export const TENHOU_YAKU: Readonly<Record<string, string>> = {
  riichi: '立直',
  doubleRiichi: '両立直',
  ippatsu: '一発',
  menzenTsumo: '門前清自摸和',
  pinfu: '平和',
  tanyao: '断幺九',
  iipeikou: '一盃口',
  haitei: '海底摸月',
  houtei: '河底撈魚',
  rinshan: '嶺上開花',
  chankan: '槍槓',
  yakuhaiWhite: '役牌 白',
  yakuhaiGreen: '役牌 發',
  yakuhaiRed: '役牌 中',
  seatWind: '自風',
  prevailingWind: '場風',
  chiitoitsu: '七対子',
  sanshokuDoujun: '三色同順',
  ittsu: '一気通貫',
  chanta: '混全帯幺九',
  toitoi: '対々和',
  sanankou: '三暗刻',
  sanshokuDoukou: '三色同刻',
  sankantsu: '三槓子',
  honroutou: '混老頭',
  shousangen: '小三元',
  ryanpeikou: '二盃口',
  honitsu: '混一色',
  junchan: '純全帯幺九',
  chinitsu: '清一色',
  renhou: '人和',
  dora: 'ドラ',
  uraDora: '裏ドラ',
  redFive: '赤ドラ',
  tenhou: '天和',
  chiihou: '地和',
  kokushi: '国士無双',
  kokushi13: '国士無双１３面',
  suuankou: '四暗刻',
  suuankouTanki: '四暗刻単騎',
  daisangen: '大三元',
  shousuushii: '小四喜',
  daisuushii: '大四喜',
  tsuuiisou: '字一色',
  chinroutou: '清老頭',
  ryuuiisou: '緑一色',
  chuuren: '九蓮宝燈',
  junseiChuuren: '純正九蓮宝燈',
  suukantsu: '四槓子',
  nagashiMangan: '流し満貫',
};

export const TENHOU_WINDS = ['東', '南', '西', '北'];

export const TENHOU_LIMITS: Readonly<Record<string, string>> = {
  mangan: '満貫',
  haneman: '跳満',
  baiman: '倍満',
  sanbaiman: '三倍満',
  yakuman: '役満',
  kazoeYakuman: '役満',
};

/** Draw names: some tenpai, all tenpai, none, nagashi mangan. */
export const TENHOU_DRAWS = { some: '流局', all: '全員聴牌', none: '全員不聴', nagashi: '流し満貫' } as const;

/** Abortive draws by Sparrow's reason ids. */
export const TENHOU_ABORTIVE: Readonly<Record<string, string>> = {
  nineTerminals: '九種九牌',
  fourWinds: '四風連打',
  fourRiichi: '四家立直',
  fourKongs: '四開槓',
  tripleRon: '三家和',
};
