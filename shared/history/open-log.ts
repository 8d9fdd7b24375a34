/**
 * Opens a game Sparrow did or did not play, from the text of its log: a Sparrow game, a
 * tenhou.net/6 JSON log or an mjai event log (the last two made Sparrow logs whose hands are
 * marked imported). The game is rebuilt by replaying every recorded action through the engine;
 * what does not replay is reported (with the hand and the step, where the log has them).
 */
import { sha256Hex } from '../fairness';
import { importMjai, LINE_END } from '../rules/riichi/logs/mjai-import';
import { importTenhou, type ImportResult } from '../rules/riichi/logs/tenhou-import';
import { parseTenhou } from '../rules/riichi/logs/tenhou-format';
import { MAX_LOG_HANDS, replayLog, sparrowLog, type ReplayedGame, type SparrowLog } from './sparrow-log';

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
export function openLogs(file: string): { ok: true; games: OpenedGame[] } | Extract<OpenResult, { ok: false }> {
  // A byte-order mark some editors write before the text.
  const text = file.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // One JSON value cut short or spoilt (not mjai events, whose every line is one).
    if (/^\s*[[{]/.test(text) && !firstLineIsJson(text)) return { ok: false, error: `this file is not valid JSON (${(e as Error).message})` };
    const r = openMjai(text);
    return r.ok ? { ok: true, games: [r.game] } : r;
  }
  // mjai events as a JSON array: its first is an event (not a game log); the rest are checked as events.
  const first: unknown = Array.isArray(data) ? data[0] : null;
  const isEvents = typeof first === 'object' && first !== null && 'type' in first && !('log' in first) && !('format' in first);
  if (isEvents) {
    const r = openMjai(text);
    return r.ok ? { ok: true, games: [r.game] } : r;
  }
  const values = Array.isArray(data) ? data : [data];
  if (values.length > MAX_GAMES_A_FILE) return { ok: false, error: `this file holds ${values.length} games; Sparrow opens at most ${MAX_GAMES_A_FILE} from one file` };
  const games: OpenedGame[] = [];
  for (const value of values) {
    const r = openLogValue(value);
    if (!r.ok) return r;
    games.push(r.game);
  }
  return games.length ? { ok: true, games } : { ok: false, error: 'this file holds no game' };
}

/** Does the text's first line hold a JSON value of its own (as mjai events' lines do)? */
function firstLineIsJson(text: string): boolean {
  try {
    JSON.parse(text.trimStart().split(LINE_END, 1)[0]);
    return true;
  } catch {
    return false;
  }
}

/** Game `game` (from 1) of a log's text (see `openLogs`). */
export function openLog(text: string, game = 1): OpenResult {
  const r = openLogs(text);
  if (!r.ok) return r;
  if (!Number.isInteger(game) || game < 1 || game > r.games.length) return { ok: false, error: `this file holds ${r.games.length} game${r.games.length === 1 ? '' : 's'}; there is no game ${game}` };
  return { ok: true, game: r.games[game - 1] };
}

/** An mjai event log (JSON lines). */
export function openMjai(text: string): OpenResult {
  const r = importMjai(text, MAX_LOG_HANDS);
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
  if (tenhou.kyoku.length > MAX_LOG_HANDS) return { ok: false, error: `this tenhou.net/6 log has ${tenhou.kyoku.length} hands; Sparrow opens a game of at most ${MAX_LOG_HANDS}` };
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
