/** Waiting for One: before the winning tile, exactly one tile kind completes the hand. */
import { isComplete, toCounts, waitsBy } from '../../analysis';
import { isEightAndHalfPairs } from '../../table/shape';
import type { Kind } from '../../tiles';
import { SETS } from './readings';
import type { TaiwaneseHand } from './types';

/** The kinds that complete the hand as it was before the winning tile (a fifth copy never exists). */
export function waitsBefore(hand: TaiwaneseHand): Kind[] {
  const setsNeeded = SETS - hand.melds.length;
  const held = toCounts([...hand.concealed, ...hand.melds.flatMap((m) => m.kinds)]);
  const special = hand.melds.length === 0;
  return waitsBy(
    toCounts(hand.concealed),
    (withTile) => isComplete(withTile, setsNeeded) || (special && isEightAndHalfPairs(withTile)),
    held,
  );
}
