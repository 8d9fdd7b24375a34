/**
 * Opens an mjai event log (one JSON event a line, as Mortal, mjai-reviewer and Sparrow write them):
 * each `start_kyoku` … `end_kyoku` is a hand whose steps the events give in the order played; the
 * hand is played again through the engine from the deal it shows (tenhou-import.ts), and the
 * first disagreement is reported with its hand and step.
 */
import { findPreset, type Preset } from '../../presets';
import { fromMjaiTile, tenhouKindCode } from './codes';
import type { MjaiEvent } from './mjai-types';
import { MJAI_ABORTIVE } from './mjai-writer';
import { TENHOU_ABORTIVE } from './tenhou-names';
import type { TenhouKyoku, TenhouResult } from './tenhou-format';
import { mjaiEventProblem } from './mjai-schema';
import { replayRecordedHands, startingScoreOf, tenhouRules, type ImportResult, type RecordedHand } from './tenhou-import';
import type { WalkStep } from './tenhou-walk';

/** What does not follow in an mjai log; `hand` (from 1) and `step` where it is in one. */
class MjaiLogError extends Error {
  override name = 'MjaiLogError';
  constructor(
    message: string,
    readonly hand: number | null = null,
    readonly step: number | null = null,
  ) {
    super(message);
  }
}

/** A tenhou code for an mjai tile name ("5mr" → 51, "E" → 41). */
function code(name: string): number {
  const t = fromMjaiTile(name);
  if (!t) throw new MjaiLogError(`"${name}" is not a tile`);
  return tenhouKindCode(t.kind, t.red);
}

/** An event of a log and where it is ("line 5"; "event 5" of a JSON array). */
interface Located {
  e: MjaiEvent;
  where: string;
}

const isEvent = (e: unknown): e is MjaiEvent => typeof e === 'object' && e !== null && !Array.isArray(e) && typeof (e as { type?: unknown }).type === 'string';

/** Where a line of text ends: \n, \r\n or \r alone. */
export const LINE_END = /\r\n|\r|\n/;

/** The events of an mjai log's text (JSON lines; a JSON array of events too); throws with the line that is not one. */
export function parseMjaiLog(text: string): Located[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const events = JSON.parse(trimmed) as unknown;
    if (!Array.isArray(events)) throw new MjaiLogError('not a list of mjai events');
    return events.map((e, i) => {
      if (!isEvent(e)) throw new MjaiLogError(`event ${i + 1} is not an mjai event`);
      return { e, where: `event ${i + 1}` };
    });
  }
  return trimmed.split(LINE_END).flatMap((line, i) => {
    if (!line.trim()) return [];
    let e: unknown;
    try {
      e = JSON.parse(line);
    } catch {
      e = null;
    }
    if (!isEvent(e)) throw new MjaiLogError(`line ${i + 1} is not an mjai event`);
    return [{ e, where: `line ${i + 1}` }];
  });
}

type StartKyoku = Extract<MjaiEvent, { type: 'start_kyoku' }>;

/** An mjai ryukyoku reason as tenhou names the draw (the replay asks by those names). */
function abortiveName(reason: string | undefined): string {
  const id = Object.entries(MJAI_ABORTIVE).find(([, r]) => r === reason)?.[0];
  return (id && TENHOU_ABORTIVE[id]) || reason || '流局';
}

/** Events only a hand has (between its start_kyoku and its end_kyoku). */
const IN_HAND = new Set<string>(['tsumo', 'dahai', 'chi', 'pon', 'daiminkan', 'kakan', 'ankan', 'dora', 'reach', 'reach_accepted', 'hora', 'ryukyoku', 'end_kyoku']);

/**
 * The hands of an mjai log, each as a recorded hand (tenhou's shape for the header and the
 * result); throws `MjaiLogError` with the hand where an event is malformed or out of place (a
 * start_kyoku or an end_kyoku missing: a log cut short).
 */
function recordedHands(events: readonly Located[], maxHands: number): RecordedHand[] {
  const hands: RecordedHand[] = [];
  let start: Located | null = null;
  let body: Located[] = [];
  let hand = 0;
  for (const located of events) {
    const { e, where } = located;
    if (e.type === 'start_kyoku') {
      if (start) throw new MjaiLogError(`${where}: start_kyoku before this hand's end_kyoku`, hand);
      if (++hand > maxHands) throw new MjaiLogError(`${where}: this log has more hands than Sparrow opens in a game (at most ${maxHands})`, hand);
      const problem = mjaiEventProblem(e);
      if (problem) throw new MjaiLogError(`${where}: ${problem}`, hand);
      start = located;
      body = [];
    } else if (start && e.type === 'end_kyoku') {
      hands.push(handOf(start, body, hand));
      start = null;
    } else if (start) body.push(located);
    else if (IN_HAND.has(e.type)) throw new MjaiLogError(`${where}: ${e.type} before this hand's start_kyoku`, hand + 1);
    else {
      const problem = mjaiEventProblem(e);
      if (problem) throw new MjaiLogError(`${where}: ${problem}`);
    }
  }
  if (start) throw new MjaiLogError(`the log ends before this hand's end_kyoku`, hand);
  return hands;
}

