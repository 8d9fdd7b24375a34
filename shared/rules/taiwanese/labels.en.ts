/** English labels of the Taiwanese rule ids (seed 002's names). The renderer's locale files use the same ids. */
import type { TaiLine } from './types';

export const TAIWANESE_LABELS_EN: Readonly<Record<string, string>> = {
  waitingForOne: 'Waiting for One',
  exposedKong: 'Exposed Gàng ×{count}',
  hiddenKong: 'Hidden Gàng ×{count}',
  noCharacters: 'No Characters',
  noFlowers: 'No Flowers',
  pureHand: 'Pure Hand',
  selfTouch: 'Self-Touch',
  pureSelfTouch: 'Pure Self-Touch',
  kongBlossom: 'Gàng Blossom',
  pluckingTheMoon: 'Plucking the Moon from the Bottom of the Sea',
  robbingTheKong: 'Robbing the Gàng',
  fullBeggarsHand: "Full Beggar's Hand",
  threeDragons: 'Three Dragons ×{count}',
  houseWind: 'House Wind',
  roundWind: 'Round Wind',
  flowerTile: 'Flower Tile ×{count}',
  fourFlowers: 'Four Flowers',
  fourSeasons: 'Four Seasons',
  peacefulWin: 'Peaceful Win',
  allPungs: 'All Pòng',
  hiddenTriples3: '3 Hidden Triples',
  hiddenTriples4: '4 Hidden Triples',
  hiddenTriples5: '5 Hidden Triples',
  unifiedOneColor: 'Unified One Color',
  lesserThreeDragons: 'Lesser 3 Dragons',
  lesserFourWinds: 'Lesser 4 Winds',
  greaterThreeDragons: 'Greater 3 Dragons',
  greaterFourWinds: 'Greater 4 Winds',
  purelyOneColor: 'Purely One Color',
  sevenStealingOne: 'Seven, Stealing One',
  eightImmortals: 'Eight Immortals',
  heavensGrace: "Heaven's Grace",
  earthsGrace: "Earth's Grace",
  dealersPoint: "Dealer's Point",
  consecutiveWin: 'Consecutive Win ×{count}',
  eightAndAHalfPairs: 'Eight and a Half Pairs',
};

/** "Hidden Gàng ×2: 4 tái". */
export function describeTaiLine(line: TaiLine): string {
  const label = (TAIWANESE_LABELS_EN[line.rule] ?? line.rule).replace(/\{(\w+)\}/g, (_, key: string) => String(line.params?.[key] ?? ''));
  return `${label}: ${line.tai} tái`;
}
