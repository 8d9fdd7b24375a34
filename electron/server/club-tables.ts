/**
 * A host table as the club night sees it: its game so far counted by shared/club/game.ts (the
 * tally of wins and deal-ins comes from replaying its log, so a resumed table counts the same),
 * its riichi log, and the table options a drawn table is created with.
 */
import { emptyTally, summariseGame, tallyHand, type GameSummary, type GameTally } from '../../shared/club/game';
import type { TableOptions } from '../../shared/protocol';
import { baseIdOf, parseRuleList } from '../../shared/rules/house';
import { gameLogFile } from '../../shared/rules/riichi/logs/game-log';
import { apply } from '../../shared/table/apply';
import type { Action, TableState } from '../../shared/table/types';
import type { Table } from './table';

/** Wins and deal-ins of every hand that ended in this history. */
function tallyOf(initial: TableState, actions: readonly Action[]): GameTally {
  let state = initial;
  let tally = emptyTally();
  for (const action of actions) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`the table's log does not replay: ${r.error.message}`);
    const ended = r.state.hand?.phase === 'over' && state.hand?.phase !== 'over';
    state = r.state;
    if (ended && state.hand!.result) tally = tallyHand(tally, state.hand!.result);
  }
  return tally;
}

export function tableSummary(table: Table): GameSummary {
  const { initial, actions } = table.history();
  return summariseGame(table.state, tallyOf(initial, actions));
}

/** A riichi table's hands so far as tenhou.net/6 (parsed JSON), or undefined. */
export function tenhouLog(table: Table): unknown {
  if (!table.preset.riichi || table.state.game.handsPlayed === 0) return undefined;
  try {
    const { initial, actions } = table.history();
    return JSON.parse(gameLogFile(initial, actions, table.state, 'tenhou', table.places.map((p) => p.name), table.name).text);
  } catch (e) {
    console.error(`sparrow: table ${table.id}: no tenhou log for the evening: ${(e as Error).message}`);
    return undefined;
  }
}

/** Scores by place (the table's join order) now. */
export const scoresByPlace = (table: Table): number[] => [0, 1, 2, 3].map((place) => table.state.game.scores[table.seatOf(place)]);

/** The table options of an evening's preset id (`riichi+redFives=true` → base and house rules). */
export function drawnTableOptions(presetId: string, name: string): TableOptions {
  const plus = presetId.indexOf('+');
  const rules = plus > 0 ? parseRuleList(presetId.slice(plus + 1)) : undefined;
  return { name: name.slice(0, 40), preset: baseIdOf(presetId), ...(rules ? { rules } : {}) } as TableOptions;
}
