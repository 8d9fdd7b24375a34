/**
 * Bot-only games in one process: the game loop (`shared/table/game-loop.ts`: deal from a seed, ask
 * whoever may act, close claim windows) with four bots, each given only `viewFor` its own seat.
 * Used by `npm run simulate`, the bot tests and the bench.
 */
import { sha256Hex } from '../fairness';
import type { Preset } from '../rules/presets';
import { playHand, type Decide } from '../table/game-loop';
import { newTable } from '../table/start';
import type { Action, HandResult, Seat, TableState } from '../table/types';
import { viewFor, type SeatView } from '../view';
import { createBot, type Bot } from './index';
import type { BotLevel } from './policy';

interface SeatStats {
  level: BotLevel;
  hands: number;
  wins: number;
  selfDrawn: number;
  /** Discards (or added kongs) another seat won on. */
  dealtIn: number;
  /** Sum of the seat's score changes (the preset's own scoring). */
  score: number;
}

export interface SimulationSummary {
  preset: string;
  seed: string;
  hands: number;
  games: number;
  draws: number;
  actions: number;
  seats: SeatStats[];
}

export interface SimulationOptions {
  preset: Preset;
  hands: number;
  seed: string;
  /** The level at each seat, for every game; or a function of the game's number. */
  levels: readonly BotLevel[] | ((game: number) => readonly BotLevel[]);
  /** Called with every view a bot decided on, the action it chose (tests check legality here) and the milliseconds it took. */
  onDecision?: (view: SeatView, action: Action | null, seat: Seat, ms: number) => void;
  onHand?: (index: number, result: HandResult, levels: readonly BotLevel[]) => void;
  /** A new table (a new game) after this many hands; by default each table plays a whole game. */
  handsPerTable?: number;
  /** The seed of hand `index`; by default one per hand from `seed`. Duplicate play deals the same hand twice. */
  handSeed?: (index: number) => string;
}

/** Moved to the game loop; still exported here for the tests and tools that import it from this file. */
export { seatsToAsk } from '../table/game-loop';

function levelsFor(options: SimulationOptions, game: number): readonly BotLevel[] {
  return typeof options.levels === 'function' ? options.levels(game) : options.levels;
}

export function simulate(options: SimulationOptions): SimulationSummary {
  const { preset, seed } = options;
  const seats: SeatStats[] = [0, 1, 2, 3].map(() => ({ level: 'normal', hands: 0, wins: 0, selfDrawn: 0, dealtIn: 0, score: 0 }));
  const summary: SimulationSummary = { preset: preset.id, seed, hands: 0, games: 0, draws: 0, actions: 0, seats };
  let state: TableState | null = null;
  let bots: Bot[] = [];
  let levels: readonly BotLevel[] = [];
  const decide: Decide = (table, seat) => {
    // The draw that starts a turn is the seat's only move, and every level makes it without
    // weighing anything (`chooseAction`): unless someone watches the decisions, no view is built.
    if (!options.onDecision && table.hand!.phase === 'draw') {
      summary.actions++;
      return { type: 'draw', seat };
    }
    const view = viewFor(table, seat);
    const started = options.onDecision ? performance.now() : 0;
    const action = bots[seat].act(view);
    options.onDecision?.(view, action, seat, performance.now() - started);
    // A move made is the one applied (playHand asks no one after it; a refused one ends the run).
    if (action) summary.actions++;
    return action;
  };
  // Per-level totals are summed per seat position; levels[seat] may change between games.
  for (let h = 0; h < options.hands; h++) {
    if (!state || state.game.over || (options.handsPerTable !== undefined && state.game.handsPlayed >= options.handsPerTable)) {
      levels = levelsFor(options, summary.games);
      bots = levels.map((level, seat) => createBot(level, sha256Hex(`sparrow-bot/${seed}/${summary.games}/${seat}`)));
      state = newTable(preset);
      summary.games++;
    }
    // Only the state playHand returns is kept (bots see copies: their views): each step changes it in place.
    state = playHand(state, options.handSeed?.(h) ?? sha256Hex(`sparrow-sim/${seed}/${h}`), decide, { where: `hand ${h}`, inPlace: true });
    const result = state.hand!.result!;
    summary.hands++;
    if (result.kind === 'draw') summary.draws++;
    levels.forEach((level, seat) => {
      const s = seats[seat];
      s.level = level;
      s.hands++;
      s.score += result.deltas[seat] ?? 0;
    });
    for (const w of result.winners) {
      seats[w.seat].wins++;
      if (w.from === null) seats[w.seat].selfDrawn++;
      else seats[w.from].dealtIn++;
    }
    options.onHand?.(h, result, levels);
  }
  return summary;
}
