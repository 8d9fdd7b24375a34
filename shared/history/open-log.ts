/**
 * Opens a game Sparrow did or did not play, from the text of its log: a Sparrow game, or a
 * tenhou.net/6 JSON log. The game is rebuilt by replaying every recorded action through the
 * engine; what does not replay is reported (with the hand and the step, where the log has them).
 */
import { importTenhou } from '../rules/riichi/logs/tenhou-import';
import { parseTenhou } from '../rules/riichi/logs/tenhou-format';
import type { Action, TableState } from '../table/types';
import { replayLog } from './sparrow-log';

export interface OpenedGame {
  source: 'sparrow' | 'tenhou';
  presetId: string;
  title: string;
  /** By place (Sparrow) or by the log's player number (tenhou: 0 is the first East), which is the seat here. */
  names: string[];
  initial: TableState;
  actions: Action[];
  final: TableState;
}

export type OpenResult = { ok: true; game: OpenedGame } | { ok: false; error: string; hand?: number; step?: number | null };

export function openLog(text: string): OpenResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not a log Sparrow can open: it is not JSON (Sparrow games and tenhou.net/6 logs are)' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'not a log Sparrow can open: expected a JSON object' };
  const o = data as Record<string, unknown>;
  if ('format' in o) {
    const r = replayLog(data);
    if (!r.ok) return { ok: false, error: r.error };
    const { log, initial, final } = r.game;
    return { ok: true, game: { source: 'sparrow', presetId: log.preset, title: log.title, names: log.players.map((p, place) => p ?? `Player ${place + 1}`), initial, actions: log.actions as Action[], final } };
  }
  if (Array.isArray(o.log)) {
    let tenhou;
    try {
      tenhou = parseTenhou(data);
    } catch (e) {
      return { ok: false, error: `a tenhou.net/6 log that cannot be read: ${(e as Error).message}` };
    }
    const r = importTenhou(tenhou);
    if (!r.ok) return { ok: false, error: `hand ${r.hand}${r.step === null ? '' : `, step ${r.step}`}: ${r.error}`, hand: r.hand, step: r.step };
    const { preset, names, initial, actions, final } = r.game;
    return { ok: true, game: { source: 'tenhou', presetId: preset.id, title: tenhou.title.filter(Boolean).join(' · ') || 'tenhou.net/6', names, initial, actions, final } };
  }
  return { ok: false, error: 'not a log Sparrow can open: neither a Sparrow game nor a tenhou.net/6 log' };
}
