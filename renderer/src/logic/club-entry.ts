/**
 * A real-tile table's hand entry, in words and numbers: each place's wind from who deals (the
 * players sit counter-clockwise in the table's order), the riichi sticks the table's scores show
 * are still down, the points a hand moves, and what a waiting hand says (who won, who pays).
 */
import type { ClubTableView } from '../../../shared/club/protocol';
import { sticksOnTable } from '../../../shared/club/realTiles';
import type { Preset } from '../../../shared/rules/presets';
import type { T } from './names';

/** Riichi sticks still on the table after its hands so far, read from its scores (0 where the rules have none). */
export function sticksLeft(preset: Preset, scores: readonly number[] | null): number {
  if (!scores) return 0;
  return sticksOnTable(preset, [{ deltas: scores.map((s) => s - preset.startingScore), winner: null, from: null }]);
}

/** "Bea −2000 · Ann +2000 · Cy 0 · Dan 0": what a hand gives each place (a name and its points never split over two lines). */
export const pointsText = (names: readonly string[], deltas: readonly number[]): string =>
  deltas.map((d, i) => `${names[i]}\u00a0${d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '0'}`).join(' · ');

/** What the waiting hand is: its number and who entered it, who won and who pays under the rule set's settlement. */
export function pendingWhat(t: T, names: readonly string[], pending: NonNullable<ClubTableView['pending']>, discarderPays: boolean): string {
  const head = pending.by === null ? t('clubEntry.pending.byOrganiser', { n: pending.hand }) : t('clubEntry.pending.by', { n: pending.hand, name: pending.by });
  const { winner, from } = pending.result;
  const what =
    winner === null
      ? t('clubEntry.pending.draw')
      : from === null
        ? t('clubEntry.pending.selfDrawn', { winner: names[winner] })
        : t(discarderPays ? 'clubEntry.pending.discardOne' : 'clubEntry.pending.discardAll', { winner: names[winner], from: names[from] });
  return `${head} ${what}`;
}
