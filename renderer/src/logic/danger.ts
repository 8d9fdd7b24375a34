/** Danger in a player's words ("high, against Bot 3's riichi"): the review's and the practice aid's one way of saying it. */
import { dangerLevel } from '../../../shared/review/danger-words';

type T = (key: string, params?: Record<string, unknown>) => string;

/** `danger` 0–1 of a tile against `from` (a seat, whether in riichi), said with the players' names. */
export function dangerWords(t: T, danger: number, from: { seat: number; riichi: boolean } | null | undefined, names: readonly string[]): string {
  const level = t(`review.dangerLevel.${dangerLevel(danger)}`);
  if (!from || from.seat < 0 || danger <= 0) return level;
  return t(from.riichi ? 'review.dangerAgainstRiichi' : 'review.dangerAgainst', { level, player: names[from.seat] ?? '?' });
}

/** A review reason's parameters for its sentence: the danger percentages of the `danger` reason said as words. */
export function reasonParams(t: T, key: string, params: Record<string, number>, names: readonly string[]): Record<string, unknown> {
  if (key !== 'danger') return params;
  const from = params.threat >= 0 ? { seat: params.threat, riichi: params.riichi === 1 } : null;
  return { ...params, player: dangerWords(t, params.player / 100, from, names), bot: t(`review.dangerLevel.${dangerLevel(params.bot / 100)}`) };
}
