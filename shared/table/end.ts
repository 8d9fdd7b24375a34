/** The end of a hand (wins or an exhaustive draw), the dealer's rotation and the end of the game. */
import { dealerKeepsDeal, honbaAfter } from '../rules/next-deal';
import { familyHooks, type Scored } from './families';
import { waitsOf } from './rules';
import { SEATS, type HandResult, type HandState, type Seat, type TableEvent, type TableState, type Winner } from './types';

const revealHands = (hand: HandState) => hand.seats.map((s) => [...s.concealed]);

export function endWithWins(state: TableState, winners: Winner[], events: TableEvent[]): void {
  const hand = state.hand!;
  events.push({ type: 'handWon', winners, hands: revealHands(hand) });
  const scored = familyHooks(state).scoreWin(state, winners);
  const dealerKeeps = dealerKeepsDeal(state.preset, hand.dealer, { kind: 'win', winners: winners.map((w) => w.seat) });
  state.game.riichiSticks = 0;
  finish(state, { kind: 'win', winners, tenpai: [], deltas: scored.deltas, details: scored.details, dealerKeeps }, scored, events);
}

export function endWithDraw(state: TableState, events: TableEvent[]): void {
  const hand = state.hand!;
  const tenpai = hand.seats.map((s) => waitsOf(state, s).length > 0);
  events.push({ type: 'exhaustiveDraw', tenpai, hands: revealHands(hand) });
  const scored = familyHooks(state).scoreDraw(state, tenpai);
  const dealerKeeps = dealerKeepsDeal(state.preset, hand.dealer, { kind: 'draw', tenpai });
  finish(state, { kind: 'draw', winners: [], tenpai, deltas: scored.deltas, details: scored.details, dealerKeeps }, scored, events);
}

/** An abortive draw: the hand is void, the dealer keeps the deal and a counter is added. */
export function endWithAbort(state: TableState, reason: string, events: TableEvent[]): void {
  const hand = state.hand!;
  events.push({ type: 'abortiveDraw', reason, hands: revealHands(hand) });
  const scored: Scored = { deltas: [0, 0, 0, 0], details: [{ reason }] };
  const dealerKeeps = dealerKeepsDeal(state.preset, hand.dealer, { kind: 'abortive' });
  finish(state, { kind: 'draw', winners: [], tenpai: [], deltas: scored.deltas, details: scored.details, dealerKeeps, abortive: reason }, scored, events);
}

function finish(state: TableState, result: HandResult, scored: Scored, events: TableEvent[]): void {
  const hand = state.hand!;
  const game = state.game;
  hand.phase = 'over';
  hand.claim = null;
  hand.result = result;
  scored.deltas.forEach((d, seat) => (game.scores[seat] += d));
  events.push({ type: 'handScored', deltas: [...scored.deltas], scores: [...game.scores], details: scored.details });

  game.handsPlayed++;
  game.honba = honbaAfter(state.preset, game.honba, result.kind === 'win', result.dealerKeeps);
  const dealerWon = result.kind === 'win' && result.winners.some((w) => w.seat === hand.dealer);
  game.dealerWins = dealerWon && result.dealerKeeps ? game.dealerWins + 1 : 0;
  const next = ((game.dealer + 1) % 4) as Seat;
  const windTurns = !result.dealerKeeps && next === state.firstDealer;
  const byWinds = windTurns && game.prevailing + 1 >= state.preset.rounds;
  game.over = familyHooks(state).endsGame?.(state, result, byWinds) ?? byWinds;
  if (result.dealerKeeps) game.dealerStreak++;
  else {
    game.dealerStreak = 0;
    game.dealer = next;
    if (windTurns && !game.over) {
      // Past the last wind only where the family's rules play on (there is no wind after North).
      if (game.prevailing === 3) game.over = true;
      else game.prevailing = (game.prevailing + 1) as typeof game.prevailing;
    }
  }
  if (game.over) {
    const settled = familyHooks(state).settleGame?.(state);
    const final = settled?.scores ?? game.scores;
    const standings = ([0, 1, 2, 3] as Seat[])
      .map((seat) => ({ seat, score: final[seat] }))
      .sort((a, b) => b.score - a.score || a.seat - b.seat);
    game.final = { scores: [...final], lines: SEATS.map((seat) => settled?.details.find((d) => d.seat === seat)?.lines ?? []) };
    events.push(settled ? { type: 'gameOver', standings, settlement: settled.details } : { type: 'gameOver', standings });
  }
}
