/**
 * Whom the organiser can seat at a place before its table begins: every present player elsewhere
 * this round who can still move (at a table that has not begun, sitting out, or not drawn yet),
 * each with where they are now.
 */
import type { EveningView } from '../../../shared/club/protocol';

export type Where = { kind: 'table'; n: number } | { kind: 'sittingOut' } | { kind: 'notDrawn' };
export interface Mover {
  id: number;
  name: string;
  where: Where;
}

export function moversFor(evening: EveningView, table: number, place: number): Mover[] {
  if (evening.phase !== 'playing') return [];
  const target = evening.tables[table];
  if (!target || target.done || target.begun) return [];
  const here = target.playerIds[place];
  return evening.players.flatMap((p): Mover[] => {
    if (!p.present || p.id === here) return [];
    const at = evening.tables.find((t) => t.playerIds.includes(p.id));
    if (at) return at.done || at.begun ? [] : [{ id: p.id, name: p.name, where: { kind: 'table', n: at.index + 1 } }];
    return [{ id: p.id, name: p.name, where: evening.sittingOut.includes(p.name) ? { kind: 'sittingOut' } : { kind: 'notDrawn' } }];
  });
}
