/** mjai lines as `MjaiSeat` (mjai-seat.ts) writes and reads them: mjai.app's batches, answers parsed and checked against the legal actions. */
import type { Action } from '../../../table/types';
import { kindOf, type TileId } from '../../../tiles';
import type { MjaiEvent } from './mjai-types';

export type Reply = Record<string, unknown> & { type?: unknown };

/** A claim's answer (`none`, a call, a ron) that came while the question is the AI's own turn: it cannot answer that. */
export function strayClaimAnswer(reply: Reply | null, question: MjaiEvent, me: number): boolean {
  if (reply === null || !['tsumo', 'chi', 'pon', 'reach'].includes(question.type)) return false;
  return reply.type === 'none' || reply.type === 'chi' || reply.type === 'pon' || reply.type === 'daiminkan' || (reply.type === 'hora' && reply.target !== me);
}

/** A line as an answer: its object (`{}` for JSON that is not one), or null when it is not JSON. */
export function parseReply(line: string): Reply | null {
  try {
    const v = JSON.parse(line) as unknown;
    return typeof v === 'object' && v !== null ? (v as Reply) : {};
  } catch {
    return null;
  }
}

/** mjai.app sends `start_game`, `end_kyoku` and `end_game` each as a batch of its own. */
const ALONE: ReadonlySet<string> = new Set(['start_game', 'end_kyoku', 'end_game']);
export function batchesOf(events: readonly MjaiEvent[]): MjaiEvent[][] {
  const batches: MjaiEvent[][] = [];
  let current: MjaiEvent[] = [];
  for (const e of events) {
    if (!ALONE.has(e.type)) {
      current.push(e);
      continue;
    }
    if (current.length) batches.push(current);
    batches.push([e]);
    current = [];
  }
  if (current.length) batches.push(current);
  return batches;
}

const sameKinds = (a: readonly TileId[], b: readonly TileId[]) =>
  a.map(kindOf).sort((x, y) => x - y).join() === b.map(kindOf).sort((x, y) => x - y).join();

/** Is the action one of the legal ones (claims: the same kinds of tiles)? */
export function isLegal(legal: readonly Action[], a: Action): boolean {
  return legal.some((l) => {
    if (l.type !== a.type) return false;
    if (l.type === 'discard' && a.type === 'discard') return l.tile === a.tile && (l.riichi === true) === (a.riichi === true);
    if (l.type === 'kong' && a.type === 'kong') return kindOf(l.tile) === kindOf(a.tile);
    if (l.type === 'claim' && a.type === 'claim') return l.claim === a.claim && (l.claim === 'win' || sameKinds(l.tiles, a.tiles));
    return true;
  });
}
