/**
 * Opens a game Sparrow did or did not play, from the text of its log: a Sparrow game, a
 * tenhou.net/6 JSON log or an mjai event log (the last two made Sparrow logs whose hands are
 * marked imported). The game is rebuilt by replaying every recorded action through the engine;
 * what does not replay is reported (with the hand and the step, where the log has them).
 */
import { sha256Hex } from '../fairness';
import { importMjai } from '../rules/riichi/logs/mjai-import';
import { importTenhou, type ImportResult } from '../rules/riichi/logs/tenhou-import';
import { parseTenhou } from '../rules/riichi/logs/tenhou-format';
import { replayLog, sparrowLog, type ReplayedGame, type SparrowLog } from './sparrow-log';

export interface OpenedGame extends ReplayedGame {
  source: 'sparrow' | 'tenhou' | 'mjai';
}

export type OpenResult = { ok: true; game: OpenedGame } | { ok: false; error: string; hand?: number; step?: number | null };

/** One log's JSON value (a file holding several is the caller's to split). */
function openLogValue(data: unknown): OpenResult {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'not a log Sparrow can open: expected a JSON object' };
  const o = data as Record<string, unknown>;
  if ('format' in o) return opened(replayLog(data), 'sparrow');
  if (Array.isArray(o.log)) {
    const log = tenhouAsSparrow(data);
    return 'error' in log ? log : opened(replayLog(log), 'tenhou');
  }
  return { ok: false, error: 'not a log Sparrow can open: neither a Sparrow game nor a tenhou.net/6 log' };
}

/** Most games one file opens (a bundle of Sparrow logs, a JSON array of tenhou logs). */
const MAX_GAMES_A_FILE = 500;

/**
 * Every game in a log's text: one JSON object (a Sparrow game, a tenhou.net/6 log), several in a
 * JSON array, or mjai events (one a line, or a JSON array of them). The first that does not open
 * says why, and then none is opened.
 */
export function openLogs(text: string): { ok: true; games: OpenedGame[] } | Extract<OpenResult, { ok: false }> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const r = openMjai(text);
    return r.ok ? { ok: true, games: [r.game] } : r;
  }
  const isEvents = Array.isArray(data) && data.length > 0 && data.every((e) => typeof e === 'object' && e !== null && 'type' in e);
  const results = isEvents ? [openMjai(text)] : (Array.isArray(data) ? data.slice(0, MAX_GAMES_A_FILE) : [data]).map(openLogValue);
  const games: OpenedGame[] = [];
  for (const r of results) {
    if (!r.ok) return r;
    games.push(r.game);
  }
  return games.length ? { ok: true, games } : { ok: false, error: 'this file holds no game' };
}

/** Game `game` (from 1) of a log's text (see `openLogs`). */
export function openLog(text: string, game = 1): OpenResult {
  const r = openLogs(text);
  if (!r.ok) return r;
  if (game < 1 || game > r.games.length) return { ok: false, error: `this file holds ${r.games.length} game${r.games.length === 1 ? '' : 's'}; there is no game ${game}` };
  return { ok: true, game: r.games[game - 1] };
}

/** An mjai event log (JSON lines). */
export function openMjai(text: string): OpenResult {
  const r = importMjai(text);
  if (!r.ok && r.hand === null) return { ok: false, error: `not a log Sparrow can open (${r.error}): a Sparrow game, a tenhou.net/6 log or mjai events are` };
  const log = importedAsSparrow(r, 'mjai', 'mjai');
  return 'error' in log ? log : opened(replayLog(log), 'mjai');
}

function opened(r: ReturnType<typeof replayLog>, source: OpenedGame['source']): OpenResult {
  return r.ok ? { ok: true, game: { ...r.game, source } } : { ok: false, error: r.error };
}

/** A tenhou.net/6 log replayed and written as a Sparrow log (its players by the log's numbers: 0 is the first East). */
function tenhouAsSparrow(data: unknown): SparrowLog | { ok: false; error: string; hand?: number; step?: number | null } {
  let tenhou;
  try {
    tenhou = parseTenhou(data);
  } catch (e) {
    return { ok: false, error: `a tenhou.net/6 log that cannot be read: ${(e as Error).message}` };
  }
  return importedAsSparrow(importTenhou(tenhou), tenhou.title.filter(Boolean).join(' · ') || 'tenhou.net/6', 'tenhou');
}

/** An imported game as a Sparrow log, or where it stopped replaying. */
function importedAsSparrow(r: ImportResult, title: string, source: 'tenhou' | 'mjai'): SparrowLog | { ok: false; error: string; hand?: number; step?: number | null } {
  if (!r.ok) return { ok: false, error: `hand ${r.hand}${r.step === null ? '' : `, step ${r.step}`}: ${r.error}`, hand: r.hand, step: r.step };
  return sparrowLog({
    // The same game opened twice is the same entry; two games are two.
    id: `${source}-${sha256Hex(JSON.stringify([r.game.names, r.game.actions])).slice(0, 24)}`,
    title,
    presetId: r.game.preset.id,
    players: r.game.names,
    bots: [false, false, false, false],
    started: 0,
    finished: 0,
    pin: false,
    hands: r.game.hands,
    actions: r.game.actions,
    // A log that stops before the game's own end (a few hands saved, say) is a game ended between hands.
    ...(r.game.final.game.over ? {} : { endedBy: 'round' as const }),
  });
}
