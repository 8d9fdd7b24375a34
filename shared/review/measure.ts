/**
 * Measuring one choice from the seat's own view with the bots' tools: shanten of the hand it
 * leaves, tiles accepted (ukeire) over the tiles the seat has not seen, danger of the tile let go
 * (the strong bots' reading) and what keeping that tile is worth.
 */
import { shantenAfterClaim, without } from '../bots/claims';
import { fakeMeld, shapeEval, shapeRulesFor, type BotContext } from '../bots/context';
import { danger, threatsFor } from '../bots/defence';
import { dangerSource } from './danger-words';
import { POLICIES } from '../bots/policy';
import { acceptance } from '../bots/discard';
import { kindOf, type Kind } from '../tiles';
import type { ChoiceMeasure, ReviewChoice } from './types';

const WIN: ChoiceMeasure = { shanten: -1, accept: null, danger: null, keepValue: null };

/** Threats as the strong bot the review compares with reads them (in riichi: a riichi only). */
const strongThreats = (ctx: BotContext): number[] => threatsFor(ctx, POLICIES.strong);

/** The strongest threat at the table, 0–1 (a riichi is 1). */
export const topThreat = (ctx: BotContext): number => Math.max(...strongThreats(ctx));

/** The danger of letting `kind` go as the review reads it, and whom it is against: the practice aid says the same. */
export function discardDanger(ctx: BotContext, kind: Kind): Pick<ChoiceMeasure, 'danger' | 'dangerFrom'> {
  const threats = strongThreats(ctx);
  return { danger: danger(ctx, kind, threats, true), dangerFrom: dangerSource(ctx, kind, threats) };
}

function afterDiscard(ctx: BotContext, kind: Kind): ChoiceMeasure {
  const c = without(ctx.counts, [kind]);
  const shanten = ctx.shape.shanten(c);
  return {
    shanten,
    accept: shanten >= 0 ? acceptance(ctx.shape, c, shanten, ctx.unseen) : null,
    ...discardDanger(ctx, kind),
    keepValue: ctx.valuation.keepValue(ctx, kind),
  };
}

function afterKong(ctx: BotContext, kind: Kind): ChoiceMeasure {
  // A concealed kong sets four tiles aside as a meld; adding to a pung lets one go, as a discard would.
  if (ctx.counts[kind] < 4) return { ...afterDiscard(ctx, kind), accept: null };
  const shape = shapeEval(shapeRulesFor(ctx, [...ctx.me.melds, fakeMeld('kong', true)]));
  return { shanten: shape.shanten(without(ctx.counts, [kind, kind, kind, kind])), accept: null, danger: null, keepValue: null };
}

/** A claim window's pass: the hand as it stands, waiting for a draw. */
function standing(ctx: BotContext): ChoiceMeasure {
  const shanten = ctx.shape.shanten(ctx.counts);
  return { shanten, accept: shanten >= 0 ? acceptance(ctx.shape, ctx.counts.slice(), shanten, ctx.unseen) : null, danger: null, keepValue: null };
}

/** The measures of `choice` for the seat whose context is `ctx`, or null where none applies (a bonus, an abandoned hand). */
export function measureChoice(ctx: BotContext, choice: ReviewChoice): ChoiceMeasure | null {
  switch (choice.type) {
    case 'win':
      return WIN;
    case 'discard':
      return afterDiscard(ctx, kindOf(choice.tile));
    case 'kong':
      return afterKong(ctx, kindOf(choice.tile));
    case 'pass':
    case 'draw':
      return standing(ctx);
    case 'claim': {
      if (choice.claim === 'win') return WIN;
      const shanten = shantenAfterClaim(ctx, choice.claim, choice.tiles.map(kindOf));
      return { shanten, accept: null, danger: null, keepValue: null };
    }
    default:
      return null;
  }
}
