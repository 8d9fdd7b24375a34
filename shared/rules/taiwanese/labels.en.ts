/**
 * English labels of the Taiwanese rule ids: seed 002's names, with kong for gàng and a word on what
 * the less obvious ones mean. The renderer's English locale is this table (`taiRules`); the other locales use the same ids.
 */
import type { TaiLine } from './types';

export const TAIWANESE_LABELS_EN: Readonly<Record<string, string>> = {
  waitingForOne: 'Waiting for One',
  exposedKong: 'Exposed kong ×{count}',
  hiddenKong: 'Hidden kong ×{count}',
  // Seed 002's "characters" are the honour tiles (字), not the characters suit (萬).
  noCharacters: 'No Honours (the seed’s “No Characters”: no winds or dragons)',
  noFlowers: 'No Flowers',
  pureHand: 'Pure Hand (nothing claimed)',
  selfTouch: 'Self-Touch (self-drawn)',
  pureSelfTouch: 'Pure Self-Touch',
  kongBlossom: 'Kong Blossom',
  pluckingTheMoon: 'Plucking the Moon from the Bottom of the Sea',
  robbingTheKong: 'Robbing the Kong',
  fullBeggarsHand: 'Full Beggar’s Hand',
  threeDragons: 'Three Dragons ×{count}',
  houseWind: 'House Wind',
  roundWind: 'Round Wind',
  flowerTile: 'Own Flower Tile ×{count}',
  fourFlowers: 'Four Flowers',
  fourSeasons: 'Four Seasons',
  peacefulWin: 'Peaceful Win',
  allPungs: 'All Pungs',
  hiddenTriples3: '3 Hidden Triples',
  hiddenTriples4: '4 Hidden Triples',
  hiddenTriples5: '5 Hidden Triples',
  unifiedOneColor: 'Unified One Color (one suit, a pair of winds or dragons)',
  lesserThreeDragons: 'Lesser 3 Dragons',
  lesserFourWinds: 'Lesser 4 Winds',
  greaterThreeDragons: 'Greater 3 Dragons',
  greaterFourWinds: 'Greater 4 Winds',
  purelyOneColor: 'Purely One Color',
  sevenStealingOne: 'Seven, Stealing One',
  eightImmortals: 'Eight Immortals',
  heavensGrace: 'Heaven’s Grace',
  earthsGrace: 'Earth’s Grace',
  dealersPoint: 'Dealer’s Point',
  consecutiveWin: 'Consecutive Win ×{count}',
  eightAndAHalfPairs: 'Eight and a Half Pairs',
};

/** "Hidden Gàng ×2: 4 tái". */
export function describeTaiLine(line: TaiLine): string {
  const label = (TAIWANESE_LABELS_EN[line.rule] ?? line.rule).replace(/\{(\w+)\}/g, (_, key: string) => String(line.params?.[key] ?? ''));
  return `${label}: ${line.tai} tái`;
}
