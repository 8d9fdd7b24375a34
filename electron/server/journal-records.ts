/**
 * The shape of every journal line, checked with valibot when a journal is read back: a file on
 * disk is input like any other, and a record of the wrong shape must not reach the engine.
 */
import * as v from 'valibot';
import { ActionSchema } from '../../shared/table/action-schema';

const text = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const seat = v.picklist([0, 1, 2, 3] as const);
const pin = v.nullable(v.object({ salt: text, hash: text }));

const HeaderSchema = v.object({
  k: v.literal('table'),
  v: v.number(),
  id: v.pipe(text, v.minLength(1), v.maxLength(64)),
  name: text,
  preset: text,
  rules: v.optional(v.record(text, v.union([v.boolean(), v.number(), v.null()]))),
  pin,
  created: v.number(),
  unlisted: v.optional(v.boolean()),
});

export const RecordSchema = v.variant('k', [
  HeaderSchema,
  v.object({ k: v.literal('place'), place: seat, kind: v.picklist(['empty', 'human', 'bot']), name: v.nullable(text), token: v.nullable(text), vacated: v.optional(v.boolean()), drawn: v.optional(v.boolean()) }),
  v.object({
    k: v.literal('hand'),
    hand: count,
    commitment: text,
    secret: text,
    entropy: v.array(text),
    filled: v.optional(v.array(count)),
    seed: text,
    dealer: seat,
    seatPlayers: v.boolean(),
    dealt: v.optional(v.picklist(['arranged', 'imported'])),
  }),
  v.object({ k: v.literal('act'), n: v.pipe(count, v.minValue(1)), a: ActionSchema, s: v.optional(count) }),
  v.object({ k: v.literal('held'), a: ActionSchema }),
  v.object({ k: v.literal('closed') }),
]);

/** What is wrong with a parsed line, in a few words (the first issue and where it is). */
export function shapeProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const where = v.getDotPath(issue);
  return where ? `${where}: ${issue.message}` : issue.message;
}
