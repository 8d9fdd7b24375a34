/**
 * The rules most riichi AIs are trained on (Tenhou's and Mahjong Soul's ranked games, which Mortal
 * and mjai.app bots play): red fives, open tanyao, double ron, abortive draws, 25,000 start and
 * 30,000 return (an oka of 20,000), as Sparrow's riichi preset with house rules. Its id travels in
 * mjai's `start_game` (`rules`), so an AI can tell which game it is in.
 */
import { houseId } from '../../house';

export const MJAI_RULES = houseId('riichi', { redFives: true, abortiveDraws: true, startingScore: 25000, oka: 20000 });
