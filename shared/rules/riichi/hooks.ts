/**
 * Riichi at the table: a win needs a yaku; each win is scored and paid (honba to every winner,
 * liability for the yakuman the preset names); riichi deposits go to the winner nearest the
 * discarder's right, other winners taking back their own deposit of this hand (EMA); tenpai
 * payments (or nagashi mangan) at an exhaustive draw; abortive draws where the preset has them
 * (four winds, four riichi, four kongs by several players, triple ron, and nine terminals when a
 * player declares it); uma and deposits left at the end.
 */
import type { FamilyHooks } from '../../table/family-hooks';
import type { Seat, TableState, Winner } from '../../table/types';
import { isTerminalOrHonour, kindOf } from '../../tiles';
import { riichiHandOf } from './hand';
import { scoringOptions } from './options';
import { tsumoPayments, winPayments } from './points';
import { scoreRiichi } from './score';
import { settleRiichiGame } from './settle';
import type { RiichiWinDetail } from '../score-sheets';
import type { RiichiScore, ScoreLine } from './types';

export type { RiichiWinDetail } from '../score-sheets';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

function scoreWinner(state: TableState, winner: Winner): RiichiScore {
  return scoreRiichi(riichiHandOf(state, winner), scoringOptions(state.preset.riichi!));
}

/** `honba`: the winner collects the honba (every winner of a double ron, or only the first where deposits go to the first). */
function payWin(state: TableState, w: Winner, honba: boolean): RiichiWinDetail {
  const hand = state.hand!;
  const rules = state.preset.riichi!;
  const score = scoreWinner(state, w);
  const liableSeat = score.liability ? hand.seats[w.seat].melds[score.liability.meld].from : null;
  const honbaPoints = honba ? state.game.honba * rules.honbaBonus : 0;
  const deltas = winPayments({
    base: score.basePoints,
    winner: w.seat,
    dealer: hand.dealer,
    from: w.from,
    honbaPoints,
    liable: liableSeat !== null ? { seat: liableSeat, base: 8000 * score.liability!.yakuman } : null,
  });
  const extras: ScoreLine[] = [];
  if (honbaPoints) extras.push({ rule: 'honba', params: { count: state.game.honba, each: rules.honbaBonus, points: honbaPoints } });
  if (liableSeat !== null) extras.push({ rule: 'liability', params: { rule: score.liability!.rule, seat: liableSeat } });
  return { ...score, seat: w.seat, from: w.from, deltas, extras, liableSeat };
}

/** Nagashi mangan: every discard a terminal or honour, none of them called. */
function nagashi(state: TableState, seat: Seat): boolean {
  const d = state.hand!.seats[seat].discards;
  return d.length > 0 && d.every((x) => !x.claimed && isTerminalOrHonour(kindOf(x.tile)));
}

