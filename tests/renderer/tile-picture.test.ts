/**
 * A tile's picture (renderer/src/logic/tile-picture.ts): one SVG per face, index and direction,
 * made once and kept; a back shows no face; an index is written escaped.
 */
import { describe, expect, it } from 'vitest';
import { tilePicture } from '../../renderer/src/logic/tile-picture';

const svg = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

describe('tile pictures', () => {
  it('the same face, index and direction give the same picture; each differs from the others', () => {
    expect(tilePicture(4, null, false)).toBe(tilePicture(4, null, false));
    const all = [tilePicture(4, null, false), tilePicture(5, null, false), tilePicture(4, '5m', false), tilePicture(4, null, true), tilePicture(null, null, false)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('upright and sideways boxes; a back has no face; an index is escaped text', () => {
    expect(svg(tilePicture(0, null, false))).toContain('viewBox="0 0 60 84"');
    expect(svg(tilePicture(0, null, true))).toContain('viewBox="0 0 84 60"');
    expect(svg(tilePicture(null, null, false))).not.toContain('<path');
    expect(svg(tilePicture(0, '<1&>', false))).toContain('&lt;1&amp;&gt;</text>');
  });
});
