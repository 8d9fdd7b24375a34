/**
 * The rules most riichi AIs are trained on: Tenhou's ranked games (tenhou-rules.ts), which Mortal
 * and mjai.app bots play, as Sparrow's riichi preset with house rules. Its id travels in mjai's
 * `start_game` (`rules`), so an AI can tell which game it is in, and its name beside it
 * (`rules_name`, which AIs ignore) for the people who read the log.
 */
import { houseId } from '../../house';
import { TENHOU_HOUSE_RULES } from '../tenhou-rules';

export const MJAI_RULES = houseId('riichi', TENHOU_HOUSE_RULES);

/** What the README and `play.ts` call these rules: "the online rules". */
const MJAI_RULES_NAME = 'online';

/** The rule set's name for `start_game.rules_name`, when it has one (the online rules only). */
export const mjaiRulesName = (presetId: string): string | undefined => (presetId === MJAI_RULES ? MJAI_RULES_NAME : undefined);
