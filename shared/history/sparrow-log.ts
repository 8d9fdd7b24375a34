/**
 * Sparrow's own game log, for every rule set: enough to replay the game exactly with the engine —
 * the rule set's id (house rules included), the players by place, each hand's fairness record (the
 * host's secret, everyone's entropy, the seed) and every action. Reading one back checks its shape
 * (valibot), the seeds against the fairness records and every action against the engine: a
 * hand-edited or foreign file gets a clear error, never a half-read game.
 */
import * as v from 'valibot';
import { commitmentOf, deriveSeed } from '../fairness';
import type { FairnessRecord } from '../host/round';
import { presetById } from '../rules/presets';
import { ActionSchema } from '../table/action-schema';
import { apply } from '../table/apply';
import { newTable } from '../table/start';
import type { Action, ApplyResult, TableEvent, TableState } from '../table/types';

const SPARROW_LOG_FORMAT = 'sparrow-game';
const SPARROW_LOG_VERSION = 1;
/** A game longer than this is not one the engine plays (the longest presets make a few thousand). */
const MAX_LOG_ACTIONS = 50_000;
export const MAX_LOG_HANDS = 200;

const name = v.pipe(v.string(), v.maxLength(64));
const hex = (max: number) => v.pipe(v.string(), v.regex(/^[0-9a-f]*$/), v.maxLength(max));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const FairnessSchema = v.object({
  hand: count,
  commitment: hex(64),
  secret: hex(128),
  entropy: v.pipe(v.array(hex(128)), v.length(4)),
  filled: v.pipe(v.array(v.picklist([0, 1, 2, 3] as const)), v.maxLength(4)),
  seed: hex(128),
  dealer: v.picklist([0, 1, 2, 3] as const),
  seatPlayers: v.boolean(),
  dealt: v.optional(v.picklist(['arranged', 'imported'])),
});

export const SparrowLogSchema = v.object({
  format: v.literal(SPARROW_LOG_FORMAT),
  v: v.literal(SPARROW_LOG_VERSION),
  /** The game's id on the host that played it (its table's id and when it ended). */
  id: v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,80}$/)),
  title: v.pipe(v.string(), v.maxLength(80)),
  /** The rule set's id: the preset and its house rules (`hungarian+minimum=0`). */
  preset: v.pipe(v.string(), v.minLength(1), v.maxLength(400)),
  /** Names by place (the table's join order); null: nobody, or a name its player removed. */
  players: v.pipe(v.array(v.nullable(name)), v.length(4)),
  /** Which places a bot played at the end (statistics leave bots out). */
  bots: v.pipe(v.array(v.boolean()), v.length(4)),
  /** ms since the epoch. */
  started: count,
  finished: count,
  /** The table needed a PIN: its game is listed only to the host's organiser. */
  pin: v.optional(v.boolean()),
  hands: v.pipe(v.array(FairnessSchema), v.maxLength(MAX_LOG_HANDS)),
  actions: v.pipe(v.array(ActionSchema), v.maxLength(MAX_LOG_ACTIONS)),
  /** The game ended between hands before its own end: a club night's round rule (a number of hands, or a time) ended it. */
  endedBy: v.optional(v.literal('round')),
});
export type SparrowLog = v.InferOutput<typeof SparrowLogSchema>;

export interface SparrowLogInput {
  id: string;
  title: string;
  presetId: string;
  players: readonly (string | null)[];
  bots: readonly boolean[];
  started: number;
  finished: number;
  pin: boolean;
  hands: readonly FairnessRecord[];
  actions: readonly Action[];
  endedBy?: 'round';
}

export function sparrowLog(input: SparrowLogInput): SparrowLog {
  return {
    format: SPARROW_LOG_FORMAT,
    v: SPARROW_LOG_VERSION,
    id: input.id,
    title: input.title.slice(0, 80),
    preset: input.presetId,
    players: input.players.map((p) => p?.slice(0, 64) ?? null),
    bots: [...input.bots],
    started: input.started,
    finished: input.finished,
    ...(input.pin ? { pin: true } : {}),
    hands: input.hands.map((h) => ({ ...h, entropy: [...h.entropy], filled: [...h.filled] }) as SparrowLog['hands'][number]),
    actions: input.actions.map((a) => structuredClone(a)),
    ...(input.endedBy ? { endedBy: input.endedBy } : {}),
  };
}

