/** Starting a hand from its seed: the ceremony of setup.ts, then East's first turn (no draw). */
import { setupHand } from '../setup';
import { endWithWins } from './end';
import { familyHooks } from './families';
import { fail } from './rules';
import { explicitDealProblem, layOutDeal } from './explicit-deal';
import type { ExplicitDeal, HandState, Seat, SeatState, TableEvent, TableState } from './types';

export function newTable(preset: TableState['preset']): TableState {
  return {
    preset,
    playerAtSeat: null,
    firstDealer: 0,
    game: {
      prevailing: 0,
      dealer: 0,
      dealerStreak: 0,
      dealerWins: 0,
      honba: 0,
      riichiSticks: 0,
      scores: [0, 1, 2, 3].map(() => preset.startingScore),
      handsPlayed: 0,
      over: false,
    },
    hand: null,
    rng: null,
  };
}

const emptySeat = (concealed: number[], bonus: number[]): SeatState => ({
  concealed,
  melds: [],
  bonus,
  discards: [],
  riichi: null,
  temporaryFuriten: false,
  riichiFuriten: false,
  hasPlayed: false,
  forfeitBonus: [],
});

/** `deal`: the hand's tiles are these (explicit-deal.ts), not the seed's; the seed still rolls the dice. */
export function startHand(state: TableState, seed: string, events: TableEvent[], deal?: ExplicitDeal): void {
  if (state.game.over) fail('hand-over', 'the game is over');
  if (state.hand && state.hand.phase !== 'over') fail('illegal', 'a hand is already in play');
  if (!/^[0-9a-f]{64}$/.test(seed)) fail('illegal', 'a hand seed is 64 hex digits');
  const dealer = state.game.dealer;
  const setup = setupHand({ preset: state.preset, seed, dealer, seatPlayers: state.playerAtSeat === null });
  const problem = deal && explicitDealProblem(state.preset, deal, dealer, setup.wall.dead);
  if (problem) fail('illegal', `deal: ${problem}`);
  if (setup.playerAtSeat) state.playerAtSeat = setup.playerAtSeat;
  const index = state.hand ? state.hand.index + 1 : 0;
  events.push({ type: 'handStarted', index, dealer, prevailing: state.game.prevailing, honba: state.game.honba });
  // An explicit deal's tiles are told in place of the seed's: its hands and first dora indicator.
  if (deal) {
    events.push(...setup.events.filter((e) => e.type !== 'tilesDealt' && e.type !== 'bonusReplaced' && e.type !== 'doraRevealed'));
    deal.hands.forEach((tiles, seat) => events.push({ type: 'tilesDealt', seat, tiles: [...tiles] }));
    if (deal.dora?.length) events.push({ type: 'doraRevealed', indicator: deal.dora[0] });
  } else events.push(...setup.events);
  const hand: HandState = {
    index,
    dealer,
    wall: setup.wall,
    doraIndicators: setup.doraIndicators,
    uraIndicators: setup.uraIndicators,
    doraRevealed: setup.doraIndicators.length ? 1 : 0,
    kongs: 0,
    seats: setup.hands.map((h, seat) => emptySeat(h, setup.bonus[seat])),
    turn: dealer,
    phase: 'discard',
    lastDraw: null,
    claimedThisTurn: false,
    claim: null,
    uninterrupted: true,
    discardsMade: 0,
    lastDiscard: null,
    forbiddenDiscards: [],
    result: null,
  };
  if (deal) layOutDeal(hand, state.preset, deal);
  state.hand = hand;
  state.rng = setup.rng;
  // The deal's bonus replacement may already end the hand (Taiwanese flower specials).
  const lastBonus = deal ? undefined : setup.events.filter((e) => e.type === 'bonusReplaced').at(-1);
  const win = lastBonus && familyHooks(state).bonusWin?.(state, lastBonus.seat as Seat, lastBonus.bonus);
  if (win) endWithWins(state, [win], events);
}
