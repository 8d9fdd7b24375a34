/**
 * The wire protocol between a table host and its clients (browser or app). Every client→host
 * message is validated by these valibot schemas before anything else looks at it; host→client
 * messages are typed and carry only per-seat views (see view.ts).
 *
 * Transport: one WebSocket to `ws://host:port/ws` (the same port serves the renderer over HTTP),
 * JSON text frames. The client says `hello` first (only `ping` is accepted before it).
 *
 * Places and seats: `join.seat`, `joined.seat` and `players[]` are *places* — chairs in join
 * order (0–3). The engine's wind seats are decided by the dice in the first hand:
 * `view.playerAtSeat[seat]` is the place sitting at a wind seat and `view.you` is your wind seat.
 * Before the first deal `view.you` equals your place.
 */
import * as v from 'valibot';
import { CLUB_CLIENT_MESSAGES, EveningOptionsSchema, type ClubServerMessage } from './club/protocol';
import type { DiceRecord } from './events';
import { HISTORY_CLIENT_MESSAGES, type HistoryServerMessage } from './history/protocol';
import { LOG_FORMATS, type GameLogFile, type LogFormat } from './history/logs';
import { showsSomething } from './club/names';
import { HOUSE_RULES_SCHEMA } from './rules/house';
import type { Preset } from './rules/presets';
import type { GameReview } from './review/types';
import type { Seat } from './table/types';
import type { TileId } from './tiles';
import type { SeatView, VisibleEvent } from './view';

export const PROTOCOL_VERSION = 1;
/** Largest client frame the host accepts, in bytes. */
export const MAX_FRAME_BYTES = 4096;
/** The path the table server answers WebSockets at (any other is not found). */
export const SOCKET_PATH = '/ws';
/**
 * WebSocket close code of a connection the host closed for idling (no table, nothing watched, no
 * message but pings for a while): the client may reconnect whenever it needs the host again.
 */
export const IDLE_CLOSE_CODE = 4001;
/** Close code: the host was full, and this was the quietest seatless connection of the address holding the most. */
export const MADE_ROOM_CLOSE_CODE = 4002;

/** The organiser's host key: 32 random bytes in hex. */
export const HOST_KEY_PATTERN = /^[0-9a-f]{64}$/;
/** A device's player key for one host (random, kept by the device): 32 bytes in hex. */
export const PLAYER_KEY_PATTERN = /^[0-9a-f]{64}$/;

const tile = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(143));
const seat = v.picklist([0, 1, 2, 3] as const);
const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), v.check(showsSomething, 'needs a character that shows (not only spaces or invisible ones)'));
const tableId = shortText(64);

/** A player's move: the host adds the seat from the connection, never from the message. */
const PlayerActionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('draw') }),
  v.strictObject({ type: v.literal('discard'), tile, riichi: v.optional(v.boolean()) }),
  v.strictObject({ type: v.literal('kong'), tile }),
  v.strictObject({ type: v.literal('bonus'), tile }),
  v.strictObject({ type: v.literal('win') }),
  v.strictObject({ type: v.literal('nineTerminals') }),
  v.strictObject({ type: v.literal('claim'), claim: v.picklist(['win', 'kong', 'pung', 'chow']), tiles: v.pipe(v.array(tile), v.maxLength(3)) }),
  v.strictObject({ type: v.literal('pass') }),
]);
export type PlayerAction = v.InferOutput<typeof PlayerActionSchema>;

const tableOptions = {
  name: shortText(40),
  pin: v.optional(v.pipe(v.string(), v.regex(/^\d{4,8}$/))),
  bots: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))),
};
/**
 * `rules`: house rules, named values of the preset's family (rules/house.ts); an unknown or
 * another family's rule is refused. The table's preset id then names them (`hungarian+minimum=0`).
 */
