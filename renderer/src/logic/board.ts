/**
 * What the live table's board (TableBoard.vue) and a replay's phone board (ReplayPhoneBoard.vue)
 * both show of a hand: the pond whose last tile is the latest discard, whose move it is, and the
 * centre's facts (CenterInfo's props), with the rule set's name and a house-rules tag.
 */
import { ruleFamily } from '../../../shared/rules/families';
import type { SeatView } from '../../../shared/view';
import { presetName } from './houseRules';
import type { T } from './names';

type Hand = NonNullable<SeatView['hand']>;

/** The seat whose pond holds the latest discard (a claim's, or the one before a draw), or -1. */
export function latestFrom(h: Hand): number {
  if (h.claim) return h.claim.robbing ? -1 : h.claim.from;
  return h.phase === 'draw' ? (h.turn + 3) % 4 : -1;
}

/** The seat whose move it shows: during a claim window still the discarder's, none while you may claim (`claiming`). */
export function turnSeatOf(h: Hand, claiming = false): number | null {
  if (h.phase === 'over') return null;
  if (h.phase === 'claims') return claiming || !h.claim ? null : h.claim.from;
  return h.turn;
}

/** The rule set's name; a table with house rules says so (the rules panel lists them). */
export const boardPresetName = (t: T, presetId: string): string => presetName(t, presetId) + (presetId.includes('+') ? ` · ${t('house.tag')}` : '');

/** CenterInfo's props for a view with a hand; `status`, whose move it is in words. */
export function centerInfo(t: T, view: SeatView, status: string | null) {
  const h = view.hand!;
  const family = ruleFamily(view.family);
  return {
    prevailing: view.game.prevailing,
    handNumber: view.game.handsPlayed + (h.phase === 'over' ? 0 : 1),
    wallLive: h.wallLive,
    doraIndicators: h.doraIndicators,
    riichiSticks: view.game.riichiSticks,
    honba: view.game.honba,
    alwaysSticks: family.hasRiichi,
    dealerStreak: family.dealerStreak ? view.game.dealerStreak : null,
    dealerWins: family.dealerWins ? view.game.dealerWins : null,
    status,
    presetName: boardPresetName(t, view.presetId),
  };
}
