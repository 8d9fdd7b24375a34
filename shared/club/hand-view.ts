/**
 * A real-tile table's hand in the evening's view: the one waiting for confirmations (who entered
 * it, whom it waits for) and the last one taken back (by whom, and whether they said it was wrong).
 */
import { confirmationsMissing, confirmersOf } from './evening';
import type { ClubTableView } from './protocol';
import type { EveningState } from './types';

export function realTileHandView(s: EveningState, index: number): Pick<ClubTableView, 'pending' | 'withdrawn'> {
  const t = s.tables[index];
  const name = (p: number | 'organiser' | undefined) => (p === undefined || p === 'organiser' ? null : s.players[p].name);
  const pending = t.pending && {
    hand: t.hands.length + 1,
    version: t.pending.version,
    result: t.pending.result,
    waitingFor: confirmersOf(s, index).filter((p) => !t.pending!.confirmed.includes(p)).map((p) => s.players[p].name),
    more: confirmationsMissing(s, index),
    by: name(t.pending.by),
  };
  return { pending, withdrawn: t.withdrawn ? { by: s.players[t.withdrawn.by].name, wrong: t.withdrawn.wrong } : null };
}
