/**
 * The rules most riichi AIs are trained on (Tenhou's and Mahjong Soul's ranked games, which Mortal
 * and mjai.app bots play): red fives, open tanyao, double ron, abortive draws, 25,000 start and
 * 30,000 return (an oka of 20,000), as Sparrow's riichi preset with house rules. Its id travels in
 * mjai's `start_game` (`rules`), so an AI can tell which game it is in, and its name beside it
 * (`rules_name`, which AIs ignore) for the people who read the log.
 */
import { houseId } from '../../house';

export const MJAI_RULES = houseId('riichi', { redFives: true, abortiveDraws: true, startingScore: 25000, oka: 20000 });

/** What the README and `play.ts` call these rules: "the online rules". */
const MJAI_RULES_NAME = 'online';

/** The rule set's name for `start_game.rules_name`, when it has one (the online rules only). */
export const mjaiRulesName = (presetId: string): string | undefined => (presetId === MJAI_RULES ? MJAI_RULES_NAME : undefined);
