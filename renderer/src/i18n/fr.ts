/** Français. Terms as in the French riichi text (seed 001): tuiles, écart, réclamer, mur, chow, pung, kong. */
import lobby from './fr/lobby';
import table from './fr/table';
import tableAids from './fr/table-aids';
import scoreAHand from './fr/score-a-hand';
import rules from './fr/rules';
import help from './fr/help';
import club from './fr/club';
import clubEntry from './fr/club-entry';
import clubSteps from './fr/club-steps';
import history from './fr/history';

export default {
  ...lobby,
  ...table,
  ...tableAids,
  ...scoreAHand,
  ...rules,
  ...help,
  ...club,
  ...clubEntry,
  ...clubSteps,
  ...history,
};
