/**
 * The review marks known mistakes: a strong bot plays seat 0 except for one planted move, and the
 * review must mark that move costly with the right reason (and agree with every other decision).
 * The expected figures are worked out here from the hand itself (shared/analysis), not by the review.
 */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots';
import { shanten, shantenSevenPairs, shantenThirteenOrphans, toCounts } from '../../../shared/analysis';
import { PRESETS, type Preset } from '../../../shared/rules/presets';
import { reviewHand } from '../../../shared/review';
import type { Action, Seat, TableState } from '../../../shared/table/types';
import { legalActions } from '../../../shared/table/legal';
import { isBonus, kindOf, type TileId } from '../../../shared/tiles';
import { viewFor } from '../../../shared/view';
import { playGame } from './play';
import { testSize } from '../../helpers/sizes';

const SEAT: Seat = 0;

/** Shanten of a concealed part (13/16 tiles less 3 per meld) the way a player counts it: the best of the standard form and, closed, the special ones the preset has. */
function handShanten(preset: Preset, kinds: number[], melds: number): number {
  const c = toCounts(kinds.filter((k) => !isBonus(k)));
  const sets = (preset.handSize === 16 ? 5 : 4) - melds;
  let s = shanten(c, sets);
  if (melds === 0 && preset.handSize !== 16 && preset.special.sevenPairs) s = Math.min(s, shantenSevenPairs(c));
  if (melds === 0 && preset.handSize !== 16 && preset.special.thirteenOrphans) s = Math.min(s, shantenThirteenOrphans(c));
  return s;
}

const ownKinds = (state: TableState, without: TileId[] = []) => state.hand!.seats[SEAT].concealed.filter((t) => !without.includes(t)).map(kindOf);
const meldsOf = (state: TableState) => state.hand!.seats[SEAT].melds.length;
const plainDiscards = (state: TableState) => legalActions(state, SEAT).filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && !a.riichi);

interface Planted {
  action: Action;
  /** What the review must say. */
  reason: string;
  check?: (params: Record<string, number>) => void;
}

interface Case {
  name: string;
  presets: string[];
  plant: (state: TableState, botMove: Action) => Planted | null;
}

