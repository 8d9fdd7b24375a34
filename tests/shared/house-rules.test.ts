/**
 * House rules: a table's named values checked on the wire, the derived preset and its id, and the
 * game played under them — the Hungarian minimum, the blind game, riichi red fives, Taiwanese
 * payments — with the bots reading the same rules from their view.
 */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../shared/bots/basic';
import { simulate } from '../../shared/bots/simulate';
import { parseClientMessage } from '../../shared/protocol';
import { baseIdOf, HOUSE_RULES, houseValues, parseRuleList } from '../../shared/rules/house';
import { findPreset, hungarian, millington, PRESETS, presetById, riichi, taiwanese, withHouseRules } from '../../shared/rules/presets';
import type { RiichiWinDetail } from '../../shared/rules/riichi/hooks';
import { legalActions } from '../../shared/table/legal';
import type { Seat, TableState } from '../../shared/table/types';
import { tileId } from '../../shared/tiles';
import { viewFor } from '../../shared/view';
import { CLOSE, held, k, play, table } from './table/fixture';
import { detailsOf, midHand, QUIET, WAITS_5S } from './taiwanese/table';

const create = (options: unknown) => parseClientMessage(JSON.stringify({ t: 'createTable', options }));

describe('the wire: createTable with house rules', () => {
  it('accepts each family its own rules', () => {
    for (const options of [
      { name: 'H', preset: 'hungarian', rules: { minimum: 0, blindGame: true, limit: 1000, roofOff: true, paymentCap: null, claimWindowMs: 8000 } },
      { name: 'M', preset: 'millington', rules: { paymentCap: 500 } },
      { name: 'R', preset: 'riichi', rules: { redFives: true, kazoeYakuman: true, doubleYakuman: true, kiriageMangan: true, nagashiMangan: true, abortiveDraws: true, openTanyao: false, startingScore: 25000 } },
      { name: 'T', preset: 'taiwanese', rules: { base: 300, perTai: 100 } },
      { name: 'Plain', preset: 'riichi' },
    ]) {
      const r = create(options);
      expect(r, JSON.stringify(options)).toMatchObject({ ok: true, message: { t: 'createTable', options } });
    }
  });

  it.each([
    [{ preset: 'hungarian', rules: { redFives: true } }, 'options.rules.redFives', '"redFives" is not a house rule of the classical rule sets'],
    [{ preset: 'riichi', rules: { minimum: 0 } }, 'options.rules.minimum', '"minimum" is not a house rule of riichi'],
    [{ preset: 'taiwanese', rules: { blindGame: true } }, 'options.rules.blindGame', '"blindGame" is not a house rule of the Taiwanese rule set'],
    [{ preset: 'hungarian', rules: { cheat: 1 } }, 'options.rules.cheat', '"cheat" is not a house rule'],
    [{ preset: 'hungarian', rules: { minimum: 501 } }, 'options.rules.minimum', 'minimum is at most 500'],
    [{ preset: 'hungarian', rules: { minimum: -1 } }, 'options.rules.minimum', 'minimum is at least 0'],
    [{ preset: 'hungarian', rules: { minimum: 2.5 } }, 'options.rules.minimum', 'minimum is a whole number'],
    [{ preset: 'hungarian', rules: { blindGame: 'yes' } }, 'options.rules.blindGame', 'blindGame is true or false'],
    [{ preset: 'hungarian', rules: { claimWindowMs: 999 } }, 'options.rules.claimWindowMs', 'claimWindowMs is at least 1000'],
    [{ preset: 'taiwanese', rules: { perTai: 0 } }, 'options.rules.perTai', 'perTai is at least 1'],
    [{ preset: 'riichi', rules: { startingScore: 25500 } }, 'options.rules.startingScore', 'startingScore is a multiple of 1000'],
    [{ preset: 'riichi', rules: 'redFives=true' }, 'options.rules', 'house rules are an object'],
  ])('refuses %j with a clear message', (options, path, message) => {
    const r = create({ name: 'X', ...options });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('bad-message');
    expect(r.message).toContain(`"${path}"`);
    expect(r.message).toContain(message);
  });
});

