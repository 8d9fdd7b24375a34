/** Riichi with real tiles: a win's han and fu (or yakuman) paid as at the table, or a draw's tenpai payments. */
import type { Preset } from '../preset-types';
import { isCount, isPlace, sticksOnTable, type RealTileDeal, type RealTileEntry, type RealTileHands, type RealTileResult } from '../real-tiles';
import { basePoints, winPayments, yakumanBase } from './points';

type Hand = RealTileHands['riichi'];

export function riichiRealTileHand(e: RealTileEntry): Hand | null {
  const riichi = e.riichi?.some(Boolean) ? { riichi: [...e.riichi] } : {};
  const honba = e.honba ? { honba: e.honba } : {};
  if (e.winner === null) return { family: 'riichi', kind: 'draw', tenpai: [...e.tenpai], ...riichi, dealer: e.dealer, ...honba };
  if (!e.value || 'tai' in e.value) return null;
  return { family: 'riichi', kind: 'win', winner: e.winner, from: e.from, dealer: e.dealer, ...e.value, ...honba, ...riichi };
}

const riichiFlagsOk = (r: unknown) => r === undefined || (Array.isArray(r) && r.length === 4 && r.every((x) => typeof x === 'boolean'));

export function riichiRealTileProblem(_preset: Preset, hand: Hand): string | null {
  if ((hand.kind === 'draw' || hand.kind === 'win') && !riichiFlagsOk(hand.riichi)) return 'four riichi flags are needed (who declared riichi this hand)';
  if (hand.kind === 'draw') {
    if (hand.dealer !== undefined && !isPlace(hand.dealer)) return 'the dealer must be one of the four places';
    if (!isCount(hand.honba ?? 0, 99)) return 'honba must be a whole number in range';
    return Array.isArray(hand.tenpai) && hand.tenpai.length === 4 && hand.tenpai.every((t) => typeof t === 'boolean') ? null : 'four tenpai flags are needed';
  }
  if (hand.kind !== 'win') return 'a riichi hand is a win or a draw';
  if (!isPlace(hand.winner) || !isPlace(hand.dealer)) return 'the winner and the dealer must be places';
  if (hand.from !== null && (!isPlace(hand.from) || hand.from === hand.winner)) return 'the discarder must be another place';
  if (!isCount(hand.han, 99) || !isCount(hand.fu, 200) || !isCount(hand.yakuman ?? 0, 6) || !isCount(hand.honba ?? 0, 99)) return 'han, fu, yakuman and honba must be whole numbers in range';
  if (!hand.yakuman && hand.han < 1) return 'a win needs at least one han';
  return null;
}

export function riichiRealTileDeal(hand: Hand): RealTileDeal | null {
  if (hand.dealer === undefined) return null;
  const end = hand.kind === 'win' ? { kind: 'win' as const, winners: [hand.winner] } : { kind: 'draw' as const, tenpai: hand.tenpai };
  return { dealer: hand.dealer, honba: hand.honba ?? 0, end };
}

/** Each riichi declared this hand puts a stick on the table; a win takes them, with those left by `earlier` hands. */
export function riichiRealTileResult(preset: Preset, hand: Hand, earlier: readonly RealTileResult[] = []): RealTileResult {
  const rules = preset.riichi!;
  const sticks = (hand.riichi ?? [false, false, false, false]).map((r) => (r ? rules.deposit : 0));
  const put = (deltas: number[]) => deltas.map((d, p) => d - sticks[p]);
  if (hand.kind === 'draw') {
    const ready = hand.tenpai.filter(Boolean).length;
    const deltas = ready === 0 || ready === 4 ? [0, 0, 0, 0] : hand.tenpai.map((t) => (t ? rules.notenPenalty / ready : -rules.notenPenalty / (4 - ready)));
    return { deltas: put(deltas), winner: null, from: null };
  }
  const base = hand.yakuman ? yakumanBase(hand.yakuman).basePoints : basePoints(hand.han, hand.fu, rules).basePoints;
  const deltas = put(winPayments({ base, winner: hand.winner, dealer: hand.dealer, from: hand.from, honbaPoints: (hand.honba ?? 0) * rules.honbaBonus, liable: null }));
  deltas[hand.winner] += sticksOnTable(preset, earlier) * rules.deposit + sticks.reduce((a, b) => a + b, 0);
  return { deltas, winner: hand.winner, from: hand.from };
}
