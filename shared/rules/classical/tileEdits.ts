/** A prepared hand with a tile more or less: the neighbouring hands the calling-hand rules look at. */
import type { Kind } from '../../tiles';
import type { Meld, PreparedHand } from './hand';
import type { ClassicalHand } from './types';

/** A hand's source without its last tile and the rules tied to it (one object per source: they are never changed). */
const clearedSources = new WeakMap<ClassicalHand, ClassicalHand>();
function clearedSource(source: ClassicalHand): ClassicalHand {
  let cleared = clearedSources.get(source);
  if (!cleared) clearedSources.set(source, (cleared = { ...source, last: undefined, lastSource: undefined, originalCall: false, twofoldFortune: false }));
  return cleared;
}

export function withTiles(h: PreparedHand, add: Kind | null, remove: Kind | null, dissolve: ReadonlySet<Meld>): PreparedHand {
  const concealed = h.concealed.slice();
  const all = h.all.slice();
  const declared = h.declared.filter((m) => !dissolve.has(m));
  for (const m of dissolve) for (const k of m.kinds) concealed[k]++;
  if (remove !== null) {
    concealed[remove]--;
    all[remove]--;
  }
  if (add !== null) {
    concealed[add]++;
    all[add]++;
  }
  const tiles = h.tiles + (add === null ? 0 : 1) - (remove === null ? 0 : 1);
  const kongs = declared.filter((m) => m.type === 'kong').length;
  return {
    source: clearedSource(h.source),
    declared,
    concealed,
    all,
    tiles,
    kongs,
    lenOffset: tiles - 13 - kongs,
    bonus: h.bonus,
    last: add === null ? undefined : { kind: add, drawn: true },
  };
}

/** Hand minus its last tile: the meld it completed and open pairs or singles go back to the hand. */
export function beforeLastTile(h: PreparedHand, lastMeld: Meld | null): PreparedHand | null {
  const last = h.last;
  if (!last) return null;
  const dissolve = new Set(h.declared.filter((m) => m.kinds.length < 3));
  if (lastMeld?.declared) dissolve.add(lastMeld);
  let available = h.concealed[last.kind];
  for (const m of dissolve) available += m.kinds.filter((k) => k === last.kind).length;
  if (available === 0) return null;
  return withTiles(h, null, last.kind, dissolve);
}

export const NO_MELDS: ReadonlySet<Meld> = new Set();
