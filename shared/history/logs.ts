/**
 * A finished game's log as a file a player downloads: Sparrow's own (every rule set, replays
 * exactly) or, for riichi, tenhou.net/6 and mjai (shared/rules/riichi/logs/game-log.ts).
 */
import { gameLogFile as riichiLogFile, RIICHI_LOG_FORMATS, type GameLogFile } from '../rules/riichi/logs/game-log';
import type { ReplayedGame } from './sparrow-log';
import { sparrowLogFile } from './sparrow-log';

export type { GameLogFile } from '../rules/riichi/logs/game-log';
export const LOG_FORMATS = ['sparrow', ...RIICHI_LOG_FORMATS] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Why this game's log cannot be given in this format (yet), or null when it can. */
export function logRefusal(game: { preset: { riichi?: unknown }; game: { over: boolean } }, format: LogFormat): string | null {
  if (format !== 'sparrow' && !game.preset.riichi) return 'only riichi games export as tenhou.net/6 or mjai logs';
  if (!game.game.over) return 'the log can be exported once the game is over';
  return null;
}

/** The file of a replayed game in a format (check `logRefusal` first). */
export function logFile(game: ReplayedGame, format: LogFormat): GameLogFile {
  if (format === 'sparrow') return sparrowLogFile(game.log);
  const actions = game.log.actions as Parameters<typeof riichiLogFile>[1];
  return riichiLogFile(game.initial, actions, game.final, format, game.log.players, game.log.title);
}
