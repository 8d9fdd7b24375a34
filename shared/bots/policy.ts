/** The three bot levels, as data: what each one looks at and how carefully it plays. */
import { ruleFamily } from '../rules/families';
import type { BotContext } from './types';

export type BotLevel = 'easy' | 'normal' | 'strong';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'strong'];

/**
 * How the strong bot plays riichi, most of it as majiang-ai does. Each knob only means something
 * where the family has riichi: the bots read them through `riichiKnobs`, never directly.
 */
export interface RiichiKnobs {
  /** An open hand: discard as if the tiles that would break its only yaku were dead (yaku-path.ts). */
  keepsYaku: boolean;
  /** Count a ready shape's waits on kinds the bot has passed (furiten) as self-draws only. */
  mindsFuriten: boolean;
  /** Weigh ready shapes (and, one draw further, the ready hands a draw leads to) by what their waits score (win-value.ts). */
  valuesWaits: boolean;
  /**
   * Open the hand for speed as majiang-ai does: for all simples whenever the claim brings the
   * hand, its terminals and honours thrown away, closer (otherwise only with at most one of them
   * left); and from a closed hand one from ready, a chow that makes it ready as well as a pung.
   */
  opensForSpeed: boolean;
  /**
   * Open for a flush (one suit with honours, honitsu) as majiang-ai does: a claim that keeps
   * the melds to one suit and brings the hand, its other suits thrown away, closer; an open hand
   * whose way to a yaku is the flush then discards the other suits first.
   */
  opensForFlush: boolean;
  /**
   * Two from ready (with `valuesWaits`): weigh each of the best few discards by the draws that
   * bring the hand one from ready, each by the worth of the ready hands one draw further, as one
   * draw before ready (otherwise: by the count of those draws' own acceptance).
   */
  valuesTwoFromReady: boolean;
  /**
   * In the look-ahead one from ready (with `valuesWaits`): a tile that makes the hand ready
   * counts as well by the pung or chow of it that would, at what that open hand scores, three
   * times for a pung (any player may give it) as majiang-ai does (call-value.ts).
   */
  countsCalls: boolean;
  /**
   * Cheaper two from ready (off for the strong bot): the look-ahead from each hand one from ready
   * counts no calls, so that two from ready no call counts at all (one from ready, `countsCalls` as
   * before). About a fifth less time per riichi decision; changes a few choices (about 1 in 500 of
   * the bench's decisions); the strength with it on is not measured.
   */
  callsOnlyOneFromReady: boolean;
  /**
   * Against a riichi: never discard a tile that carries 13.5% or more of the danger over all
   * kinds while a safer one is offered, nor, ready with a cheap hand, 8% (or 3% where a tile below
   * 3% is offered), as majiang-ai does (defence.ts `riichiShares`).
   */
  skipsRiskiest: boolean;
  /**
   * Against a riichi: call a pung or chow only when it makes the hand ready and worth
   * `CALL_INTO_RIICHI` (majiang-ai's 500 points of expectation), as majiang-ai does: a cheap call
   * spends a safe tile and leaves a hand that must push.
   */
  holdsCalls: boolean;
  /**
   * Pung a value pair (a dragon, the seat's or the round's wind) from any hand, closed too,
   * whenever the pung leaves it no further from ready, as majiang-ai does: the yaku is sure and the
   * hand is no slower.
   */
  pungsValuePairs: boolean;
  /**
   * Defend only against a riichi, as majiang-ai does: open hands and a late wall are read
   * as no threat (the danger of each tile is still read against a riichi).
   */
  defendsRiichiOnly: boolean;
  /** One from ready or ready: weigh danger 1.5 times against a threatening dealer, and 1.5 times less as the dealer (discard.ts `dealerFactor`). */
  mindsDealer: boolean;
}

