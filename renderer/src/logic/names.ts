/**
 * Names the host sends in English, shown in the player's language: a bot place ("Bot 2") and the
 * default table names ("vm's table", "Ann’s practice" made in any of our languages).
 */
import { botNameNumber, botNumber } from '../../../shared/host/places';
import type { PlayerInfo } from '../../../shared/protocol';
import { DEFAULT_NAMES } from '../i18n/default-names';
import { elideFrench } from '../i18n/setup';

export type T = (key: string, params?: Record<string, unknown>) => string;

/**
 * A place's name: a bot is "Bot" and the number the host gave it (which it keeps while it sits), in
 * your language; anyone else by their name (an mjai AI's too).
 */
export function placeName(players: readonly (PlayerInfo | undefined)[], place: number, t: T): string | null {
  const player = players[place];
  if (!player || player.kind === 'empty' || player.name === null) return null;
  const n = player.kind === 'bot' ? botNameNumber(player.name) : null;
  return n === null ? player.name : t('table.botName', { n });
}

/** The names in a table summary, bots numbered as at the table (`placeName`), in your language. */
export function listedPlayerNames(names: readonly (string | null)[], t: T): string[] {
  return names.flatMap((name, place) => {
    if (name === null) return [];
    // A table summary has no kinds: the host's own bot names ("Bot N") tell.
    const n = botNameNumber(name);
    return [n === null ? name : t('table.botName', { n })];
  });
}

/** A club table's names by place, a bot seat (null) named "Bot" and its number among the table's bots, in your language. */
export function seatNames(players: readonly (string | null)[], t: T): string[] {
  const bots = players.map((p) => p === null);
  return players.map((name, place) => name ?? t('table.botName', { n: botNumber(bots, place) }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "{player}’s table" → a pattern that finds the player's name in it. */
const patternOf = (message: string) => new RegExp(`^${escape(message).replace(escape('{player}'), '(.+)')}$`);
type Kind = 'table' | 'practice';
const PATTERNS: { kind: Kind; re: RegExp }[] = [
  // The headless host's own default (`npm run host` without --name).
  { kind: 'table', re: /^(.+)'s table$/ },
  ...Object.values(DEFAULT_NAMES).flatMap((m) => [
    { kind: 'table' as Kind, re: patternOf(m.table) },
    { kind: 'practice' as Kind, re: patternOf(m.practice) },
  ]),
  // French names made with an elided "de" (elideFrench): "Entraînement d’Ann".
  { kind: 'table', re: patternOf(elideFrench(DEFAULT_NAMES.fr.table.replace('{player}', 'A')).replace(/A$/, '{player}')) },
  { kind: 'practice', re: patternOf(elideFrench(DEFAULT_NAMES.fr.practice.replace('{player}', 'A')).replace(/A$/, '{player}')) },
];

/** A club night's table, as the host names it: "<evening> · <round>.<table>" (electron/server/club.ts). */
const CLUB_TABLE = /^(.+) · (\d+)\.(\d+)$/;

/** A table's name: a default name made in any language reads in yours, a club night's says its round and table; any other name as it is. */
export function tableName(name: string, t: T): string {
  const club = CLUB_TABLE.exec(name);
  if (club) return t('club.tableTitle', { evening: club[1], round: Number(club[2]), table: Number(club[3]) });
  // One language's name may hold another's ("{player} gyakorló asztala" is also "{player} asztala"):
  // the reading that leaves the shortest player's name is the one that was made.
  let best: { kind: Kind; player: string } | null = null;
  for (const { kind, re } of PATTERNS) {
    const player = re.exec(name)?.[1];
    if (player?.trim() && (best === null || player.length < best.player.length)) best = { kind, player };
  }
  return best ? t(best.kind === 'table' ? 'host.defaultName' : 'lobby.practiceTableName', { player: best.player }) : name;
}
