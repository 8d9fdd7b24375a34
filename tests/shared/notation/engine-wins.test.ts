/**
 * Every winning hand the engine scores in bot games of each preset, written in Sparrow's notation
 * and read back, scores exactly the same through score-a-hand (the one validation first): the same
 * sheet and total. Classical tables score every hand, so the losers' hands are checked too.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../../shared/bots';
import { sha256Hex } from '../../../shared/fairness';
import { formatHand, parseHand, type HandNotation } from '../../../shared/notation';
import { classicalHandOf } from '../../../shared/rules/classical/hooks';
import { classicalNotationOf } from '../../../shared/rules/classical/write-notation';
import { presetById, PRESETS, type Preset } from '../../../shared/rules/presets';
import { riichiHandOf } from '../../../shared/rules/riichi/hand';
import { riichiNotationOf } from '../../../shared/rules/riichi/write-notation';
import { scoreHandNotation } from '../../../shared/rules/score-a-hand';
import { taiwaneseHandOf } from '../../../shared/rules/taiwanese/hand';
import { taiwaneseNotationOf } from '../../../shared/rules/taiwanese/write-notation';
import { playHand } from '../../../shared/table/game-loop';
import { newTable } from '../../../shared/table/start';
import type { HandSheet } from '../../../shared/rules/score-sheets';
import type { Seat, TableState, Winner } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';
import { testSize } from '../../helpers/sizes';

const HANDS = testSize('SPARROW_NOTATION_HANDS', { local: 20, ci: 300, full: 3_000 });
console.log(`engine wins through the notation: ${HANDS} hands per preset (SPARROW_NOTATION_HANDS)`);

/** A hand of the table at the moment it was scored, in notation: the winner's (and, classical, every seat's). */
function notationsOf(state: TableState, winner: Winner): { seat: Seat; hand: HandNotation }[] {
  switch (state.preset.family) {
    case 'classical':
      return ([0, 1, 2, 3] as Seat[]).map((seat) => ({ seat, hand: classicalNotationOf(classicalHandOf(state, seat, seat === winner.seat ? winner : null)) }));
    case 'riichi':
      return [{ seat: winner.seat, hand: riichiNotationOf(riichiHandOf(state, winner)) }];
    case 'taiwanese':
      return [{ seat: winner.seat, hand: taiwaneseNotationOf(taiwaneseHandOf(state, winner)) }];
  }
}

/** The engine's own sheet of a seat, without what the table adds around the hand's score (payments, honba, deposits). */
function sheetOf(detail: HandSheet): unknown {
  const { seat: _seat, from: _from, deltas: _deltas, extras: _extras, liableSeat: _liable, amount: _amount, payers: _payers, ...sheet } = detail as unknown as Record<string, unknown>;
  return sheet;
}

interface Checked {
  hands: number;
  wins: number;
  words: Set<string>;
}

function playAndCheck(preset: Preset, label: string): Checked {
  const checked: Checked = { hands: 0, wins: 0, words: new Set() };
  let state: TableState | null = null;
  let bots = [0, 1, 2, 3].map((seat) => createBot('easy', sha256Hex(`notation/${label}/${seat}`)));
  for (let h = 0; h < HANDS; h++) {
    if (!state || state.game.over) {
      state = newTable(preset);
      bots = [0, 1, 2, 3].map((seat) => createBot(h % 2 ? 'normal' : 'easy', sha256Hex(`notation/${label}/${h}/${seat}`)));
    }
    state = playHand(state, sha256Hex(`notation/${label}/hand/${h}`), (s, seat) => bots[seat].act(viewFor(s, seat)), {
      onStep: (step, before) => {
        const result = step.state.hand?.result;
        if (!result || result.kind !== 'win' || before.hand?.result) return;
        // The table as it was scored: this step's hand, the game's counters before the hand ended.
        const scoredAt: TableState = { ...step.state, game: before.game, hand: { ...step.state.hand!, claim: before.hand!.claim } };
        checked.wins += result.winners.length;
        for (const winner of result.winners) {
          for (const { seat, hand } of notationsOf(scoredAt, winner)) {
            const text = formatHand(hand);
            for (const part of text.match(/@[a-z-]+|<\d{4}|\{\d{4}|\[\d{4}|0[mps]/g) ?? []) checked.words.add(part.replace(/\d{4}/, 'kong').replace(/0[mps]/, 'red five'));
            const typed = scoreHandNotation(parseHand(text), preset);
            const detail = result.details.find((d) => (d as { seat?: number }).seat === seat)!;
            expect(typed.problem, `${label} hand ${h}, seat ${seat}: ${text}`).toBeUndefined();
            expect(typed.score, `${label} hand ${h}, seat ${seat}: ${text}`).toEqual(sheetOf(detail));
          }
        }
      },
    });
    checked.hands++;
  }
  return checked;
}

const PRESETS_CHECKED: [string, Preset][] = [...Object.entries(PRESETS), ['riichi with red fives', presetById('riichi+redFives=true')]];

describe('every hand the engine scores, written in notation and read back, scores the same', () => {
  it.each(PRESETS_CHECKED)('%s', (label, preset) => {
    const checked = playAndCheck(preset, label);
    console.log(`${label}: ${checked.hands} hands, ${checked.wins} wins; notation used: ${[...checked.words].sort().join(' ')}`);
    expect(checked.hands).toBe(HANDS);
    expect(checked.wins).toBeGreaterThan(HANDS / 4);
  }, 60 * 60_000); // sized by the count above, not by a clock
});
