/**
 * Classical (Hungarian 1920s) hand values: the Dutch/German classical league (DMJL) table.
 * Limit 500, any number of chows, colour games and "last tile" points for the winner.
 * Values as in KDE Kajongg's "Classical Chinese DMJL" rule set.
 */
import { SET_AND_PAIR_RULES } from './meldRules';
import type { ClassicalTable } from './types';

export const DMJL_TABLE: ClassicalTable = {
  id: 'dmjl',
  limit: 500,
  maxChows: 4,
  minPointsForMahjong: 0,
  minDoublesForMahjong: 0,
  meldRules: [...SET_AND_PAIR_RULES],
  handRules: [
    { rule: 'ownFlowerAndSeason', doubles: 1 },
    { rule: 'allFlowers', doubles: 1 },
    { rule: 'allSeasons', doubles: 1 },
    { rule: 'threeConcealedPungs', doubles: 1 },
    { rule: 'littleThreeDragons', doubles: 1 },
    { rule: 'bigThreeDragons', doubles: 2 },
    { rule: 'littleFourJoys', doubles: 1 },
    { rule: 'bigFourJoys', doubles: 2 },
  ],
  mahjongRules: [
    { rule: 'mahjong', points: 20 },
    { rule: 'nineGates', limits: 1 },
    { rule: 'thirteenOrphans', limits: 1 },
    { rule: 'squirmingSnake', limits: 1 },
  ],
  // Order matters where several limit hands apply: the first of the highest is named.
  winnerRules: [
    { rule: 'lastTileFromDeadWall', doubles: 1 },
    { rule: 'lastTileOfWall', doubles: 1 },
    { rule: 'lastDiscardOfWall', doubles: 1 },
    { rule: 'robbingKong', doubles: 1 },
    { rule: 'originalCall', doubles: 1 },
    { rule: 'twofoldFortune', limits: 1 },
    { rule: 'blessingOfHeaven', limits: 1 },
    { rule: 'blessingOfEarth', limits: 1 },
    { rule: 'eastNinthWin', limits: 1 },
    { rule: 'lastTileCompletesPairSimple', points: 2 },
    { rule: 'lastTileCompletesPairMajor', points: 4 },
    { rule: 'onlyPossibleTile', points: 2 },
    { rule: 'lastTileFromWall', points: 2 },
    { rule: 'zeroPointHand', doubles: 1 },
    { rule: 'noChow', doubles: 1 },
    { rule: 'onlyConcealedMelds', doubles: 1 },
    { rule: 'falseColour', doubles: 1 },
    { rule: 'trueColour', doubles: 3 },
    { rule: 'concealedTrueColour', limits: 1 },
    { rule: 'onlyTerminalsAndHonours', doubles: 1 },
    { rule: 'onlyHonours', limits: 1 },
    { rule: 'hiddenTreasure', limits: 1 },
    { rule: 'headsAndTails', limits: 1 },
    { rule: 'fourfoldPlenty', limits: 1 },
    { rule: 'threeGreatScholars', limits: 1 },
    { rule: 'fourBlessings', limits: 1 },
    { rule: 'imperialJade', limits: 1 },
    { rule: 'plumBlossom', limits: 1 },
    { rule: 'pluckingMoon', limits: 1 },
    { rule: 'scratchingPole', limits: 1 },
  ],
  loserRules: [],
};