export const riichiHooks: FamilyHooks<'riichi'> = {
  mayWin: (state, winner) => scoreWinner(state, winner).won,

  scoreWin(state, winners) {
    const rules = state.preset.riichi!;
    const hand = state.hand!;
    // Honba: every winner collects them, unless they go to the first with the deposits (Tenhou).
    const details = winners.map((w, i) => payWin(state, w, i === 0 || !rules.depositsToFirst));
    // Deposits: winners after the first take back their own deposit of this hand (unless every one
    // goes to the first, as on Tenhou); the rest go to the first, the winner nearest the discarder.
    let sticks = state.game.riichiSticks;
    for (const d of rules.depositsToFirst ? [] : details.slice(1)) {
      if (!hand.seats[d.seat].riichi?.depositPaid || sticks === 0) continue;
      d.deltas[d.seat] += rules.deposit;
      d.extras.push({ rule: 'deposits', params: { count: 1, points: rules.deposit } });
      sticks--;
    }
    if (sticks) {
      details[0].deltas[details[0].seat] += sticks * rules.deposit;
      details[0].extras.push({ rule: 'deposits', params: { count: sticks, points: sticks * rules.deposit } });
    }
    const deltas = [0, 0, 0, 0];
    for (const d of details) d.deltas.forEach((x, i) => (deltas[i] += x));
    return { deltas, details };
  },

  scoreDraw(state, tenpai) {
    const rules = state.preset.riichi!;
    const hand = state.hand!;
    const deltas = [0, 0, 0, 0];
    const winners = rules.nagashiMangan ? SEATS.filter((s) => nagashi(state, s)) : [];
    if (winners.length) {
      // Paid as a mangan tsumo each; no tenpai payments.
      for (const seat of winners) {
        const { dealer, other } = tsumoPayments(2000);
        for (const payer of SEATS) {
          if (payer === seat) continue;
          const amount = seat === hand.dealer || payer === hand.dealer ? dealer : other;
          deltas[payer] -= amount;
          deltas[seat] += amount;
        }
      }
      return { deltas, details: winners.map((seat) => ({ seat, won: true, lines: [{ rule: 'nagashiMangan' }] })) };
    }
    const ready = tenpai.filter(Boolean).length;
    if (ready === 0 || ready === 4) return { deltas, details: [] };
    tenpai.forEach((t, seat) => (deltas[seat] = t ? rules.notenPenalty / ready : -rules.notenPenalty / (4 - ready)));
    return { deltas, details: SEATS.map((seat) => ({ seat, lines: [{ rule: 'notenPayment', params: { points: deltas[seat] } }] })) };
  },

  abortiveDraw(state, wins) {
    if (!state.preset.riichi!.abortiveDraws) return null;
    const hand = state.hand!;
    if (wins) return wins.length === 3 ? 'tripleRon' : null;
    if (hand.seats.every((s) => s.riichi?.depositPaid)) return 'fourRiichi';
    if (hand.kongs === 4 && hand.seats.filter((s) => s.melds.some((m) => m.type === 'kong')).length > 1) return 'fourKongs';
    const first = hand.seats.map((s) => (s.discards.length === 1 ? kindOf(s.discards[0].tile) : -1));
    if (hand.uninterrupted && first[0] >= 27 && first[0] <= 30 && first.every((k) => k === first[0])) return 'fourWinds';
    return null;
  },

  mayDeclareNineTerminals(state, seat) {
    if (!state.preset.riichi!.abortiveDraws) return false;
    const hand = state.hand!;
    const s = hand.seats[seat];
    if (!hand.uninterrupted || s.hasPlayed) return false;
    return new Set(s.concealed.map(kindOf).filter(isTerminalOrHonour)).size >= 9;
  },

  endsGame(state, result, byWinds) {
    const rules = state.preset.riichi!;
    const { scores, prevailing } = state.game;
    if (rules.bust && scores.some((s) => s < 0)) return true;
    if (!rules.returnScoreEnd) return null;
    const dealer = state.hand!.dealer;
    const extra = prevailing >= state.preset.rounds;
    if (extra && byWinds) return true;
    const lastHand = extra || (prevailing + 1 >= state.preset.rounds && (dealer + 1) % 4 === state.firstDealer);
    if (!lastHand) return null;
    const target = state.preset.startingScore + rules.oka / 4;
    if (!result.dealerKeeps) return scores.some((s) => s >= target);
    // The last dealer who keeps the deal ends the game only when first (ties: nearer the first dealer ranks higher) with the return score.
    if (result.abortive) return false;
    const order = (seat: number) => (seat - state.firstDealer + 4) % 4;
    const first = SEATS.every((s) => s === dealer || scores[dealer] > scores[s] || (scores[dealer] === scores[s] && order(dealer) < order(s)));
    return first && scores[dealer] >= target;
  },

  settleGame(state) {
    const order = SEATS.map((i) => ((state.firstDealer + i) % 4) as Seat);
    const s = settleRiichiGame(state.game.scores, state.game.riichiSticks, state.preset.riichi!, [0, 0, 0, 0], order);
    return { scores: s.final, details: SEATS.map((seat) => ({ seat, place: s.place[seat], lines: s.lines[seat] })) };
  },
};
