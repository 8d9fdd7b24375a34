/**
 * Riichi at the table: wins need a yaku; ron, tsumo, counters, deposits, multiple ron, liability,
 * first-turn yakuman and renhou, nagashi mangan, and the end of the game with uma.
 */
import { describe, expect, it } from 'vitest';
import { parseTiles } from '../../../shared/notation';
import { derivePreset, riichi } from '../../../shared/rules/presets';
import type { RiichiWinDetail } from '../../../shared/rules/riichi/hooks';
import { legalActions } from '../../../shared/table/legal';
import type { Seat, TableState } from '../../../shared/table/types';
import { tileId } from '../../../shared/tiles';
import { CLOSE, held, play, table } from '../table/fixture';

// East discards 1m first; the others hold nothing that can claim it unless a test says so.
const EAST = '1m47p147s1234567z9s';
const QUIET_1 = '59m258p258s1234z7z';
const QUIET_3 = '78m58p47s234567z9m';
// Ready on 1m/4m, no yaku of its own (a pair of white dragons, terminals): needs riichi, tsumo or renhou.
const NO_YAKU = '23m456p789p123s55z';

/** Dora and ura indicators that point at nothing the winners' hands hold (6m → 7m). */
function plainDora(state: TableState): TableState {
  const six = parseTiles('6m')[0];
  state.hand!.doraIndicators = [0, 1, 2, 3, 3].map((c) => tileId(six, c));
  state.hand!.uraIndicators = [...state.hand!.doraIndicators];
  return state;
}

function inRiichi(state: TableState, seat: Seat): void {
  state.hand!.seats[seat].riichi = { discardIndex: 0, double: false, ippatsu: false, depositPaid: true };
  state.hand!.seats[seat].hasPlayed = true;
  state.hand!.uninterrupted = false;
}

const winDetails = (state: TableState) => state.hand!.result!.details as RiichiWinDetail[];

