/**
 * A finished riichi game's log as a file a player downloads: tenhou.net/6 JSON (replay viewers,
 * AI reviewers) or mjai events, one JSON object a line. Names are given by seat.
 */
import { placeAtSeat, SEATS, type Action, type TableState } from '../../../table/types';
import { mjaiLog } from './mjai-writer';
import { exportTenhou } from './tenhou-export';
import { encodeTenhou } from './tenhou-format';

export const RIICHI_LOG_FORMATS = ['tenhou', 'mjai'] as const;
export type RiichiLogFormat = (typeof RIICHI_LOG_FORMATS)[number];

export interface GameLogFile {
  fileName: string;
  mime: string;
  text: string;
}

/** Players' names in the logs' order (numbered from the first East), from names by place (join order). */
export function namesByActor(state: TableState, namesByPlace: readonly (string | null)[]): string[] {
  return SEATS.map((actor) => {
    const seat = (actor + state.firstDealer) % 4;
    return namesByPlace[placeAtSeat(state, seat)] ?? `Seat ${seat + 1}`;
  });
}

/** The log of the game that went from `initial` through `actions` to `final`. */
export function gameLogFile(initial: TableState, actions: readonly Action[], final: TableState, format: RiichiLogFormat, namesByPlace: readonly (string | null)[], title: string): GameLogFile {
  const names = namesByActor(final, namesByPlace);
  const base = title.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'sparrow';
  if (format === 'tenhou') {
    const game = exportTenhou(initial, actions, { names, title: [title, initial.preset.id] });
    return { fileName: `${base}.tenhou.json`, mime: 'application/json', text: JSON.stringify(encodeTenhou(game)) };
  }
  const events = mjaiLog(initial, actions, names);
  return { fileName: `${base}.mjai.jsonl`, mime: 'application/x-ndjson', text: events.map((e) => JSON.stringify(e)).join('\n') + '\n' };
}
