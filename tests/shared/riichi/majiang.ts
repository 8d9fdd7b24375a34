/** Scores a generated case with @kobalab/majiang-core, the reference riichi scorer. */
import Majiang from '@kobalab/majiang-core';
import type { RiichiRules } from '../../../shared/rules/presets';
import type { Kind } from '../../../shared/tiles';
import type { GeneratedCase, GeneratedMeld } from './random-hands';

const letter = (k: Kind) => (k < 27 ? 'mps'[Math.floor(k / 9)] : 'z');
const digit = (k: Kind, red = false) => (red ? '0' : String(k < 27 ? (k % 9) + 1 : k - 26));
const MARK = ['', '+', '=', '-'];

/** The rule object of majiang-core configured like our preset. */
function majiangRule(r: RiichiRules): Record<string, unknown> {
  return Majiang.rule({
    赤牌: r.redFives ? { m: 1, p: 1, s: 1 } : { m: 0, p: 0, s: 0 },
    クイタンあり: r.openTanyao,
    '連風牌は2符': r.doubleWindPairFu === 2,
    数え役満あり: r.kazoeYakuman,
    切り上げ満貫あり: r.kiriageMangan,
    ダブル役満あり: r.doubleYakuman,
    役満の複合あり: r.yakumanCombine,
    役満パオあり: r.pao.length > 0,
    一発あり: true,
    裏ドラあり: true,
  });
}

function concealedString(kinds: Kind[], red: boolean[]): string {
  let out = '';
  for (const s of ['m', 'p', 's', 'z']) {
    const digits = kinds
      .map((k, i) => ({ k, red: red[i] }))
      .filter(({ k }) => letter(k) === s)
      .sort((a, b) => a.k - b.k)
      .map(({ k, red }) => digit(k, red));
    if (digits.length) out += s + digits.join('');
  }
  return out;
}

function meldString(m: GeneratedMeld): string {
  const s = letter(m.kinds[0]);
  const d = m.kinds.map((k, i) => digit(k, m.red[i]));
  const mark = MARK[m.fedBy];
  if (m.type === 'chow') return `${s}${d[0]}-${d[1]}${d[2]}`;
  if (m.type === 'pung') return `${s}${d.join('')}${mark}`;
  if (m.concealed) return `${s}${d.join('')}`;
  if (m.added) return `${s}${d[0]}${d[1]}${d[2]}${mark}${d[3]}`;
  return `${s}${d.join('')}${mark}`;
}

export interface ReferenceResult {
  complete: boolean;
  won: boolean;
  han: number;
  fu: number;
  yakuman: number;
  /** Score changes by seat wind (0 = dealer), riichi sticks and honba included. */
  payments: number[];
  yaku: string[];
}

/** majiang-core's arguments for `hule` on a generated case (built once, so a bench can time `hule` alone). */
export function referenceInput(c: GeneratedCase, rules: RiichiRules): { shoupai: ReturnType<typeof Majiang.Shoupai.fromString>; rongpai: string | null; param: unknown } {
  const h = c.hand;
  const sit = h.situation;
  // The concealed tiles without the winning tile (drop the red copy if the winning tile is red).
  const kinds = [...h.concealed];
  const red = [...c.concealedRed];
  let winIndex = kinds.findIndex((k, i) => k === h.winTile && red[i] === c.winRed);
  if (winIndex < 0) winIndex = kinds.indexOf(h.winTile);
  kinds.splice(winIndex, 1);
  red.splice(winIndex, 1);
  const win = letter(h.winTile) + digit(h.winTile, c.winRed);
  let text = concealedString(kinds, red);
  if (sit.tsumo) text += win;
  text += c.melds.map((m) => ',' + meldString(m)).join('');
  const shoupai = Majiang.Shoupai.fromString(text);
  const ind = (k: Kind) => letter(k) + digit(k);
  const param = Majiang.Util.hule_param({
    rule: majiangRule(rules),
    zhuangfeng: sit.prevailingWind,
    menfeng: sit.seatWind,
    lizhi: sit.riichi,
    yifa: sit.ippatsu,
    qianggang: sit.chankan,
    lingshang: sit.rinshan,
    haidi: sit.haitei ? 1 : sit.houtei ? 2 : 0,
    tianhu: sit.tenhou ? 1 : sit.chiihou ? 2 : 0,
    baopai: h.doraIndicators.map(ind),
    fubaopai: sit.riichi ? h.uraIndicators.map(ind) : null,
    changbang: c.honba,
    lizhibang: c.sticks,
  });
  return { shoupai, rongpai: sit.tsumo ? null : win + MARK[c.from], param };
}

export function referenceScore(c: GeneratedCase, rules: RiichiRules): ReferenceResult {
  const { shoupai, rongpai, param } = referenceInput(c, rules);
  const r = Majiang.Util.hule(shoupai, rongpai, param);
  if (!r) return { complete: false, won: false, han: 0, fu: 0, yakuman: 0, payments: [0, 0, 0, 0], yaku: [] };
  if (!r.defen) return { complete: true, won: false, han: 0, fu: 0, yakuman: 0, payments: [0, 0, 0, 0], yaku: [] };
  return {
    complete: true,
    won: true,
    han: r.fanshu ?? 0,
    fu: r.damanguan ? 0 : (r.fu ?? 0),
    yakuman: r.damanguan ?? 0,
    payments: r.fenpei ?? [0, 0, 0, 0],
    yaku: (r.hupai ?? []).map((y) => `${y.name}:${y.fanshu}`),
  };
}
