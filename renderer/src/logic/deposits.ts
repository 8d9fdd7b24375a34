/**
 * The riichi sticks put on the table during a finished hand, by seat, read from what every player
 * sees: a seat that declared riichi paid its stick once its declaring discard passed, that is unless
 * a player won on that very discard.
 */
import { baseIdOf } from '../../../shared/rules/house';
import { PRESETS } from '../../../shared/rules/presets';
import type { SeatView } from '../../../shared/view';

export function depositsPaid(view: SeatView): number[] {
  const hand = view.hand;
  const deposit = PRESETS[baseIdOf(view.presetId) as keyof typeof PRESETS]?.riichi?.deposit ?? 0;
  if (!hand || !deposit) return [0, 0, 0, 0];
  return hand.seats.map((seat, s) => {
    if (!seat.riichi) return 0;
    const declaring = seat.discards.findIndex((d) => d.riichi);
    const wonOnIt = declaring === seat.discards.length - 1 && (hand.result?.winners ?? []).some((w) => w.from === s);
    return wonOnIt ? 0 : deposit;
  });
}
