/** Frame generators for the fuzz test: mutated valid messages, random JSON, random bytes, oversized frames. */
import { nextInt, type Rng } from '../../../shared/random';

const pick = <T>(rng: Rng, items: readonly T[]): T => items[nextInt(rng, items.length)];

export function corpus(tableId: string, tiles: number[]): unknown[] {
  const tile = tiles[0] ?? 0;
  return [
    { t: 'hello', v: 1, name: 'Fuzzy' },
    { t: 'listTables' },
    { t: 'createTable', options: { name: 'X', preset: 'riichi', pin: '1234', bots: 2 } },
    { t: 'join', table: tableId, seat: 1, pin: '0000' },
    { t: 'watch', table: tableId },
    { t: 'resume', token: 'ab'.repeat(32) },
    { t: 'addBots', table: tableId },
    { t: 'entropy', hand: 0, value: 'cd'.repeat(16) },
    { t: 'act', hand: 0, seq: 3, action: { type: 'discard', tile, riichi: true } },
    { t: 'act', hand: 0, seq: 0, action: { type: 'claim', claim: 'pung', tiles: tiles.slice(0, 2) } },
    { t: 'act', hand: 0, seq: 0, action: { type: 'kong', tile } },
    { t: 'act', hand: 0, seq: 0, action: { type: 'bonus', tile: 140 } },
    { t: 'act', hand: 0, seq: 0, action: { type: 'draw' } },
    { t: 'act', hand: 0, seq: 0, action: { type: 'win' } },
    { t: 'act', hand: 0, seq: 0, action: { type: 'pass' } },
    { t: 'nextHand' },
    { t: 'ping' },
    { t: 'listSaved' },
    { t: 'resumeTable', table: tableId },
    { t: 'exportLog', table: tableId, format: 'tenhou' },
    { t: 'review', table: tableId, seat: 0, hand: 0 },
    { t: 'review', table: tableId, seat: 1 },
    { t: 'replaySteps', table: tableId, hand: 0 },
    { t: 'exportLog', table: tableId, format: 'sparrow' },
    { t: 'historyList' },
    { t: 'historyGet', game: `${tableId}-abc` },
    { t: 'historyRemove', game: `${tableId}-abc` },
    { t: 'historyPrune', before: 1_700_000_000_000 },
    { t: 'historyForget', name: 'Fuzzy' },
  ];
}

const WEIRD: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -0, 2 ** 53, '', 'x', '0', [], {}, [1, 2, 3], { t: 'act' }, '__proto__', 'constructor', '\u0000', '\ud800', 'a'.repeat(300)];
const KEYS = ['t', 'v', 'name', 'hand', 'seq', 'action', 'type', 'tile', 'tiles', 'claim', 'table', 'seat', 'pin', 'token', 'value', 'options', '__proto__', 'constructor', 'prototype'];

function randomValue(rng: Rng, depth: number): unknown {
  const r = nextInt(rng, 10);
  if (depth > 3 || r < 4) return pick(rng, WEIRD);
  if (r < 7) return Array.from({ length: nextInt(rng, 4) }, () => randomValue(rng, depth + 1));
  return Object.fromEntries(Array.from({ length: nextInt(rng, 5) }, () => [pick(rng, KEYS), randomValue(rng, depth + 1)]));
}

/** Replaces a random value somewhere inside a message. */
function mutateValue(rng: Rng, value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 4 || nextInt(rng, 4) === 0) return randomValue(rng, 2);
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as object) };
  const keys = Object.keys(copy);
  const op = nextInt(rng, 4);
  if (op === 0 || keys.length === 0) copy[pick(rng, KEYS)] = randomValue(rng, 2);
  else if (op === 1) delete copy[pick(rng, keys)];
  else {
    const k = pick(rng, keys);
    copy[k] = mutateValue(rng, copy[k], depth + 1);
  }
  return copy;
}

function mutateText(rng: Rng, text: string): string {
  const chars = [...text];
  for (let n = 1 + nextInt(rng, 3); n > 0; n--) {
    const i = nextInt(rng, chars.length + 1);
    const op = nextInt(rng, 4);
    const c = pick(rng, ['{', '}', '[', ']', '"', ':', ',', '\\', '0', '9', '-', 'e', ' ', 'x', '\u00e9', '\ud83c']);
    if (op === 0) chars.splice(i, 1);
    else if (op === 1) chars.splice(i, 0, c);
    else if (op === 2) chars[i] = c;
    else chars.splice(i, nextInt(rng, 10));
  }
  return chars.join('');
}

export function frame(rng: Rng, seeds: unknown[]): string | Buffer {
  const r = nextInt(rng, 100);
  if (r < 30) return JSON.stringify(mutateValue(rng, pick(rng, seeds)));
  if (r < 60) return mutateText(rng, JSON.stringify(pick(rng, seeds)));
  if (r < 75) return JSON.stringify(randomValue(rng, 0));
  if (r < 85) return Buffer.from(Array.from({ length: nextInt(rng, 64) }, () => nextInt(rng, 256)));
  if (r < 88) return 'x'.repeat(4097 + nextInt(rng, 8000));
  if (r < 90) return '';
  if (r < 95) return JSON.stringify({ ...(pick(rng, seeds) as object), extra: randomValue(rng, 1) });
  return '['.repeat(1 + nextInt(rng, 2000));
}

