/**
 * Where the seeds speak, they win (docs/rules/readings.md): the Millington and Hungarian presets against the
 * lines of seeds 000 and 003 that decide against the BMJA and DMJL tables, and score-a-hand
 * refusing hands no real table can hold.
 */
import { describe, expect, it } from 'vitest';
import {
  BMJA_TABLE,
  DMJL_TABLE,
  HUNGARIAN_TABLE,
  ImpossibleHandError,
  MILLINGTON_TABLE,
  handFromNotation,
  isClassicalMahjong,
  presetTable,
  scoreHandText,
  settleClassical,
  type ScoreAHandInput,
} from '../../../shared/rules/classical';
import { PRESETS, presetById } from '../../../shared/rules/presets';

const EAST: ScoreAHandInput = { seatWind: 0, prevailingWind: 0 };
const SOUTH: ScoreAHandInput = { seatWind: 1, prevailingWind: 0 };
const millington = presetTable(PRESETS.millington.classical!);
const hungarian = presetTable(PRESETS.hungarian.classical!);

describe('seed 000 rule 29: a Mah-Jong is four sets and a pair, or Thirteen Unique Wonders', () => {
  it('the Millington preset plays the seed reading and the Hungarian one seed 003', () => {
    expect(millington).toBe(MILLINGTON_TABLE);
    expect(hungarian).toBe(HUNGARIAN_TABLE);
  });

  // "Je jediná kombinace, která nesplňuje uvedenou definici, ale má stejný účinek jako mahjong, a to je
  // kombinace známá jako 'třináct jedinečných divů'."
  it.each([
    ['knitting', '2345679p234567s +9s'],
    ['tripleKnitting', '246p246s246m4p4s4m8p +8m'],
    ['allPairHonours', '1199m1p11556677z +1p'],
    ['wrigglingSnake', '123456789m1234z +1m'],
  ])('%s is not a Mah-Jong under Millington (%s), only with the BMJA extras', (rule, text) => {
    const bmja = scoreHandText(text, SOUTH, BMJA_TABLE);
    expect(bmja.won).toBe(true);
    expect([...bmja.lines, ...bmja.superseded].map((l) => l.rule)).toContain(rule);

    const refused = scoreHandText(text, SOUTH, millington);
    expect(refused).toMatchObject({ won: false, total: 0, lines: [{ rule: 'refusedShape', params: { hand: rule }, source: 'seed000Rule29' }] });
    // The claim prompt and the bots ask the same question of the same table.
    expect(isClassicalMahjong(handFromNotation(text, SOUTH), millington)).toBe(false);

    const extras = presetTable({ ...PRESETS.millington.classical!, options: { ...PRESETS.millington.classical!.options, bmjaExtras: true } });
    expect(scoreHandText(text, SOUTH, extras)).toMatchObject({ won: true, total: bmja.total });
    expect(isClassicalMahjong(handFromNotation(text, SOUTH), extras)).toBe(true);
  });

  it('the house rule is named and travels in the preset id', () => {
    const house = presetById('millington+bmjaExtras=true');
    expect(house.house).toEqual({ bmjaExtras: true });
    const table = presetTable(house.classical!);
    expect(table.mahjongRules.map((e) => e.rule)).toEqual(BMJA_TABLE.mahjongRules.map((e) => e.rule));
    expect(table.loserRules).toEqual(BMJA_TABLE.loserRules);
    expect(isClassicalMahjong(handFromNotation('2345679p234567s +9s', SOUTH), table)).toBe(true);
  });

  it('Thirteen Unique Wonders and four sets and a pair still go Mah-Jong', () => {
    expect(scoreHandText('19m19p19s1234567z +1m', SOUTH, millington)).toMatchObject({ won: true, limits: 1, total: 1000 });
    expect(scoreHandText('[222m] [555z] 345p999s1z +1z', SOUTH, millington)).toMatchObject({ won: true });
  });

  it('a loser is not calling for a shape that cannot win', () => {
    const calling = '2345679p23456s7s';
    expect(scoreHandText(calling, SOUTH, BMJA_TABLE).lines.map((l) => l.rule)).toContain('callingFor');
    expect(scoreHandText(calling, SOUTH, millington).lines.map((l) => l.rule)).not.toContain('callingFor');
  });
});

