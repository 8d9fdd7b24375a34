/** Magyar. Terms as in the 1920s Hungarian rulebook (seed 003): kövek, írások, körök, bambuszok, pótkő, zárópár, elszámolás. */
import lobby from './hu/lobby';
import table from './hu/table';
import tableAids from './hu/table-aids';
import scoreAHand from './hu/score-a-hand';
import rules from './hu/rules';
import help from './hu/help';
import club from './hu/club';
import clubEntry from './hu/club-entry';
import clubSteps from './hu/club-steps';
import history from './hu/history';

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
