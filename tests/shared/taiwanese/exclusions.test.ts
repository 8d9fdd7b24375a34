import { describe, expect, it } from 'vitest';
import { describeTaiLine } from '../../../shared/rules/taiwanese';
import { score, scoreFlowers } from './helpers';

describe('exclusions: a larger line replaces the lines it contains', () => {
  it('Pure Self-Touch instead of Pure Hand + Self-Touch', () => {
    const s = score('123m456m789m123p99p46s +5s', { source: 'wall' });
    expect(s.byRule).toEqual({ waitingForOne: 1, noCharacters: 1, noFlowers: 1, pureSelfTouch: 3 });
    expect(s.replaced.sort()).toEqual(['pureHand', 'selfTouch']);
    expect(s.tai).toBe(6);
  });

  it('only the highest Hidden Triples line', () => {
    const five = score('111m222m333p444p555s9s +9s');
    expect(five.byRule).toEqual({ waitingForOne: 1, noCharacters: 1, noFlowers: 1, pureHand: 1, allPungs: 7, hiddenTriples5: 14 });
    expect(five.replaced.sort()).toEqual(['hiddenTriples3', 'hiddenTriples4']);
    expect(five.tai).toBe(25);
    const four = score('111m222m333p444p789p9s +9s');
    expect(four.byRule.hiddenTriples4).toBe(7);
    expect(four.replaced).toEqual(['hiddenTriples3']);
  });

  it('Greater 3 Dragons over Lesser 3 Dragons and Three Dragons; Lesser over Three Dragons', () => {
    const greater = score('555z666z777z123m99m46m +5m');
    expect(greater.byRule).toEqual({ waitingForOne: 1, noFlowers: 1, pureHand: 1, hiddenTriples3: 2, greaterThreeDragons: 14 });
    expect(greater.replaced).toEqual(['threeDragons']);
    const lesser = score('555z666z123m456m77z46m +5m');
    expect(lesser.byRule.lesserThreeDragons).toBe(7);
    expect(lesser.byRule.threeDragons).toBeUndefined();
    expect(lesser.replaced).toEqual(['threeDragons']);
  });

  it('Greater 4 Winds over Lesser 4 Winds, House Wind and Round Wind; Lesser over House and Round Wind', () => {
    const greater = score('111z222z333z444z99m46m +5m', { seatWind: 0 });
    expect(greater.byRule).toEqual({ waitingForOne: 1, noFlowers: 1, pureHand: 1, hiddenTriples4: 7, greaterFourWinds: 14, dealersPoint: 1 });
    expect(greater.replaced.sort()).toEqual(['hiddenTriples3', 'houseWind', 'roundWind']);
    // South seat in the East round: the 1z and 2z triples are the round and house winds.
    const lesser = score('111z222z333z123m44z46m +5m');
    expect(lesser.byRule.lesserFourWinds).toBe(7);
    expect(lesser.replaced.sort()).toEqual(['houseWind', 'roundWind']);
  });

  it('Purely One Color over Unified One Color and No Characters', () => {
    // Waiting on 46m, but 1m, 4m and 7m complete it too: not Waiting for One, so a Peaceful Win.
    const s = score('123m456m789m234m99m46m +5m');
    expect(s.byRule).toEqual({ noFlowers: 1, pureHand: 1, peacefulWin: 2, purelyOneColor: 14 });
    expect(s.replaced).toEqual(['noCharacters']);
  });

  it("Heaven's and Earth's Grace replace Pure Hand, Self-Touch, Pure Self-Touch and Waiting for One", () => {
    const heaven = score('123m456m789m123p99p46s +5s', { seatWind: 0, source: 'wall', firstTurn: true });
    expect(heaven.byRule).toEqual({ noCharacters: 1, noFlowers: 1, heavensGrace: 14, dealersPoint: 1 });
    expect(heaven.replaced.sort()).toEqual(['pureHand', 'pureSelfTouch', 'selfTouch', 'waitingForOne']);
    const earth = score('123m456m789m123p99p46s +5s', { source: 'replacement', firstTurn: true });
    expect(earth.byRule).toEqual({ noCharacters: 1, noFlowers: 1, kongBlossom: 1, earthsGrace: 14 });
  });

  it('the flower specials score only themselves and the dealer lines', () => {
    const seven = scoreFlowers('1f2f3f4f1y2y3y');
    expect(seven.lines).toEqual([{ rule: 'sevenStealingOne', tai: 14 }]);
    expect(seven.replaced).toEqual(['fourFlowers']);
    const eight = scoreFlowers('1f2f3f4f1y2y3y4y', { seatWind: 0, dealerStreak: 2 });
    expect(eight.byRule).toEqual({ eightImmortals: 14, dealersPoint: 1, consecutiveWin: 4 });
    expect(eight.replaced.sort()).toEqual(['fourFlowers', 'fourSeasons']);
    expect(eight.tai).toBe(19);
  });
});

describe('every other line adds', () => {
  it('a hidden kong, self-drawn on its replacement as the last tile, with own flower and season and four flowers', () => {
    // South seat: 2f and 2y are its own bonus tiles.
    const s = score('{1111m} 456m789m123p99p46s 2f2y1f3f4f +5s', { source: 'replacement', lastTile: true });
    expect(s.byRule).toEqual({
      waitingForOne: 1,
      hiddenKong: 2,
      noCharacters: 1,
      pureSelfTouch: 3,
      kongBlossom: 1,
      pluckingTheMoon: 1,
      flowerTile: 2,
      fourFlowers: 2,
    });
    expect(s.tai).toBe(13);
    expect(s.lines.map(describeTaiLine)).toContain('Hidden kong ×1: 2 tái');
    expect(s.lines.map(describeTaiLine)).toContain('Own Flower Tile ×2: 2 tái');
  });

  it('Three Dragons counts each dragon triple; one wind triple is House and Round Wind at once', () => {
    // East seat in the East round: 1z is house and round wind at once.
    const s = score('[555z] [666z] [111z] [999p] 22p33s +3s', { seatWind: 0 });
    expect(s.byRule).toEqual({ noFlowers: 1, threeDragons: 2, houseWind: 1, roundWind: 1, allPungs: 7, dealersPoint: 1 });
  });
});

describe('the best reading counts', () => {
  it('111m222m333m… is read as triples when that scores more than three runs', () => {
    const s = score('111m222m333m444p555p5s +5s', { source: 'wall' });
    expect(s.byRule.allPungs).toBe(7);
    expect(s.byRule.hiddenTriples5).toBe(14);
    expect(s.melds.filter((m) => m.type === 'pung')).toHaveLength(5);
  });

  it('a winning discard goes into the run rather than the triple it could also complete', () => {
    // 555s and 345s: winning on a discarded 5s, the 5s is read in the run, so 555s stays hidden.
    const s = score('111m222m444p34s555s66s +5s');
    expect(s.byRule.hiddenTriples4).toBe(7);
  });

  it('a hand with no reading is no win', () => {
    expect(score('123m456m789m123p99p46s +9s').won).toBe(false);
  });
});
