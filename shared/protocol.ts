/**
 * The wire protocol between a table host and its clients (browser or app). Every client→host
 * message is validated by these valibot schemas before anything else looks at it; host→client
 * messages are typed and carry only per-seat views (see view.ts).
 */
import * as v from 'valibot';
import type { Preset } from './rules/presets';
import type { Seat } from './table/types';
import type { SeatView, VisibleEvent } from './view';

export const PROTOCOL_VERSION = 1;
/** Largest client frame the host accepts, in bytes. */
export const MAX_FRAME_BYTES = 4096;

const tile = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(143));
const seat = v.picklist([0, 1, 2, 3] as const);
const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const tableId = shortText(64);

/** A player's move: the host adds the seat from the connection, never from the message. */
export const PlayerActionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('draw') }),
  v.strictObject({ type: v.literal('discard'), tile, riichi: v.optional(v.boolean()) }),
  v.strictObject({ type: v.literal('kong'), tile }),
  v.strictObject({ type: v.literal('bonus'), tile }),
  v.strictObject({ type: v.literal('win') }),
  v.strictObject({ type: v.literal('claim'), claim: v.picklist(['win', 'kong', 'pung', 'chow']), tiles: v.pipe(v.array(tile), v.maxLength(3)) }),
  v.strictObject({ type: v.literal('pass') }),
]);
export type PlayerAction = v.InferOutput<typeof PlayerActionSchema>;

export const TableOptionsSchema = v.strictObject({
  name: shortText(40),
  preset: v.picklist(['millington', 'hungarian', 'riichi', 'taiwanese']),
  pin: v.optional(v.pipe(v.string(), v.regex(/^\d{4,8}$/))),
  bots: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))),
});
export type TableOptions = v.InferOutput<typeof TableOptionsSchema>;

export const ClientMessageSchema = v.variant('t', [
  v.strictObject({ t: v.literal('hello'), v: v.number(), name: shortText(24) }),
  v.strictObject({ t: v.literal('listTables') }),
  v.strictObject({ t: v.literal('createTable'), options: TableOptionsSchema }),
  v.strictObject({ t: v.literal('join'), table: tableId, seat: v.optional(seat), pin: v.optional(v.string()) }),
  v.strictObject({ t: v.literal('watch'), table: tableId }),
  v.strictObject({ t: v.literal('resume'), token: v.pipe(v.string(), v.regex(/^[0-9a-f]{32,64}$/)) }),
  v.strictObject({ t: v.literal('addBots'), table: tableId }),
  v.strictObject({ t: v.literal('entropy'), hand: v.pipe(v.number(), v.integer(), v.minValue(0)), value: v.pipe(v.string(), v.regex(/^[0-9a-f]{16,128}$/)) }),
  v.strictObject({ t: v.literal('act'), hand: v.pipe(v.number(), v.integer(), v.minValue(0)), action: PlayerActionSchema }),
  v.strictObject({ t: v.literal('nextHand') }),
  v.strictObject({ t: v.literal('leave') }),
  v.strictObject({ t: v.literal('ping') }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

export type ErrorCode =
  | 'bad-json'
  | 'bad-message'
  | 'too-large'
  | 'rate-limited'
  | 'version'
  | 'no-table'
  | 'wrong-pin'
  | 'seat-taken'
  | 'not-seated'
  | 'stale'
  | 'not-your-turn'
  | 'illegal'
  | 'bad-tile'
  | 'hand-over'
  | 'not-allowed';

export interface TableSummary {
  id: string;
  name: string;
  preset: Preset['id'];
  freeSeats: number;
  players: (string | null)[];
  hasPin: boolean;
  state: 'waiting' | 'playing' | 'finished';
}

export type ServerMessage =
  | { t: 'welcome'; v: number; host: string; tables: TableSummary[] }
  | { t: 'tables'; tables: TableSummary[] }
  | { t: 'joined'; table: string; seat: Seat | null; token: string | null }
  | { t: 'view'; table: string; view: SeatView; events: VisibleEvent[]; claimDeadline: number | null }
  | { t: 'commit'; hand: number; commitment: string }
  | { t: 'reveal'; hand: number; secret: string; entropy: string[]; verified: boolean }
  | { t: 'error'; code: ErrorCode; message: string }
  | { t: 'pong' };

export type ParseResult = { ok: true; message: ClientMessage } | { ok: false; code: ErrorCode; message: string };

/** Raw frame → a validated message or a clear error. */
export function parseClientMessage(raw: string | Uint8Array): ParseResult {
  const size = typeof raw === 'string' ? new TextEncoder().encode(raw).length : raw.length;
  if (size > MAX_FRAME_BYTES) return { ok: false, code: 'too-large', message: `messages are at most ${MAX_FRAME_BYTES} bytes` };
  let data: unknown;
  try {
    data = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
  } catch {
    return { ok: false, code: 'bad-json', message: 'the message is not valid JSON' };
  }
  const parsed = v.safeParse(ClientMessageSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, code: 'bad-message', message: `invalid message${path ? ` at "${path}"` : ''}: ${issue.message}` };
  }
  return { ok: true, message: parsed.output };
}
