import { describe, expect, it } from 'vitest';
import { shapeEval, shapeRulesFor } from '../../../shared/bots/context';
import { chooseClaim } from '../../../shared/bots/claims';
import { rankDiscards } from '../../../shared/bots/discard';
import { POLICIES } from '../../../shared/bots/policy';
import type { BotContext } from '../../../shared/bots/types';
import { valuationFor } from '../../../shared/bots/value';
import { deadForYaku, winningWithYaku } from '../../../shared/bots/yaku-path';
import { presetById } from '../../../shared/rules/presets';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import type { Action, Meld } from '../../../shared/table/types';
import type { Kind } from '../../../shared/tiles';

const preset = presetById(MJAI_RULES);
const tile = (k: Kind, copy = 1) => k * 4 + copy; // copy 1: never a red five

/** Seat 0 (East, East round) with one open chow of `chow` and the concealed `kinds`; nobody threatens. */
function openHand(chow: Kind[], kinds: Kind[]): BotContext {
  const meld: Meld = { type: 'chow', tiles: chow.map((k) => tile(k, 2)), concealed: false, from: 3, claimedTile: tile(chow[0], 2), added: false };
  const counts = new Uint8Array(34);
  for (const k of kinds) counts[k]++;
  const unseen = new Uint8Array(34);
  for (let k = 0; k < 34; k++) unseen[k] = 4 - counts[k] - chow.filter((c) => c === k).length;
  const seat = (melds: Meld[]) => ({ melds, discards: [], riichi: false, wind: 0 });
  const me = { ...seat([meld]), concealed: kinds.map((k) => tile(k)) };
  const view = { family: 'riichi', presetId: preset.id, firstDealer: 0, game: { prevailing: 0, dealer: 0, scores: [25000, 25000, 25000, 25000] } };
  const hand = { seats: [me, seat([]), seat([]), seat([])], doraIndicators: [], wallLive: 50, phase: 'discard' };
  const valuation = valuationFor('riichi');
  const shape = shapeEval(shapeRulesFor({ view, preset, valuation, fullSets: 4 } as unknown as BotContext, [meld]));
  return { view, hand, seat: 0, me, preset, valuation, concealed: me.concealed, counts, unseen, ownUnseen: unseen, fullSets: 4, shape } as unknown as BotContext;
}

describe('an open riichi hand keeps its yaku', () => {
  // Chow 234m open; 56m 345p 789s 77p and a lone 2p: letting the 2p go is ready, but without a yaku (the 9s breaks all simples).
  const ctx = openHand([1, 2, 3], [4, 5, 11, 12, 13, 24, 25, 26, 15, 15, 10]);
  it('strong: all simples is the only yaku left, so the terminal goes', () => {
    expect(rankDiscards(ctx, ctx.concealed, POLICIES.strong)[0].kind).toBe(26);
  });
  it('normal counts speed alone (unchanged)', () => {
    expect(rankDiscards(ctx, ctx.concealed, POLICIES.normal)[0].kind).toBe(10);
  });
  it('counts only the waits that win with a yaku', () => {
    // Chow 123m open, 345p 678s and a pair of white dragons as the head: no yaku on 5p or 8p.
    const head = openHand([0, 1, 2], [11, 12, 13, 23, 24, 25, 31, 31, 14, 15]);
    expect(winningWithYaku(head, head.shape, head.counts, head.unseen)).toBe(0);
    // The same with 7p 7p: white (a value pung) wins, 7p (no yaku) does not.
    const pairs = openHand([0, 1, 2], [11, 12, 13, 23, 24, 25, 31, 31, 15, 15]);
    expect(winningWithYaku(pairs, pairs.shape, pairs.counts, pairs.unseen)).toBe(2);
  });
  it('a value pair counts as a way to a yaku only while a third tile may come', () => {
    const live = openHand([1, 2, 3], [4, 5, 11, 12, 13, 23, 24, 15, 15, 31, 31]);
    expect(deadForYaku(live)).toBeNull();
    const gone = openHand([1, 2, 3], [4, 5, 11, 12, 13, 23, 24, 15, 15, 31, 31]);
    gone.unseen[31] = 0; // both other white dragons in the ponds
    expect(deadForYaku(gone)?.[31]).toBe(1);
  });
});

describe('an open riichi hand with a value pair as its only way to a yaku', () => {
  // Chow 123m open; 345p 46p 67s 9s and the white dragons as the head: one from ready, no yaku on any wait.
  const offered = () => {
    const ctx = openHand([0, 1, 2], [11, 12, 13, 12, 14, 23, 24, 26, 31, 31]);
    const white = tile(31, 3);
    (ctx.hand as { phase: string }).phase = 'claims';
    (ctx.hand as unknown as { claim: { tile: number; from: number } }).claim = { tile: white, from: 2 };
    ctx.unseen[31]--;
    const pung: Action = { type: 'claim', seat: 0, claim: 'pung', tiles: [tile(31), tile(31, 2)] };
    return { ctx, pung };
  };
  it('strong: pungs the white dragon offered though the hand comes no closer (the pung is its yaku)', () => {
    const { ctx, pung } = offered();
    expect(chooseClaim(ctx, [pung], POLICIES.strong)).toEqual(pung);
  });
  it('normal takes only calls that bring the hand closer (unchanged)', () => {
    const { ctx, pung } = offered();
    expect(chooseClaim(ctx, [pung], POLICIES.normal)).toBeNull();
  });
});
