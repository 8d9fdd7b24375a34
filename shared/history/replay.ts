/**
 * A finished game laid out for its replay: the steps of each hand, and the table after a step as
 * everyone may now see it (the game is over: every hand is shown).
 */
import type { PlayerInfo } from '../protocol';
import type { TableState } from '../table/types';
import { viewFor, type SeatView } from '../view';
import type { ReplayedGame } from './sparrow-log';

export interface ReplayHand {
  /** The hand's index in the game. */
  hand: number;
  /** Indexes into the game's states (and events), in order. */
  steps: number[];
}

export function handsOf(game: ReplayedGame): ReplayHand[] {
  const hands: ReplayHand[] = [];
  game.states.forEach((state, i) => {
    const index = state.hand?.index;
    if (index === undefined) return;
    if (hands.at(-1)?.hand !== index) hands.push({ hand: index, steps: [] });
    hands.at(-1)!.steps.push(i);
  });
  return hands;
}

/** A spectator's view with every seat's concealed tiles shown. */
export function openView(state: TableState): SeatView {
  const view = viewFor(state, null);
  view.hand?.seats.forEach((s, seat) => (s.concealed = [...state.hand!.seats[seat].concealed]));
  return view;
}

/** The players of a kept game as a table lists them (shown as present: nobody is away in a replay). */
export function replayPlayers(game: ReplayedGame): PlayerInfo[] {
  return game.log.players.map((name, place) => ({ name, kind: game.log.bots[place] ? 'bot' : 'human', connected: true, botPlaying: false }));
}
