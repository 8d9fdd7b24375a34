/**
 * The shape of an engine action as a log keeps it (the seat included), checked with valibot when a
 * journal or a saved game is read back; whether the action is legal is the engine's to say.
 */
import * as v from 'valibot';
import { ExplicitDealSchema } from './explicit-deal';

const seat = v.picklist([0, 1, 2, 3] as const);
const tile = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(143));

export const ActionSchema = v.variant('type', [
  v.object({ type: v.literal('startHand'), seed: v.pipe(v.string(), v.maxLength(256)), deal: v.optional(ExplicitDealSchema) }),
  v.object({ type: v.literal('timeout') }),
  v.object({ type: v.literal('draw'), seat }),
  v.object({ type: v.literal('discard'), seat, tile, riichi: v.optional(v.boolean()) }),
  v.object({ type: v.literal('kong'), seat, tile }),
  v.object({ type: v.literal('bonus'), seat, tile }),
  v.object({ type: v.literal('win'), seat }),
  v.object({ type: v.literal('nineTerminals'), seat }),
  v.object({ type: v.literal('claim'), seat, claim: v.picklist(['win', 'kong', 'pung', 'chow']), tiles: v.pipe(v.array(tile), v.maxLength(4)) }),
  v.object({ type: v.literal('pass'), seat }),
]);
