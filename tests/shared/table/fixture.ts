/** Tables with chosen hands and wall, for rule tests. Tiles are written in Sparrow's notation. */
import { parseTiles } from '../../../shared/notation';
import { presetById, type Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import type { Action, Seat, TableEvent, TableState } from '../../../shared/table/types';
import { arrangeHand } from '../../../shared/table/arranged';
import { kindOf, type TileId } from '../../../shared/tiles';

export interface TableSpec {
  preset: string | Preset;
  /** Concealed tiles of each seat; the seat to move holds one more than the others. */
  hands: [string, string, string, string];
  /** The live wall from its start (next draws first). The rest of the set follows, then the dead wall. */
  wall?: string;
  dealer?: Seat;
  turn?: Seat;
  phase?: 'draw' | 'discard';
}

export function table(spec: TableSpec): TableState {
  const preset = typeof spec.preset === 'string' ? presetById(spec.preset) : spec.preset;
  const dealer = spec.dealer ?? 0;
  let state = newTable(preset);
  state.game.dealer = dealer;
  const started = apply(state, { type: 'startHand', seed: 'ab'.repeat(32) });
  if (!started.ok) throw new Error(started.error.message);
  state = started.state;
  arrangeHand(state, spec);
  const hand = state.hand!;
  hand.turn = spec.turn ?? dealer;
  hand.phase = spec.phase ?? 'discard';
  hand.seats.forEach((s, seat) => {
    const expected = preset.handSize + (hand.phase === 'discard' && seat === hand.turn ? 1 : 0);
    if (s.concealed.length !== expected) throw new Error(`fixture: seat ${seat} has ${s.concealed.length} tiles, expected ${expected}`);
  });
  return state;
}

/** The host's timer closing a claim window (one opens after every discard, even when nobody can claim). */
export const CLOSE: Action = { type: 'timeout' };

/** Applies actions in order, failing loudly on a refusal; returns the final state and all events. */
export function play(state: TableState, ...actions: Action[]): { state: TableState; events: TableEvent[] } {
  const events: TableEvent[] = [];
  for (const action of actions) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export function refused(state: TableState, action: Action): string {
  const r = apply(state, action);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error.message;
}

/** The id of a tile of `kind` (notation, e.g. "5p") in a seat's hand. */
export function held(state: TableState, seat: Seat, tile: string): TileId {
  const kind = parseTiles(tile)[0];
  const id = state.hand!.seats[seat].concealed.find((t) => kindOf(t) === kind);
  if (id === undefined) throw new Error(`seat ${seat} holds no ${tile}`);
  return id;
}

/** The ids of `count` tiles of one kind in a seat's hand. */
export function heldAll(state: TableState, seat: Seat, tile: string, count: number): TileId[] {
  const kind = parseTiles(tile)[0];
  const ids = state.hand!.seats[seat].concealed.filter((t) => kindOf(t) === kind).slice(0, count);
  if (ids.length < count) throw new Error(`seat ${seat} holds fewer than ${count} ${tile}`);
  return ids;
}

export const kinds = (ids: readonly TileId[]): number[] => ids.map(kindOf).sort((a, b) => a - b);
export const k = (tile: string): number => parseTiles(tile)[0];
