/**
 * Placement in the game's last hand (riichi, where the final order is what counts): read from
 * public information only — the scores, the round, and the first dealer — since the game ends
 * once the deal has gone round from the first dealer `rounds` times.
 */
import { ruleFamily } from '../rules/families';
import type { BotContext } from './types';

/**
 * 'protect': the last hand and the bot leads: a deal-in is the only way to lose the place, so fold
 * against any threat. 'chase': the last hand and the bot is fourth: a deal-in cannot cost a place,
 * so never fold. null: any other hand or standing.
 */
export type LastHandStance = 'protect' | 'chase' | null;

export function lastHandStance(ctx: BotContext): LastHandStance {
  const rounds = ctx.preset?.rounds;
  const game = ctx.view.game;
  if (!ruleFamily(ctx.view.family).bots.playsForPlace || rounds === undefined) return null;
  if (game.prevailing !== rounds - 1 || game.dealer !== (ctx.view.firstDealer + 3) % 4) return null;
  // Places as the game settles them: by score, ties to the seat nearer the first dealer.
  const order = (seat: number) => (seat - ctx.view.firstDealer + 4) % 4;
  const above = game.scores.filter((s, seat) => seat !== ctx.seat && (s > game.scores[ctx.seat] || (s === game.scores[ctx.seat] && order(seat) < order(ctx.seat)))).length;
  if (above === 0) return 'protect';
  if (above === 3) return 'chase';
  return null;
}