describe('presets with house rules', () => {
  it('every base preset is within the ranges of its own house rules', () => {
    for (const p of Object.values(PRESETS)) expect(withHouseRules(p, houseValues(p))).toBe(p);
  });

  it('are derived from the base, named by it and by every changed value; the base is untouched', () => {
    const h = withHouseRules(hungarian, { minimum: 0, blindGame: true, limit: 500, claimWindowMs: 8000 });
    expect(h.id).toBe('hungarian+minimum=0,blindGame=true,claimWindowMs=8000');
    expect(h).toMatchObject({ base: 'hungarian', house: { minimum: 0, blindGame: true, claimWindowMs: 8000 }, claims: { windowMs: 8000 } });
    expect(h.classical!.options).toEqual({ ...hungarian.classical!.options, minimum: 0, blindGame: true });
    expect(hungarian.classical!.options.minimum).toBe(26);
    expect(hungarian.claims.windowMs).toBe(5000);
    // Everything else is the base's.
    expect({ ...h, id: 'hungarian', base: undefined, house: undefined, classical: hungarian.classical, claims: hungarian.claims }).toEqual({ ...hungarian, base: undefined, house: undefined });
    expect(baseIdOf(h.id)).toBe('hungarian');
  });

  it('the id alone rebuilds the same preset (clients, bots and a resumed host read it)', () => {
    for (const p of [
      withHouseRules(hungarian, { minimum: 0, blindGame: true }),
      withHouseRules(millington, { paymentCap: 300, roofOff: true }),
      withHouseRules(riichi, { redFives: true, startingScore: 25000 }),
      withHouseRules(taiwanese, { base: 300, perTai: 100 }),
    ]) {
      expect(presetById(p.id)).toEqual(p);
      expect(presetById(p.id)).toBe(presetById(p.id));
    }
    expect(presetById('millington+paymentCap=300').classical!.options.paymentCap).toBe(300);
  });

  it('refuses ids that are not one rule set’s single name', () => {
    expect(() => presetById('hungarian+redFives=true')).toThrow(/not a house rule/);
    expect(() => presetById('hungarian+blindGame=true,minimum=0')).toThrow(/written "hungarian\+minimum=0,blindGame=true"/);
    expect(() => presetById('hungarian+minimum=26')).toThrow(/written "hungarian"/);
    expect(() => presetById('nope+minimum=0')).toThrow(/unknown rule set/);
    expect(findPreset('hungarian+minimum=999')).toBeNull();
    expect(() => withHouseRules(withHouseRules(riichi, { redFives: true }), { kazoeYakuman: true })).toThrow(/already has house rules/);
  });

  it('rule lists: values are true, false, none or whole numbers', () => {
    expect(parseRuleList('minimum=0, blindGame=true,paymentCap=none')).toEqual({ minimum: 0, blindGame: true, paymentCap: null });
    expect(() => parseRuleList('minimum=zero')).toThrow(/not a rule=value pair/);
    expect(() => parseRuleList('minimum=1,minimum=2')).toThrow(/twice/);
  });

  it('every family offers a few rules, each read from and written to the preset', () => {
    for (const [family, rules] of Object.entries(HOUSE_RULES)) {
      const base = Object.values(PRESETS).find((p) => p.family === family)!;
      for (const rule of rules) {
        const value = rule.kind === 'flag' ? !rule.get(base) : rule.get(base) === rule.max ? rule.min : rule.max;
        expect(rule.get(withHouseRules(base, { [rule.key]: value })), `${family}.${rule.key}`).toBe(value);
      }
    }
  });
});

/** Later in the hand: everyone has had a turn (no first-turn limit hands). */
function later(state: TableState): TableState {
  for (const s of state.hand!.seats) s.hasPlayed = true;
  state.hand!.discardsMade = 4;
  return state;
}

// South waits on 2p/5p with a concealed pung of 6p: Mah-Jong 20 + 4 = 24 in the DMJL table, under the Hungarian 26.
const SMALL_WIN: [string, string, string, string] = ['5p1m47p147s1234567z', '234m567m34p55s666p', '69m369p369s12356z', '78m58p47s9m123567z'];

describe('the Hungarian minimum and the blind game', () => {
  function smallWin(preset: typeof hungarian) {
    const state = later(table({ preset, hands: SMALL_WIN }));
    return play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5p') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] }).state;
  }

  it('minimum 0: a Mah-Jong of 24 is paid; under the rule set’s 26 it collects nothing', () => {
    const strict = smallWin(hungarian).hand!.result!;
    const free = smallWin(withHouseRules(hungarian, { minimum: 0 })).hand!.result!;
    expect(strict.winners.map((w) => w.seat)).toEqual([1]);
    expect((strict.details as { seat: Seat; total: number }[])[1].total).toBe(24);
    expect(strict.deltas[1]).toBeLessThanOrEqual(0);
    expect(free.deltas[1]).toBeGreaterThan(0);
    // East pays double, the other two once: 24 × 2 from East and 24 from each of the others.
    expect(free.deltas[1]).toBeGreaterThanOrEqual(24 * 4);
  });

  it('a bot claims the small Mah-Jong early when the minimum is 0, and passes it under a minimum (the view’s preset id tells it)', () => {
    const viewOf = (preset: typeof hungarian) => {
      const state = later(table({ preset, hands: SMALL_WIN }));
      const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5p') });
      expect(legalActions(s, 1)).toContainEqual({ type: 'claim', seat: 1, claim: 'win', tiles: [] });
      return viewFor(s, 1);
    };
    const claimsWin = (preset: typeof hungarian) => {
      const a = chooseAction(viewOf(preset), 'normal');
      return a?.type === 'claim' && a.claim === 'win';
    };
    expect(claimsWin(withHouseRules(hungarian, { minimum: 0 }))).toBe(true);
    expect(claimsWin(hungarian)).toBe(false);
    // House rules that keep the minimum, or set one where the base has none, are minded too.
    expect(claimsWin(withHouseRules(hungarian, { blindGame: true }))).toBe(false);
    expect(claimsWin(withHouseRules(hungarian, { minimum: 30, limit: 1000 }))).toBe(false);
    expect(claimsWin(withHouseRules(hungarian, { minimum: 24 }))).toBe(true);
  });

  it('blind game on: older discards lie face down in every view', () => {
    const preset = withHouseRules(hungarian, { blindGame: true });
    const state = table({ preset, hands: SMALL_WIN, wall: '9s' });
    const drawn = state.hand!.wall.tiles[0];
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1z') }, CLOSE, { type: 'draw', seat: 1 }, { type: 'discard', seat: 1, tile: drawn });
    for (const viewer of [0, 1, 2, 3, null] as const) {
      const seats = viewFor(s, viewer).hand!.seats;
      expect(seats[0].discards.map((d) => d.tile)).toEqual([null]);
      expect(seats[1].discards[0].tile).not.toBeNull();
    }
    expect(viewFor(s, 2).presetId).toBe('hungarian+blindGame=true');
  });
});