describe('riichi wins at the table', () => {
  it('a complete hand without a yaku may not win; riichi gives it one', () => {
    const state = plainDora(table({ preset: 'riichi', hands: [EAST, QUIET_1, NO_YAKU, QUIET_3] }));
    state.hand!.seats[2].hasPlayed = true; // not renhou
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(legalActions(s, 2).some((a) => a.type === 'claim' && a.claim === 'win')).toBe(false);

    inRiichi(state, 2);
    const { state: r } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(legalActions(r, 2)).toContainEqual({ type: 'claim', seat: 2, claim: 'win', tiles: [] });
  });

  it('ron: the discarder pays the hand and the counters; the winner takes the deposits', () => {
    const state = plainDora(table({ preset: 'riichi', hands: [EAST, QUIET_1, NO_YAKU, QUIET_3] }));
    inRiichi(state, 2);
    state.game.honba = 2;
    state.game.riichiSticks = 2;
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'claim', seat: 2, claim: 'win', tiles: [] });
    // Riichi, 40 fu (20 + 10 closed ron + 2 pair of dragons → 32): 1,300 + 600 counters; 2 deposits.
    expect(s.hand!.result!.deltas).toEqual([-1900, 0, 3900, 0]);
    const [d] = winDetails(s);
    expect(d).toMatchObject({ seat: 2, from: 0, han: 1, fu: 40 });
    expect(d.lines.map((l) => l.rule)).toEqual(['riichi']);
    expect(d.extras.map((l) => l.rule)).toEqual(['honba', 'deposits']);
    expect(s.game).toMatchObject({ riichiSticks: 0, honba: 0, dealer: 1 });
  });

  it('tsumo: each pays its share and 100 per counter; an open hand without a yaku cannot win', () => {
    const state = plainDora(table({ preset: 'riichi', hands: [QUIET_3, QUIET_1, NO_YAKU, '69m369p369s12356z'], wall: '1m', turn: 2, phase: 'draw' }));
    state.hand!.seats[2].hasPlayed = true;
    state.hand!.uninterrupted = false;
    state.game.honba = 1;
    const { state: drawn } = play(state, { type: 'draw', seat: 2 });
    expect(legalActions(drawn, 2)).toContainEqual({ type: 'win', seat: 2 });
    const { state: s } = play(drawn, { type: 'win', seat: 2 });
    // Fully concealed tsumo: 1 han, 20 + 2 (pair) + 2 (tsumo) → 30 fu: 500 from the dealer, 300 from the others, +100 each.
    expect(s.hand!.result!.deltas).toEqual([-600, -400, 1400, -400]);

    // The same hand with an open chow instead of 123s has no yaku for a tsumo.
    const open = plainDora(table({ preset: 'riichi', hands: [QUIET_3, QUIET_1, '23m456p789p1s55z23s', '69m369p369s12356z'], wall: '1m', turn: 2, phase: 'draw' }));
    const seat2 = open.hand!.seats[2];
    seat2.hasPlayed = true;
    open.hand!.uninterrupted = false;
    const chow = seat2.concealed.filter((t) => [parseTiles('1s')[0], parseTiles('2s')[0], parseTiles('3s')[0]].includes(t >> 2));
    seat2.concealed = seat2.concealed.filter((t) => !chow.includes(t));
    seat2.melds.push({ type: 'chow', tiles: chow, concealed: false, from: 1, claimedTile: chow[0], added: false });
    const { state: o } = play(open, { type: 'draw', seat: 2 });
    expect(legalActions(o, 2).some((a) => a.type === 'win')).toBe(false);
  });

  /** East lets go of 1m; seats 1 and 2, both in riichi and ready on it, win on it; 3 deposits, 1 counter. */
  function doubleRon(presetId: string): RiichiWinDetail[] {
    const state = plainDora(table({ preset: presetId, hands: [EAST, '23m456s789s123p66z', NO_YAKU, QUIET_3] }));
    inRiichi(state, 1);
    inRiichi(state, 2);
    state.game.riichiSticks = 3;
    state.game.honba = 1;
    const { state: s } = play(
      state,
      { type: 'discard', seat: 0, tile: held(state, 0, '1m') },
      { type: 'claim', seat: 2, claim: 'win', tiles: [] },
      { type: 'claim', seat: 1, claim: 'win', tiles: [] },
    );
    expect(s.hand!.result!.deltas).toEqual(winDetails(s).reduce((sum, d) => sum.map((x, i) => x + d.deltas[i]), [0, 0, 0, 0]));
    return winDetails(s);
  }

  it('double ron: both are paid with counters; the deposits go to the nearer winner, the other taking back its own', () => {
    const details = doubleRon('riichi');
    expect(details.map((d) => d.seat)).toEqual([1, 2]);
    // Each: riichi 1 han 40 fu = 1,300 + 300; seat 1 takes 2 deposits, seat 2 its own back.
    expect(details[0].deltas).toEqual([-1600, 3600, 0, 0]);
    expect(details[1].deltas).toEqual([-1600, 0, 2600, 0]);
  });

  it('double ron, deposits and honba to the first winner (Tenhou’s way, the depositsToFirst house rule): the nearer winner takes them all', () => {
    const details = doubleRon('riichi+depositsToFirst=true');
    expect(details.map((d) => d.seat)).toEqual([1, 2]);
    // Seat 1 takes all three deposits and the honba; seat 2 only its hand.
    expect(details[0].deltas).toEqual([-1600, 4600, 0, 0]);
    expect(details[1].deltas).toEqual([-1300, 0, 1300, 0]);
    expect(details[1].extras.map((l) => l.rule)).not.toContain('honba');
  });

  it('liability: the player who fed the third dragon pung pays a big-three-dragons tsumo in full', () => {
    const state = plainDora(
      table({ preset: 'riichi', hands: ['1m47p147s1234z9s22m', '59m258p258s1234z3m', '123m45p66s99p11s12z', '78m58p47s1234z6m9p3s'], wall: '3p', turn: 2, phase: 'draw' }),
    );
    const s2 = state.hand!.seats[2];
    s2.concealed = s2.concealed.filter((t) => ['45p', '66s'].some((g) => parseTiles(g).includes(t >> 2)));
    const pung = (kind: number, from: Seat) => ({ type: 'pung' as const, tiles: [0, 1, 2].map((c) => tileId(kind, c)), concealed: false, from, claimedTile: tileId(kind, 0), added: false });
    s2.melds = [pung(31, 1), pung(32, 3), pung(33, 0)];
    state.hand!.uninterrupted = false;
    s2.hasPlayed = true;
    const { state: s } = play(state, { type: 'draw', seat: 2 }, { type: 'win', seat: 2 });
    const [d] = winDetails(s);
    expect(d.lines.map((l) => l.rule)).toEqual(['daisangen']);
    expect(d.liableSeat).toBe(0);
    expect(s.hand!.result!.deltas).toEqual([-32000, 0, 32000, 0]);
  });

  it("renhou: a ron before one's first draw is a mangan; tenhou: the dealer's dealt hand is a yakuman", () => {
    const state = plainDora(table({ preset: 'riichi', hands: [EAST, QUIET_1, NO_YAKU, QUIET_3] }));
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'claim', seat: 2, claim: 'win', tiles: [] });
    expect(winDetails(s)[0].lines.map((l) => l.rule)).toEqual(['renhou']);
    expect(s.hand!.result!.deltas).toEqual([-8000, 0, 8000, 0]);

    const dealt = plainDora(table({ preset: 'riichi', hands: ['123m456p789s234s66s', QUIET_1, '69m369p369s12356z', QUIET_3] }));
    const { state: t } = play(dealt, { type: 'win', seat: 0 });
    expect(winDetails(t)[0].lines.map((l) => l.rule)).toEqual(['tenhou']);
    expect(t.hand!.result!.deltas).toEqual([48000, -16000, -16000, -16000]);
  });

  it('haitei and houtei on the last tile of the wall', () => {
    const state = plainDora(table({ preset: 'riichi', hands: [EAST, QUIET_1, NO_YAKU, QUIET_3] }));
    state.hand!.seats[2].hasPlayed = true;
    state.hand!.uninterrupted = false;
    state.hand!.wall.tiles = state.hand!.wall.tiles.slice(state.hand!.wall.tiles.length - state.hand!.wall.dead);
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'claim', seat: 2, claim: 'win', tiles: [] });
    expect(winDetails(s)[0].lines.map((l) => l.rule)).toEqual(['houtei']);
  });
});

