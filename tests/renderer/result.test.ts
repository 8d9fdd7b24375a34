// @vitest-environment happy-dom
/** The end of a hand and of the game: the winner's hand by sets, the sheet, the settlement, the standings. */
import { describe, expect, it } from 'vitest';
import { parseTiles } from '../../shared/notation';
import { BMJA_TABLE, scoreHandText } from '../../shared/rules/classical';
import { tileId } from '../../shared/tiles';
import type { GameFinal } from '../../shared/table/types';
import type { SeatView } from '../../shared/view';
import HandResult from '../../renderer/src/components/HandResult.vue';
import { TENHOU_ABORTIVE } from '../../shared/rules/riichi/logs/tenhou-names';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { makeI18n, MESSAGES } from '../../renderer/src/i18n';
import { describeEvent, renderLine } from '../../renderer/src/logic/describe';
import { mountWith } from './mount';

const ids = (text: string, copy = 0) => parseTiles(text).map((k, i) => tileId(k, (copy + i) % 4));

function finishedView(over: boolean): SeatView {
  const winner = ids('345p999s1z', 0);
  const score = scoreHandText('[222m] [555z] 345p999s1z +1z', { seatWind: 0, prevailingWind: 0 }, BMJA_TABLE);
  const melds = [
    { type: 'pung' as const, tiles: ids('222m', 1), concealed: false, from: 2 as const, claimedTile: ids('2m', 1)[0], added: false },
    { type: 'pung' as const, tiles: ids('555z', 1), concealed: false, from: 1 as const, claimedTile: ids('5z', 1)[0], added: false },
  ];
  const seat = (concealed: number[], wind: 0 | 1 | 2 | 3) => ({ concealedCount: concealed.length, concealed, melds: [], bonus: [], discards: [], riichi: false, wind });
  return {
    kind: 'seat-view',
    you: 1,
    presetId: 'millington',
    family: 'classical',
    playerAtSeat: [0, 1, 2, 3],
    firstDealer: 0,
    game: { prevailing: 3, dealer: 0, dealerStreak: 0, dealerWins: 0, honba: 0, riichiSticks: 0, scores: [480, -320, 40, -200], handsPlayed: 16, over },
    hand: {
      index: 15,
      dealer: 0,
      turn: 0,
      phase: 'over',
      wallLive: 20,
      wallDead: 16,
      doraIndicators: [],
      uraRevealed: [],
      seats: [{ ...seat([...winner, ids('1z', 1)[0]], 0), melds }, seat(ids('123456789m1234p', 2), 1), seat(ids('123456789s1234p', 2), 2), seat(ids('1199p22s345678p', 3), 3)],
      drawn: null,
      drawnFaceDown: false,
      claim: null,
      result: {
        kind: 'win',
        winners: [{ seat: 0, from: null, tile: ids('1z', 1)[0], source: 'wall' }],
        tenpai: [],
        deltas: [480, -160, -160, -160],
        details: [{ seat: 0, ...score }],
        dealerKeeps: true,
      },
    },
    legal: [],
    claimKinds: [],
  };
}

const names = ['Ann', 'Bea', 'Cy', 'Dan'];

