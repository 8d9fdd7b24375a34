/**
 * The club night on the wire: the client messages' schemas (joined into shared/protocol.ts's
 * variant) and what the host sends back. An evening token (64 hex) names a registered player to
 * the host; it is kept in the player's browser like a seat token.
 */
import * as v from 'valibot';
import type { RealTileResult } from './realTiles';
import type { RoundRule } from './round';
import type { StandingRow, TieBreakKey } from './standings';
import { EVENING_REFUSALS, MAX_NAMES_EVER, type EveningState, type GameRecord, type UndoableStep } from './types';

const token = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const pin = v.optional(v.pipe(v.string(), v.maxLength(16)));
const playerName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
const count = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const place = count(0, 3);
/** Who acts: a registered player (their evening token) or, for the organiser, a player id. */
const who = { token: v.optional(token), player: v.optional(count(0, MAX_NAMES_EVER - 1)) };

const RoundRuleSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('game') }),
  v.strictObject({ kind: v.literal('hands'), hands: count(1, 200) }),
  v.strictObject({ kind: v.literal('time'), minutes: count(1, 600) }),
]);

/** The evening's own settings; the rule set (with house rules), its name and PIN come as table options. */
export const EveningOptionsSchema = v.strictObject({
  round: RoundRuleSchema,
  rounds: count(1, 20),
  botSeats: v.boolean(),
  realTileTables: count(0, 16),
  /** House rule: a real-tile hand counts once most of its table's players with a device confirm it (default: all of them). */
  confirm: v.optional(v.picklist(['all', 'majority'])),
});
export type EveningOptions = v.InferOutput<typeof EveningOptionsSchema>;

/** Riichi: who declared riichi this hand, by place. */
const riichiFlags = v.optional(v.pipe(v.array(v.boolean()), v.length(4)));
const RealTileHandSchema = v.variant('family', [
  v.pipe(
    v.strictObject({ family: v.literal('classical'), winner: v.nullable(place), scores: v.pipe(v.array(count(0, 1_000_000)), v.length(4)), east: place, from: v.optional(v.nullable(place)) }),
    // A hand entered now; evenings' journals from before keep the 0-point wins they recorded (a replay is not checked here).
    v.check((h) => h.winner === null || h.scores[h.winner] > 0, "a win needs the winner's hand score"),
  ),
  v.strictObject({
    family: v.literal('riichi'),
    kind: v.literal('win'),
    winner: place,
    from: v.nullable(place),
    dealer: place,
    han: count(0, 99),
    fu: count(0, 200),
    yakuman: v.optional(count(0, 6)),
    honba: v.optional(count(0, 99)),
    riichi: riichiFlags,
  }),
  v.strictObject({
    family: v.literal('riichi'),
    kind: v.literal('draw'),
    tenpai: v.pipe(v.array(v.boolean()), v.length(4)),
    riichi: riichiFlags,
    dealer: v.optional(place),
    honba: v.optional(count(0, 99)),
  }),
  v.strictObject({ family: v.literal('taiwanese'), winner: v.nullable(place), from: v.nullable(place), tai: count(0, 1000), dealer: v.optional(place) }),
]);

const CLUB_EXPORTS = ['standings-csv', 'games-csv', 'json', 'tenhou'] as const;
export type ClubExport = (typeof CLUB_EXPORTS)[number];

/** The club messages but `clubOpen` (shared/protocol.ts adds it: it carries table options). */
export const CLUB_CLIENT_MESSAGES = [
  /** Follow the evening (its `evening` messages); a registered player says who they are with their token. */
  v.strictObject({ t: v.literal('clubWatch'), token: v.optional(token), pin }),
  /** `code`: taking a name a code waits for (codes.ts) needs it; the organiser gives it to the name's owner. */
  v.strictObject({ t: v.literal('clubRegister'), name: playerName, pin, code: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))) }),
  /** The organiser asks for a name's code (answered with `clubCode` to them alone): the one waiting, else (or with `renew`) a new one. */
  v.strictObject({ t: v.literal('clubCode'), player: count(0, MAX_NAMES_EVER - 1), renew: v.optional(v.literal(true)) }),
  v.strictObject({ t: v.literal('clubAddName'), name: playerName }),
  /** The organiser removes a name never drawn (a junk registration, say). */
  v.strictObject({ t: v.literal('clubRemoveName'), player: count(0, 1000) }),
  /** The organiser seats a player at a table's place before that table begins; whoever sat there takes the player's old spot. */
  v.strictObject({ t: v.literal('clubReseat'), player: count(0, MAX_NAMES_EVER - 1), table: count(0, 15), place }),
  /** The organiser takes back their last step (EveningView.undo names it). */
  v.strictObject({ t: v.literal('clubUndo') }),
  v.strictObject({ t: v.literal('clubLeave'), ...who }),
  v.strictObject({ t: v.literal('clubRejoin'), ...who }),
  /** Draw the next round (the first one too); the organiser's. */
  v.strictObject({ t: v.literal('clubNextRound') }),
  v.strictObject({ t: v.literal('clubFinish') }),
  /** A real-tile table's hand, entered by one of its players (their token), or by the organiser for a table (`table`, no token). */
  v.strictObject({ t: v.literal('clubHand'), token: v.optional(token), table: v.optional(count(0, 15)), hand: RealTileHandSchema }),
  /** A player at the table takes the waiting hand back: its proposer withdraws it, another says it is wrong. */
  v.strictObject({ t: v.literal('clubWithdrawHand'), token, hand: count(1, 1000), version: count(1, 100_000) }),
  /** A confirmation names the proposal it confirms: the hand's number at its table and the proposal's version. */
  v.strictObject({ t: v.literal('clubConfirm'), token, hand: count(1, 1000), version: count(1, 100_000) }),
  /** The organiser moves a stuck real-tile table on: its waiting hand counts as it is, or is voided. */
  v.strictObject({ t: v.literal('clubOrganiserConfirm'), table: count(0, 15), hand: count(1, 1000), version: count(1, 100_000) }),
  v.strictObject({ t: v.literal('clubVoidHand'), table: count(0, 15), hand: count(1, 1000), version: count(1, 100_000) }),
  /** A real-tile table's round is over: one of its players or the organiser says so. */
  v.strictObject({ t: v.literal('clubEndTable'), table: count(0, 15), token: v.optional(token) }),
  v.strictObject({ t: v.literal('clubExport'), format: v.picklist(CLUB_EXPORTS) }),
];

