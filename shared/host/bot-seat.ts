/**
 * The bot as a seat player (seat-player.ts): it decides for every place the table gives it (a
 * bot's, an away or idle person's, an AI's once it has gone). It answers a claim window as soon
 * as the window opens, all its seats together (their answers are held for the window's pause), and
 * makes any other move after its thinking time (`botDelayMs`), one seat at a time in place order.
 * Each seat's move is chosen from that seat's view alone (bot-turn.ts).
 */
import type { Seat } from '../table/types';
import { botAction, seatsAwaitingBots } from './bot-turn';
import type { TimerHandle } from './clock';
import { botPlays } from './places';
import type { BotSeat, SeatTable } from './seat-player';

export function botSeat(table: SeatTable): BotSeat {
  let timer: TimerHandle | null = null;

  /** The seats it decides for that have a decision it may answer now, in place order. */
  const seats = (): Seat[] => {
    const mine = table.places.flatMap((_, place) => (table.decider(place) === bot ? [table.seatOf(place)] : []));
    return seatsAwaitingBots(table.state(), mine).filter((seat) => table.mayAsk(seat));
  };

  /**
   * Bots answer a claim window as soon as it opens, all together: their answers are held for its
   * pause, so none comes after it (one that did would be a step of its own, telling who could claim).
   */
  const answerWindow = (): void => {
    if (!table.answersHeld() || table.state().hand?.phase !== 'claims') return;
    for (const seat of seats()) {
      const action = botAction(table.state(), [seat], table.timing.botLevel);
      if (action) table.submit(action);
    }
  };

  const schedule = (): void => {
    if (timer || seats().length === 0) return;
    timer = table.clock.setTimer(() => {
      timer = null;
      move();
    }, table.timing.botDelayMs);
  };

  /** The first of its seats with a move makes it. */
  const move = (): void => {
    const action = botAction(table.state(), seats(), table.timing.botLevel);
    if (!action) return;
    const result = table.submit(action);
    if (result === 'held') return schedule();
    if (!result.ok) console.error(`sparrow: table ${table.id}: a bot's move ${JSON.stringify(action)} was refused: ${result.error.message}`);
  };

  const bot: BotSeat = {
    kind: 'bot',
    plays: (place) => table.places[place] !== undefined && botPlays(table.places[place]),
    observe() {},
    ask() {
      answerWindow();
      schedule();
    },
    moveFor: (place) => botAction(table.state(), [table.seatOf(place)], table.timing.botLevel),
    gameEnded() {},
    stop() {
      if (timer) table.clock.clearTimer(timer);
      timer = null;
    },
  };
  return bot;
}
