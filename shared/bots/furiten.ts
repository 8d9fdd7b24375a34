/**
 * Riichi's furiten from the bot's own side: a ready hand whose waits include a kind it has
 * discarded can never win on a discard, only by its own draw. Counting such waits as good as any
 * lets a bot pick, among ready shapes, one it can hardly win with (discarding 3 from 34567 waits on 3-6-9).
 */
import { kindOf, PLAYING_KINDS, type Kind } from '../tiles';
import type { ShapeEval } from './shape';
import type { BotContext } from './types';

/** The part of a furiten wait's tiles that still wins: only self-drawn (about a third of riichi wins). */
export const FURITEN_SHARE = 0.4;

/** Kinds the bot has discarded this hand (claimed ones too: they still count against it). */
export function ownDiscardKinds(ctx: BotContext): Uint8Array {
  const passed = new Uint8Array(PLAYING_KINDS);
  for (const d of ctx.me.discards) if (d.tile !== null && d.tile < 136) passed[kindOf(d.tile)] = 1;
  return passed;
}

/** Is ready hand `c` (13 tiles, or fewer with melds) furiten once `discard` joins the bot's `passed` kinds? */
export function furitenAfter(shape: ShapeEval, c: Uint8Array, passed: Uint8Array, discard: Kind): boolean {
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (!(passed[k] || k === discard) || c[k] >= 4) continue;
    c[k]++;
    const wins = shape.shanten(c) === -1;
    c[k]--;
    if (wins) return true;
  }
  return false;
}
