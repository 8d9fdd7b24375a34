/**
 * A rule family as one object: what it shows a player, how a table ends its hands (`hooks`), how it
 * scores a hand written in notation, what its help and score sheets say, what the bots ask of it,
 * and how a table playing with real tiles settles. One object per family lives in its folder
 * (`<family>/family.ts`); families.ts registers them. Outside shared/rules nothing branches on a
 * family's name: it asks this object.
 */
import type { HandNotation } from '../notation';
import type { FamilyHooks } from '../table/family-hooks';
import type { DeclaredSituation, NotationSituation } from '../notation-situation';
import type { HandProblem, NotationRules } from './hand-problems';
import type { HOUSE_RULES_SCHEMA, HouseRule } from './house';
import type { ClassicalScore } from './classical/types';
import type { Family, HouseValue, Preset } from './preset-types';
import type { RealTileDeal, RealTileEntry, RealTileHands, RealTileResult } from './real-tiles';
import type { RiichiScore } from './riichi/types';
import type { TaiwaneseScore } from './taiwanese/types';

export type { DeclaredSituation, NotationSituation } from '../notation-situation';

/** What each family's scorer makes of a hand in notation. */
export interface NotationScores {
  classical: ClassicalScore;
  riichi: RiichiScore;
  taiwanese: TaiwaneseScore;
}

/** A hand in notation scored: null without a score (no winning tile where one is needed), or why no table holds it. */
export interface NotationScore<F extends Family = Family> {
  score: NotationScores[F] | null;
  problem?: HandProblem;
  /** Classical: not a win only because of its chows (a table that allows one chow at most). */
  oneChow?: boolean;
}

/** What the bots ask of a family, each named for the rule it stands for. */
export interface BotQuestions {
  /** A player cannot win on a kind they discarded (furiten): such a kind, and after a riichi every kind passed since, is wholly safe against them. */
  furitenApplies: boolean;
  /** An open hand wins only with a yaku: the bots keep a way to one (a value pung, all simples, a flush). */
  openHandNeedsYaku: boolean;
  /** A closed hand near ready is worth more than a quick open one (it may declare riichi): only a call that makes it ready opens it. */
  closedHandWorthMore: boolean;
  /** The dealer pays and collects half as much again: danger weighs by who deals. */
  dealerPaysMore: boolean;
  /** The final order decides the game (uma): the last hand is played for a place. */
  playsForPlace: boolean;
  /** A ready hand with a yaku of its own may stay silent (damaten) rather than declare. */
  maySitSilent: boolean;
  /** The bots read what a ready hand scores (han from the family's scorer), to weigh waits and calls by it. */
  readsHandWorth: boolean;
}

export interface RuleFamily<F extends Family = Family> {
  family: F;
  /** How a winning hand's score is stated: riichi han and fu, Taiwanese tái, classical points and doubles. */
  scoreUnit: 'han' | 'tai' | 'points';
  /** Players may declare riichi (and the table keeps riichi sticks and honba); the strong bot's riichi knobs apply. */
  hasRiichi: boolean;
  /** The dealer's run of hands in a row is shown (riichi shows honba instead). */
  dealerStreak: boolean;
  /** The dealer's wins in a row count (Taiwanese lián zhuāng). */
  dealerWins: boolean;
  /** The starting score is a fixed fact of the rules (riichi's is a house rule, listed with them). */
  fixedStartingScore: boolean;
  /** A finished game exports as a tenhou or mjai log. */
  gameLogs: boolean;
  /** Flowers and seasons count (score-a-hand takes them). */
  bonusTiles: boolean;
  /** Dora indicators are turned (score-a-hand takes them). */
  doraIndicators: boolean;
  /** The values of its presets a host may change (house.ts), in the form's order; checked by `houseRulesSchema`. */
  houseRules: readonly HouseRule[];
  houseRulesSchema: (typeof HOUSE_RULES_SCHEMA)[F];
  /** Well-known sets of house rules the form offers in one click (riichi: Tenhou's), by a name the locales translate (`house.named.<id>`). */
  namedHouseRules: readonly { id: string; rules: Readonly<Record<string, HouseValue>> }[];
  /** The end of a hand at the table (its score sheets typed as the family's). */
  hooks: FamilyHooks<F>;
  /** The situations score-a-hand offers to declare under `preset`. */
  declaredSituations(preset: Preset): DeclaredSituation[];
  /** What a hand in notation may hold under `preset` (hand-problems.ts checks it before scoring). */
  notationRules(preset: Preset): NotationRules;
  /** Scores a hand written in notation under `preset` (its house rules included); score-a-hand.ts checks it first. */
  scoreNotation(hand: HandNotation, situation: NotationSituation, preset: Preset): NotationScore<F>;
  /** Help and score sheets: i18n keys of the sheet titles, the i18n namespace of its rules' names, whether help explains the seed readings, and what the left-out lines are called. */
  help: {
    exampleTitle: string;
    notWonTitle: string;
    ruleNames: string;
    readings: boolean;
    /** i18n key (plural) of the lines a sheet leaves out: replaced by the limit (classical), or counted in a larger line (Taiwanese seed 002: Pure Self-Touch over Pure Hand and Self-Touch). */
    superseded: string;
  };
  bots: BotQuestions;
  /**
   * A table playing with real tiles: the hand a player's entry records (null while incomplete), why
   * a hand cannot be recorded (or null), and its payments (`earlier`: the table's hands before it,
   * for what they left on the table). `discarderPays`: a win on a discard is paid by the discarder
   * alone (else by all three, the discard counting only as a deal-in). `dealOf`: who dealt the hand
   * and how it ended, for the next hand's dealer (null where the hand does not say who dealt).
   */
  realTiles: {
    discarderPays: boolean;
    handOf(entry: RealTileEntry): RealTileHands[F] | null;
    problem(preset: Preset, hand: RealTileHands[F]): string | null;
    result(preset: Preset, hand: RealTileHands[F], earlier?: readonly RealTileResult[]): RealTileResult;
    dealOf(hand: RealTileHands[F]): RealTileDeal | null;
  };
}
