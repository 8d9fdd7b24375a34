/**
 * What a tile face shows, as data: the Tile component only draws it. Suits differ by shape first
 * (circles, sticks, characters) and by colour second, from the Okabe–Ito palette, which stays
 * distinct under the common colour-vision deficiencies.
 */
import { classOf, rankOf, type Kind } from '../../../shared/tiles';
import { NUMERAL_GLYPHS, WIND_GLYPHS, type GlyphId } from './glyphs';
import type { T } from './names';

export const PALETTE = {
  ink: '#1b1b1b',
  dots: '#0072B2', // blue
  bamboo: '#007A5A', // bluish green, darkened for contrast on ivory
  characters: '#C0392B', // vermilion-red for 萬 (shape differs from the other suits anyway)
  green: '#007A5A',
  red: '#C0392B',
  white: '#0072B2',
  flower: '#A0457A', // reddish purple
  season: '#B36B00', // orange, darkened
} as const;

export type Face =
  | { type: 'dots'; rank: number }
  | { type: 'bamboo'; rank: number }
  | { type: 'characters'; rank: number; numeral: GlyphId }
  | { type: 'wind'; wind: 0 | 1 | 2 | 3; glyph: GlyphId }
  | { type: 'dragon'; dragon: 'white' | 'green' | 'red' }
  | { type: 'flower' | 'season'; rank: number };

export function faceOf(kind: Kind): Face {
  const rank = rankOf(kind);
  switch (classOf(kind)) {
    case 'suit':
      if (kind < 9) return { type: 'characters', rank, numeral: NUMERAL_GLYPHS[rank - 1] };
      return kind < 18 ? { type: 'dots', rank } : { type: 'bamboo', rank };
    case 'wind':
      return { type: 'wind', wind: (rank - 1) as 0 | 1 | 2 | 3, glyph: WIND_GLYPHS[rank - 1] };
    case 'dragon':
      return { type: 'dragon', dragon: (['white', 'green', 'red'] as const)[rank - 1] };
    case 'flower':
      return { type: 'flower', rank };
    default:
      return { type: 'season', rank };
  }
}

/** Dot centres and radius for ranks 1–9 on a 60 × 80 face. */
export const DOT_LAYOUT: Record<number, { r: number; at: [number, number][] }> = {
  1: { r: 17, at: [[30, 42]] },
  2: { r: 11, at: [[30, 22], [30, 62]] },
  3: { r: 9.5, at: [[15, 17], [30, 42], [45, 67]] },
  4: { r: 10, at: [[18, 24], [42, 24], [18, 60], [42, 60]] },
  5: { r: 8.5, at: [[16, 20], [44, 20], [30, 42], [16, 64], [44, 64]] },
  6: { r: 8, at: [[19, 18], [41, 18], [19, 42], [41, 42], [19, 66], [41, 66]] },
  7: { r: 6.8, at: [[14, 12], [30, 21], [46, 30], [19, 49], [41, 49], [19, 68], [41, 68]] },
  8: { r: 7.2, at: [[19, 12], [41, 12], [19, 31], [41, 31], [19, 50], [41, 50], [19, 69], [41, 69]] },
  9: { r: 7, at: [[15, 18], [30, 18], [45, 18], [15, 42], [30, 42], [45, 42], [15, 66], [30, 66], [45, 66]] },
};

/** Bamboo stick centres (x, y) and stick height for ranks 2–9 on a 60 × 80 face (1 is the sparrow). */
export const BAMBOO_LAYOUT: Record<number, { h: number; w: number; at: [number, number][] }> = {
  2: { h: 24, w: 8, at: [[30, 25], [30, 59]] },
  3: { h: 24, w: 8, at: [[30, 25], [18, 59], [42, 59]] },
  4: { h: 24, w: 8, at: [[18, 25], [42, 25], [18, 59], [42, 59]] },
  5: { h: 22, w: 7, at: [[14, 24], [46, 24], [30, 42], [14, 60], [46, 60]] },
  6: { h: 24, w: 7, at: [[14, 25], [30, 25], [46, 25], [14, 59], [30, 59], [46, 59]] },
  7: { h: 18, w: 7, at: [[30, 15], [14, 42], [30, 42], [46, 42], [14, 66], [30, 66], [46, 66]] },
  8: { h: 24, w: 6, at: [[11, 25], [24, 25], [37, 25], [50, 25], [11, 59], [24, 59], [37, 59], [50, 59]] },
  9: { h: 18, w: 7, at: [[14, 16], [30, 16], [46, 16], [14, 42], [30, 42], [46, 42], [14, 68], [30, 68], [46, 68]] },
};

/** The i18n key of a tile kind's name ("tiles.dots" with {n}, "tiles.east", …) and its parameters. */
export function tileNameKey(kind: Kind): { key: string; n?: number } {
  const face = faceOf(kind);
  switch (face.type) {
    case 'dots':
    case 'bamboo':
    case 'characters':
      return { key: `tiles.${face.type}`, n: face.rank };
    case 'wind':
      return { key: `tiles.wind${face.wind}` };
    case 'dragon':
      return { key: `tiles.${face.dragon}` };
    default:
      return { key: `tiles.${face.type}`, n: face.rank };
  }
}

/** A tile kind's name in your language ("5 of Dots", "East Wind"). */
export function tileName(t: T, kind: Kind): string {
  const { key, n } = tileNameKey(kind);
  return n === undefined ? t(key) : t(key, { n });
}

/** Tiles' names joined as a list in the page's language (`locale`): "5 of Dots, 5 of Dots, and 5 of Dots", "5 筒、5 筒和5 筒". */
export function tileList(t: T, kinds: readonly Kind[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(kinds.map((k) => tileName(t, k)));
}

/** The i18n key of the short Latin index symbol of a kind (the number is added separately for suits). */
export function indexKey(kind: Kind): { key: string; n: number | null } {
  const face = faceOf(kind);
  switch (face.type) {
    case 'dots':
    case 'bamboo':
    case 'characters':
      return { key: `tiles.index.${face.type}`, n: face.rank };
    case 'wind':
      return { key: `tiles.index.wind${face.wind}`, n: null };
    case 'dragon':
      return { key: `tiles.index.${face.dragon}`, n: null };
    default:
      return { key: `tiles.index.${face.type}`, n: face.rank };
  }
}
