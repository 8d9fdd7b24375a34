/** Why your claim did not get the tile (the host's `claimLost` event, sent to you alone). */
import type { ClaimKind, Seat } from '../../../shared/table/types';
import type { VisibleEvent } from '../../../shared/view';

export interface LostClaim {
  claim: ClaimKind;
  to: Seat;
  took: ClaimKind;
  /** `priority`: theirs outranks yours (Mah-Jong over pung, pung over chow); `order`: the same rank, nearer in turn. */
  reason: 'priority' | 'order';
}

const RANK: Record<ClaimKind, number> = { win: 3, kong: 2, pung: 2, chow: 1 };

/**
 * The claim of yours that lost, while it matters: during play until your next discard; once the
 * hand is over, only a lost claim on the tile that ended it (someone's Mah-Jong).
 */
export function lostClaim(events: readonly VisibleEvent[], you: Seat | null, over: boolean): LostClaim | null {
  if (you === null) return null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!over && e.type === 'discarded' && e.seat === you) return null;
    if (e.type !== 'claimLost' || e.seat !== you) continue;
    if (over && e.took !== 'win') return null;
    return { claim: e.claim, to: e.to, took: e.took, reason: RANK[e.took] > RANK[e.claim] ? 'priority' : 'order' };
  }
  return null;
}
