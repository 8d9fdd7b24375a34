/** The scorer's working view of a hand: melds with their properties and tile counts. */
import { PLAYING_KINDS, isHonour, isTerminal, type Kind } from '../../tiles';
import type { ClassicalHand, ClassicalMeld, LastTileSource } from './types';

export type MeldType = ClassicalMeld['type'];

export interface Meld {
  type: MeldType;
  /** Ascending. */
  kinds: Kind[];
  exposed: boolean;
  claimed: boolean;
  /** Laid on the table before scoring (not an arrangement of concealed tiles). */
  declared: boolean;
}

export const isPungOrKong = (m: Meld): boolean => m.type === 'pung' || m.type === 'kong';
export const isDragon = (k: Kind): boolean => k >= 31 && k < 34;
export const isWind = (k: Kind): boolean => k >= 27 && k < 31;
/** Suit tile of rank 2–8. */
export const isSimple = (k: Kind): boolean => k < 27 && !isTerminal(k);
export const isMajor = (k: Kind): boolean => isTerminal(k) || isHonour(k);

export function meld(type: MeldType, kinds: Kind[], exposed: boolean, declared = false, claimed = false): Meld {
  return { type, kinds: [...kinds].sort((a, b) => a - b), exposed, claimed, declared };
}

interface LastTile {
  kind: Kind;
  drawn: boolean;
  /** Index into `declared`. */
  meld?: number;
  set?: { type: MeldType; kinds: Kind[] };
}

export interface PreparedHand {
  source: ClassicalHand;
  declared: Meld[];
  /** Concealed tiles not in a declared meld. */
  concealed: Uint8Array;
  /** Every playing tile of the hand. */
  all: Uint8Array;
  tiles: number;
  kongs: number;
  /** Tiles beyond a calling hand: 1 for a winning-size hand, 0 for 13, more for a long hand. */
  lenOffset: number;
  bonus: Kind[];
  last?: LastTile;
  lastSource?: LastTileSource;
}

const DRAWN_SOURCES: ReadonlySet<LastTileSource> = new Set(['wall', 'lastWallTile', 'replacement', 'firstTile']);

export function prepare(hand: ClassicalHand): PreparedHand {
  const concealed = new Uint8Array(PLAYING_KINDS);
  const all = new Uint8Array(PLAYING_KINDS);
  for (const k of hand.concealed) {
    concealed[k]++;
    all[k]++;
  }
  const declared: Meld[] = [];
  const meldIndex: number[] = [];
  hand.melds.forEach((m, i) => {
    for (const k of m.kinds) all[k]++;
    if (m.type !== 'kong' && !m.exposed) {
      for (const k of m.kinds) concealed[k]++;
      meldIndex[i] = -1;
      return;
    }
    meldIndex[i] = declared.length;
    declared.push(meld(m.type, m.kinds, m.exposed || !!m.claimed, true, m.type === 'kong' && !!m.claimed));
  });
  let tiles = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) tiles += all[k];
  const kongs = declared.filter((m) => m.type === 'kong').length;
  let last: LastTile | undefined;
  if (hand.last) {
    const drawn = hand.last.drawn ?? (hand.lastSource === undefined || DRAWN_SOURCES.has(hand.lastSource));
    last = { kind: hand.last.kind, drawn };
    const mi = hand.last.meld === undefined ? -1 : meldIndex[hand.last.meld] ?? -1;
    if (mi >= 0) last.meld = mi;
    else if (hand.last.meld !== undefined) {
      const m = hand.melds[hand.last.meld];
      if (m) last.set = { type: m.type, kinds: [...m.kinds].sort((a, b) => a - b) };
    } else if (hand.last.set) last.set = { type: hand.last.set.type, kinds: [...hand.last.set.kinds].sort((a, b) => a - b) };
  }
  return {
    source: hand,
    declared,
    concealed,
    all,
    tiles,
    kongs,
    lenOffset: tiles - 13 - kongs,
    bonus: hand.bonus.filter((k) => k >= PLAYING_KINDS),
    last,
    lastSource: hand.lastSource,
  };
}
