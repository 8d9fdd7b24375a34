/**
 * Tile kinds and physical tiles.
 *
 * Kinds 0–33 are the playing tiles (0–8 characters, 9–17 dots, 18–26 bamboo, 27–30 winds E S W N,
 * 31–33 dragons white green red); 34–37 are flowers 1–4 and 38–41 seasons 1–4.
 * A physical tile is an id: kind × 4 + copy for playing tiles (0–135), 136 + n for bonus tiles.
 * Hand analysis works on 34-length count arrays of kinds, never on strings.
 */

export type Kind = number;
export type TileId = number;

export type TileClass = 'suit' | 'wind' | 'dragon' | 'flower' | 'season';

export const PLAYING_KINDS = 34;
export const ALL_KINDS = 42;
export const WIND_KINDS = [27, 28, 29, 30] as const;
export const DRAGON_KINDS = [31, 32, 33] as const;
export const FIRST_FLOWER = 34;
export const FIRST_SEASON = 38;

export type Wind = 0 | 1 | 2 | 3; // East South West North

/** A seat's (or a club table's place's) wind this hand: East deals, and the next seat in play order is South. */
export const seatWindOf = (seat: number, dealer: number): Wind => ((((seat - dealer) % 4) + 4) % 4) as Wind;

export function kindOf(id: TileId): Kind {
  return id < 136 ? id >> 2 : FIRST_FLOWER + (id - 136);
}

export function tileId(kind: Kind, copy = 0): TileId {
  if (kind < PLAYING_KINDS) return kind * 4 + copy;
  return 136 + (kind - FIRST_FLOWER);
}

export function classOf(kind: Kind): TileClass {
  if (kind < 27) return 'suit';
  if (kind < 31) return 'wind';
  if (kind < 34) return 'dragon';
  if (kind < 38) return 'flower';
  return 'season';
}

export const isSuit = (kind: Kind): boolean => kind < 27;
export const isHonour = (kind: Kind): boolean => kind >= 27 && kind < 34;
export const isBonus = (kind: Kind): boolean => kind >= FIRST_FLOWER;
export const isTerminal = (kind: Kind): boolean => kind < 27 && (kind % 9 === 0 || kind % 9 === 8);
export const isTerminalOrHonour = (kind: Kind): boolean => isTerminal(kind) || isHonour(kind);
/** 1–9 for suits, 1–4 for winds (E S W N), 1–3 for dragons (white green red), 1–4 for bonus. */
export function rankOf(kind: Kind): number {
  if (kind < 27) return (kind % 9) + 1;
  if (kind < 31) return kind - 26;
  if (kind < 34) return kind - 30;
  if (kind < 38) return kind - 33;
  return kind - 37;
}
export const windKind = (wind: Wind): Kind => 27 + wind;
/** The seat number a bonus tile belongs to: 1 → East, 2 → South, 3 → West, 4 → North. */
export const bonusWind = (kind: Kind): Wind => ((rankOf(kind) - 1) as Wind);

export type TileSetId = 'full144' | 'riichi136';

/** Every physical tile of a set, in id order. */
export function tileSet(set: TileSetId): TileId[] {
  const count = set === 'full144' ? 144 : 136;
  return Array.from({ length: count }, (_, i) => i);
}

/** 34-length count array of the playing kinds among `ids` (bonus tiles are ignored). */
export function countKinds(ids: readonly TileId[]): number[] {
  // Zeroed in a loop: the same array as `fill(0)` makes, at half the cost (this runs on every engine question about a hand).
  const counts = new Array<number>(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++) counts[k] = 0;
  for (const id of ids) {
    const k = kindOf(id);
    if (k < PLAYING_KINDS) counts[k]++;
  }
  return counts;
}
