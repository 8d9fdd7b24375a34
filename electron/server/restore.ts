/** A table's journal → its places, the replayed engine state and the current hand's fairness record. */
import { presetById, withHouseRules, type Preset } from '../../shared/rules/presets';
import type { SavedTableSummary } from '../../shared/protocol';
import { apply } from '../../shared/table/apply';
import { newTable } from '../../shared/table/start';
import { handEventsAfter } from '../../shared/table/hand-events';
import type { Action, ApplyResult, TableEvent, TableState } from '../../shared/table/types';
import type { JournalContents, JournalRecord, PinHash } from './journal';
import { emptyPlace, type Place } from '../../shared/host/places';
import type { FairnessRecord } from '../../shared/host/round';

type Header = Extract<JournalRecord, { k: 'table' }>;

export interface Restored {
  header: Header;
  preset: Preset;
  pin: PinHash | null;
  places: Place<never>[];
  state: TableState;
  seq: number;
  /** Every action since the table began (the state replays from `newTable(preset)` through them). */
  actions: Action[];
  /** Each action's step (its record's `s`): the views that showed it. */
  steps: number[];
  fairness: FairnessRecord | null;
  /** Every dealt hand's fairness record, in order. */
  hands: FairnessRecord[];
  /** The current hand's events so far (a reopened tab is sent them). */
  handEvents: TableEvent[];
  /** Players' answers held by a claim window's pause that the crash interrupted: the resumed window holds them again. */
  held: Action[];
}

/** The table's preset: the base with the journal's house rules, exactly as when it was created. */
const presetOf = (header: Header): Preset => withHouseRules(presetById(header.preset), header.rules);

/** Closed (every player left, or the game is over) tables are not resumable. */
export const isClosed = (contents: JournalContents): boolean => contents.records.some((r) => r.k === 'closed');

/** Someone could come back to it: at least one player holds a seat token. */
export const hasPlayers = (contents: JournalContents): boolean => placesOf(contents.records).some((p) => p.kind === 'human');

/**
 * The places as the journal leaves them; each held since the step at which its seat token was given
 * (the same token's records only rename or update it). A club night's drawn place (`drawn`) is its
 * drawn player's from its reservation, the first `drawn` record with their name: reserved again
 * for the same name (handed back, a new code), it is held since then (drawn-places.ts); for
 * another name, since that record. Nothing else in the records gives a place an earlier step.
 */
function placesOf(records: readonly JournalRecord[]): Place<never>[] {
  const places = [emptyPlace<never>(), emptyPlace<never>(), emptyPlace<never>(), emptyPlace<never>()];
  let acts = 0;
  let step = 0;
  for (const r of records) {
    if (r.k === 'act') step = r.s ?? ++acts;
    if (r.k !== 'place') continue;
    const p = places[r.place];
    const drawnName = r.drawn === true ? r.name : null;
    const drawnFor = drawnName !== null && p.drawnFor?.name !== drawnName ? { name: drawnName, since: step } : p.drawnFor;
    const since = r.token !== null && r.token === p.tokenHash ? p.since : drawnName !== null && drawnFor ? drawnFor.since : step;
    Object.assign(p, { kind: r.kind, name: r.name, tokenHash: r.token, vacated: r.vacated === true, awaited: r.drawn === true, since, drawnFor });
  }
  return places;
}

export function summarise(contents: JournalContents, savedAt: number): SavedTableSummary {
  const header = contents.records[0] as Header;
  return {
    id: header.id,
    name: header.name,
    preset: presetOf(header).id,
    handsPlayed: contents.records.filter((r) => r.k === 'act' && r.a.type === 'startHand').length,
    actions: contents.records.filter((r) => r.k === 'act').length,
    players: placesOf(contents.records).map((p) => p.name),
    savedAt,
  };
}

/** Why a journal cannot be replayed: the line it stops at and the reason. */
export interface Refusal {
  line: number;
  reason: string;
}

/** The table as its journal leaves it, or the first line that cannot be replayed. Record i is line i + 1. */
export function restore(contents: JournalContents): Restored | Refusal {
  const header = contents.records[0] as Header;
  let preset: Preset;
  try {
    preset = presetOf(header);
  } catch (e) {
    return { line: 1, reason: `line 1 names rules this host cannot play: ${(e as Error).message}` };
  }
  const actions: Action[] = [];
  const steps: number[] = [];
  let state = newTable(preset);
  let fairness: FairnessRecord | null = null;
  const hands: FairnessRecord[] = [];
  let pendingHand: FairnessRecord | null = null;
  let held: Action[] = [];
  let handEvents: TableEvent[] = [];
  let step = 0;
  for (const [i, r] of contents.records.entries()) {
    const line = i + 1;
    if (r.k === 'held') held.push(r.a);
    if (r.k === 'hand') pendingHand = { hand: r.hand, commitment: r.commitment, secret: r.secret, entropy: r.entropy, filled: r.filled ?? [], seed: r.seed, dealer: r.dealer, seatPlayers: r.seatPlayers };
    if (r.k !== 'act') continue;
    if (r.n !== actions.length + 1) return { line, reason: `line ${line} is out of order: action ${r.n} where action ${actions.length + 1} was expected` };
    let result: ApplyResult;
    try {
      result = apply(state, r.a);
    } catch (e) {
      result = { ok: false, error: { code: 'illegal', message: (e as Error).message } };
    }
    if (!result.ok) return { line, reason: `line ${line} is refused: action ${r.n} (${r.a.type}): ${result.error.message}` };
    state = result.state;
    handEvents = handEventsAfter(handEvents, result.events);
    actions.push(r.a);
    step = r.s ?? actions.length;
    steps.push(step);
    held = [];
    if (r.a.type === 'startHand') {
      // A fairness record only counts once its deal was logged after it.
      fairness = pendingHand && pendingHand.seed === r.a.seed ? pendingHand : null;
      if (fairness) hands.push(fairness);
      pendingHand = null;
    }
  }
  return { header, preset, pin: header.pin, places: placesOf(contents.records), state, seq: step, actions, steps, fairness, hands, held, handEvents };
}

export const isRefusal = (r: Restored | Refusal): r is Refusal => 'reason' in r;
