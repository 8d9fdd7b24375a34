/**
 * "Replay this hand" for a page that came back (reloaded, or another device with the seat token):
 * it holds only the catch-up view, so it asks for the hand's steps (`replaySteps`) and gets them
 * as its seat, or the spectators, was sent them live, rebuilt from the table's log. The engine is
 * pure: replaying the hand's actions gives each step's state again, and each step is `viewFor` of
 * it with the events the step brought (`seatEvents`), exactly the frames sent then and nothing
 * more. A step is the views' `seq` (TableGround.steps): several actions may make one (a claim
 * window's held answers and its closing), and an answer that showed nobody anything (its window
 * still open for another seat: `silentStep`) joins the step before it without changing what it showed.
 *
 * Who gets what: a player the steps of its own seat, of a hand dealt after it took the place (a
 * club night's drawn place: after its reservation, see `firstOwnHand`); a spectator the
 * spectators'; only the hand in play (up to the present) or the one before it; not a blind game's
 * hand in play (a discard lies face down there once the next one comes). The answer goes through
 * the table's sink after the journal records of the steps it shows, and waits for no record of
 * what only one seat was shown (HostSink.sendShown).
 *
 * Bounds: one rebuild per request, of one hand (the hands' starts found are kept per table, so a
 * rebuild replays one hand's actions, not the game's); the spectators' steps, the same for every
 * spectator, are rebuilt once a step and kept (the two hands that may be asked for). Requests are
 * paced: REPLAYS_PER_MINUTE per place, and as many for the spectators at one address (a spectator
 * needs no PIN and may come back as often as it likes, on a new connection too, so one stranger
 * uses up only his own address's allowance).
 */
import { apply } from '../table/apply';
import { silentStep } from '../table/pacing';
import { seatOfPlace, type Action, type TableEvent, type TableState } from '../table/types';
import { isBlindGame, viewFor } from '../view';
import { PerMinute } from './per-minute';
import { CLOSED, failure, type Failure, type TableGround } from './table-ground';
import { seatEvents, type HostMessage, type HostPeer, type SeatStep } from './wire';

/** Requests one place may make in a minute; the spectators at one address as many. */
export const REPLAYS_PER_MINUTE = 6;
/** Hands' starts kept per table: the hand in play and the one before it are the ones asked for. */
const STARTS_KEPT = 3;

/** What a hand is rebuilt from: the table's log (TableGround's). */
export interface HandLog {
  readonly initial: TableState;
  readonly actions: readonly Action[];
  /** Each action's step (the `seq` of the views that showed it). */
  readonly steps: readonly number[];
}

/** Where a hand starts in the log: its deal's index and the state before it. */
export interface HandStart {
  hand: number;
  index: number;
  state: TableState;
}

/** The spectators' steps of a hand as last rebuilt: up to step `upTo`, or all of them (`whole`: the hand was over). */
interface Kept {
  hand: number;
  upTo: number;
  whole: boolean;
  steps: SeatStep[];
}

const startsOf = new WeakMap<object, HandStart[]>();
const askedOf = new WeakMap<object, PerMinute<string>>();
const spectatorsOf = new WeakMap<object, Kept[]>();

/** Action `i` of the log applied again: the engine took it once, so a refusal now is a broken log. */
function replayed(state: TableState, action: Action, i: number): { state: TableState; events: TableEvent[] } {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`action ${i} (${action.type}) was refused on replay: ${r.error.message}`);
  return r;
}

function remember(key: object, start: HandStart): void {
  const others = (startsOf.get(key) ?? []).filter((s) => s.hand !== start.hand);
  startsOf.set(key, [start, ...others].sort((a, b) => b.hand - a.hand).slice(0, STARTS_KEPT));
}

/** Where hand `hand` starts in `log` (null: not dealt), walking on from the latest start `key` knows before it. */
export function handStart(key: object, log: HandLog, hand: number): HandStart | null {
  const known = startsOf.get(key) ?? [];
  const found = known.find((s) => s.hand === hand);
  if (found) return found;
  const from = known.filter((s) => s.hand < hand).sort((a, b) => b.hand - a.hand)[0];
  let state = from?.state ?? log.initial;
  for (let i = from?.index ?? 0; i < log.actions.length; i++) {
    const action = log.actions[i];
    const after = replayed(state, action, i).state;
    if (action.type === 'startHand' && after.hand) {
      const start = { hand: after.hand.index, index: i, state };
      remember(key, start);
      if (start.hand >= hand) return start.hand === hand ? start : null;
    }
    state = after;
  }
  return null;
}

/**
 * The steps of the hand starting at `start` as `place` (null: the spectators) was sent them: each
 * step that brought it events, up to the hand's end or the log's (the present).
 */
