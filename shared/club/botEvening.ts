/**
 * A whole club night played by bots in one process, through the evening state machine and the
 * engine: every player is a bot, each table plays until the round rule says its round is over.
 * Used by `npm run simulate -- --club N` and the club tests.
 */
import { createBot, type Bot } from '../bots';
import { sha256Hex } from '../fairness';
import { playHand, type Decide } from '../table/game-loop';
import { newTable } from '../table/start';
import type { TableState } from '../table/types';
import { viewFor } from '../view';
import { applyEvening, eveningPreset } from './evening';
import { emptyTally, summariseGame, tallyHand, type GameSummary } from './game';
import { tableRoundOver, type RoundRule } from './round';
import { EVENING_VERSION, type EveningAction, type EveningEvent, type EveningSettings, type EveningState } from './types';

export interface BotEveningOptions {
  players: number;
  rounds: number;
  preset: string;
  seed: string;
  botSeats: boolean;
  round: RoundRule;
  /** Called after every accepted action with its events (e.g. to print each round's draw). */
  onEvents?: (action: EveningAction, events: EveningEvent[], state: EveningState) => void;
}

export interface BotEvening {
  state: EveningState;
  /** Every accepted action, in order: the journal `replayEvening` rebuilds the state from. */
  journal: EveningAction[];
  /** Each table's own result, straight from its final table state. */
  tableResults: { round: number; table: number; summary: GameSummary }[];
}

/** Plays one table's round with four bots; returns its summary. */
function playTableRound(state0: TableState, rule: RoundRule, seed: string): GameSummary {
  let state = state0;
  let tally = emptyTally();
  const bots: Bot[] = [0, 1, 2, 3].map((seat) => createBot('normal', sha256Hex(`sparrow-club-bot/${seed}/${seat}`)));
  const decide: Decide = (table, seat) => bots[seat].act(viewFor(table, seat));
  // Bots play at no pace: a time limit counts one minute a hand.
  for (let h = 0; !tableRoundOver(state, rule, h * 60_000); h++) {
    state = playHand(state, sha256Hex(`sparrow-club-hand/${seed}/${h}`), decide, { where: `table ${seed}, hand ${h}` });
    tally = tallyHand(tally, state.hand!.result!);
  }
  return summariseGame(state, tally);
}

export function playBotEvening(options: BotEveningOptions): BotEvening {
  let state: EveningState | null = null;
  const journal: EveningAction[] = [];
  const tableResults: BotEvening['tableResults'] = [];
  const act = (action: EveningAction): void => {
    const r = applyEvening(state ?? emptyState(), action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message}`);
    state = r.state;
    journal.push(action);
    options.onEvents?.(action, r.events, r.state);
  };
  const settings: EveningSettings = { name: 'Bot evening', preset: options.preset, round: options.round, rounds: options.rounds, pin: null, botSeats: options.botSeats, realTileTables: 0, seed: options.seed, version: EVENING_VERSION };
  act({ type: 'open', settings });
  for (let p = 0; p < options.players; p++) act({ type: 'addName', name: `Bot ${String(p + 1).padStart(2, '0')}` });
  const preset = eveningPreset(state!);
  for (let round = 1; round <= options.rounds; round++) {
    act(round === 1 ? { type: 'startRound' } : { type: 'nextRound' });
    const tables = state!.tables;
    tables.forEach((_, index) => {
      const summary = playTableRound(newTable(preset), options.round, `${options.seed}/${round}/${index}`);
      tableResults.push({ round, table: index, summary });
      act({ type: 'tableResult', table: index, summary });
    });
  }
  return { state: state!, journal, tableResults };
}

import { emptyEvening as emptyState } from './evening';