export interface Policy {
  level: BotLevel;
  /** Weigh discards by tile acceptance (ukeire) over the unseen tiles; otherwise by shanten alone. */
  ukeire: boolean;
  /** Count acceptance over every tile seen on the table (ponds, melds, indicators); otherwise over the bot's own hand only. */
  tracksTable: boolean;
  /** Read suji (a tile three ranks from one the threat discarded) as safer. */
  suji: boolean;
  /** Look one draw further: weigh each accepted tile by the acceptance of the hand it makes. */
  lookahead: boolean;
  /** Chance, per discard, of a careless choice: any tile that keeps the shanten. Needs the bot's RNG. */
  slip: number;
  /** Weight of hand value (value tiles, the preset's scoring aims) against acceptance; 0 ignores it. */
  value: number;
  /** 'any': every pung, kong and chow offered; 'useful': those that bring the hand closer; 'valued': and keep it worth winning. */
  claims: 'any' | 'useful' | 'valued';
  /** 'none'; 'fold': safest tiles once someone threatens and the hand is far; 'balanced': push or fold by shanten, value and wall. */
  defence: 'none' | 'fold' | 'balanced';
  /** Mind the preset's minimum when a win is worth less (otherwise: win whenever legal). */
  judgeWins: boolean;
  /** The strong bot's riichi play, read through `riichiKnobs` (only where the table plays riichi); null: none of it. */
  riichi: RiichiKnobs | null;
}

/**
 * easy: a beginner: shanten only, a careless tile a third of the time, calls everything, never defends.
 * normal: a club player: counts tile acceptance (from its own hand, not the ponds) and values,
 *   calls only what helps, folds against a clear threat when far from ready (tiles the threat
 *   discarded first), but half the time keeps a weaker tile among those that keep the shanten.
 * strong: never careless; counts every tile seen on the table and looks one draw further; reads
 *   suji; pushes or folds by shanten, threat and wall; riichi: damaten with a mangan that has its
 *   own yaku, no weak chase of a riichi, and in the last hand it plays for its place; an open hand
 *   keeps its yaku (all simples: terminals and honours count as dead; ready: only waits with a yaku;
 *   without a yaku it pungs a value pair up to two from ready); among ready shapes it minds its own
 *   furiten (a wait it has passed wins only by its own draw) and weighs waits by their score; it
 *   opens for all simples, or for a flush, whenever a call brings that hand closer; near ready it
 *   minds who deals (a dealer pays and collects half as much again); two from ready it weighs its
 *   discards by the worth of the ready hands two draws on, and one from ready it counts a tile that
 *   a pung or chow would make ready, by that open hand's score (a pung three times); against a
 *   riichi it never lets go a tile that carries too much of the danger over all kinds, and calls only
 *   to a ready hand worth the risk; it pungs a value pair, closed or open, whenever that leaves the
 *   hand no further from ready; and it defends only against a riichi.
 */
export const POLICIES: Readonly<Record<BotLevel, Policy>> = {
  easy: { level: 'easy', ukeire: false, tracksTable: false, suji: false, lookahead: false, slip: 0.35, value: 0, claims: 'any', defence: 'none', judgeWins: false, riichi: null },
  normal: { level: 'normal', ukeire: true, tracksTable: false, suji: false, lookahead: false, slip: 0.5, value: 0.5, claims: 'useful', defence: 'fold', judgeWins: true, riichi: null },
  strong: {
    level: 'strong', ukeire: true, tracksTable: true, suji: true, lookahead: true, slip: 0, value: 1, claims: 'valued', defence: 'balanced', judgeWins: true,
    riichi: { keepsYaku: true, mindsFuriten: true, valuesWaits: true, opensForSpeed: true, opensForFlush: true, mindsDealer: true, valuesTwoFromReady: true, countsCalls: true, callsOnlyOneFromReady: false, skipsRiskiest: true, holdsCalls: true, pungsValuePairs: true, defendsRiichiOnly: true },
  },
};

/** The policy's riichi knobs where this table's family has riichi; null elsewhere, or for a bot without them. */
export function riichiKnobs(ctx: BotContext, policy: Policy): RiichiKnobs | null {
  return ruleFamily(ctx.view.family).hasRiichi ? policy.riichi : null;
}
