/**
 * The current hand's events so far, as the host keeps them: a tab reopened mid-hand is sent them
 * (through eventsFor, as every event is), so its moves list and break line are whole again.
 */
import type { TableEvent } from './types';

/** `kept` followed by `events`, starting afresh at a new hand's start: `kept` grows in place (a step adds a few events to a hand's hundreds). */
export function handEventsAfter(kept: TableEvent[], events: readonly TableEvent[]): TableEvent[] {
  let start = events.length - 1;
  while (start >= 0 && events[start].type !== 'handStarted') start--;
  if (start >= 0) return events.slice(start);
  kept.push(...events);
  return kept;
}
