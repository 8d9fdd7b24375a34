/** Riichi: the yaku table, one scorer, payments, the table hooks, the end of the game, and the logs (tenhou.net/6, mjai). */
export { YAKU, YAKUMAN, DORA_LINES, type YakuEntry, type YakumanEntry } from './yaku';
export { scoreRiichi, doraFromIndicator } from './score';
export { basePoints, ronPayment, tsumoPayments, winPayments, type PaymentInput } from './points';
export { scoringOptions } from './options';
export { riichiHandOf, situationOf, isRedFive, RED_FIVE_IDS } from './hand';
export { riichiHooks, scoreWinner, type RiichiWinDetail } from './hooks';
export { settleRiichiGame, type GameSettlement } from './settle';
export { RIICHI_LABELS_EN, LIMIT_LABELS_EN, describeLine } from './labels.en';
export { exportTenhou, type ExportOptions } from './logs/tenhou-export';
export { encodeTenhou, parseTenhou, TenhouFormatError, type TenhouGame, type TenhouKyoku } from './logs/tenhou-format';
export { MjaiWriter, mjaiFor, mjaiLog } from './logs/mjai-writer';
export { MjaiReplayer, MjaiMismatch } from './logs/mjai-replay';
export { MjaiSeat, type LineChannel, type MjaiSeatOptions } from './logs/mjai-seat';
export type { MjaiEvent } from './logs/mjai-types';
export type { RiichiHand, RiichiMeld, RiichiSituation, RiichiScore, RiichiScoringOptions, ScoreLine, LimitName, WaitShape } from './types';