describe('seed 003 §III.4–5: the Hungarian set values', () => {
  const value = (rule: string) => HUNGARIAN_TABLE.meldRules.find((e) => e.rule === rule)!;
  // §III.5 "A kong … Mégegyszer annyit ér, mint a pong": a kong is worth twice the pung.
  // §III.4 "ez a kézben pong és az elszámolásnál még egyszer annyit ér, mint a nyitott pong".
  it.each([
    ['exposedKongSimple', 'exposedPungSimple', 'seed003Kong'],
    ['exposedKongTerminal', 'exposedPungTerminal', 'seed003Kong'],
    ['exposedKongHonour', 'exposedPungHonour', 'seed003Kong'],
    ['concealedKongSimple', 'concealedPungSimple', 'seed003Kong'],
    ['concealedKongTerminal', 'concealedPungTerminal', 'seed003Kong'],
    ['concealedKongHonour', 'concealedPungHonour', 'seed003Kong'],
    ['concealedPungSimple', 'exposedPungSimple', 'seed003ConcealedPung'],
    ['concealedPungTerminal', 'exposedPungTerminal', 'seed003ConcealedPung'],
    ['concealedPungHonour', 'exposedPungHonour', 'seed003ConcealedPung'],
  ])('%s = 2 × %s (%s)', (bigger, smaller, source) => {
    expect(value(bigger)).toMatchObject({ points: 2 * value(smaller).points!, source });
  });

  it('the open pungs keep the DMJL points, where the seed is silent', () => {
    for (const rule of ['exposedPungSimple', 'exposedPungTerminal', 'exposedPungHonour']) {
      expect(value(rule)).toEqual(DMJL_TABLE.meldRules.find((e) => e.rule === rule));
    }
  });

  it('a scored hand shows the kong at twice the pung, with the seed beside it', () => {
    const text = '[2222m] [222p] 345s678s9s +9s';
    const dmjl = scoreHandText(text, SOUTH, DMJL_TABLE);
    const seed = scoreHandText(text, SOUTH, hungarian);
    expect(dmjl.lines).toContainEqual({ rule: 'exposedKongSimple', points: 8, params: { tiles: '2222m' } });
    expect(seed.lines).toContainEqual({ rule: 'exposedKongSimple', points: 4, params: { tiles: '2222m' }, source: 'seed003Kong' });
    expect(seed.points).toBe(dmjl.points - 4);
  });

  // §III.4 "Ha egy játékos ugyanolyan szélből, mint amilyent képvisel hármat vagy négyet összegyűjt … a végösszeget megduplázza."
  it('a pung or kong of the own wind doubles the total', () => {
    const s = scoreHandText('[222z] 345s678s11p99s +9s', SOUTH, hungarian);
    expect(s.lines).toContainEqual({ rule: 'ownWindSet', doubles: 1, params: { tiles: '222z' }, source: 'seed003OwnWind' });
  });

  // §III.7 "Ezáltal a végösszegét is egyszer megduplázza. (Rabolt kong.)"
  it('a robbed kong doubles once', () => {
    const s = scoreHandText('123m456m789m34p55p +2p', { ...SOUTH, lastSource: 'robbedKong' }, hungarian);
    expect(s.lines).toContainEqual({ rule: 'robbingKong', doubles: 1, source: 'seed003RobbedKong' });
  });

  // §IV "általában 26 pont"; §II.3 "ha a játékot megnyeri, mindenkitől duplán kap, ezzel szemben, ha elveszti duplán fizet".
  it('the minimum is 26 and East pays and receives double', () => {
    const { minimum } = PRESETS.hungarian.classical!.options;
    expect(minimum).toBe(26);
    expect(settleClassical([25, 0, 0, 0], 0, 0, { minimum }).net).toEqual([0, 0, 0, 0]);
    expect(settleClassical([26, 0, 0, 0], 0, 0, { minimum }).net).toEqual([156, -52, -52, -52]);
    expect(settleClassical([0, 30, 0, 0], 1, 0, { minimum }).net).toEqual([-60, 120, -30, -30]);
  });
});

describe('score-a-hand refuses a hand no table can hold', () => {
  it.each([
    ['a fifth copy of a tile', '11111m234p567p99s +9s', EAST, { code: 'fifthTile', tile: '1m', count: 5 }],
    ['a fifth copy in a kong and the hand', '{1111m} 1m23m456p789p11s +1s', EAST, { code: 'fifthTile', tile: '1m', count: 5 }],
    ['the same flower twice', '123m456m789m123p5p 11f +5p', EAST, { code: 'bonusTwice', tile: '1f' }],
    ['the same season twice', '123m456m789m123p5p 3y3y +5p', EAST, { code: 'bonusTwice', tile: '3y' }],
    ['a winning hand a tile short', '123m456m789m12p5p +5p', EAST, { code: 'winnerShort', tiles: 13, needed: 14 }],
    ['a winning hand with a kong a tile short (a kong counting as three)', '{2222m} 456m789m12p5p +5p', EAST, { code: 'winnerShort', tiles: 13, needed: 14 }],
    ['robbing a kong while holding that tile', '123m456m789m345p4p +4p', { ...EAST, lastSource: 'robbedKong' as const }, { code: 'robbedKongHeld', tile: '4p' }],
  ])('%s: %s', (_name, text, input, problem) => {
    for (const table of [millington, hungarian]) {
      let error: unknown;
      try {
        scoreHandText(text, input, table);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ImpossibleHandError);
      expect((error as ImpossibleHandError).problem).toEqual(problem);
      expect((error as ImpossibleHandError).message).toMatch(/^impossible hand: /);
    }
  });

  it('but scores a possible hand with the same tiles', () => {
    expect(scoreHandText('{1111m} 234p567p789s9s +9s', EAST, hungarian).won).toBe(true);
    expect(scoreHandText('123m456m789m123p5p 1f3y +5p', EAST, hungarian).won).toBe(true);
    expect(scoreHandText('123m456m789m12p55p', EAST, hungarian).won).toBe(false);
    expect(scoreHandText('123m456m789m35p55s +4p', { ...EAST, lastSource: 'robbedKong' }, hungarian).won).toBe(true);
  });

  it('takes the switches a table scores: Original Call, Twofold Fortune, East’s ninth win', () => {
    const text = '123m456m789m345p5p +5p';
    const plain = scoreHandText(text, EAST, hungarian);
    expect(scoreHandText(text, { ...EAST, originalCall: true }, hungarian).doubles).toBe(plain.doubles + 1);
    // Twofold Fortune: Mah-Jong on the loose tile of a second kong; a hand without both is refused.
    expect(scoreHandText('{2222m} {3333p} 789s 456s 1z +1z', { ...EAST, lastSource: 'replacement', twofoldFortune: true }, hungarian)).toMatchObject({ limits: 1, lines: [{ rule: 'twofoldFortune' }] });
    expect(() => scoreHandText(text, { ...EAST, lastSource: 'replacement', twofoldFortune: true }, hungarian)).toThrow(ImpossibleHandError);
    expect(scoreHandText(text, { ...EAST, eastNinthWin: true }, hungarian)).toMatchObject({ limits: 1, lines: [{ rule: 'eastNinthWin' }] });
  });
});
