/**
 * The bot the host and the local practice table put in empty seats, under its first name and
 * signature: now the levels of `shared/bots` (default `normal`). It sees only its own SeatView and
 * returns one of `view.legal`, or null when it has nothing to do. Without an RNG it is
 * deterministic (no careless choices); pass the bot's own seeded RNG for the level's full play.
 */
import type { Rng } from '../random';
import type { Action } from '../table/types';
import type { SeatView } from '../view';
import { chooseAction as chooseByLevel } from './index';
import type { BotLevel } from './policy';

export function chooseAction(view: SeatView, level: BotLevel = 'normal', rng?: Rng): Action | null {
  return chooseByLevel(view, level, rng);
}
