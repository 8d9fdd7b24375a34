/**
 * The table store after coming back: its replay holds only the catch-up until it is opened, then
 * asks the host once for the hand's steps and takes them up to the host's `upTo`, keeping the
 * views that came live after it; a refusal leaves what the page saw and says so. A hand dealt
 * before the player took the place (the catch-up's `stepsFrom`) is offered for no replay at all,
 * reloaded or not: the host sends none of its steps.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, expect, it } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../shared/protocol';
import type { SeatView, VisibleEvent } from '../../shared/view';
import { useTable } from '../../renderer/src/stores/table';

type ViewMessage = Extract<ServerMessage, { t: 'view' }>;

const seatView = (hand: number, phase: 'discard' | 'over', turn = 0): SeatView =>
  ({ kind: 'seat-view', you: 0, presetId: 'riichi', family: 'riichi', playerAtSeat: [0, 1, 2, 3], firstDealer: 0, game: {}, hand: { index: hand, turn, phase, seats: [] }, legal: [], claimKinds: [] }) as unknown as SeatView;
const discarded = (seat: number): VisibleEvent => ({ type: 'discarded', seat, tile: 5 }) as VisibleEvent;
const view = (seq: number, v: SeatView, events: VisibleEvent[], catchUp = false, stepsFrom?: number): ViewMessage => ({
  t: 'view', table: 't1', view: v, events, claimDeadline: null, claimMsLeft: null, seq, status: 'playing', players: [], nextHandMsLeft: null, nextHandHeld: false, turnClock: null, ...(catchUp ? { catchUp } : {}), ...(stepsFrom === undefined ? {} : { stepsFrom }),
});
const dealt = (hand: number): VisibleEvent => ({ type: 'handStarted', index: hand }) as unknown as VisibleEvent;

let sent: ClientMessage[];
beforeEach(() => {
  setActivePinia(createPinia());
  sent = [];
  const table = useTable();
  table.bind((m) => sent.push(m));
  table.receive({ t: 'joined', table: 't1', seat: 0, token: 'ab'.repeat(16) });
});

it('a page back mid-hand asks for this hand’s steps when its replay opens, and keeps what came live after them', () => {
  const table = useTable();
  table.receive(view(40, seatView(2, 'discard', 1), [discarded(0), discarded(1)], true));
  expect(table.snapshots.map((s) => s.seq)).toEqual([40]);
  // Nothing is asked before the replay opens; the view that came meanwhile is kept.
  table.receive(view(41, seatView(2, 'discard', 2), [discarded(1)]));
  expect(sent).toEqual([]);
  table.askSteps('this');
  table.askSteps('this');
  expect(sent).toEqual([{ t: 'replaySteps', table: 't1', hand: 2 }]);
  expect(table.stepsAsked).toEqual({ hand: 2, status: 'asking' });
  // The host answered at step 40: its steps, then the page's own from 41 on.
  const steps = [30, 33, 40].map((seq) => ({ seq, view: seatView(2, 'discard'), events: [discarded(seq % 4)] }));
  table.receive({ t: 'replaySteps', table: 't1', hand: 2, upTo: 40, steps });
  expect(table.snapshots.map((s) => s.seq)).toEqual([30, 33, 40, 41]);
  expect(table.stepsAsked).toBeNull();
  // Whole now: opening the replay again asks nothing.
  table.askSteps('this');
  expect(sent).toHaveLength(1);
});

it('the last hand can be replayed after coming back mid-hand; a refusal leaves what the page saw and says so', () => {
  const table = useTable();
  table.receive(view(90, seatView(3, 'discard'), [discarded(0)], true));
  expect(table.lastFinished).toMatchObject({ index: 2, snapshots: [], whole: false });
  table.askSteps('last');
  expect(sent).toEqual([{ t: 'replaySteps', table: 't1', hand: 2 }]);
  table.receive({ t: 'error', code: 'rate-limited', message: 'wait a little', for: 'replaySteps' });
  expect(table.stepsAsked).toEqual({ hand: 2, status: 'refused' });
  expect(table.lastFinished!.snapshots).toEqual([]);
  // Opened again, it asks again.
  table.askSteps('last');
  expect(sent).toHaveLength(2);
  table.receive({ t: 'replaySteps', table: 't1', hand: 2, upTo: 90, steps: [{ seq: 70, view: seatView(2, 'over'), events: [discarded(2)] }] });
  expect(table.lastFinished).toMatchObject({ index: 2, whole: true });
  expect(table.lastFinished!.snapshots.map((s) => s.seq)).toEqual([70]);
  // Another table's answer changes nothing.
  table.receive({ t: 'replaySteps', table: 'other', hand: 3, upTo: 95, steps: [{ seq: 91, view: seatView(3, 'discard'), events: [discarded(3)] }] });
  expect(table.snapshots.map((s) => s.seq)).toEqual([90]);
});

it('a page that saw the hand from its deal asks nothing', () => {
  const table = useTable();
  table.receive(view(5, seatView(0, 'discard'), [{ type: 'handStarted' } as unknown as VisibleEvent]));
  table.receive(view(6, seatView(0, 'discard', 1), [discarded(0)]));
  table.askSteps('this');
  expect(sent.filter((m) => m.t === 'replaySteps')).toEqual([]);
});

it('a place taken between hands offers no replay of the hand before it, reloaded or not, and asks nothing; the hands after it as ever', () => {
  const table = useTable();
  // Taken between hands 2 and 3: the catch-up shows hand 2 over.
  table.receive(view(50, seatView(2, 'over'), [discarded(1)], true, 3));
  table.receive(view(51, seatView(3, 'discard'), [dealt(3)]));
  expect(table.lastFinished).toBeNull();
  expect(table.replayable(2)).toBe(false);
  table.askSteps('last');
  // Reloaded mid-hand 3: the same.
  setActivePinia(createPinia());
  const again = useTable();
  again.bind((m) => sent.push(m));
  again.receive({ t: 'joined', table: 't1', seat: 0, token: 'ab'.repeat(16) });
  again.receive(view(60, seatView(3, 'discard', 2), [discarded(0)], true, 3));
  expect(again.lastFinished).toBeNull();
  again.askSteps('last');
  expect(sent).toEqual([]);
  // Hand 3 is the player's: its replay is offered, and asked for (the page missed some of it).
  expect(again.replayable(3)).toBe(true);
  again.askSteps('this');
  expect(sent).toEqual([{ t: 'replaySteps', table: 't1', hand: 3 }]);
  again.receive(view(70, seatView(3, 'over'), [discarded(1)]));
  again.receive(view(71, seatView(4, 'discard'), [dealt(4)]));
  expect(again.lastFinished).toMatchObject({ index: 3 });
});

it('a place handed over mid-hand (a club night’s, to another name) offers no replay of that hand', () => {
  const table = useTable();
  table.receive(view(80, seatView(5, 'discard'), [discarded(0)], true, 6));
  expect(table.lastFinished).toBeNull();
  expect(table.replayable(5)).toBe(false);
  table.askSteps('this');
  expect(sent).toEqual([]);
  // A spectator's catch-up says nothing: every hand is offered.
  table.receive({ t: 'left', table: 't1' });
  table.receive({ t: 'joined', table: 't1', seat: null, token: null });
  table.receive(view(81, seatView(5, 'discard'), [discarded(1)], true));
  expect(table.replayable(5)).toBe(true);
  expect(table.lastFinished).toMatchObject({ index: 4, whole: false });
});