function handOf(located: Located, events: readonly Located[], hand: number): RecordedHand {
  const start = located.e as StartKyoku;
  const wind = ['E', 'S', 'W', 'N'].indexOf(start.bakaze);
  const steps: WalkStep[] = [];
  // Reads the start's or an event's tiles: a name that is no tile is said with where it is.
  const at = (where: string, step: number | null, read: () => void) => {
    try {
      read();
    } catch (x) {
      if (x instanceof MjaiLogError && x.hand === null) throw new MjaiLogError(`${where}: ${x.message}`, hand, step);
      throw x;
    }
  };
  const dora: number[] = [];
  let players: TenhouKyoku['players'] = [];
  at(located.where, null, () => {
    dora.push(code(start.dora_marker));
    players = start.tehais.map((t) => ({ haipai: t.map(code), takes: [], discards: [] }));
  });
  let ura: number[] = [];
  const wins: Extract<TenhouResult, { kind: 'win' }>['wins'] = [];
  let draw: TenhouResult | null = null;
  let riichi = -1;
  let afterKan = -1;
  let last: MjaiEvent | null = null;
  for (const { e, where } of events) {
    const problem = mjaiEventProblem(e);
    if (problem) throw new MjaiLogError(`${where}: ${problem}`, hand, steps.length + 1);
    at(where, steps.length + 1, () => read(e));
    if (e.type !== 'dora' && e.type !== 'reach_accepted') last = e;
  }
  function read(e: MjaiEvent): void {
    switch (e.type) {
      case 'tsumo':
        steps.push({ k: afterKan === e.actor ? 'replacement' : 'draw', p: e.actor, code: code(e.pai) });
        afterKan = -1;
        break;
      case 'reach':
        riichi = e.actor;
        break;
      case 'dahai':
        steps.push({ k: 'discard', p: e.actor, code: code(e.pai), tsumogiri: e.tsumogiri, riichi: riichi === e.actor });
        riichi = -1;
        break;
      case 'chi':
      case 'pon':
      case 'daiminkan':
        steps.push({ k: 'call', p: e.actor, type: e.type, from: e.target, called: code(e.pai), own: e.consumed.map(code) });
        if (e.type === 'daiminkan') afterKan = e.actor;
        break;
      case 'ankan':
        steps.push({ k: 'ankan', p: e.actor, code: code(e.consumed[0]) });
        afterKan = e.actor;
        break;
      case 'kakan':
        steps.push({ k: 'kakan', p: e.actor, code: code(e.pai) });
        afterKan = e.actor;
        break;
      case 'dora':
        dora.push(code(e.dora_marker));
        break;
      case 'hora':
        wins.push({ deltas: e.deltas ?? [0, 0, 0, 0], who: e.actor, from: e.target, pao: e.actor, points: '', yaku: [] });
        if (!ura.length) ura = (e.ura_markers ?? e.uradora_markers ?? []).map(code);
        break;
      case 'ryukyoku':
        // Nothing discarded since the last draw: the player to move abandoned the hand (nine terminals).
        draw = { kind: 'draw', name: last?.type === 'tsumo' ? TENHOU_ABORTIVE.nineTerminals : abortiveName(e.reason), deltas: e.deltas ?? null };
        break;
      default:
        break;
    }
  }
  steps.push({ k: 'end' });
  const result: TenhouResult = wins.length ? { kind: 'win', wins } : (draw ?? { kind: 'draw', name: '流局', deltas: null });
  const kyoku: TenhouKyoku = {
    round: wind * 4 + start.oya,
    honba: start.honba,
    sticks: start.kyotaku,
    scores: start.scores,
    dora,
    ura,
    players,
    result,
  };
  if (kyoku.round !== wind * 4 + start.kyoku - 1) throw new MjaiLogError(`${located.where}: start_kyoku: kyoku ${start.kyoku} with oya ${start.oya}`, hand);
  return { kyoku, steps: () => steps };
}

/** A red five's name ("5mr"), as a tile of an event: the log's tiles show red fives where it does not say. */
const RED_FIVE = /"5[mps]r"/;

/**
 * The rules of an mjai log: the rule set its `start_game` names, else the online rules Tenhou-style
 * with its red fives (its aka_flag, else its tiles) and its first hand's starting score; or why
 * that hand does not start a game.
 */
function presetOf(events: readonly MjaiEvent[], first: TenhouKyoku): Preset | string {
  const game = events.find((e) => e.type === 'start_game') as Extract<MjaiEvent, { type: 'start_game' }> | undefined;
  const own = game?.rules ? findPreset(game.rules) : null;
  if (own?.riichi) return own;
  const score = startingScoreOf(first);
  if (typeof score === 'string') return score;
  const red = game?.aka_flag ?? events.some((e) => e.type !== 'start_game' && RED_FIVE.test(JSON.stringify(e)));
  const east = events.filter((e) => e.type === 'start_kyoku').every((e) => (e as StartKyoku).bakaze === 'E');
  return tenhouRules({ eastOnly: east, redFives: red, openTanyao: true, startingScore: score });
}

/** Replays an mjai log's hands through the engine (a log of more than `maxHands` hands is refused at the first too many). */
export function importMjai(text: string, maxHands = Infinity): ImportResult | { ok: false; hand: null; step: null; error: string } {
  let events: MjaiEvent[];
  let hands: RecordedHand[];
  try {
    const located = parseMjaiLog(text);
    events = located.map((l) => l.e);
    hands = recordedHands(located, maxHands);
  } catch (e) {
    if (e instanceof MjaiLogError && e.hand !== null) return { ok: false, hand: e.hand, step: e.step, error: e.message };
    if (e instanceof MjaiLogError || e instanceof SyntaxError) return { ok: false, hand: null, step: null, error: e.message };
    throw e;
  }
  if (!hands.length) return { ok: false, hand: null, step: null, error: 'no hand in this mjai log (no start_kyoku … end_kyoku)' };
  const game = events.find((e) => e.type === 'start_game') as Extract<MjaiEvent, { type: 'start_game' }> | undefined;
  const preset = presetOf(events, hands[0].kyoku);
  if (typeof preset === 'string') return { ok: false, hand: 1, step: null, error: preset };
  return replayRecordedHands(preset, game?.names ?? ['A', 'B', 'C', 'D'], hands);
}
