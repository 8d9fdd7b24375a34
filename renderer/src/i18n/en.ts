/**
 * English: the reference locale. Every other locale has exactly these keys (tests/renderer/i18n.test.ts).
 * The names of the scorers' lines (yaku, tái, classical score lines) are the engine's English tables
 * themselves, so each English name is written once.
 */
import lobby from './en/lobby';
import table from './en/table';
import tableAids from './en/table-aids';
import scoreAHand from './en/score-a-hand';
import rules from './en/rules';
import help from './en/help';
import club from './en/club';
import clubSteps from './en/club-steps';
import clubEntry from './en/club-entry';
import history from './en/history';

export default {
  ...lobby,
  ...table,
  ...tableAids,
  ...scoreAHand,
  ...rules,
  ...help,
  ...club,
  ...clubSteps,
  ...clubEntry,
  ...history,
};