const CASES: Case[] = [
  {
    name: 'a discard that breaks the hand (higher shanten) is costly: shanten',
    presets: ['riichi', 'taiwanese'],
    plant(state, bot) {
      if (bot.type !== 'discard' || bot.riichi || state.hand!.seats[SEAT].riichi) return null;
      const after = (t: TileId) => handShanten(state.preset, ownKinds(state, [t]), meldsOf(state));
      const worst = plainDiscards(state).reduce((w, a) => (after(a.tile) > after(w.tile) ? a : w));
      const [p, b] = [after(worst.tile), after(bot.tile)];
      if (p <= b) return null;
      return { action: worst, reason: 'shanten', check: (params) => expect(params).toEqual({ player: p, bot: b }) };
    },
  },
  {
    name: 'a discard that keeps the shanten but far fewer tiles that help is costly: accept',
    // Not classical: the BMJA table's one chow makes its shanten differ from the plain count here.
    presets: ['riichi', 'taiwanese'],
    plant(state, bot) {
      if (bot.type !== 'discard' || bot.riichi || state.hand!.seats[SEAT].riichi) return null;
      // Tiles the seat has not seen, counted from its own view.
      const seen = new Array<number>(34).fill(0);
      const view = viewFor(state, SEAT);
      const count = (t: TileId | null) => t !== null && !isBonus(kindOf(t)) && seen[kindOf(t)]++;
      view.hand!.seats.forEach((s) => {
        s.melds.forEach((m) => m.tiles.forEach(count));
        s.discards.forEach((d) => !d.claimed && count(d.tile));
      });
      (view.hand!.seats[SEAT].concealed ?? []).forEach(count);
      view.hand!.doraIndicators.forEach(count);
      const melds = meldsOf(state);
      const after = (t: TileId) => handShanten(state.preset, ownKinds(state, [t]), melds);
      const accept = (t: TileId) => {
        const rest = ownKinds(state, [t]);
        const s = handShanten(state.preset, rest, melds);
        let n = 0;
        for (let k = 0; k < 34; k++) if (seen[k] < 4 && handShanten(state.preset, [...rest, k], melds) < s) n += 4 - seen[k];
        return n;
      };
      const b = accept(bot.tile);
      const worst = plainDiscards(state)
        .filter((a) => after(a.tile) === after(bot.tile) && kindOf(a.tile) < 27)
        .reduce<{ a: Action; n: number } | null>((w, a) => (w && w.n <= accept(a.tile) ? w : { a, n: accept(a.tile) }), null);
      if (!worst || b - worst.n < 20) return null;
      return { action: worst.a, reason: 'accept', check: (params) => expect(params).toEqual({ player: worst.n, bot: b }) };
    },
  },
  {
    name: 'a self-drawn win let go is costly: missedWin',
    presets: ['millington', 'hungarian', 'riichi', 'taiwanese'],
    plant(state, bot) {
      if (bot.type !== 'win') return null;
      return { action: plainDiscards(state)[0], reason: 'missedWin' };
    },
  },
  {
    name: 'a win on a discard passed is costly: missedWin',
    presets: ['millington', 'riichi', 'taiwanese'],
    plant(state, bot) {
      if (bot.type !== 'claim' || bot.claim !== 'win') return null;
      return { action: { type: 'pass', seat: SEAT }, reason: 'missedWin' };
    },
  },
  {
    name: 'a tile the riichi player never let go, instead of a safe one, far from ready: danger',
    presets: ['riichi'],
    plant(state, bot) {
      const hand = state.hand!;
      const riichiSeat = hand.seats.findIndex((s, seat) => seat !== SEAT && s.riichi);
      if (bot.type !== 'discard' || riichiSeat < 0) return null;
      if (handShanten(state.preset, ownKinds(state), meldsOf(state)) < 3) return null;
      const theirs = new Set(hand.seats[riichiSeat].discards.map((d) => kindOf(d.tile)));
      if (!theirs.has(kindOf(bot.tile))) return null;
      // A middle tile (4–6 of a suit) the riichi player has not discarded, nor its suji.
      const live = plainDiscards(state).find((a) => {
        const k = kindOf(a.tile);
        return k < 27 && k % 9 >= 3 && k % 9 <= 5 && !theirs.has(k) && !theirs.has(k - 3) && !theirs.has(k + 3);
      });
      if (!live) return null;
      return { action: live, reason: 'danger', check: (params) => expect(params.player).toBeGreaterThan(params.bot) };
    },
  },
  {
    name: 'a pung or chow that brings the hand no closer is costly: claimNoGain',
    presets: ['riichi', 'taiwanese'],
    plant(state, bot) {
      if (bot.type !== 'pass' && bot.type !== 'draw') return null;
      const now = handShanten(state.preset, ownKinds(state), meldsOf(state));
      const standardNow = shanten(toCounts(ownKinds(state)), (state.preset.handSize === 16 ? 5 : 4) - meldsOf(state));
      if (standardNow !== now) return null;
      for (const a of legalActions(state, SEAT)) {
        if (a.type !== 'claim' || (a.claim !== 'pung' && a.claim !== 'chow')) continue;
        const rest = ownKinds(state, a.tiles);
        const best = Math.min(...rest.map((_, i) => handShanten(state.preset, rest.filter((__, j) => j !== i), meldsOf(state) + 1)));
        if (best >= now) return { action: a, reason: 'claimNoGain', check: (params) => expect(params).toEqual({ before: now, after: best }) };
      }
      return null;
    },
  },
];

const GAMES = Number(process.env.SPARROW_REVIEW_MISTAKE_GAMES ?? 6);
/** Games in which each mistake is planted and checked (CI: 2). */
const FIND = testSize('SPARROW_REVIEW_MISTAKE_FOUND', { local: 1, ci: 2 });

describe('a planted mistake is marked costly with its reason', () => {
  for (const c of CASES)
    it.each(c.presets)(`${c.name} (%s)`, (id) => {
      let found = 0;
      for (let g = 0; g < GAMES && found < FIND; g++) {
        let planted: (Planted & { step: number; hand: number }) | null = null;
        // The game ends with the hand the mistake was planted in: only that hand is reviewed.
        const plant = (state: TableState, seat: Seat, botMove: Action, step: number) => {
          if (seat !== SEAT || planted) return null;
          expect(botMove).toEqual(chooseAction(viewFor(state, SEAT), 'strong'));
          const p = c.plant(state, botMove);
          if (p) planted = { ...p, step, hand: state.hand!.index };
          return p?.action ?? null;
        };
        const game = playGame(PRESETS[id], 4, `mistake-${c.name}-${id}-${g}`, ['strong', 'strong', 'strong', 'strong'], plant, () => planted !== null);
        if (!planted) continue;
        const mistake = planted as Planted & { step: number; hand: number };
        found++;
        const decisions = reviewHand(game.initial, game.actions, mistake.hand, SEAT)!.decisions;
        const marked = decisions.find((d) => d.step === mistake.step);
        expect(marked, 'the planted move is one of the decisions').toBeDefined();
        expect(marked!.agreed).toBe(false);
        expect(marked!.costly).toBe(true);
        const reason = marked!.reasons.find((r) => r.key === mistake.reason);
        expect(reason, JSON.stringify(marked!.reasons)).toBeDefined();
        mistake.check?.(reason!.params);
        // Every other decision was the strong bot's own.
        expect(decisions.filter((d) => d !== marked && !d.agreed)).toEqual([]);
      }
      expect(found, 'games in which the mistake could be planted').toBeGreaterThan(0);
    }, 120_000);
});
