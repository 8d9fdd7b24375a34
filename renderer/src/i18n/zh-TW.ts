/** 繁體中文（台灣）. Terms as Taiwanese players say them: 萬 筒 條, 吃 碰 槓 胡, 莊家, 台. */
import lobby from './zh-TW/lobby';
import table from './zh-TW/table';
import tableAids from './zh-TW/table-aids';
import scoreAHand from './zh-TW/score-a-hand';
import rules from './zh-TW/rules';
import help from './zh-TW/help';
import club from './zh-TW/club';
import clubEntry from './zh-TW/club-entry';
import clubSteps from './zh-TW/club-steps';
import history from './zh-TW/history';

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
