import { describe, expect, it } from 'vitest';
import { pointsFromScores } from '../../../shared/club/game';
import { realTileProblem, realTileResult, type RealTileHand } from '../../../shared/club/realTiles';
import { roundOver, roundRuleProblem, type RoundRule } from '../../../shared/club/round';
import { ruleFamily } from '../../../shared/rules/families';
import { presetById } from '../../../shared/rules/presets';

describe('what a round is', () => {
  const p = (gameOver: boolean, handInPlay: boolean, handsPlayed: number) => ({ gameOver, handInPlay, handsPlayed });
  it.each<[string, RoundRule, ReturnType<typeof p>, number, boolean]>([
    ['a game: not over mid-game', { kind: 'game' }, p(false, false, 12), 0, false],
    ['a game: over when the game is', { kind: 'game' }, p(true, false, 8), 0, true],
    ['hands: not yet', { kind: 'hands', hands: 4 }, p(false, false, 3), 0, false],
    ['hands: reached', { kind: 'hands', hands: 4 }, p(false, false, 4), 0, true],
    ['hands: the game ended sooner', { kind: 'hands', hands: 40 }, p(true, false, 9), 0, true],
    ['time: the hand in play is finished first', { kind: 'time', minutes: 60 }, p(false, true, 5), 61 * 60_000, false],
    ['time: up, between hands', { kind: 'time', minutes: 60 }, p(false, false, 6), 60 * 60_000, true],
    ['time: not up', { kind: 'time', minutes: 60 }, p(false, false, 6), 59 * 60_000, false],
  ])('%s', (_name, rule, progress, elapsed, over) => expect(roundOver(progress, rule, elapsed)).toBe(over));

  it('refuses bad rules', () => {
    expect(roundRuleProblem({ kind: 'hands', hands: 0 })).not.toBeNull();
    expect(roundRuleProblem({ kind: 'time', minutes: 2.5 })).not.toBeNull();
    expect(roundRuleProblem({ kind: 'game' })).toBeNull();
  });
});

describe('game points', () => {
  it('riichi cut short is settled with uma and oka, adding up to zero', () => {
    const riichi = presetById('riichi');
    const start = riichi.startingScore;
    const pts = pointsFromScores(riichi, [start + 12000, start - 2000, start - 4000, start - 6000], 0, 0);
    expect(pts.reduce((a, b) => a + b, 0)).toBe(0);
    const { uma, oka } = riichi.riichi!;
    expect(pts[0]).toBe(12000 + uma[0] + oka - oka / 4);
    expect(pts[3]).toBe(-6000 + uma[3] - oka / 4);
  });
  it('classical counts the net settlement', () => expect(pointsFromScores(presetById('hungarian'), [30, -10, -10, -10], 0, 0)).toEqual([30, -10, -10, -10]));
});

describe('real-tile hands', () => {
  const riichi = presetById('riichi');
  const taiwanese = presetById('taiwanese');
  it.each<[string, RealTileHand, number[]]>([
    ['riichi: non-dealer ron 3 han 30 fu (3,900)', { family: 'riichi', kind: 'win', winner: 1, from: 2, dealer: 0, han: 3, fu: 30 }, [0, 3900, -3900, 0]],
    ['riichi: dealer tsumo mangan (4,000 all)', { family: 'riichi', kind: 'win', winner: 0, from: null, dealer: 0, han: 5, fu: 30 }, [12000, -4000, -4000, -4000]],
    ['riichi: one tenpai at a draw', { family: 'riichi', kind: 'draw', tenpai: [true, false, false, false] }, [3000, -1000, -1000, -1000]],
  ])('%s', (_n, hand, deltas) => expect(realTileResult(riichi, hand).deltas).toEqual(deltas));

  it('taiwanese: a discard pays alone, a self-draw is paid by all three', () => {
    const { base, perTai } = taiwanese.taiwanese!;
    const v = base + 3 * perTai;
    expect(realTileResult(taiwanese, { family: 'taiwanese', winner: 2, from: 0, tai: 3 }).deltas).toEqual([-v, 0, v, 0]);
    expect(realTileResult(taiwanese, { family: 'taiwanese', winner: 2, from: null, tai: 3 }).deltas).toEqual([-v, -v, 3 * v, -v]);
  });

  it.each<[string, RealTileHand]>([
    ['another family', { family: 'taiwanese', winner: 0, from: null, tai: 1 }],
    ['no han', { family: 'riichi', kind: 'win', winner: 0, from: null, dealer: 0, han: 0, fu: 30 }],
    ['discarder is the winner', { family: 'riichi', kind: 'win', winner: 0, from: 0, dealer: 0, han: 1, fu: 30 }],
    ['a fifth place', { family: 'riichi', kind: 'win', winner: 4, from: null, dealer: 0, han: 1, fu: 30 }],
  ])('refuses %s', (_n, hand) => {
    expect(realTileProblem(riichi, hand)).not.toBeNull();
    expect(() => realTileResult(riichi, hand)).toThrow();
  });
});

describe('who pays a win on a discard', () => {
  // The page words the choice before any result exists (and riichi sticks make others' deltas negative), so each family
  // says it (`realTiles.discarderPays`); its own settlement must agree.
  it.each<[string, RealTileHand]>([
    ['hungarian', { family: 'classical', winner: 0, scores: [40, 0, 0, 0], east: 0, from: 2 }],
    ['riichi', { family: 'riichi', kind: 'win', winner: 0, from: 2, dealer: 1, han: 3, fu: 30 }],
    ['taiwanese', { family: 'taiwanese', winner: 0, from: 2, tai: 3 }],
  ])('%s: the settlement agrees with discarderPays', (preset, hand) => {
    const deltas = realTileResult(presetById(preset), hand).deltas;
    const others = [1, 3].map((p) => deltas[p]);
    expect(deltas[2]).toBeLessThan(0);
    expect(others.every((d) => d === 0)).toBe(ruleFamily(presetById(preset).family).realTiles.discarderPays);
  });
});
