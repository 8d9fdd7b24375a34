/**
 * Tile names of the riichi log formats. tenhou.net/6: 11–19 characters, 21–29 dots, 31–39 bamboo,
 * 41–47 E S W N white green red, 51/52/53 the red fives. mjai: "1m".."9m", "1p".., "1s"..,
 * "E" "S" "W" "N" "P" (white) "F" (green) "C" (red), "5mr"/"5pr"/"5sr" the red fives, "?" hidden.
 */
import { kindOf, type Kind, type TileId } from '../../../tiles';
import { isRedFive } from '../hand';

export function tenhouCode(id: TileId, redFives: boolean): number {
  const k = kindOf(id);
  if (redFives && isRedFive(id)) return 51 + Math.floor(k / 9);
  return tenhouKindCode(k);
}

/** A kind's tenhou code, or the red five's (51–53) when `red`. */
export const tenhouKindCode = (k: Kind, red = false): number => (red ? 51 + Math.floor(k / 9) : k < 27 ? 11 + Math.floor(k / 9) * 10 + (k % 9) : 41 + (k - 27));

/** The kind of a tenhou code (a red five's is its five's). */
export const kindOfTenhouCode = (code: number): Kind => (code >= 51 ? (code - 51) * 9 + 4 : code < 40 ? (Math.floor(code / 10) - 1) * 9 + (code % 10) - 1 : 27 + (code - 41));

const HONOURS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

export function mjaiTile(id: TileId, redFives: boolean): string {
  const k = kindOf(id);
  return mjaiKind(k) + (redFives && isRedFive(id) ? 'r' : '');
}

const mjaiKind = (k: Kind): string => (k < 27 ? `${(k % 9) + 1}${'mps'[Math.floor(k / 9)]}` : HONOURS[k - 27]);

/** The kind of an mjai tile name and whether it is red; null for "?" or anything unknown. */
export function fromMjaiTile(name: string): { kind: Kind; red: boolean } | null {
  const h = HONOURS.indexOf(name);
  if (h >= 0) return { kind: 27 + h, red: false };
  const m = /^([1-9])([mps])(r?)$/.exec(name);
  if (!m || (m[3] && m[1] !== '5')) return null;
  return { kind: 'mps'.indexOf(m[2]) * 9 + Number(m[1]) - 1, red: m[3] === 'r' };
}
