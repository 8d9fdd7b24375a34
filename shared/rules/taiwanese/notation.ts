/**
 * A Taiwanese hand from Sparrow's hand notation, for tests and the score-a-hand tool:
 * "123m456m789m123p456p 11z 1f +1z" with `[...]` exposed and `{...}` concealed kongs.
 * The winning tile (`+`) is required; the rest of the situation comes with defaults.
 */
import { NotationError, parseHand } from '../../notation';
import type { TaiwaneseHand } from './types';

export type HandSituation = Partial<Omit<TaiwaneseHand, 'concealed' | 'melds' | 'bonus' | 'winning'>>;

/** Defaults: a non-dealer (South) in the East round, winning on a discard. */
const DEFAULT_SITUATION: Required<HandSituation> = {
  source: 'discard',
  seatWind: 1,
  prevailingWind: 0,
  dealer: false,
  dealerStreak: 0,
  lastTile: false,
  firstTurn: false,
};

export function taiwaneseHandFromText(text: string, situation: HandSituation = {}): TaiwaneseHand {
  const parsed = parseHand(text);
  if (parsed.winning === undefined) throw new NotationError('name the winning tile with "+"');
  const seatWind = situation.seatWind ?? DEFAULT_SITUATION.seatWind;
  return {
    ...DEFAULT_SITUATION,
    dealer: seatWind === 0,
    ...situation,
    concealed: parsed.concealed,
    melds: parsed.melds.map((m) => ({ type: m.type, kinds: m.kinds, concealed: m.concealed })),
    bonus: parsed.bonus,
    winning: parsed.winning,
  };
}
