/**
 * Classical (Millington): the British Mah-Jong Association table. Limit 1000, at most one chow,
 * half-limit hands, and losers calling for a limit hand score a fraction of the limit.
 * Values as in KDE Kajongg's "Classical Chinese BMJA" rule set.
 */
import { SET_AND_PAIR_RULES } from './meldRules';
import type { ClassicalTable } from './types';

export const BMJA_TABLE: ClassicalTable = {
  id: 'bmja',
  limit: 1000,
  maxChows: 1,
  minPointsForMahjong: 0,
  minDoublesForMahjong: 0,
  meldRules: [...SET_AND_PAIR_RULES, { rule: 'ownFlower', doubles: 1 }, { rule: 'ownSeason', doubles: 1 }],
  handRules: [
    { rule: 'allFlowers', doubles: 2 },
    { rule: 'allSeasons', doubles: 2 },
  ],
  mahjongRules: [
    { rule: 'mahjong', points: 20 },
    { rule: 'thirteenOrphans', limits: 1 },
    { rule: 'gatesOfHeaven', limits: 1 },
    { rule: 'wrigglingSnake', limits: 1 },
    { rule: 'tripleKnitting', limits: 0.5 },
    { rule: 'knitting', limits: 0.5 },
    { rule: 'allPairHonours', limits: 0.5 },
  ],
  // Order matters where several limit hands apply: the first of the highest is named.
  winnerRules: [
    { rule: 'lastTileOfWall', doubles: 1 },
    { rule: 'lastDiscardOfWall', doubles: 1 },
    { rule: 'robbingKong', doubles: 1 },
    { rule: 'twofoldFortune', limits: 1 },
    { rule: 'blessingOfHeaven', limits: 1 },
    { rule: 'blessingOfEarth', limits: 1 },
    { rule: 'lastTileFromWall', points: 2 },
    { rule: 'noChow', doubles: 1 },
    { rule: 'onlyConcealedMelds', doubles: 1 },
    { rule: 'onlyTerminalsAndHonours', doubles: 1 },
    { rule: 'onlyHonours', limits: 1 },
    { rule: 'headsAndTails', limits: 1 },
    { rule: 'fourfoldPlenty', limits: 1 },
    { rule: 'fourBlessings', limits: 1 },
    { rule: 'imperialJade', limits: 1 },
    { rule: 'plumBlossom', limits: 1 },
    { rule: 'pluckingMoon', limits: 1 },
    { rule: 'scratchingPole', limits: 1 },
    { rule: 'originalCall', doubles: 1 },
    { rule: 'buriedTreasure', limits: 1 },
    { rule: 'purity', doubles: 3 },
    { rule: 'threeGreatScholars', limits: 1, options: { noChow: true } },
  ],
  loserRules: [
    { rule: 'callingFor', hand: 'onlyHonours', limits: 0.4 },
    { rule: 'callingFor', hand: 'wrigglingSnake', limits: 0.4 },
    { rule: 'callingFor', hand: 'tripleKnitting', limits: 0.2 },
    { rule: 'callingFor', hand: 'gatesOfHeaven', limits: 0.4 },
    { rule: 'callingFor', hand: 'knitting', limits: 0.2 },
    { rule: 'callingFor', hand: 'imperialJade', limits: 0.4 },
    { rule: 'callingFor', hand: 'thirteenOrphans', limits: 0.4 },
    { rule: 'callingFor', hand: 'threeGreatScholars', limits: 0.4 },
    { rule: 'callingFor', hand: 'allPairHonours', limits: 0.2 },
    { rule: 'callingFor', hand: 'headsAndTails', limits: 0.4 },
    { rule: 'callingFor', hand: 'fourBlessings', limits: 0.4 },
    { rule: 'callingFor', hand: 'buriedTreasure', limits: 0.4 },
    { rule: 'callingFor', hand: 'fourfoldPlenty', limits: 0.4 },
    { rule: 'callingFor', hand: 'purity', doubles: 3 },
  ],
};