describe('HandResult', () => {
  it('lays the winning hand out by sets, with the winning tile marked, and its score sheet', () => {
    const w = mountWith(HandResult, { props: { view: finishedView(false), names, fairness: null, canContinue: true } });
    expect(w.find('#result-title').text()).toBe('Ann wins with a tile from the wall!');
    const hand = w.find('.winhand');
    expect(hand.findAll('.meld')).toHaveLength(2);
    expect(hand.findAll('.group').length).toBe(3); // chow, pung, pair
    expect(hand.find('.winning svg.tile').attributes('data-kind')).toBe('27');
    expect(w.findAll('.sheet tr[data-rule]').length).toBeGreaterThan(4);
    expect(w.find('[data-test=fairness]').text()).toContain('Waiting for the host to reveal its secret');
    expect(w.find('[data-action=next-hand]').exists()).toBe(true);
    expect(w.find('[data-test=standings]').exists()).toBe(false);
  });

  it('"This hand" counts the riichi stick a seat paid during the hand', () => {
    const v = finishedView(false);
    const h = v.hand!;
    v.presetId = 'riichi';
    v.family = 'riichi';
    // Bea declared riichi with her second discard (her stick paid: play went on) and lost; Ann took the stick with her win.
    const discard = (tile: number, riichi = false) => ({ tile, claimed: false, riichi });
    h.seats[1] = { ...h.seats[1], riichi: true, discards: [discard(100), discard(101, true), discard(102)] };
    h.result = { ...h.result!, deltas: [1480, -160, -160, -160] };
    const change = (view: typeof v) => {
      const w = mountWith(HandResult, { props: { view, names, fairness: null, canContinue: true } });
      const out = [0, 1, 2, 3].map((seat) => w.find(`.settlement tr[data-seat="${seat}"] td.n`).text());
      w.unmount();
      return out;
    };
    expect(change(v)).toEqual(['+1480', '-1160', '-160', '-160']);
    // Cy's declaring discard was the one Ann won on: no stick was paid.
    h.seats[1] = { ...h.seats[1], riichi: false, discards: [] };
    h.seats[2] = { ...h.seats[2], riichi: true, discards: [discard(100), discard(103, true)] };
    h.result = { ...h.result!, winners: [{ seat: 0, from: 2, tile: 103, source: 'discard' }], deltas: [480, 0, -480, 0] };
    expect(change(v)).toEqual(['+480', '0', '-480', '0']);
  });

  it('at the end of the game, who won the game comes first, before the last hand\'s sheet and settlement', () => {
    const w = mountWith(HandResult, { props: { view: finishedView(true), names, fairness: null, canContinue: true } });
    const html = w.html();
    expect(html.indexOf('data-test="standings"')).toBeGreaterThan(html.indexOf('result-title'));
    expect(html.indexOf('data-test="standings"')).toBeLessThan(html.indexOf('class="sheet'));
    expect(html.indexOf('data-test="standings"')).toBeLessThan(html.indexOf('settlement'));
  });

  it('riichi: an exhaustive draw says who pays whom, not that the hand is void; a winner\'s own stick back is told apart', () => {
    const v = finishedView(false);
    v.presetId = 'riichi';
    v.family = 'riichi';
    v.hand!.result = { kind: 'draw', winners: [], tenpai: [true, false, false, true], deltas: [1500, -1500, -1500, 1500], details: [], dealerKeeps: true };
    const drawn = mountWith(HandResult, { props: { view: v, names, fairness: null, canContinue: true } }).find('.drawn').text();
    expect(drawn).toContain('Those not ready pay those ready 3000 points in all');
    expect(drawn).not.toContain('void');
    const classical = finishedView(false);
    classical.hand!.result = { kind: 'draw', winners: [], tenpai: [], deltas: [0, 0, 0, 0], details: [], dealerKeeps: true };
    expect(mountWith(HandResult, { props: { view: classical, names, fairness: null, canContinue: true } }).find('.drawn').text()).toContain('The hand is void');

    // Ann won with her own riichi stick on the table: the line says which part of the gain is it.
    const won = finishedView(false);
    won.presetId = 'riichi';
    won.family = 'riichi';
    const h = won.hand!;
    h.seats[0] = { ...h.seats[0], riichi: true, discards: [{ tile: 100, claimed: false, riichi: true }, { tile: 101, claimed: false, riichi: false }] };
    h.result = { ...h.result!, deltas: [13600, -4000, -4800, -4800] };
    const line = mountWith(HandResult, { props: { view: won, names, fairness: null, canContinue: true } }).find('[data-test=result-value]').text();
    expect(line).toBe('Ann gains 13600 points (honba and deposits included, 1000 of them their own riichi stick back): 12600 on the hand.');
  });

  it('ends the game with the standings, best first, and no next hand', async () => {
    const w = mountWith(HandResult, { props: { view: finishedView(true), names, fairness: null, canContinue: true } });
    const rows = w.findAll('[data-test=standings] li').map((li) => li.findAll('span, strong').map((x) => x.text()).join(' '));
    expect(rows).toEqual(['No. 1 Ann 480', 'No. 2 Cy 40', 'No. 3 Dan -200', 'No. 4 Bea -320']);
    expect(w.find('[data-action=next-hand]').exists()).toBe(false);
    await w.find('button:not([data-action])').trigger('click');
    expect(w.emitted('lobby')).toHaveLength(1);
  });

  it('offers the log of a finished game: Sparrow\'s own for every rule set, tenhou.net/6 and mjai for riichi; none for a hand', async () => {
    const classical = mountWith(HandResult, { props: { view: finishedView(true), names, fairness: null, canContinue: true } });
    expect(classical.find('[data-action=export-tenhou]').exists()).toBe(false);
    await classical.find('[data-action=export-sparrow]').trigger('click');
    expect(classical.emitted('exportLog')).toEqual([['sparrow']]);
    const classicalHand = mountWith(HandResult, { props: { view: finishedView(false), names, fairness: null, canContinue: true } });
    expect(classicalHand.find('[data-test=game-logs]').exists()).toBe(false);
    const riichiHand = mountWith(HandResult, { props: { view: { ...finishedView(false), family: 'riichi' }, names, fairness: null, canContinue: true } });
    expect(riichiHand.find('[data-test=game-logs]').exists()).toBe(false);
    const w = mountWith(HandResult, { props: { view: { ...finishedView(true), family: 'riichi' }, names, fairness: null, canContinue: true } });
    expect(w.find('[data-test=game-logs]').text()).toContain('tenhou.net/6');
    await w.find('[data-action=export-tenhou]').trigger('click');
    await w.find('[data-action=export-mjai]').trigger('click');
    expect(w.emitted('exportLog')).toEqual([['tenhou'], ['mjai']]);
  });

  it('says why a hand was aborted, in the headline and the log, for every reason the engine gives', () => {
    const base = finishedView(false);
    const hand = base.hand!;
    const view: SeatView = { ...base, family: 'riichi', hand: { ...hand, result: { ...hand.result!, kind: 'draw', winners: [], deltas: [0, 0, 0, 0], details: [], abortive: 'nineTerminals' } } };
    const w = mountWith(HandResult, { props: { view, names, fairness: null, canContinue: true } });
    expect(w.find('#result-title').text()).toBe('Abortive draw: nine different terminals and honours on a first draw.');
    expect(w.find('.drawn').text()).toContain('nobody pays');
    const line = describeEvent({ type: 'abortiveDraw', reason: 'fourWinds', hands: [] })!;
    const { t } = makeI18n('en').global;
    expect(renderLine(line, (k, p) => t(k, p ?? {}), names)).toBe('Abortive draw: the same wind discarded by all four players on their first turns.');
    for (const locale of LOCALES)
      for (const reason of Object.keys(TENHOU_ABORTIVE)) expect((MESSAGES[locale].result.abortive as Record<string, string>)[reason], `${locale}: ${reason}`).toBeTruthy();
  });

  it('ends a riichi game with the final scores: uma and the deposits left added, line by line', () => {
    const base = finishedView(true);
    const final: GameFinal = {
      scores: [68_200, 31_300, 17_600, -2_100],
      lines: [
        [{ rule: 'uma', params: { place: 1, points: 15_000 } }, { rule: 'leftoverDeposits', params: { count: 1, points: 1_000 } }],
        [{ rule: 'uma', params: { place: 2, points: 5_000 } }],
        [{ rule: 'uma', params: { place: 3, points: -5_000 } }],
        [{ rule: 'uma', params: { place: 4, points: -15_000 } }],
      ],
    };
    const view: SeatView = { ...base, family: 'riichi', game: { ...base.game, scores: [52_200, 26_300, 22_600, 12_900], riichiSticks: 1, final } };
    const w = mountWith(HandResult, { props: { view, names, fairness: null, canContinue: true } });
    const rows = w.findAll('[data-test=standings] li');
    expect(rows.map((li) => li.find('strong').text())).toEqual(['Ann', 'Bea', 'Cy', 'Dan']);
    expect(rows.map((li) => li.find('.score').text())).toEqual(['68200', '31300', '17600', '-2100']);
    expect(rows[0].find('[data-test=final-lines]').text()).toBe('52200 · Uma (place 1) +15000 · Riichi deposits left at the end (1) +1000');
    expect(rows[3].find('[data-test=final-lines]').text()).toBe('12900 · Uma (place 4) -15000');
  });

  it('speaks Hungarian too', () => {
    const w = mountWith(HandResult, { props: { view: finishedView(true), names, fairness: null, canContinue: true } }, 'hu');
    expect(w.text()).toContain('Elszámolás');
    expect(w.text()).toContain('A játék vége');
    expect(w.text()).toContain('1. hely');
  });
});