describe('riichi: red fives', () => {
  // West is ready on 1m/4m and holds the only 5p dealt before its own (the fixture hands out copy 0 first: the red one).
  const hands: [string, string, string, string] = ['1m47p147s1234567z9s', '59m28p2588s1234z7z', '23m456p789p123s55z', '78m58p47s234567z9m'];
  const ron = (preset: typeof riichi) => {
    const state = later(table({ preset, hands }));
    state.hand!.seats[2].riichi = { discardIndex: 0, double: false, ippatsu: false, depositPaid: true };
    state.hand!.uninterrupted = false;
    // Dora indicators 6m point at 7m, which the winner does not hold.
    state.hand!.doraIndicators = [0, 1, 2, 3, 3].map((c) => tileId(k('6m'), c));
    state.hand!.uraIndicators = [...state.hand!.doraIndicators];
    return play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'claim', seat: 2, claim: 'win', tiles: [] }).state;
  };

  it('on: the red 5p is a dora in the score; off (the preset): it is not', () => {
    const plain = (ron(riichi).hand!.result!.details as RiichiWinDetail[])[0];
    const red = (ron(withHouseRules(riichi, { redFives: true })).hand!.result!.details as RiichiWinDetail[])[0];
    expect(plain.lines.map((l) => l.rule)).toEqual(['riichi']);
    expect(red.lines.map((l) => l.rule)).toEqual(['riichi', 'redFive']);
    expect(red.han).toBe(plain.han + 1);
  });
});

describe('Taiwanese payments', () => {
  it('base and value per tái are the table’s: 300 + 4 × 100 instead of 100 + 4 × 20', () => {
    const win = (preset: typeof taiwanese) => {
      const state = midHand(table({ preset, hands: [`5s${QUIET.dealer}`, WAITS_5S, QUIET.two, QUIET.three] }));
      return play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5s') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] }).state;
    };
    expect(detailsOf(win(taiwanese))[0]).toMatchObject({ tai: 4, amount: 180 });
    const s = win(withHouseRules(taiwanese, { base: 300, perTai: 100 }));
    expect(detailsOf(s)[0]).toMatchObject({ tai: 4, amount: 700 });
    expect(s.hand!.result!.deltas).toEqual([-700, 700, 0, 0]);
  });
});

describe('game length (issue T3 2/8, item 8)', () => {
  const playGames = (id: string) => {
    let furthest = 0;
    const summary = simulate({ preset: presetById(id), hands: 20, seed: 'game-length', levels: ['easy', 'easy', 'easy', 'easy'], onDecision: (v) => (furthest = Math.max(furthest, v.game.prevailing)) });
    return { furthest, games: summary.games };
  };

  it('an East-only riichi game ends after the East round; the rule set’s own goes on into South', () => {
    expect(presetById('riichi+rounds=1').rounds).toBe(1);
    const east = playGames('riichi+rounds=1');
    expect(east.furthest).toBe(0);
    expect(east.games).toBeGreaterThan(1);
    expect(playGames('riichi').furthest).toBe(1);
  });

  it('riichi plays one or two winds; the other families one to four', () => {
    expect(() => presetById('riichi+rounds=3')).toThrow(/rounds/);
    expect(presetById('hungarian+rounds=1').rounds).toBe(1);
    expect(presetById('taiwanese+rounds=2').rounds).toBe(2);
    expect(() => presetById('millington+rounds=5')).toThrow(/rounds/);
  });
});