export const TableOptionsSchema = v.variant('preset', [
  v.strictObject({ ...tableOptions, preset: v.picklist(['millington', 'hungarian']), rules: v.optional(HOUSE_RULES_SCHEMA.classical) }),
  v.strictObject({ ...tableOptions, preset: v.literal('riichi'), rules: v.optional(HOUSE_RULES_SCHEMA.riichi) }),
  v.strictObject({ ...tableOptions, preset: v.literal('taiwanese'), rules: v.optional(HOUSE_RULES_SCHEMA.taiwanese) }),
]);
export type TableOptions = v.InferOutput<typeof TableOptionsSchema>;

const ClientMessageSchema = v.variant('t', [
  /** `key`: the organiser's host key (the app's own page, or the headless host's organiser link); it grants the host-only messages. */
  /** `player`: a secret the device keeps for this host; the places it takes are its own (its name leaves kept games only from it). */
  v.strictObject({ t: v.literal('hello'), v: v.number(), name: shortText(24), key: v.optional(v.pipe(v.string(), v.regex(HOST_KEY_PATTERN))), player: v.optional(v.pipe(v.string(), v.regex(PLAYER_KEY_PATTERN))) }),
  v.strictObject({ t: v.literal('listTables') }),
  /** Close a table opened from your address that no one else is at (an abandoned tab's, say). */
  v.strictObject({ t: v.literal('closeTable'), table: v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/)) }),
  v.strictObject({ t: v.literal('createTable'), options: TableOptionsSchema }),
  v.strictObject({ t: v.literal('join'), table: tableId, seat: v.optional(seat), pin: v.optional(v.string()) }),
  v.strictObject({ t: v.literal('watch'), table: tableId, pin: v.optional(v.string()) }),
  v.strictObject({ t: v.literal('resume'), token: v.pipe(v.string(), v.regex(/^[0-9a-f]{32,64}$/)) }),
  v.strictObject({ t: v.literal('addBots'), table: tableId }),
  v.strictObject({ t: v.literal('entropy'), hand: v.pipe(v.number(), v.integer(), v.minValue(0)), value: v.pipe(v.string(), v.regex(/^[0-9a-f]{16,128}$/)) }),
  /**
   * `seq`: the `seq` of the view the move was chosen from. A move chosen before your options last
   * changed is refused as `stale`, so a replayed frame cannot act twice.
   */
  v.strictObject({ t: v.literal('act'), hand: v.pipe(v.number(), v.integer(), v.minValue(0)), action: PlayerActionSchema, seq: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /** You have watched (or skipped) the hand's ceremony: the host's bots wait for it before they play. */
  v.strictObject({ t: v.literal('ceremonyDone'), hand: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.strictObject({ t: v.literal('nextHand') }),
  /** Between hands: you opened (`watching`) or closed the last hand's replay; the next hand waits for you (bounded: shared/host/next-hand-timer.ts). */
  v.strictObject({ t: v.literal('watchReplay'), watching: v.boolean() }),
  /** The turn clock ran out on you and a bot plays your place (`botPlaying`): you are back, and play it again from now. */
  v.strictObject({ t: v.literal('playAgain') }),
  v.strictObject({ t: v.literal('leave') }),
  v.strictObject({ t: v.literal('ping') }),
  /** Saved (unfinished) tables on this host; only for the organiser (a hello with the host key). */
  v.strictObject({ t: v.literal('listSaved') }),
  /** Reopen a saved table exactly where it stopped; only for the organiser. */
  v.strictObject({ t: v.literal('resumeTable'), table: tableId }),
  /** A finished game's log (Sparrow's own for every rule set; riichi also tenhou.net/6 or mjai), for anyone at or watching the table. */
  v.strictObject({ t: v.literal('exportLog'), table: tableId, format: v.picklist(LOG_FORMATS) }),
  /**
   * The review of your own seat (`seat`: your wind seat, `view.you`) at the table you play at:
   * hand `hand` once it is over, or (no `hand`) every finished hand of the game. See shared/review/.
   */
  v.strictObject({ t: v.literal('review'), table: tableId, seat, hand: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))) }),
  /**
   * The steps of hand `hand` (the one in play or the one before it) at the table you sit at or
   * watch, as you were sent them: for a page that came back (reloaded, another device) and so saw
   * only the catch-up. Your own seat's views, or the spectators'; see shared/host/hand-steps.ts.
   */
  v.strictObject({ t: v.literal('replaySteps'), table: tableId, hand: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)) }),
  /** Club night (shared/club/protocol.ts): the organiser opens an evening; `options.name` is its name, `options.pin` its PIN. */
  v.strictObject({ t: v.literal('clubOpen'), options: TableOptionsSchema, evening: EveningOptionsSchema }),
  ...CLUB_CLIENT_MESSAGES,
  ...HISTORY_CLIENT_MESSAGES,
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
  /** A bot plays the place its player left, until the hand in play is over: it can be taken then. */
  | 'place-in-play'
  | 'not-seated'
  | 'stale'
  | 'not-your-turn'
  | 'illegal'
  | 'bad-tile'
  | 'hand-over'
  | 'not-allowed'
  | 'bad-token'
  | 'no-hand'
  | 'table-full'
  | 'no-game'
  /** Your address has as many tables open as it may (the message says how many); close or leave one. */
  | 'too-many-tables'
  /** The host runs as many tables as it can. */
  | 'host-full'
  | 'internal';

