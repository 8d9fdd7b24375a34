/**
 * A player's own club-night steps that the rest of the round would feel, asked again before they
 * are sent: leaving the evening (a bot plays the seat), and saying the round is over at a real-tile
 * table (it ends it for all four; the organiser can take it back), which ends the evening when it
 * is the last open table of the last round.
 */
import type { EveningView } from '../../../shared/club/protocol';
import type { T } from './names';

export type AskAgain =
  | { step: 'leave'; atTable: boolean }
  /** `hands`: the round's rule in hands (null: a whole game, or a time); `endsEvening`: the evening's last open table. */
  | { step: 'end'; table: number; played: number; hands: number | null; endsEvening: boolean };

/** Ending table `table`'s round, asked: the evening's last round with every other table done ends the evening. */
export function askEnd(e: Pick<EveningView, 'round' | 'rounds' | 'roundNo' | 'tables'>, table: number): AskAgain {
  const endsEvening = e.roundNo >= e.rounds && e.tables.every((x, i) => i === table || x.done);
  return { step: 'end', table, played: e.tables[table].hands, hands: e.round.kind === 'hands' ? e.round.hands : null, endsEvening };
}

export function askWords(t: T, ask: AskAgain): { question: string; lines: string[]; yes: string; no: string } {
  if (ask.step === 'leave') return { question: t('clubSteps.leaveAsk'), lines: [t(ask.atTable ? 'clubSteps.leaveSeat' : 'clubSteps.leaveDraws')], yes: t('clubSteps.leaveYes'), no: t('clubSteps.stay') };
  const short = ask.hands !== null && ask.played < ask.hands;
  return {
    question: t('clubSteps.endAsk', { n: ask.table + 1 }),
    lines: [short ? t('clubSteps.endShort', { played: ask.played, hands: ask.hands }) : t('clubSteps.endPlayed', { played: ask.played }), t('clubSteps.endEveryone'), ...(ask.endsEvening ? [t('clubSteps.endEvening')] : [])],
    yes: t('clubSteps.endYes'),
    no: t('clubSteps.keepPlaying'),
  };
}
