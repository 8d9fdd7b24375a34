import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHand, formatTiles, parseHand, parseTiles, type HandNotation } from '../../shared/notation';

describe('notation', () => {
  it.each([
    ['1m', [0]],
    ['9m19p19s', [8, 9, 17, 18, 26]],
    ['1234567z', [27, 28, 29, 30, 31, 32, 33]],
    ['1234f1234y', [34, 35, 36, 37, 38, 39, 40, 41]],
  ])('parses %s', (text, kinds) => {
    expect(parseTiles(text)).toEqual(kinds);
    expect(formatTiles(kinds)).toBe(text);
  });

  it('reads a whole hand with melds, bonus tiles and the winning tile', () => {
    const hand = parseHand('123m 44z [555p] {7777s} [678p] 2f3y +4z');
    expect(hand.concealed).toEqual([0, 1, 2, 30, 30]);
    expect(hand.melds).toEqual([
      { type: 'pung', kinds: [13, 13, 13], concealed: false },
      { type: 'kong', kinds: [24, 24, 24, 24], concealed: true },
      { type: 'chow', kinds: [14, 15, 16], concealed: false },
    ]);
    expect(hand.bonus).toEqual([35, 40]);
    expect(hand.winning).toBe(30);
    expect(formatHand(hand)).toBe('123m44z [555p] {7777s} [678p] 2f3y +4z');
  });

  it.each([
    ['0z', 'is not a tile'],
    ['0f', 'is not a tile'],
    ['8z', 'is not a tile'],
    ['5f', 'is not a tile'],
    ['12', 'digits without a suit letter'],
    ['m', 'has no digits'],
    ['12x', 'unexpected character'],
    ['[124m]', 'not a chow, pung or kong'],
    ['[789m1p]', 'not a chow, pung or kong'],
    ['[123z]', 'not a chow, pung or kong'],
    ['{555m}', 'only a kong'],
    ['+12m', 'one playing tile'],
    ['4m+1f', 'not a pair, chow or pung'],
  ])('rejects %s', (text, message) => {
    expect(() => parseHand(text)).toThrow(message);
  });

  const kind = fc.integer({ min: 0, max: 41 });
  const playing = fc.integer({ min: 0, max: 33 });
  const meld = fc.oneof(
    fc.record({ first: fc.integer({ min: 0, max: 2 }).chain((s) => fc.integer({ min: s * 9, max: s * 9 + 6 })) }).map(({ first }) => ({
      type: 'chow' as const,
      kinds: [first, first + 1, first + 2],
      concealed: false,
    })),
    playing.map((k) => ({ type: 'pung' as const, kinds: [k, k, k], concealed: false })),
    fc.tuple(playing, fc.boolean()).map(([k, c]) => ({ type: 'kong' as const, kinds: [k, k, k, k], concealed: c })),
    playing.map((k) => ({ type: 'kong' as const, kinds: [k, k, k, k], concealed: false, claimed: true })),
  );
  const hand: fc.Arbitrary<HandNotation> = fc
    .record({
      concealed: fc.array(playing, { maxLength: 17 }),
      melds: fc.array(meld, { maxLength: 5 }),
      bonus: fc.array(fc.integer({ min: 34, max: 41 }), { maxLength: 8 }),
      winning: fc.option(playing, { nil: undefined }),
    })
    .map((h) => (h.winning === undefined ? { concealed: h.concealed, melds: h.melds, bonus: h.bonus } : h));

  it.each([
    ['a kong claimed onto a concealed pung', '123m <5555p> +1z', { melds: [{ type: 'kong', kinds: [13, 13, 13, 13], concealed: false, claimed: true }] }],
    ['red fives', '120m [406s] +0p', { red: [4, 13, 22] }],
    ['the set the winning tile completed', '12m 55+5p', { winning: 13, winningSet: { type: 'pung', kinds: [13, 13, 13] }, concealed: [0, 1, 13, 13] }],
    ['the set laid open with the claimed tile', '12m [4+4z]', { winning: 30, winningSet: { type: 'pair', kinds: [30, 30], exposed: true }, concealed: [0, 1, 30] }],
    ['knitted tiles', '12m 8s+8p', { winning: 16, winningSet: { type: 'knitted', kinds: [25, 16] } }],
    ['how the hand was won', '1m +1m @discard @seat:S @round:W @double-riichi @ippatsu @dora:3m @ura:4z @streak:2', { situation: { source: 'discard', seatWind: 1, prevailingWind: 2, riichi: true, doubleRiichi: true, ippatsu: true, dora: [2], ura: [30], dealerStreak: 2 } }],
    ['a Taiwanese loose tile on the first turn', '1m +1m @replacement @first-tile', { situation: { source: 'replacement', firstTurn: true } }],
    ['red fives among the dora indicators', '1m +1m @riichi @dora:0m5p @ura:0s', { situation: { riichi: true, dora: [4, 13], ura: [22], redIndicators: [4, 22] } }],
  ])('writes %s and reads it back', (_name, text, part) => {
    const hand = parseHand(text);
    expect(hand).toMatchObject(part);
    expect(parseHand(formatHand(hand))).toEqual(hand);
  });

  it.each([
    ['@nonsense', 'not a word'],
    ['@discard @wall', 'says again'],
    ['@seat:X', 'not a word'],
    ['<555p>', 'only a kong can be claimed'],
    ['4m+1z', 'not a pair, chow or pung'],
    ['5+5p 6+6p', 'more than one winning tile'],
  ])('rejects %s', (text, message) => {
    expect(() => parseHand(text)).toThrow(message);
  });

  it('round-trips any tile list and any hand (property)', () => {
    fc.assert(fc.property(fc.array(kind, { maxLength: 30 }), (kinds) => {
      expect(parseTiles(formatTiles(kinds))).toEqual(kinds);
    }));
    fc.assert(fc.property(hand, (h) => {
      expect(parseHand(formatHand(h))).toEqual(h);
    }));
    fc.assert(fc.property(hand, (h) => {
      expect(formatHand(parseHand(formatHand(h)))).toBe(formatHand(h));
    }));
  });
});
