/**
 * Every rule family answers every question the table, the renderer, the bots, the club and the
 * review ask of it, and the one registry covers the family of every preset.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../shared/notation';
import { FAMILY_NAMES, familyOf, ruleFamily } from '../../shared/rules/families';
import type { RuleFamily } from '../../shared/rules/family';
import { PRESETS } from '../../shared/rules/presets';

const FLAGS = ['hasRiichi', 'dealerStreak', 'dealerWins', 'fixedStartingScore', 'gameLogs', 'bonusTiles', 'doraIndicators'] as const;
const BOT_QUESTIONS = ['furitenApplies', 'openHandNeedsYaku', 'closedHandWorthMore', 'dealerPaysMore', 'playsForPlace', 'maySitSilent', 'readsHandWorth'] as const;
const HOOKS = ['mayWin', 'scoreWin', 'scoreDraw'] as const;
/** A winning hand of each family (Taiwanese: sixteen tiles; classical: one chow, as Millington allows). */
const WINS: Record<string, string> = {
  classical: '[222m] [555z] 345p999s1z +1z',
  riichi: '234m567m345p678s5s +5s',
  taiwanese: '123m456m789p222s345s7z +7z',
};

/** The winning hand's value as the panel gives it (classical enters every hand's score instead). */
const ENTERED: Record<string, { han: number; fu: number } | { tai: number } | null> = { classical: null, riichi: { han: 2, fu: 30 }, taiwanese: { tai: 3 } };

describe.each(FAMILY_NAMES.map((f) => [f, ruleFamily(f)] as const))('the %s family', (name, family: RuleFamily) => {
  it('is registered under its own name', () => expect(family.family).toBe(name));

  it('says what it shows and how it states a score', () => {
    expect(['han', 'tai', 'points']).toContain(family.scoreUnit);
    for (const flag of FLAGS) expect(typeof family[flag], flag).toBe('boolean');
  });

  it('lists its house rules, each checked by its schema', () => {
    expect(family.houseRules.length).toBeGreaterThan(0);
    const preset = Object.values(PRESETS).find((p) => p.family === name)!;
    const values = Object.fromEntries(family.houseRules.map((r) => [r.key, r.get(preset)]));
    expect(v.safeParse(family.houseRulesSchema, values).success).toBe(true);
    expect(v.safeParse(family.houseRulesSchema, { notAHouseRule: 1 }).success).toBe(false);
  });

  it('ends a hand at the table', () => {
    for (const hook of HOOKS) expect(typeof family.hooks[hook], hook).toBe('function');
  });

  it('answers every bot question', () => {
    expect(Object.keys(family.bots).sort()).toEqual([...BOT_QUESTIONS].sort());
    for (const q of BOT_QUESTIONS) expect(typeof family.bots[q], q).toBe('boolean');
  });

  it('names its help and score sheet titles', () => {
    expect(family.help.exampleTitle).toMatch(/^help\./);
    expect(family.help.notWonTitle).toMatch(/^sah\./);
    expect(family.help.ruleNames).toMatch(/^\w+Rules$|^rules$/);
    expect(typeof family.help.readings).toBe('boolean');
  });

  it('scores a winning hand written in notation under each of its presets', () => {
    const presets = Object.values(PRESETS).filter((p) => p.family === name);
    expect(presets.length).toBeGreaterThan(0);
    for (const preset of presets) {
      expect(Array.isArray(family.declaredSituations(preset))).toBe(true);
      const { score } = family.scoreNotation(parseHand(WINS[name]), { source: 'wall', seatWind: 0, prevailingWind: 0, riichi: true, dora: [] }, preset);
      expect(score?.won, preset.id).toBe(true);
    }
  });

  it('records, checks and settles a hand played with real tiles', () => {
    const preset = Object.values(PRESETS).find((p) => p.family === name)!;
    const entry = { winner: 0, from: 1, dealer: 0, scores: [40, 8, 0, 4], tenpai: [true, false, false, false], value: ENTERED[name] };
    const hand = family.realTiles.handOf(entry)!;
    expect(hand.family).toBe(name);
    expect(family.realTiles.problem(preset, hand)).toBeNull();
    const { deltas, winner } = family.realTiles.result(preset, hand);
    expect(winner).toBe(0);
    expect(deltas[0]).toBeGreaterThan(0);
    expect(deltas.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('the registry', () => {
  it('covers the family of every preset', () => {
    for (const preset of Object.values(PRESETS)) expect(familyOf(preset).family).toBe(preset.family);
  });

  it('holds one object per family, no two alike', () => {
    expect(new Set(FAMILY_NAMES.map((f) => ruleFamily(f))).size).toBe(FAMILY_NAMES.length);
  });

  it('says when a classical hand fails only for its chows', () => {
    const allChows = parseHand('234m567m345p678s5s +5s');
    const wall = { source: 'wall', seatWind: 0, prevailingWind: 0 } as const;
    expect(ruleFamily('classical').scoreNotation(allChows, wall, PRESETS.millington)).toMatchObject({ score: { won: false }, oneChow: true });
    expect(ruleFamily('classical').scoreNotation(allChows, wall, PRESETS.hungarian)).toMatchObject({ score: { won: true }, oneChow: false });
  });

  it('tells the families apart by what they do', () => {
    expect(ruleFamily('riichi')).toMatchObject({ scoreUnit: 'han', hasRiichi: true, gameLogs: true, dealerStreak: false, bonusTiles: false, doraIndicators: true });
    expect(ruleFamily('taiwanese')).toMatchObject({ scoreUnit: 'tai', dealerWins: true, bonusTiles: true });
    expect(ruleFamily('classical')).toMatchObject({ scoreUnit: 'points', dealerStreak: true, dealerWins: false, help: { readings: true } });
  });
});