/**
 * A game a club night's round ended (by its hands or its time) as the history keeps it: its log cut
 * at the end of its last finished hand (a hand in play when time ran out does not count) and marked
 * so; null when no hand finished.
 */
export function roundEndedLog(log: SparrowLog): SparrowLog | null {
  let state = newTable(presetById(log.preset));
  let end = 0;
  let hands = 0;
  let started = 0;
  for (const [i, action] of log.actions.entries()) {
    const r = apply(state, action as Action);
    if (!r.ok) return null;
    state = r.state;
    if (action.type === 'startHand') started++;
    if (state.hand?.phase === 'over') {
      end = i + 1;
      hands = started;
    }
  }
  if (!end) return null;
  return { ...log, actions: log.actions.slice(0, end), hands: log.hands.slice(0, hands), endedBy: 'round' };
}

/** The game as the engine replays it: the state before the first action, after each one, and its events. */
export interface ReplayedGame {
  log: SparrowLog;
  initial: TableState;
  /** `states[i]` is the state after `actions[i]`. */
  states: TableState[];
  /** `events[i]`: what `actions[i]` made happen. */
  events: TableEvent[][];
  final: TableState;
}

export type ReadResult = { ok: true; game: ReplayedGame } | { ok: false; error: string };

/** A parsed log → the replayed game, or what is wrong with it (the first problem found). */
export function replayLog(data: unknown): ReadResult {
  const parsed = v.safeParse(SparrowLogSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue);
    const known = typeof data === 'object' && data !== null && (data as { format?: unknown }).format === SPARROW_LOG_FORMAT;
    const what = known ? 'this Sparrow game log is damaged' : 'this is not a Sparrow game log';
    return { ok: false, error: `${what}: ${where ? `${where}: ` : ''}${issue.message}` };
  }
  const log = parsed.output as SparrowLog;
  let initial: TableState;
  try {
    initial = newTable(presetById(log.preset));
  } catch (e) {
    return { ok: false, error: `this game's rules cannot be played here: ${(e as Error).message}` };
  }
  const fair = fairnessProblem(log);
  if (fair) return { ok: false, error: fair };
  const states: TableState[] = [];
  const events: TableEvent[][] = [];
  let state = initial;
  let hand = 0;
  for (const [i, action] of log.actions.entries()) {
    if (action.type === 'startHand') {
      const record = log.hands[hand++];
      if (record && record.seed !== action.seed) return { ok: false, error: `action ${i + 1} deals hand ${hand} with another seed than its fairness record` };
      // A hand dealt other than from its seed says so in its fairness record, and only then may it.
      if (record && (record.dealt ?? null) !== (action.deal?.origin ?? null))
        return { ok: false, error: `action ${i + 1} deals hand ${hand} ${action.deal ? `from an ${action.deal.origin} deal` : 'from its seed'}, but its fairness record says ${record.dealt ? `${record.dealt}` : 'from its seed'}` };
    }
    let result: ApplyResult;
    try {
      result = apply(state, action as Action);
    } catch (e) {
      result = { ok: false, error: { code: 'illegal', message: (e as Error).message } };
    }
    if (!result.ok) return { ok: false, error: `action ${i + 1} (${action.type}) does not replay: ${result.error.message}` };
    state = result.state;
    states.push(state);
    events.push(result.events);
  }
  // A game a club night's round ended is whole at the end of a hand.
  const ended = state.game.over || (log.endedBy === 'round' && state.game.handsPlayed > 0 && (!state.hand || state.hand.phase === 'over'));
  if (!ended) return { ok: false, error: 'this game log stops before the end of the game' };
  return { ok: true, game: { log, initial, states, events, final: state } };
}

/** Each hand's seed follows from its secret and entropy, and the secret from its commitment. */
function fairnessProblem(log: SparrowLog): string | null {
  for (const h of log.hands) {
    if (commitmentOf(h.secret) !== h.commitment) return `hand ${h.hand + 1}: the host's secret does not match its commitment`;
    if (deriveSeed(h.secret, h.entropy) !== h.seed) return `hand ${h.hand + 1}: the seed does not follow from the secret and the entropy`;
  }
  return null;
}

/** The file a player downloads. */
export function sparrowLogFile(log: SparrowLog): { fileName: string; mime: string; text: string } {
  const base = log.title.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'sparrow';
  return { fileName: `${base}.sparrow.json`, mime: 'application/json', text: JSON.stringify(log) };
}
