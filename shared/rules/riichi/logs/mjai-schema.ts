/**
 * The shape of the mjai events an imported log is read from (valibot): what each field must be
 * for the importer to follow the hand (actors 0–3, four scores, four hands of 13 tiles, the tiles
 * a call consumes…). Other keys, and events the importer does not read, are let be. Tile names
 * are checked where they are read (codes.ts).
 */
import * as v from 'valibot';
import type { MjaiEvent } from './mjai-types';

/** A field's schema and what it must be (the message when it is missing or wrong). */
type Field = readonly [v.GenericSchema, string];

const field = (what: string, schema: (message: string) => v.GenericSchema): Field => [schema(what), what];
const optional = ([schema, what]: Field): Field => [v.optional(schema), what];
const seat = (key: string) => field(`${key} is 0, 1, 2 or 3`, (m) => v.picklist([0, 1, 2, 3] as const, (i) => `${m} (not ${i.received})`));
const tile = (key: string) => field(`${key} is a tile name`, (m) => v.string(m));
const strings = (what: string, n?: number) => field(what, (m) => (n === undefined ? v.array(v.string(m), m) : v.pipe(v.array(v.string(m), m), v.length(n, m))));
const tiles = (key: string, n: number) => strings(`${key} is ${n} tiles`, n);
const count = (key: string) => field(`${key} is a whole number`, (m) => v.pipe(v.number(m), v.integer(m), v.minValue(0, m)));
const four = (key: string) => field(`${key} are four numbers`, (m) => v.pipe(v.array(v.number(m), m), v.length(4, m)));
const flag = (key: string) => field(`${key} is true or false`, (m) => v.boolean(m));
const oneOf = <T extends string | number>(key: string, values: readonly T[]) =>
  field(`${key} is ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`, (m) => v.picklist(values, (i) => `${m} (not ${i.received})`));
const TEHAIS = 'tehais are four hands of 13 tiles';

/** An event's schema: its fields as given; a field missing or wrong is named with what it must be. */
function event(fields: Record<string, Field>): v.GenericSchema {
  const entries = Object.fromEntries(Object.entries(fields).map(([k, [schema]]) => [k, schema]));
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    return typeof key === 'string' && fields[key] ? fields[key][1] : 'an event is a JSON object';
  });
}
const call = (n: number) => event({ actor: seat('actor'), target: seat('target'), pai: tile('pai'), consumed: tiles('consumed', n) });

const SCHEMAS: Partial<Record<MjaiEvent['type'], v.GenericSchema>> = {
  start_game: event({ names: optional(strings('names are four strings', 4)), aka_flag: optional(flag('aka_flag')), rules: optional(field('rules is a string', (m) => v.string(m))) }),
  start_kyoku: event({
    bakaze: oneOf('bakaze', ['E', 'S', 'W', 'N']),
    kyoku: oneOf('kyoku', [1, 2, 3, 4]),
    honba: count('honba'),
    kyotaku: count('kyotaku'),
    oya: seat('oya'),
    dora_marker: tile('dora_marker'),
    scores: four('scores'),
    tehais: field(TEHAIS, (m) => v.pipe(v.array(v.pipe(v.array(v.string(m), m), v.length(13, m)), m), v.length(4, m))),
  }),
  tsumo: event({ actor: seat('actor'), pai: tile('pai') }),
  dahai: event({ actor: seat('actor'), pai: tile('pai'), tsumogiri: optional(flag('tsumogiri')) }),
  chi: call(2),
  pon: call(2),
  daiminkan: call(3),
  kakan: event({ actor: seat('actor'), pai: tile('pai') }),
  ankan: event({ actor: seat('actor'), consumed: tiles('consumed', 4) }),
  dora: event({ dora_marker: tile('dora_marker') }),
  reach: event({ actor: seat('actor') }),
  hora: event({
    actor: seat('actor'),
    target: seat('target'),
    deltas: optional(four('deltas')),
    ura_markers: optional(strings('ura_markers are tiles')),
    uradora_markers: optional(strings('uradora_markers are tiles')),
  }),
  ryukyoku: event({ reason: optional(field('reason is a string', (m) => v.string(m))), deltas: optional(four('deltas')) }),
};

/** What is wrong with an event's fields ("dahai: actor is 0, 1, 2 or 3 (not 4)"), or null. */
export function mjaiEventProblem(e: MjaiEvent): string | null {
  const schema = SCHEMAS[e.type];
  if (!schema) return null;
  const r = v.safeParse(schema, e);
  return r.success ? null : `${e.type}: ${r.issues[0].message}`;
}