describe('riichi exhaustive draws', () => {
  it('nagashi mangan where the preset has it: all discards terminals or honours, none called', () => {
    const preset = derivePreset(riichi, { id: 'riichi-nagashi', riichi: { nagashiMangan: true } });
    const state = table({ preset, hands: [EAST, QUIET_1, NO_YAKU, QUIET_3] });
    const hand = state.hand!;
    hand.seats[1].discards = parseTiles('19m1z').map((k, i) => ({ tile: tileId(k, 3 - i), claimed: false, riichi: false }));
    hand.seats[3].discards = parseTiles('5m').map((k) => ({ tile: tileId(k, 3), claimed: false, riichi: false }));
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s') }, CLOSE);
    // East's discards are 9s only: also nagashi. Seat 1 (non-dealer) and East (dealer) both collect.
    expect(s.hand!.result!.kind).toBe('draw');
    expect(s.hand!.result!.deltas).toEqual([4000 * 3 - 4000, 2000 * 2 + 4000 - 4000, -4000 - 2000, -4000 - 2000]);
  });
});

describe('end of a riichi game', () => {
  it('uma by place and the deposits left go to first place', () => {
    const state = table({ preset: 'riichi', hands: [EAST, QUIET_1, QUIET_3.replace('9m', '6m'), '69m369p369s12356z'] });
    state.game.dealer = 3;
    state.hand!.dealer = 3;
    state.game.prevailing = 1;
    state.game.scores = [35000, 20000, 41000, 24000];
    state.game.riichiSticks = 2;
    const hand = state.hand!;
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    const { state: over, events } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s') }, CLOSE);
    expect(over.game.over).toBe(true);
    const end = events.at(-1)!;
    expect(end.type).toBe('gameOver');
    // Nobody tenpai: no payments. Seat 2 first (+15,000 uma, +2,000 deposits), 0 second, 3 third, 1 fourth.
    expect(end.type === 'gameOver' && end.standings).toEqual([
      { seat: 2, score: 41000 + 15000 + 2000 },
      { seat: 0, score: 35000 + 5000 },
      { seat: 3, score: 24000 - 5000 },
      { seat: 1, score: 20000 - 15000 },
    ]);
  });
});