export function rebuildSteps(log: HandLog, start: HandStart, place: number | null): SeatStep[] {
  const out: SeatStep[] = [];
  let state = start.state;
  let step: { seq: number; state: TableState | null; events: TableEvent[] } | null = null;
  const shown = () => {
    if (!step?.state) return;
    const seat = place === null ? null : seatOfPlace(step.state, place);
    const events = seatEvents(step.events, seat);
    if (events.length) out.push({ seq: step.seq, view: viewFor(step.state, seat), events });
  };
  for (let i = start.index; i < log.actions.length; i++) {
    const action = log.actions[i];
    if (i > start.index && action.type === 'startHand') break;
    const before = state;
    const r = replayed(before, action, i);
    state = r.state;
    if (step?.seq !== log.steps[i]) {
      shown();
      step = { seq: log.steps[i], state: null, events: [] };
    }
    if (silentStep(before, state, r.events)) continue;
    step.state = state;
    step.events.push(...r.events);
  }
  shown();
  return out;
}

/**
 * The first hand `place` may step through: its holder's are the hands dealt after they took it
 * (`since`, places.ts). A hand dealt before was someone else's, or a bot's (taken between hands). A
 * club night's drawn place is its drawn player's from its reservation, whoever played it meanwhile
 * (a bot before they came, or while they were gone) and whatever token they hold it with
 * (drawn-places.ts: handed back, a new code). Never earlier than the hand before the one in play:
 * only those two are stepped through. A page that comes back is told it (the catch-up's
 * `stepsFrom`, views.ts), so it offers no replay the host will refuse.
 */
export function firstOwnHand<P extends HostPeer>(g: TableGround<P>, place: number): number {
  const latest = g.state.hand?.index;
  if (latest === undefined) return 0;
  return Math.max(firstHandHeld(g, g.places[place].since), latest - 1);
}

/** The first hand of the log dealt after step `since` (the hands dealt so far when none was): a place's holder's first own hand, `since` being when they took it (places.ts). Reviews ask it too. */
export function firstHandHeld(log: HandLog, since: number): number {
  let hand = 0;
  for (let i = 0; i < log.actions.length; i++) {
    if (log.actions[i].type !== 'startHand') continue;
    if (log.steps[i] > since) return hand;
    hand++;
  }
  return hand;
}

/** Counts a request by a place, or by the spectators at one address, at the table `key`; or says it is one too many this minute. */
function paced(key: object, who: { place: number } | { from: string }, now: number): Failure | null {
  let asked = askedOf.get(key);
  if (!asked) askedOf.set(key, (asked = new PerMinute(REPLAYS_PER_MINUTE)));
  if (asked.take('place' in who ? `place ${who.place}` : `from ${who.from}`, now)) return null;
  const whose = 'place' in who ? 'for one place' : "by a table's spectators at your address";
  return failure('rate-limited', `a hand's steps may be asked for ${REPLAYS_PER_MINUTE} times a minute ${whose}; wait a little`);
}

/** The spectators' steps of the hand starting at `start`: the same for every spectator, so rebuilt once a step (or once, for a hand that is over). */
function spectatorsSteps<P extends HostPeer>(g: TableGround<P>, start: HandStart): SeatStep[] {
  const latest = g.state.hand!.index;
  const kept = (spectatorsOf.get(g) ?? []).filter((k) => k.hand >= latest - 1);
  const found = kept.find((k) => k.hand === start.hand && (k.whole || k.upTo === g.seq));
  if (found) return found.steps;
  const steps = rebuildSteps(g, start, null);
  spectatorsOf.set(g, [{ hand: start.hand, upTo: g.seq, whole: start.hand < latest, steps }, ...kept.filter((k) => k.hand !== start.hand)]);
  return steps;
}

/**
 * `replaySteps`: sends `peer` (asking from address `from`) the steps of hand `hand` at its table as
 * it was sent them, or says why not (and sends nothing).
 */
export function sendHandSteps<P extends HostPeer>(g: TableGround<P>, peer: P, hand: number, from: string): Failure | null {
  if (g.closed) return CLOSED;
  const place = g.placeOf(peer);
  if (place < 0 && !g.spectators.has(peer)) return failure('not-seated', 'only a player at the table or a spectator watching it can step through its hands');
  const latest = g.state.hand;
  if (!latest) return failure('no-hand', 'no hand has been dealt yet');
  if (hand !== latest.index && hand !== latest.index - 1) return failure('no-hand', `only the hand in play or the one before it can be stepped through (hand ${latest.index} is the latest)`);
  if (hand === latest.index && latest.phase !== 'over' && isBlindGame(g.state))
    return failure('not-allowed', 'in the blind game a hand is stepped through once it is over: until then its discards lie face down');
  if (place >= 0 && hand < firstOwnHand(g, place)) return failure('not-allowed', `you took your place after hand ${hand} was dealt: its steps were not yours to see`);
  const refused = paced(g, place < 0 ? { from } : { place }, g.clock.now());
  if (refused) return refused;
  const start = handStart(g, g, hand);
  if (!start) return failure('no-hand', `hand ${hand} has not been dealt`);
  const steps = place < 0 ? spectatorsSteps(g, start) : rebuildSteps(g, start, place);
  const message: HostMessage = { t: 'replaySteps', table: g.id, hand, upTo: g.seq, steps };
  if (g.sink.sendShown) g.sink.sendShown(peer, message);
  else g.sink.send(peer, message);
  return null;
}
