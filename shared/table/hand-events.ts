/**
 * The current hand's events so far, as the host keeps them: a tab reopened mid-hand is sent them
 * (through eventsFor, as every event is), so its moves list and break line are whole again.
 */
import type { TableEvent } from './types';

/** `kept` followed by `events`, starting afresh at a new hand's start. */
export function handEventsAfter(kept: readonly TableEvent[], events: readonly TableEvent[]): TableEvent[] {
  let start = events.length - 1;
  while (start >= 0 && events[start].type !== 'handStarted') start--;
  return start < 0 ? (events.length ? [...kept, ...events] : (kept as TableEvent[])) : events.slice(start);
}
