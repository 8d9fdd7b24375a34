/**
 * Tenhou's rules (its four-player ranked games: red fives, open tanyao) as the riichi preset with
 * house rules, the EMA rules being the preset's own. What differs, rule by rule, is on the riichi
 * help page: HelpView lists these rules with their labels and hints (`house.rule` and `house.hint`
 * in the renderer's locales).
 */
import type { HouseValue } from '../preset-types';

export const TENHOU_HOUSE_RULES: Readonly<Record<string, HouseValue>> = {
  redFives: true,
  kazoeYakuman: true,
  nagashiMangan: true,
  abortiveDraws: true,
  depositsToFirst: true,
  yakumanCombine: true,
  renhou: false,
  umaFirst: 20000,
  umaSecond: 10000,
  seatOrderTies: true,
  bust: true,
  returnScoreEnd: true,
  openKanDoraAfterDiscard: true,
  startingScore: 25000,
  oka: 20000,
};
