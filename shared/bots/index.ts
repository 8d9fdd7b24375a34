/**
 * Bots: `chooseAction(view, level, rng?)` sees only its own SeatView and returns one of
 * `view.legal` (or null when it has nothing to do). Randomness comes only from the bot's own RNG.
 */
import { nextInt, rngFromHex, nextUint32, type Rng } from '../random';
import { isTerminalOrHonour } from '../tiles';
import type { Action } from '../table/types';
import type { SeatView } from '../view';
import { chooseClaim, kongWorthIt } from './claims';
import { buildContext, type BotContext } from './context';
import { chasesWeakly, preferDama } from './dama';
import { rankDiscards } from './discard';
import { POLICIES, type BotLevel, type Policy } from './policy';

export { BOT_LEVELS, POLICIES, type BotLevel } from './policy';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
const ofType = <T extends Action['type']>(legal: readonly Action[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

function chooseWin(ctx: BotContext, legal: readonly Action[], policy: Policy): Action | null {
  const self = legal.find((a) => a.type === 'win');
  if (self) return self;
  const claim = legal.find((a) => a.type === 'claim' && a.claim === 'win');
  if (!claim) return null;
  if (policy.judgeWins && !ctx.valuation.winWorth(ctx, ctx.hand.claim!.tile, true)) return null;
  return claim;
}

function chooseDiscard(ctx: BotContext, legal: readonly Action[], policy: Policy, rng: Rng | undefined): Action | null {
  // One pass over the legal moves (this runs on every turn): riichi declarations, plain discards and their tiles.
  const riichi: Of<'discard'>[] = [];
  const plain: Of<'discard'>[] = [];
  const tiles: number[] = [];
  for (const a of legal) {
    if (a.type !== 'discard') continue;
    if (a.riichi) riichi.push(a);
    else {
      plain.push(a);
      tiles.push(a.tile);
    }
  }
  if (plain.length === 0 && riichi.length === 0) return null;
  const ranked = rankDiscards(ctx, tiles, policy);
  if (riichi.length) {
    // Declare with the best discard among those that leave the hand ready, when it has a live wait.
    const ready = new Set(riichi.map((a) => a.tile));
    const pick = ranked.find((e) => ready.has(e.tile) && (!policy.ukeire || e.accept > 0));
    // Balanced: not with a dangerous tile, unless that tile goes out anyway (then ready without riichi is the worst of both).
    // Balanced: stay silent with a mangan that has its own yaku and a good wait, and with a cheap
    // bad wait against someone else's riichi (ready but still free to fold).
    const silent = pick && policy.defence === 'balanced' && (preferDama(ctx, pick.kind, pick.accept) || chasesWeakly(ctx, pick.accept));
    if (pick && !silent && (policy.defence !== 'balanced' || pick.danger < 0.5 || pick === ranked[0])) return riichi.find((a) => a.tile === pick.tile)!;
  }
  let choice = ranked[0];
  if (rng && policy.slip > 0 && nextUint32(rng) / 2 ** 32 < policy.slip) {
    const same = ranked.filter((e) => e.shanten === choice.shanten);
    choice = same[nextInt(rng, same.length)];
  }
  return plain.find((a) => a.tile === choice.tile) ?? null;
}

/** Eleven different terminals and honours or more: Thirteen Orphans is worth playing for rather than abandoning the hand. */
function nearThirteenOrphans(ctx: BotContext): boolean {
  if (!ctx.preset?.special.thirteenOrphans) return false;
  let kinds = 0;
  for (let k = 0; k < ctx.counts.length; k++) if (ctx.counts[k] > 0 && isTerminalOrHonour(k)) kinds++;
  return kinds >= 11;
}

/** The bot's move for this view, or null when it has none. */
export function chooseAction(view: SeatView, level: BotLevel = 'normal', rng?: Rng): Action | null {
  const legal = view.legal;
  if (legal.length === 0 || view.you === null || !view.hand) return null;
  // Nothing to weigh: the only move, or the draw that starts a turn.
  if (legal.length === 1 && legal[0].type !== 'discard') return legal[0];
  if (view.hand.phase === 'draw') {
    const draw = legal.find((a) => a.type === 'draw');
    if (draw) return draw;
  }
  const ctx = buildContext(view);
  if (!ctx) return null;
  const policy = POLICIES[level];

  const win = chooseWin(ctx, legal, policy);
  if (win) return win;
  const abandon = legal.find((a) => a.type === 'nineTerminals');
  if (abandon && !nearThirteenOrphans(ctx)) return abandon;

  if (ctx.hand.phase === 'claims') {
    const claim = chooseClaim(ctx, ofType(legal, 'claim'), policy);
    if (claim) return claim;
    return legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'draw') ?? null;
  }
  const draw = legal.find((a) => a.type === 'draw');
  if (draw) return draw;
  const bonus = legal.find((a) => a.type === 'bonus');
  if (bonus) return bonus;
  const kong = ofType(legal, 'kong').find((a) => kongWorthIt(ctx, a.tile, policy));
  if (kong) return kong;
  return chooseDiscard(ctx, legal, policy, rng) ?? legal[0];
}

export interface Bot {
  readonly level: BotLevel;
  /** The bot's own RNG state (plain data); nothing else about the table is kept between moves. */
  readonly rng: Rng;
  act(view: SeatView): Action | null;
}

/** A bot with its own seeded RNG (`seed`: at least 32 hex digits). */
export function createBot(level: BotLevel, seed: string): Bot {
  const rng = rngFromHex(seed);
  return { level, rng, act: (view) => chooseAction(view, level, rng) };
}