describe('kuikae', () => {
  it('a chow that would leave the caller nothing it may discard is not offered', () => {
    const state = table({ preset: 'riichi', hands: ['6s1m47p14s1234567z9m', '7899s111m222p333m', QUIET_1, '69m369p369s12356z'] });
    const seat1 = state.hand!.seats[1];
    seat1.hasPlayed = true;
    state.hand!.uninterrupted = false;
    for (const group of ['111m', '222p', '333m']) {
      const kind = parseTiles(group)[0];
      const tiles = seat1.concealed.filter((t) => t >> 2 === kind);
      seat1.concealed = seat1.concealed.filter((t) => t >> 2 !== kind);
      if (tiles.length === 3) seat1.melds.push({ type: 'pung', tiles, concealed: false, from: 3, claimedTile: tiles[0], added: false });
    }
    // Seat 1 holds 7s 8s 9s 9s: chowing 6s with 7s 8s would leave 9s 9s, and 9s (like 6s) may not follow that chow.
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6s') });
    expect(legalActions(s, 1).filter((a) => a.type === 'claim')).toEqual([]);
    // With another tile to discard, the chow is offered.
    seat1.concealed[seat1.concealed.length - 1] = held(state, 2, '5m');
    const { state: t } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6s') });
    expect(legalActions(t, 1).filter((a) => a.type === 'claim').map((a) => a.type === 'claim' && a.claim)).toEqual(['chow']);
  });
});

