/**
 * One decision judged: what the strong bot would have done from the seat's own view, what the
 * player's choice gave up by the bot's reckoning (`cost`, in tiles of acceptance; a step of shanten
 * weighs 100) and why, in measurable terms. Only `viewFor(state, seat)` is read: nothing the seat
 * could not see can change the advice (tests/shared/review/hidden.test.ts).
 */
import { chooseAction, POLICIES } from '../bots';
import { buildContext, type BotContext } from '../bots/context';
import { rankDiscards } from '../bots/discard';
import { ruleFamily } from '../rules/families';
import type { Action, Seat, TableState } from '../table/types';
import { kindOf } from '../tiles';
import { viewFor, type SeatView } from '../view';
import { asChoice, choiceKey } from './choices';
import { measureChoice, topThreat } from './measure';
import type { ChoiceMeasure, ReviewChoice, ReviewDecision, ReviewReason, SeenTable, Situation } from './types';

/** A decision is costly from this cost up: a tenth of a step of shanten, e.g. ten tiles of acceptance, or a clearly more dangerous tile against a threat. */
export const COSTLY_AT = 10;
/** Cost of a win let go (legal, and the bot takes it). */
const MISSED_WIN = 1000;
/** A danger this much higher (0–1) against a threat of at least THREATENED is a reason of its own. */
const DANGER_GAP = 0.15;
const THREATENED = 0.5;

type Judged = Omit<ReviewDecision, 'hand' | 'step'>;

const reason = (key: ReviewReason['key'], params: Record<string, number> = {}): ReviewReason => ({ key, params });
const pct = (x: number | null) => Math.round(100 * (x ?? 0));
const isWin = (c: ReviewChoice) => c.type === 'win' || (c.type === 'claim' && c.claim === 'win');

function seenTable(view: SeatView): SeenTable {
  const hand = view.hand!;
  return {
    concealed: [...(hand.seats[view.you!].concealed ?? [])],
    drawn: hand.drawn,
    offered: hand.claim ? { tile: hand.claim.tile, from: hand.claim.from } : null,
    seats: hand.seats.map((s) => ({ melds: s.melds, bonus: s.bonus, discards: s.discards, riichi: s.riichi, wind: s.wind })),
    doraIndicators: hand.doraIndicators,
    wallLive: hand.wallLive,
  };
}

/** Two discards compared by the strong bot's ranking, and the measurable differences named. */
function judgeDiscards(ctx: BotContext, player: Extract<ReviewChoice, { type: 'discard' }>, bot: Extract<ReviewChoice, { type: 'discard' }>, p: ChoiceMeasure, b: ChoiceMeasure): { cost: number; reasons: ReviewReason[] } {
  const plain = ctx.view.legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && !a.riichi).map((a) => a.tile);
  const ranked = rankDiscards(ctx, plain, POLICIES.strong);
  const score = (tile: number) => ranked.find((e) => e.kind === kindOf(tile))?.score ?? 0;
  const cost = Math.max(0, score(bot.tile) - score(player.tile));
  const reasons: ReviewReason[] = [];
  if (p.shanten > b.shanten) reasons.push(reason('shanten', { player: p.shanten, bot: b.shanten }));
  if ((p.danger ?? 0) - (b.danger ?? 0) >= DANGER_GAP && topThreat(ctx) >= THREATENED) reasons.push(reason('danger', { player: pct(p.danger), bot: pct(b.danger), threat: p.dangerFrom?.seat ?? -1, riichi: p.dangerFrom?.riichi ? 1 : 0 }));
  if (p.shanten === b.shanten && (b.accept ?? 0) > (p.accept ?? 0)) reasons.push(reason('accept', { player: p.accept ?? 0, bot: b.accept ?? 0 }));
  if ((p.keepValue ?? 0) - (b.keepValue ?? 0) >= 1) reasons.push(reason('value', { player: Math.round(p.keepValue ?? 0), bot: Math.round(b.keepValue ?? 0) }));
  if (bot.riichi && !player.riichi) reasons.push(reason('riichiSkipped'));
  if (player.riichi && !bot.riichi) reasons.push(reason('riichiDeclared', { danger: pct(p.danger) }));
  if (reasons.length === 0) reasons.push(reason(cost >= 1 ? 'shape' : 'closeCall'));
  return { cost, reasons };
}