/** A table opened from your address: it holds one of your address's places until it closes. */
export interface YourTable {
  id: string;
  name: string;
  preset: string;
  /** Players connected to it now. */
  connected: number;
}

export interface TableSummary {
  id: string;
  name: string;
  /** The preset's id; with house rules it names them too (`hungarian+minimum=0`, see rules/house.ts). */
  preset: Preset['id'];
  freeSeats: number;
  players: (string | null)[];
  hasPin: boolean;
  state: 'waiting' | 'playing' | 'finished';
}

/** Who sits at a place (chair, join order). */
export interface PlayerInfo {
  name: string | null;
  kind: 'human' | 'bot' | 'empty';
  /** A human's connection is open. */
  connected: boolean;
  /** A bot is playing this place (a bot seat, or a human away longer than the grace period). */
  botPlaying: boolean;
  /** A human away within the grace period: ms (when this was sent) until a bot plays the place. */
  graceMsLeft?: number;
}

/** Where the table is between and during hands. */
export type TableStatus = 'waiting' | 'dealing' | 'playing' | 'between-hands' | 'finished';

export interface SavedTableSummary {
  id: string;
  name: string;
  preset: Preset['id'];
  handsPlayed: number;
  actions: number;
  players: (string | null)[];
  savedAt: number;
}

/** Everything a client needs to re-run the hand's ceremony with `verifyHand` (see reveal.ts). */
export interface RevealMessage {
  t: 'reveal';
  table: string;
  hand: number;
  secret: string;
  /** Entropy used, in place order (a bot's or an absent player's is the host's). */
  entropy: string[];
  /** Places whose entropy the host filled in: each is `fillerEntropy(secret, place)`, fixed before anyone's entropy came. */
  filled: number[];
  /** The host re-ran the ceremony from the revealed values and it matched. */
  verified: boolean;
  commitment: string;
  presetId: Preset['id'];
  dealer: Seat;
  seatPlayers: boolean;
  seed: string;
  dice: DiceRecord[];
  ring: TileId[];
  /** The hand was not dealt from its seed (a test's arranged deal): the seed's wall is not what was played. */
  dealt?: 'arranged' | 'imported';
}

/** One step of a hand as a seat (or a spectator) was sent it: the view's `seq`, the view and the events that step brought. */
export interface ReplayStep {
  seq: number;
  view: SeatView;
  events: VisibleEvent[];
}

interface TurnClockView {
  seat: Seat;
  msLeft: number;
  bankMsLeft: number;
}

