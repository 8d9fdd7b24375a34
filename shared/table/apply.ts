/** `apply(state, action)`: the one entry point that changes a table. Pure: the input is not touched. */
import { respond, timeout } from './claims';
import { cloneTable, cloneTableForDeal } from './clone';
import { RuleViolation, fail } from './rules';
import { startHand } from './start';
import { declareBonus, declareKong, declareNineTerminals, discard, draw, winSelfDrawn } from './turn';
import type { Action, ApplyResult, Seat, TableEvent, TableState } from './types';

function checkSeat(seat: unknown): Seat {
  if (seat !== 0 && seat !== 1 && seat !== 2 && seat !== 3) fail('illegal', 'seat must be 0–3');
  return seat;
}

function checkTile(state: TableState, tile: unknown): number {
  const count = state.preset.tiles === 'full144' ? 144 : 136;
  if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= count) fail('bad-tile', 'unknown tile');
  return tile;
}

function run(state: TableState, action: Action, events: TableEvent[]): void {
  switch (action.type) {
    case 'startHand':
      return startHand(state, action.seed, events, action.deal);
    case 'timeout':
      return timeout(state, events);
    case 'draw':
      return draw(state, checkSeat(action.seat), events);
    case 'discard':
      return discard(state, checkSeat(action.seat), checkTile(state, action.tile), action.riichi === true, events);
    case 'kong':
      return declareKong(state, checkSeat(action.seat), checkTile(state, action.tile), events);
    case 'bonus':
      return declareBonus(state, checkSeat(action.seat), checkTile(state, action.tile), events);
    case 'win':
      return winSelfDrawn(state, checkSeat(action.seat), events);
    case 'nineTerminals':
      return declareNineTerminals(state, checkSeat(action.seat), events);
    case 'claim':
      if (!Array.isArray(action.tiles)) fail('illegal', 'a claim lists the tiles it uses');
      return respond(state, checkSeat(action.seat), { claim: action.claim, tiles: action.tiles.map((t) => checkTile(state, t)) }, events);
    case 'pass':
      return respond(state, checkSeat(action.seat), { claim: 'pass', tiles: [] }, events);
    default:
      fail('illegal', `unknown action "${(action as { type: unknown }).type}"`);
  }
}

export function apply(state: TableState, action: Action): ApplyResult {
  return applyInPlace(action.type === 'startHand' ? cloneTableForDeal(state) : cloneTable(state), action);
}

/**
 * `apply` on `state` itself, without the copy: only for a caller that holds the one reference to
 * it and keeps no earlier state (a bot-only game: `playHand` with `inPlace`). A refused action may
 * leave the state half changed: the caller must drop it.
 */
export function applyInPlace(state: TableState, action: Action): ApplyResult {
  const events: TableEvent[] = [];
  try {
    run(state, action, events);
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
  return { ok: true, state, events };
}

/** Seed and actions → the same state: the whole log of a table replays exactly. */
export function replay(initial: TableState, actions: readonly Action[]): { state: TableState; events: TableEvent[] } {
  let state = initial;
  const events: TableEvent[] = [];
  actions.forEach((action, i) => {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`action ${i} (${action.type}) was refused on replay: ${result.error.message}`);
    state = result.state;
    events.push(...result.events);
  });
  return { state, events };
}
