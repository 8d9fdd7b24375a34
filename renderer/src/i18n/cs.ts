/**
 * Čeština. Terms as in the Czech text of Millington's laws (seed 000): čou, pong, kong, vyrovnání; but a hand (one deal)
 * is „rozdání“, not the laws' „štych“ (a card trick), and the whole game „hra“; honours are „zvláštní kameny“.
 */
import lobby from './cs/lobby';
import table from './cs/table';
import tableAids from './cs/table-aids';
import scoreAHand from './cs/score-a-hand';
import rules from './cs/rules';
import help from './cs/help';
import club from './cs/club';
import clubEntry from './cs/club-entry';
import clubSteps from './cs/club-steps';
import history from './cs/history';

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
