/**
 * The replay's steps of a hand as the table store keeps them (every view that brought something
 * new, from the deal on), and the host's `replaySteps` answer for a page that came back and saw
 * only the catch-up: its steps up to `upTo`, then the ones this page has had live since.
 * `useReplaySteps`: the table store's asking for them (which hand, once at a time, refused).
 */
import { ref, type Ref, type ShallowRef } from 'vue';
import type { ClientMessage, PlayerInfo, ReplayStep, ServerMessage } from '../../../shared/protocol';
import type { SeatView, VisibleEvent } from '../../../shared/view';

export interface Snapshot {
  view: SeatView;
  events: VisibleEvent[];
  /** The view's step (`seq`). */
  seq: number;
}

/** The hand's steps: the host's up to `upTo`, then this page's own since (none at all if the host's are empty). */
export function withHostSteps(live: readonly Snapshot[], answer: Extract<ServerMessage, { t: 'replaySteps' }>): Snapshot[] {
  if (answer.steps.length === 0) return [...live];
  const own = (s: ReplayStep): Snapshot => ({ view: s.view, events: s.events, seq: s.seq });
  return [...answer.steps.map(own), ...live.filter((s) => s.seq > answer.upTo)];
}

export interface FinishedHand {
  index: number;
  snapshots: Snapshot[];
  players: PlayerInfo[];
  /** Every step of the hand is here (this page saw it from the deal, or the host sent the steps). */
  whole: boolean;
}

/** Steps of a hand asked of the host: on their way, or refused (the replay shows what this page saw). */
export interface StepsAsked {
  hand: number;
  status: 'asking' | 'refused';
}

interface StepsOf {
  tableId: Ref<string | null>;
  view: ShallowRef<SeatView | null>;
  snapshots: ShallowRef<Snapshot[]>;
  lastFinished: ShallowRef<FinishedHand | null>;
  send: (m: ClientMessage) => void;
}

/**
 * The table store's replay steps: `whole`, the current hand's snapshots are all its steps (false
 * after a catch-up, until the host sends them); `from`, the first hand this page may replay (a
 * player's catch-up's `stepsFrom`: the host sends no steps of a hand dealt before the player took
 * the place, so its replay is not offered at all, whatever the page saw of it).
 */
export function useReplaySteps({ tableId, view, snapshots, lastFinished, send }: StepsOf) {
  const state = { whole: false };
  const from = ref(0);
  const stepsAsked = ref<StepsAsked | null>(null);

  /** Hand `hand` may be replayed: it was dealt after this player took the place (a spectator: any). */
  const replayable = (hand: number): boolean => hand >= from.value;

  /** A catch-up came: which hands this page may replay from now on. */
  function caughtUp(stepsFrom: number | undefined): void {
    state.whole = false;
    from.value = stepsFrom ?? 0;
  }

  /**
   * The replay of this hand or the last one opens: if this page missed some of its steps (it came
   * back mid-hand or between hands), the host is asked for them, once at a time.
   */
  function askSteps(which: 'this' | 'last'): void {
    const last = lastFinished.value;
    const target = which === 'last' ? last && { hand: last.index, whole: last.whole } : view.value?.hand && { hand: view.value.hand.index, whole: state.whole };
    if (!tableId.value || !target || target.whole || !replayable(target.hand)) return;
    if (stepsAsked.value?.hand === target.hand && stepsAsked.value.status === 'asking') return;
    stepsAsked.value = { hand: target.hand, status: 'asking' };
    send({ t: 'replaySteps', table: tableId.value, hand: target.hand });
  }

  function onSteps(m: Extract<ServerMessage, { t: 'replaySteps' }>): void {
    const last = lastFinished.value;
    if (view.value?.hand?.index === m.hand) {
      snapshots.value = withHostSteps(snapshots.value, m);
      state.whole = true;
    } else if (last?.index === m.hand) lastFinished.value = { ...last, snapshots: withHostSteps(last.snapshots, m), whole: true };
    if (stepsAsked.value?.hand === m.hand) stepsAsked.value = null;
  }

  /** The host refused the steps: the replay shows what this page saw. */
  function onRefused(): void {
    if (stepsAsked.value) stepsAsked.value = { ...stepsAsked.value, status: 'refused' };
  }

  function reset(): void {
    state.whole = false;
    from.value = 0;
    stepsAsked.value = null;
  }

  return { state, stepsAsked, replayable, caughtUp, askSteps, onSteps, onRefused, reset };
}
