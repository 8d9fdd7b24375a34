/** The calls a player says aloud (Pon, Chi, Kan, Ron, Tsumo, Riichi, or the family's own words), from one view's events. */
import type { VisibleEvent } from '../../../shared/view';

export type Call = 'pung' | 'chow' | 'kong' | 'win' | 'selfDrawn' | 'riichi';

/** By seat: the call that seat made in these events (the last one, if several), else null. */
export function callsIn(events: readonly VisibleEvent[]): (Call | null)[] {
  const out: (Call | null)[] = [null, null, null, null];
  for (const e of events) {
    if (e.type === 'claimed' && e.claim !== 'win') out[e.seat] = e.claim;
    else if (e.type === 'konged' && (e.concealed || e.added)) out[e.seat] = 'kong';
    else if (e.type === 'riichiDeclared') out[e.seat] = 'riichi';
    else if (e.type === 'handWon') for (const w of e.winners) out[w.seat] = w.from === null ? 'selfDrawn' : 'win';
  }
  return out;
}