describe('abortive draws (off in the EMA preset, on where a preset says so)', () => {
  const ABORTIVE = derivePreset(riichi, { id: 'riichi-abortive', riichi: { abortiveDraws: true } });
  const WINDS = ['1z47p147s23458m67z9s', '1z258p258s59m34z7z9m', '1z369p369s126m35z8s', '1z58p47s2347m56z9m9p'] as [string, string, string, string];

  function fourWinds(preset: typeof riichi) {
    let state = table({ preset, hands: WINDS, wall: '2s3s4s' });
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      if (seat > 0) {
        const hand = state.hand!;
        if (hand.phase === 'claims') state = play(state, { type: 'timeout' }).state;
        state = play(state, { type: 'draw', seat }).state;
      }
      state = play(state, { type: 'discard', seat, tile: held(state, seat, '1z') }).state;
      if (state.hand!.phase === 'claims' && seat < 3) state = play(state, { type: 'timeout' }).state;
    }
    if (state.hand!.phase === 'claims') state = play(state, { type: 'timeout' }).state;
    return state;
  }

  it('four winds: the same wind discarded by all four on their first turns', () => {
    const s = fourWinds(ABORTIVE);
    expect(s.hand!.result).toMatchObject({ kind: 'draw', abortive: 'fourWinds', deltas: [0, 0, 0, 0], dealerKeeps: true });
    expect(s.game).toMatchObject({ dealer: 0, honba: 1 });
    expect(fourWinds(riichi).hand!.phase).not.toBe('over');
  });

  it('triple ron', () => {
    const state = plainDora(table({ preset: ABORTIVE, hands: [EAST, '23m456s789s123p66z', NO_YAKU, '23m456p789s789p11s'] }));
    for (const s of [1, 2, 3] as Seat[]) inRiichi(state, s);
    state.game.riichiSticks = 3;
    let s = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }).state;
    for (const seat of [1, 2, 3] as Seat[]) s = play(s, { type: 'claim', seat, claim: 'win', tiles: [] }).state;
    expect(s.hand!.result).toMatchObject({ kind: 'draw', abortive: 'tripleRon', deltas: [0, 0, 0, 0] });
    expect(s.game.riichiSticks).toBe(3);
  });

  it('four kongs by more than one player: the next discard passes', () => {
    const kongs = (owners: Seat[]) => {
      const state = table({ preset: ABORTIVE, hands: [EAST, QUIET_1, '69m369p369s12356z', QUIET_3] });
      owners.forEach((seat, i) => {
        const kind = parseTiles('8s')[0] - i; // 8s, 7s, 6s, 5s: kinds nobody holds here
        state.hand!.seats[seat].melds.push({ type: 'kong', tiles: [0, 1, 2, 3].map((c) => tileId(kind, c)), concealed: true, from: null, claimedTile: null, added: false });
      });
      state.hand!.kongs = owners.length;
      const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
      return s.hand!.phase === 'claims' ? play(s, { type: 'timeout' }).state : s;
    };
    expect(kongs([1, 1, 2, 3]).hand!.result).toMatchObject({ abortive: 'fourKongs' });
    expect(kongs([2, 2, 2, 2]).hand!.phase).toBe('draw');
  });

  it('four riichi: the fourth riichi discard passes', () => {
    const state = table({ preset: ABORTIVE, hands: ['23m456p789p123s55z9s', QUIET_1, '69m369p369s12356z', QUIET_3] });
    for (const s of [1, 2, 3] as Seat[]) inRiichi(state, s);
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s'), riichi: true });
    const after = s.hand!.phase === 'claims' ? play(s, { type: 'timeout' }).state : s;
    expect(after.hand!.result).toMatchObject({ abortive: 'fourRiichi' });
    expect(after.game.riichiSticks).toBe(1); // the fourth deposit stays on the table
  });

  // South: 1m 9m 1p 9p 1s 9s E S W (nine different terminals and honours) and four plain tiles.
  const NINE = '19m19p19s123z2345m';

  it('nine terminals: declared on the first draw, before any call, the hand is void and the dealer keeps the deal', () => {
    const state = table({ preset: ABORTIVE, hands: ['1m47p147s1234567z9s'.replace('1m', '5p'), NINE, '69m369p369s12356z', QUIET_3], wall: '8p' });
    let s = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s') }, CLOSE, { type: 'draw', seat: 1 }).state;
    expect(legalActions(s, 1)).toContainEqual({ type: 'nineTerminals', seat: 1 });
    const { state: over, events } = play(s, { type: 'nineTerminals', seat: 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'abortiveDraw', reason: 'nineTerminals' }));
    expect(over.hand!.result).toMatchObject({ kind: 'draw', abortive: 'nineTerminals', deltas: [0, 0, 0, 0], dealerKeeps: true });
    expect(over.game).toMatchObject({ dealer: 0, honba: 1 });
    // The EMA preset has no abortive draws: the same hand just plays on.
    const ema = table({ preset: 'riichi', hands: ['1m47p147s1234567z9s'.replace('1m', '5p'), NINE, '69m369p369s12356z', QUIET_3], wall: '8p' });
    s = play(ema, { type: 'discard', seat: 0, tile: held(ema, 0, '9s') }, CLOSE, { type: 'draw', seat: 1 }).state;
    expect(legalActions(s, 1).some((a) => a.type === 'nineTerminals')).toBe(false);
    expect(() => play(s, { type: 'nineTerminals', seat: 1 })).toThrow(/nine terminals needs/);
  });

  it('nine terminals: not with eight kinds, not after the first go-around is broken by a call', () => {
    const eight = table({ preset: ABORTIVE, hands: ['1m47p147s1234567z9s'.replace('1m', '5p'), NINE.replace('3z', '6p'), '69m369p369s12356z', QUIET_3], wall: '8p' });
    const s8 = play(eight, { type: 'discard', seat: 0, tile: held(eight, 0, '9s') }, CLOSE, { type: 'draw', seat: 1 }).state;
    expect(legalActions(s8, 1).some((a) => a.type === 'nineTerminals')).toBe(false);
    const called = table({ preset: ABORTIVE, hands: ['1m47p147s1234567z9s'.replace('1m', '5p'), NINE, '69m369p369s12356z', QUIET_3], wall: '8p' });
    called.hand!.uninterrupted = false;
    const sc = play(called, { type: 'discard', seat: 0, tile: held(called, 0, '9s') }, CLOSE, { type: 'draw', seat: 1 }).state;
    expect(legalActions(sc, 1).some((a) => a.type === 'nineTerminals')).toBe(false);
  });
});
