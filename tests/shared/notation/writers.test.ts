/**
 * The states bot games seldom reach, written in notation from the scorer's own input and read back
 * through score-a-hand: riichi's blessings (tenhou, chiihou, renhou), the last tile and discard,
 * robbing a kong, double riichi with ippatsu and ura; Taiwanese wins by flowers, on the first turn,
 * on the last tile; classical East's dealt hand and a kong claimed onto a concealed pung.
 */
import { describe, expect, it } from 'vitest';
import { formatHand, parseHand, parseTiles } from '../../../shared/notation';
import { presetTable } from '../../../shared/rules/classical/presetTables';
import { scoreClassical } from '../../../shared/rules/classical/score';
import type { ClassicalHand } from '../../../shared/rules/classical/types';
import { classicalNotationOf } from '../../../shared/rules/classical/write-notation';
import { presetById, PRESETS } from '../../../shared/rules/presets';
import { plainSituation } from '../../../shared/rules/riichi/hand';
import { scoringOptions } from '../../../shared/rules/riichi/options';
import { scoreRiichi } from '../../../shared/rules/riichi/score';
import type { RiichiHand, RiichiSituation } from '../../../shared/rules/riichi/types';
import { riichiNotationOf } from '../../../shared/rules/riichi/write-notation';
import { scoreHandNotation } from '../../../shared/rules/score-a-hand';
import { scoreTaiwanese } from '../../../shared/rules/taiwanese/score';
import type { TaiwaneseHand } from '../../../shared/rules/taiwanese/types';
import { taiwaneseNotationOf } from '../../../shared/rules/taiwanese/write-notation';

const typedBack = (text: string, preset: string) => scoreHandNotation(parseHand(text), presetById(preset));

describe('riichi states, written and read back', () => {
  const hand = (situation: Partial<RiichiSituation>, over: Partial<RiichiHand> = {}): RiichiHand => ({
    concealed: parseTiles('234m456m789p23455s'),
    melds: [],
    winTile: 22,
    redFives: 0,
    doraIndicators: [],
    uraIndicators: [],
    situation: plainSituation(situation),
    ...over,
  });
  it.each([
    ['tenhou', hand({ tsumo: true, tenhou: true })],
    ['chiihou', hand({ tsumo: true, chiihou: true, seatWind: 2 })],
    ['renhou', hand({ renhou: true, seatWind: 1 })],
    ['haitei', hand({ tsumo: true, haitei: true, riichi: 1 })],
    ['houtei', hand({ houtei: true, riichi: 1 })],
    ['chankan', hand({ chankan: true, riichi: 1 }, { concealed: parseTiles('234m456m789p234s99s'), winTile: 19 })],
    ['double riichi, ippatsu, dora and ura', hand({ riichi: 2, ippatsu: true, tsumo: true }, { doraIndicators: parseTiles('3m1z'), uraIndicators: parseTiles('4p9s') })],
    ['red fives', hand({ riichi: 1 }, { redFives: 2, concealed: parseTiles('234m456m345p23455s') })],
  ])('%s', (_name, h) => {
    const preset = h.redFives ? 'riichi+redFives=true' : 'riichi';
    const text = formatHand(riichiNotationOf(h));
    const typed = typedBack(text, preset);
    expect(typed.problem, text).toBeUndefined();
    expect(typed.score, text).toEqual(scoreRiichi(h, scoringOptions(presetById(preset).riichi!)));
  });
});

describe('Taiwanese states, written and read back', () => {
  const hand = (over: Partial<TaiwaneseHand>): TaiwaneseHand => ({
    concealed: parseTiles('123m456m789m123p456p7z'),
    melds: [],
    bonus: [],
    winning: 33,
    source: 'wall',
    seatWind: 0,
    prevailingWind: 0,
    dealer: true,
    dealerStreak: 0,
    lastTile: false,
    firstTurn: false,
    ...over,
  });
  it.each([
    ['a win by flowers (Seven Stealing One)', hand({ source: 'flowers', winning: 41, bonus: parseTiles('1234f123y'), seatWind: 1, dealer: false })],
    ['Eight Immortals', hand({ source: 'flowers', winning: 41, bonus: parseTiles('1234f123y') })],
    ['Heaven’s Grace', hand({ firstTurn: true })],
    ['Earth’s Grace', hand({ firstTurn: true, seatWind: 3, dealer: false })],
    ['Plucking the Moon', hand({ lastTile: true })],
    ['Earth’s Grace on a loose tile after a flower', hand({ firstTurn: true, source: 'replacement', seatWind: 1, dealer: false, bonus: parseTiles('2f') })],
    ['Plucking the Moon with a loose tile', hand({ lastTile: true, source: 'replacement', bonus: parseTiles('3f') })],
    ['the dealer’s third win in a row', hand({ dealerStreak: 2, source: 'discard' })],
  ])('%s', (_name, h) => {
    const text = formatHand(taiwaneseNotationOf(h));
    const typed = typedBack(text, 'taiwanese');
    expect(typed.problem, text).toBeUndefined();
    expect(typed.score, text).toEqual(scoreTaiwanese(h));
  });
});

describe('classical states, written and read back', () => {
  const base: ClassicalHand = { concealed: parseTiles('234m456m789p22233s'), melds: [], bonus: [], seatWind: 0, prevailingWind: 0 };
  it.each([
    ['East’s dealt hand (no last tile)', { ...base, lastSource: 'firstTile' as const }],
    ['a kong claimed onto a concealed pung, the hand still concealed', { ...base, concealed: parseTiles('234m456m789p33s'), melds: [{ type: 'kong' as const, kinds: [19, 19, 19, 19], exposed: true, claimed: true }], last: { kind: 20 }, lastSource: 'wall' as const }],
    ['a kong added to an exposed pung', { ...base, concealed: parseTiles('234m456m789p33s'), melds: [{ type: 'kong' as const, kinds: [19, 19, 19, 19], exposed: true }], last: { kind: 20 }, lastSource: 'wall' as const }],
    ['Blessing of Earth, on East’s first discard', { ...base, seatWind: 2 as const, last: { kind: 20 }, lastSource: 'firstTile' as const }],
  ])('%s', (_name, h) => {
    const text = formatHand(classicalNotationOf(h));
    for (const preset of ['millington', 'hungarian'] as const) {
      const typed = typedBack(text, preset);
      const { limit, roofOff } = PRESETS[preset].classical!.options;
      expect(typed.problem, text).toBeUndefined();
      expect(typed.score, text).toEqual(scoreClassical(h, presetTable(PRESETS[preset].classical!), { limit, roofOff }));
    }
  });

  it('the claimed kong and the added kong score apart', () => {
    const total = (text: string) => (typedBack(text, 'hungarian').score as { total: number }).total;
    expect(total('234m456m789p3s <2222s> +3s')).not.toBe(total('234m456m789p3s [2222s] +3s'));
  });
});