export type ServerMessage =
  /** `organiser`: the hello carried this host's key, so the host-only messages are open to this client. */
  /** `openAt`: the addresses other players open to reach this host (none: a device's own practice, or a host on loopback only). */
  | { t: 'welcome'; v: number; host: string; tables: TableSummary[]; organiser?: boolean; openAt?: string[] }
  /** `yours`: the tables opened from your address that are still open (listed or not), which you may close. */
  | { t: 'tables'; tables: TableSummary[]; yours?: YourTable[] }
  /**
   * `name`: the table's own name (a table not in the lobby's list, a club night's, is known by it too).
   * `club`: a club night's table: its places are the evening's, and `leave` only steps away from yours.
   */
  | { t: 'joined'; table: string; seat: Seat | null; token: string | null; name?: string; club?: true }
  | {
      t: 'view';
      table: string;
      view: SeatView;
      events: VisibleEvent[];
      /** Host clock (ms since epoch) when the open claim window closes. */
      claimDeadline: number | null;
      /** Milliseconds left in the claim window when sent (immune to clock skew). */
      claimMsLeft: number | null;
      /** Steps of this table so far (several actions may make one); send it back in `act.seq`. */
      seq: number;
      status: TableStatus;
      players: PlayerInfo[];
      /** Between hands: milliseconds until the next hand starts without everyone's `nextHand`. */
      nextHandMsLeft: number | null;
      /** The next hand's timer waits while a player at the table watches the replay (`nextHandMsLeft` stands still). */
      nextHandHeld: boolean;
      /** The turn clock of the player to move (public, like the turn): the move's own time left, then the bank's. */
      turnClock: TurnClockView | null;
      /** A (re)joining client's first view: `events` are this hand's so far, not news since the last view. */
      catchUp?: boolean;
      /** A hand over whose places changed since it ended (someone left, someone sat down): who held them when it ended, as its result names them. */
      endedPlayers?: PlayerInfo[];
      /**
       * A player's catch-up: the first hand whose steps the host sends you (`replaySteps`); a hand
       * before it was dealt before you took your place (not earlier than the hand before this one).
       */
      stepsFrom?: number;
    }
  | { t: 'commit'; hand: number; commitment: string; table: string; entropyMsLeft: number }
  | RevealMessage
  | { t: 'error'; code: ErrorCode; message: string; for?: ClientMessage['t'] }
  /** `elsewhere`: the seat was taken back by a newer connection with its token (another tab, another device). */
  | { t: 'left'; table: string; elsewhere?: true }
  | { t: 'saved'; tables: SavedTableSummary[] }
  | ({ t: 'gameLog'; table: string; format: LogFormat } & GameLogFile)
  /** The answer to `review`: `hand` as asked (absent: the whole game). */
  | { t: 'review'; table: string; hand?: number; review: GameReview }
  /**
   * The answer to `replaySteps`: every step of hand `hand` that brought your seat (or the
   * spectators) something, as it was sent live, up to step `upTo` (the table's `seq` when it was
   * answered: mid-hand, the present). Steps after `upTo` come as views, as ever.
   */
  | { t: 'replaySteps'; table: string; hand: number; upTo: number; steps: ReplayStep[] }
  | { t: 'pong' }
  | ClubServerMessage
  | HistoryServerMessage;

/** A refused frame's error; `about`: the kind of message it was meant to be, where it said one this host knows. */
export type ParseResult = { ok: true; message: ClientMessage } | { ok: false; code: ErrorCode; message: string; about?: ClientMessage['t'] };

const MESSAGE_TYPES: ReadonlySet<string> = new Set(ClientMessageSchema.options.map((o) => o.entries.t.literal));
const aboutOf = (data: unknown): { about?: ClientMessage['t'] } => {
  const t = typeof data === 'object' && data !== null ? (data as { t?: unknown }).t : undefined;
  return typeof t === 'string' && MESSAGE_TYPES.has(t) ? { about: t as ClientMessage['t'] } : {};
};

/** A text frame → a validated message or a clear error (a binary frame is refused before: connection.ts). */
export function parseClientMessage(raw: string): ParseResult {
  const size = new TextEncoder().encode(raw).length;
  if (size > MAX_FRAME_BYTES) return { ok: false, code: 'too-large', message: `messages are at most ${MAX_FRAME_BYTES} bytes` };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'bad-json', message: 'the message is not valid JSON' };
  }
  const parsed = v.safeParse(ClientMessageSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, code: 'bad-message', message: `invalid message${path ? ` at "${path}"` : ''}: ${issue.message}`, ...aboutOf(data) };
  }
  return { ok: true, message: parsed.output };
}
