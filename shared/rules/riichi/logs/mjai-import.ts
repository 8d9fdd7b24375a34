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
import { replayRecordedHands, tenhouRules, type ImportResult, type RecordedHand } from './tenhou-import';
import { WalkError, type WalkStep } from './tenhou-walk';

class MjaiLogError extends Error {
  override name = 'MjaiLogError';
}

/** A tenhou code for an mjai tile name ("5mr" → 51, "E" → 41). */
function code(name: string): number {
  const t = fromMjaiTile(name);
  if (!t) throw new MjaiLogError(`"${name}" is not a tile`);
  return tenhouKindCode(t.kind, t.red);
}

/** The events of an mjai log's text (JSON lines; a JSON array of events too); throws with the line that is not one. */
export function parseMjaiLog(text: string): MjaiEvent[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as MjaiEvent[];
  return trimmed.split('\n').flatMap((line, i) => {
    if (!line.trim()) return [];
    try {
      const e = JSON.parse(line) as MjaiEvent;
      if (typeof e !== 'object' || e === null || typeof e.type !== 'string') throw new Error('no type');
      return [e];
    } catch {
      throw new MjaiLogError(`line ${i + 1} is not an mjai event`);
    }
  });
}

type StartKyoku = Extract<MjaiEvent, { type: 'start_kyoku' }>;

/** An mjai ryukyoku reason as tenhou names the draw (the replay asks by those names). */
function abortiveName(reason: string | undefined): string {
  const id = Object.entries(MJAI_ABORTIVE).find(([, r]) => r === reason)?.[0];
  return (id && TENHOU_ABORTIVE[id]) || reason || '流局';
}

/** The hands of an mjai log, each as a recorded hand (tenhou's shape for the header and the result). */
function recordedHands(events: readonly MjaiEvent[]): RecordedHand[] {
  const hands: RecordedHand[] = [];
  let start: StartKyoku | null = null;
  let body: MjaiEvent[] = [];
  for (const e of events) {
    if (e.type === 'start_kyoku') {
      start = e;
      body = [];
    } else if (e.type === 'end_kyoku' && start) {
      hands.push(handOf(start, body));
      start = null;
    } else if (start) body.push(e);
  }
  return hands;
}

function handOf(start: StartKyoku, events: readonly MjaiEvent[]): RecordedHand {
  const wind = ['E', 'S', 'W', 'N'].indexOf(start.bakaze);
  const steps: WalkStep[] = [];
  const dora = [code(start.dora_marker)];
  let ura: number[] = [];
  const wins: Extract<TenhouResult, { kind: 'win' }>['wins'] = [];
  let draw: TenhouResult | null = null;
  let riichi = -1;
  let afterKan = -1;
  let last: MjaiEvent | null = null;
  for (const e of events) {
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
    if (e.type !== 'dora' && e.type !== 'reach_accepted') last = e;
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
    players: start.tehais.map((t) => ({ haipai: t.map(code), takes: [], discards: [] })),
    result,
  };
  if (kyoku.round !== wind * 4 + start.kyoku - 1) throw new MjaiLogError(`start_kyoku: kyoku ${start.kyoku} with oya ${start.oya}`);
  return { kyoku, steps: () => steps };
}

/** The rules of an mjai log: the rule set its `start_game` names, else the online rules Tenhou-style with its red fives. */
function presetOf(events: readonly MjaiEvent[]): Preset {
  const game = events.find((e) => e.type === 'start_game') as Extract<MjaiEvent, { type: 'start_game' }> | undefined;
  const own = game?.rules ? findPreset(game.rules) : null;
  if (own?.riichi) return own;
  const start = events.find((e) => e.type === 'start_kyoku') as StartKyoku | undefined;
  const score = start?.scores[0] ?? 25000;
  const red = game?.aka_flag ?? events.some((e) => JSON.stringify(e).includes('r"'));
  const east = events.filter((e) => e.type === 'start_kyoku').every((e) => (e as StartKyoku).bakaze === 'E');
  return tenhouRules({ eastOnly: east, redFives: red, openTanyao: true, startingScore: score });
}

/** Replays an mjai log's hands through the engine. */
export function importMjai(text: string): ImportResult | { ok: false; hand: null; step: null; error: string } {
  let events: MjaiEvent[];
  let hands: RecordedHand[];
  try {
    events = parseMjaiLog(text);
    hands = recordedHands(events);
  } catch (e) {
    if (e instanceof MjaiLogError || e instanceof SyntaxError || e instanceof WalkError) return { ok: false, hand: null, step: null, error: (e as Error).message };
    throw e;
  }
  if (!hands.length) return { ok: false, hand: null, step: null, error: 'no hand in this mjai log (no start_kyoku … end_kyoku)' };
  const game = events.find((e) => e.type === 'start_game') as Extract<MjaiEvent, { type: 'start_game' }> | undefined;
  return replayRecordedHands(presetOf(events), game?.names ?? ['A', 'B', 'C', 'D'], hands);
}
