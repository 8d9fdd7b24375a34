/** Whose confirmation a real-tile hand waits for: everyone's named, or under the majority house rule how many more of them. */
import type { ClubTableView } from '../../../shared/club/protocol';
import type { T } from './names';

export function waitingText(t: T, pending: NonNullable<ClubTableView['pending']>): string {
  const names = pending.waitingFor.join(', ');
  return pending.more < pending.waitingFor.length ? t('club.waitingForMore', { n: pending.more, names }) : t('club.waitingFor', { names });
}
