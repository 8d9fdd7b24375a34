/** The three bot levels, as data: what each one looks at and how carefully it plays. */

export type BotLevel = 'easy' | 'normal' | 'strong';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'strong'];

export interface Policy {
  level: BotLevel;
  /** Weigh discards by tile acceptance (ukeire) over the unseen tiles; otherwise by shanten alone. */
  ukeire: boolean;
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
}

export const POLICIES: Readonly<Record<BotLevel, Policy>> = {
  easy: { level: 'easy', ukeire: false, slip: 0.35, value: 0, claims: 'any', defence: 'none', judgeWins: false },
  normal: { level: 'normal', ukeire: true, slip: 0, value: 0.5, claims: 'useful', defence: 'fold', judgeWins: true },
  strong: { level: 'strong', ukeire: true, slip: 0, value: 1, claims: 'valued', defence: 'balanced', judgeWins: true },
};
