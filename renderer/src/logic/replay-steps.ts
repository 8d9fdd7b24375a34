/**
 * The replay's steps of a hand as the table store keeps them (every view that brought something
 * new, from the deal on), and the host's `replaySteps` answer for a page that came back and saw
 * only the catch-up: its steps up to `upTo`, then the ones this page has had live since.
 */
import type { ReplayStep, ServerMessage } from '../../../shared/protocol';
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
