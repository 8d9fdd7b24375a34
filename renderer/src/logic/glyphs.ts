/**
 * The few Chinese characters a tile shows, drawn by Sparrow as strokes on a 100 × 100 grid, so a
 * tile reads the same on every device whether or not it has a CJK font. Stylised, not calligraphy:
 * each glyph is a list of SVG path commands stroked with round caps.
 */
export type GlyphId =
  | 'n1' | 'n2' | 'n3' | 'n4' | 'n5' | 'n6' | 'n7' | 'n8' | 'n9'
  | 'wan' | 'east' | 'south' | 'west' | 'north' | 'zhong' | 'fa';

export const GLYPHS: Record<GlyphId, string> = {
  n1: 'M12 50 H88',
  n2: 'M24 30 H76 M10 70 H90',
  n3: 'M22 18 H78 M28 48 H72 M10 82 H90',
  n4: 'M14 18 V86 M14 18 H86 V86 M14 86 H86 M40 20 C40 46 34 58 22 64 M60 20 V56 C60 64 66 66 86 64',
  n5: 'M18 14 H82 M46 14 L36 84 M24 46 H70 V84 M8 84 H92',
  n6: 'M48 6 L56 20 M10 32 H90 M38 48 L16 86 M62 48 L88 86',
  n7: 'M8 48 L92 36 M40 8 V76 C40 88 46 92 58 92 H88 V76',
  n8: 'M40 18 C38 54 30 72 8 88 M58 18 C62 54 72 72 94 88',
  n9: 'M44 8 V40 C44 66 34 80 10 92 M14 36 H70 C70 62 70 84 80 88 H94 V70',
  wan: 'M8 14 H92 M32 4 V26 M68 4 V26 M24 32 V56 H76 V32 Z M24 44 H76 M50 32 V56 M16 64 V96 M16 64 H84 V88 C84 96 78 97 70 94 M50 58 V86 M34 84 L54 72 L66 86',
  east: 'M10 28 H90 M50 4 V96 M24 38 H76 V66 H24 Z M24 52 H76 M46 68 L12 92 M54 68 L90 92',
  south: 'M10 16 H90 M50 4 V16 M18 30 V96 M18 30 H82 V88 C82 96 76 96 68 92 M36 40 L42 52 M64 40 L58 52 M30 60 H70 M30 76 H70 M50 60 V96',
  west: 'M8 12 H92 M18 30 V92 H82 V30 Z M40 12 V48 C40 58 32 64 22 68 M60 12 V58 C60 66 66 68 82 66',
  north: 'M38 4 V92 M10 34 H38 M10 80 L38 66 M62 4 V82 C62 90 68 92 92 92 V80 M62 44 L90 30',
  zhong: 'M14 28 V70 M14 28 H86 V70 M14 70 H86 M50 4 V96',
  fa: 'M16 8 L34 24 M8 36 L40 18 M58 8 L70 20 L92 10 M56 22 L90 40 M14 46 H44 V60 H18 V78 H44 C44 90 40 94 30 90 M56 46 H86 M62 46 V58 C62 62 66 62 74 62 V46 M54 70 H86 L58 94 M64 76 L92 94',
};

export const NUMERAL_GLYPHS: readonly GlyphId[] = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'];
export const WIND_GLYPHS: readonly GlyphId[] = ['east', 'south', 'west', 'north'];
