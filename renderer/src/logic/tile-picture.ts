/**
 * A tile's drawing as one SVG picture (a data URL), made once per face, index and direction.
 * The Tile component shows it as a single image: the browser draws a cached picture for each tile
 * instead of the twenty to forty shapes a face has, every time the table changes.
 */
import type { Kind } from '../../../shared/tiles';
import { GLYPHS } from './glyphs';
import { BAMBOO_LAYOUT, DOT_LAYOUT, faceOf, PALETTE, type Face } from './tileface';

const IVORY = '#fffdf6';
const stroke = (colour: string, width: number) => `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const glyph = (d: string, transform: string, colour: string, width: number) => `<path d="${d}" transform="${transform}" ${stroke(colour, width)}/>`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function faceShapes(face: Face): string {
  switch (face.type) {
    case 'dots': {
      const { r, at } = DOT_LAYOUT[face.rank];
      return at
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${PALETTE.dots}"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="${IVORY}"/><circle cx="${x}" cy="${y}" r="${r * 0.34}" fill="${PALETTE.dots}"/>`)
        .join('');
    }
    case 'bamboo': {
      if (face.rank === 1)
        // The sparrow: body, wing, head, beak, tail, legs.
        return (
          `<g fill="${PALETTE.bamboo}"><ellipse cx="28" cy="46" rx="15" ry="11"/><circle cx="41" cy="32" r="8"/><path d="M48 30 L57 33 L48 36 Z" fill="#C0392B"/><path d="M15 44 L3 36 L5 50 Z"/></g>` +
          `<path d="M20 42 C27 36 35 40 38 47" fill="none" stroke="${IVORY}" stroke-width="2.5" stroke-linecap="round"/>` +
          `<circle cx="43" cy="30" r="2" fill="${IVORY}"/>` +
          `<path d="M24 56 V68 M32 56 V68 M20 68 H36" stroke="${PALETTE.ink}" stroke-width="2.5" stroke-linecap="round"/>`
        );
      const { w, h, at } = BAMBOO_LAYOUT[face.rank];
      return at
        .map(([x, y]) => `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${w / 2}" fill="${PALETTE.bamboo}"/><path d="M${x - w / 2 + 1} ${y} H${x + w / 2 - 1}" stroke="${IVORY}" stroke-width="1.6"/>`)
        .join('');
    }
    case 'characters':
      return glyph(GLYPHS[face.numeral], 'translate(14 6) scale(0.32)', PALETTE.ink, 9) + glyph(GLYPHS.wan, 'translate(11 40) scale(0.38)', PALETTE.characters, 7);
    case 'wind':
      return glyph(GLYPHS[face.glyph], 'translate(7 14) scale(0.46)', PALETTE.ink, 7.5);
    case 'dragon':
      if (face.dragon === 'white') return `<g fill="none" stroke="${PALETTE.white}"><rect x="10" y="12" width="40" height="56" rx="3" stroke-width="4"/><rect x="17" y="19" width="26" height="42" rx="2" stroke-width="2"/></g>`;
      return face.dragon === 'green' ? glyph(GLYPHS.fa, 'translate(6 14) scale(0.48)', PALETTE.green, 7.5) : glyph(GLYPHS.zhong, 'translate(6 14) scale(0.48)', PALETTE.red, 9);
    default: {
      const colour = face.type === 'flower' ? PALETTE.flower : PALETTE.season;
      const picture =
        face.type === 'flower'
          ? `<g fill="${colour}"><circle cx="30" cy="26" r="8"/><circle cx="41" cy="36" r="8"/><circle cx="19" cy="36" r="8"/><circle cx="24" cy="48" r="8"/><circle cx="36" cy="48" r="8"/><circle cx="30" cy="39" r="5" fill="${IVORY}"/></g>`
          : `<g stroke="${colour}" stroke-width="3.5" stroke-linecap="round"><circle cx="30" cy="38" r="10" fill="${colour}"/><path d="M30 16 V22 M30 54 V60 M8 38 H14 M46 38 H52 M15 23 L19 27 M45 23 L41 27 M15 53 L19 49 M45 53 L41 49"/></g>`;
      return `${picture}<text x="48" y="74" font-family="system-ui, sans-serif" font-weight="700" font-size="16" fill="${colour}">${face.rank}</text>`;
    }
  }
}

function drawing(kind: Kind | null, index: string | null, sideways: boolean): string {
  const face = kind === null ? null : faceOf(kind);
  const body = face
    ? `<rect x="1" y="1" width="58" height="78" rx="7" fill="#fbf7ea" stroke="#8d8068" stroke-width="1.2"/>` +
      // With a Latin index the face shrinks a little towards the bottom right, leaving the corner to the index.
      `<g${index ? ' transform="translate(9 12) scale(0.82)"' : ''}>${faceShapes(face)}</g>` +
      (index ? `<text x="4" y="16" font-family="system-ui, sans-serif" font-weight="800" font-size="16" fill="#111" stroke="#fbf7ea" stroke-width="4" paint-order="stroke">${escape(index)}</text>` : '')
    : `<rect x="1" y="1" width="58" height="78" rx="7" fill="#2f7a6e" stroke="#1f4f48" stroke-width="1.2"/><rect x="7" y="7" width="46" height="66" rx="4" fill="none" stroke="#8fc7bb" stroke-width="1.5"/>`;
  // Sideways: the same drawing turned a quarter left, in a wide box.
  const turned = sideways ? ' transform="translate(0 60) rotate(-90)"' : '';
  const [w, h] = sideways ? [84, 60] : [60, 84];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><g${turned}><rect x="1" y="5" width="58" height="78" rx="7" fill="#c8b68a"/>${body}</g></svg>`;
}

const pictures = new Map<string, string>();

/** The data URL of a tile's picture: `kind` null for its back; `index` the Latin index shown in its corner, if any. */
export function tilePicture(kind: Kind | null, index: string | null, sideways: boolean): string {
  const key = `${kind}|${index ?? ''}|${sideways ? 1 : 0}`;
  let url = pictures.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(drawing(kind, index, sideways))}`;
    pictures.set(key, url);
  }
  return url;
}