export interface ClubTableView {
  index: number;
  /** The host table an engine table plays at (watchable); null for real tiles. */
  tableId: string | null;
  realTiles: boolean;
  done: boolean;
  /** Names in place order; null a bot seat. */
  players: (string | null)[];
  /** The same places' player ids (the organiser re-seats by them). */
  playerIds: (number | null)[];
  /** A hand has been dealt (screen) or entered (real tiles): its players no longer move. */
  begun: boolean;
  botTookOver: number[];
  /** Places whose drawn player is not at the table now (not come yet, or away): a bot plays for them after the grace period. */
  absent: number[];
  /** Hands played so far and each place's score now. */
  hands: number;
  scores: number[] | null;
  /** Real tiles: the hand waiting for confirmations, and whose. */
  /** The hand waiting for confirmations: its number at the table and its proposal's version (a confirmation names both). */
  /** `by`: who entered it (null: the organiser). */
  pending: { hand: number; version: number; result: RealTileResult; waitingFor: string[]; more: number; by: string | null } | null;
  /** Real tiles: the last waiting hand taken back by its proposer, or said to be wrong (`wrong`) by another player, until the next is entered. */
  withdrawn: { by: string; wrong: boolean } | null;
  /** Real tiles: the numbers of the hands the organiser confirmed for the table. */
  byOrganiser: number[];
  /** Real tiles: who deals the next hand and the counters on the table, from the last hand recorded (null before the first, or when it did not say who dealt). */
  nextDeal: { dealer: number; honba: number } | null;
}

export interface EveningView {
  id: string;
  name: string;
  preset: string;
  round: RoundRule;
  rounds: number;
  botSeats: boolean;
  hasPin: boolean;
  phase: EveningState['phase'];
  /** The round in play or last played. */
  roundNo: number;
  /** The organiser's last step, while it can be taken back. */
  undo: UndoableStep | null;
  /**
   * `removable`: never drawn yet, so the organiser may remove the name. The organiser's view only:
   * `codeWaiting`, the name is taken with a code the organiser has (not the code itself);
   * `codeVoided`, its code was tried wrongly too often and no longer works (a new one is needed).
   * Removed names are not listed.
   */
  players: { id: number; name: string; present: boolean; fromRound: number; removable: boolean; codeWaiting?: boolean; codeVoided?: boolean }[];
  tables: ClubTableView[];
  sittingOut: string[];
  standings: StandingRow[];
  tieBreaks: TieBreakKey[];
  games: Omit<GameRecord, 'log'>[];
  /** The games a tenhou.net/6 log is kept for (screen tables of a riichi evening): none, nothing to download. */
  tenhouLogs: number;
}

/** You, as the evening knows you: your token (keep it) and, in a round, your table and seat token. */
export interface ClubYou {
  player: number;
  name: string;
  token: string;
  present: boolean;
  table: { index: number; tableId: string | null; realTiles: boolean; place: number; seatToken: string | null } | null;
}

export type ClubServerMessage =
  | { t: 'evening'; evening: EveningView | null; organiser: boolean }
  | { t: 'clubYou'; you: ClubYou }
  | { t: 'clubFile'; format: ClubExport; fileName: string; mime: string; text: string }
  /** The organiser's answer to `clubCode`: the code that takes the name on a device now. */
  | { t: 'clubCode'; player: number; code: string }
  | { t: 'clubRefused'; code: ClubRefusal; message: string; for: string };

/**
 * Every refusal a club message can get: the evening's own (types.ts) and the host's. `pin-needed`:
 * a PIN evening, no PIN given yet; `wrong-pin`: one given, and wrong; `claim-code`: a name taken
 * with its code, none given; `wrong-code`: one given, not the name's; `code-void`: the name's code
 * was tried wrongly too often (from any addresses) and no longer works; `too-many-tries`: too many
 * wrong PINs or codes from the address lately; `rate-limited`: too many of a player's own steps
 * (hands entered or taken back, leaving, rejoining) in a short time. The UI words each one.
 */
export const CLUB_REFUSALS = [...EVENING_REFUSALS, 'no-evening', 'pin-needed', 'wrong-pin', 'bad-token', 'name-moved', 'not-organiser', 'not-watching', 'too-many-names', 'claim-code', 'wrong-code', 'code-void', 'too-many-tries', 'rate-limited'] as const;
export type ClubRefusal = (typeof CLUB_REFUSALS)[number];
