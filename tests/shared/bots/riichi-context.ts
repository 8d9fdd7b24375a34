/** A whole riichi `BotContext` for table-driven bot tests: seat 0 (East, East round), nobody threatens. */
import { shapeEval, shapeRulesFor } from '../../../shared/bots/context';
import { rankDiscards } from '../../../shared/bots/discard';
import { POLICIES, type Policy, type RiichiKnobs } from '../../../shared/bots/policy';
import type { BotContext } from '../../../shared/bots/types';
import { valuationFor } from '../../../shared/bots/value';
import { presetById } from '../../../shared/rules/presets';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import type { Meld, Seat } from '../../../shared/table/types';
import type { Kind } from '../../../shared/tiles';

export const preset = presetById(MJAI_RULES);
/** A tile of `k`; copy 1 (the default) is never a red five. */
export const tile = (k: Kind, copy = 1) => k * 4 + copy;

/**
 * The bot holds the concealed `kinds` and, when `chow` is given, one open chow of those kinds; it
 * has discarded `passed`; seat 1 discarded `gone` and, when `riichiAt` is given, declared riichi
 * with the discard at that index; the dora `indicators` are showing; `dealer`, when given, deals the
 * hand. Unseen counts are what the bot can see.
 */
export function riichiHand(o: { kinds: Kind[]; chow?: Kind[]; passed?: Kind[]; gone?: Kind[]; indicators?: Kind[]; riichiAt?: number; dealer?: Seat }): BotContext {
  const { kinds, chow = [], passed = [], gone = [], indicators = [], riichiAt } = o;
  const melds: Meld[] = chow.length ? [{ type: 'chow', tiles: chow.map((k) => tile(k, 2)), concealed: false, from: 3, claimedTile: tile(chow[0], 2), added: false }] : [];
  const counts = new Uint8Array(34);
  for (const k of kinds) counts[k]++;
  const count = (list: Kind[], k: Kind) => list.filter((x) => x === k).length;
  const unseen = new Uint8Array(34);
  for (let k = 0; k < 34; k++) unseen[k] = 4 - counts[k] - count(chow, k) - count(passed, k) - count(gone, k) - count(indicators, k);
  const discard = (k: Kind) => ({ tile: tile(k, 3), claimed: false, riichi: false });
  const seat = (own: Meld[], discards: Kind[]) => ({ melds: own, discards: discards.map(discard), riichi: false, wind: 0 });
  const me = { ...seat(melds, passed), concealed: kinds.map((k) => tile(k)) };
  const view = { family: 'riichi', presetId: preset.id, firstDealer: 0, game: { prevailing: 0, dealer: 0, scores: [25000, 25000, 25000, 25000] } };
  const declarer = seat([], gone);
  if (riichiAt !== undefined) {
    declarer.riichi = true;
    declarer.discards[riichiAt].riichi = true;
  }
  const hand = { seats: [me, declarer, seat([], []), seat([], [])], doraIndicators: indicators.map((k) => tile(k, 0)), wallLive: 50, phase: 'discard', ...(o.dealer === undefined ? {} : { dealer: o.dealer }) };
  const valuation = valuationFor('riichi');
  const shape = shapeEval(shapeRulesFor({ view, preset, valuation, fullSets: 4 } as unknown as BotContext, melds));
  return { view, hand, seat: 0, me, preset, valuation, concealed: me.concealed, counts, unseen, ownUnseen: unseen, fullSets: 4, shape } as unknown as BotContext;
}

/** The kind a bot of `policy` (strong by default) would discard first from `ctx`. */
/** The strong policy with one of its riichi knobs off. */
export const strongWithout = (knob: keyof RiichiKnobs): Policy => ({ ...POLICIES.strong, riichi: { ...POLICIES.strong.riichi!, [knob]: false } });

export const topDiscard = (ctx: BotContext, policy: Policy = POLICIES.strong): Kind => rankDiscards(ctx, ctx.concealed, policy)[0].kind;