function judgeClaim(ctx: BotContext, player: ReviewChoice, bot: ReviewChoice, p: ChoiceMeasure, b: ChoiceMeasure): { cost: number; reasons: ReviewReason[] } {
  if (player.type === 'claim' && bot.type === 'pass') {
    const gain = player.claim === 'kong' ? p.shanten <= b.shanten : p.shanten < b.shanten;
    if (!gain) return { cost: 100, reasons: [reason('claimNoGain', { before: b.shanten, after: p.shanten })] };
    if (topThreat(ctx) >= THREATENED && b.shanten >= 2) return { cost: 20, reasons: [reason('claimWhileFolding', { shanten: b.shanten })] };
    return { cost: 5, reasons: [reason('claimOpensHand', { before: b.shanten, after: p.shanten })] };
  }
  if (player.type === 'pass' && bot.type === 'claim') return { cost: b.shanten <= 0 ? 20 : 5, reasons: [reason('claimMissed', { before: p.shanten, after: b.shanten })] };
  return { cost: Math.max(0, 100 * (p.shanten - b.shanten)) + 2, reasons: [reason('claimOther', { player: p.shanten, bot: b.shanten })] };
}

function judgeTurn(ctx: BotContext, player: ReviewChoice, bot: ReviewChoice, p: ChoiceMeasure | null, b: ChoiceMeasure | null): { cost: number; reasons: ReviewReason[] } {
  if (player.type === 'discard' && bot.type === 'discard') return judgeDiscards(ctx, player, bot, p!, b!);
  if (player.type === 'kong' && p && b) {
    const worse = Math.max(0, p.shanten - b.shanten);
    return { cost: 100 * worse, reasons: [reason('kongCost', { player: p.shanten, bot: b.shanten })] };
  }
  if (bot.type === 'kong') return { cost: 3, reasons: [reason('kongSkipped')] };
  if (bot.type === 'bonus') return { cost: 10, reasons: [reason('bonusKept')] };
  if (bot.type === 'nineTerminals') return { cost: 5, reasons: [reason('abandon')] };
  if (player.type === 'nineTerminals') return { cost: 20, reasons: [reason('keptNine')] };
  return { cost: 0, reasons: [reason('closeCall')] };
}

/** The decision `seat` faced in `state` and settled with `action`, judged from its own view. */
export function judgeDecision(state: TableState, seat: Seat, action: Action, situation: Situation): Judged {
  const view = viewFor(state, seat);
  const ctx = buildContext(view)!;
  const player = asChoice(action, situation, seat);
  const botMove = chooseAction(view, 'strong');
  const bot = botMove ? asChoice(botMove, situation, seat) : player;
  const agreed = choiceKey(player, situation) === choiceKey(bot, situation);
  const p = measureChoice(ctx, player);
  const b = agreed ? p : measureChoice(ctx, bot);
  let cost = 0;
  let reasons: ReviewReason[] = [];
  if (!agreed) {
    ({ cost, reasons } =
      isWin(bot) && !isWin(player)
        ? { cost: MISSED_WIN, reasons: [reason('missedWin')] }
        : isWin(player)
          ? { cost: 0, reasons: [reason('winDeclined')] }
          : situation === 'claim'
            ? judgeClaim(ctx, player, bot, p!, b!)
            : judgeTurn(ctx, player, bot, p, b));
  }
  cost = Math.round(cost * 10) / 10;
  return {
    situation,
    seen: seenTable(view),
    player,
    bot,
    agreed,
    cost,
    costly: cost >= COSTLY_AT,
    reasons,
    measures: { player: p, bot: b },
    worth: ruleFamily(view.family).bots.readsHandWorth ? ctx.valuation.worth(ctx) : null,
  };
}
