/**
 * What a ready riichi hand's waits are worth (strong bots): each unseen winning tile weighted by
 * the points the real scorer gives the hand won on it — 0 without a yaku, a share for a furiten
 * wait — with a closed hand counted as declaring riichi. Steering by this rather than by how many
 * tiles wait keeps dora, red fives and yaku, and picks the wait that scores, as a player would.
 */
import { isRedFive, plainSituation } from '../rules/riichi/hand';
import { scoringOptions } from '../rules/riichi/options';
import { scoreRiichi } from '../rules/riichi/score';
import { ruleFamily } from '../rules/families';
import type { RiichiHand, RiichiScoringOptions } from '../rules/riichi/types';
import { kindOf, PLAYING_KINDS, type Kind } from '../tiles';
import { FURITEN_SHARE } from './furiten';
import type { ShapeEval } from './shape';
import type { BotContext } from './types';
import { HandTable } from './hand-table';
import { MEMO_BITS, rulesKey, winningKinds } from './shape-memo';

/** The five kinds whose red copy the bot holds (concealed or melded), by kind. */
function redKindsHeld(ctx: BotContext): Uint8Array {
  const held = new Uint8Array(PLAYING_KINDS);
  if (!ctx.preset?.riichi?.redFives) return held;
  for (const t of ctx.concealed) if (isRedFive(t)) held[kindOf(t)] = 1;
  return held;
}

/** A threshold given in majiang-ai's "points of expectation", in this file's unit (Σ unseen winning tiles × base points): three times as many. */
export const fromAiPoints = (points: number): number => points * 3;

/** A ready hand's worth (Σ unseen × base points) and its unseen winning tiles with a yaku (furiten or not). */
export interface ReadyWorth {
  worth: number;
  waits: number;
}

/** A meld the bot has not made yet, looked at as if called (call-value.ts). */
export interface CalledMeld {
  type: 'pung' | 'chow';
  kinds: Kind[];
}

/**
 * A ready hand's winning kinds and their base points, remembered across decisions (the look-ahead
 * weighs the same hands turn after turn): keyed by what the scorer reads besides the tiles —
 * melds, dora indicators, situation, options, red fives — as a short id, then the tiles.
 */
const worthByHand = new HandTable<number[]>(MEMO_BITS, true);
/** Points not worked out yet (a wait with no unseen tile is never scored). */
const UNSCORED = -1;
/** The scorer's options as a short id, once per preset's riichi rules (equal options, equal ids). */
const optionsIds = new WeakMap<object, number>();
const optionsByText = new Map<string, number>();
function optionsKey(rules: object, options: RiichiScoringOptions): number {
  let id = optionsIds.get(rules);
  if (id === undefined) {
    const text = JSON.stringify(options);
    id = optionsByText.get(text);
    if (id === undefined) optionsByText.set(text, (id = optionsByText.size));
    optionsIds.set(rules, id);
  }
  return id;
}
/** Ids by what the scorer reads; never reused, so an id dropped from here leaves only unreachable entries in `worthByHand`. */
const scoringIds = new Map<string, number>();
let nextScoringId = 0;
function scoringId(reads: string): number {
  let id = scoringIds.get(reads);
  if (id === undefined) {
    if (scoringIds.size >= 4096) scoringIds.clear();
    scoringIds.set(reads, (id = nextScoringId++ & 0x7fffffff));
  }
  return id;
}

/** What every `WaitValue` of one decision shares (its own hand, the table): worked out once per context. */
interface ScoringBase {
  options: RiichiScoringOptions;
  reds: Uint8Array;
  meldReds: number;
  /** The bot's own melds, as the template and as text for the scoring id. */
  melds: RiichiHand['melds'];
  meldsText: string;
  /** The scoring id's text after the melds' and the situation's, and the dora indicators' before them. */
  doraText: string;
  afterSituation: string;
  /** Scoring ids already made in this decision, by the evaluator's rules and the meld called (`calledKey`). */
  ids: Map<number, number>;
}
const bases = new WeakMap<BotContext, ScoringBase>();
const meldText = (m: RiichiHand['melds'][number]) => `${m.type}${m.concealed ? 'c' : 'o'}${m.kinds.join(',')}`;
/** The meld called in a `WaitValue` (none, or one pung or chow, as the look-ahead calls them) as one number below 2^17: 0 for none, -1 for more than one. */
function calledKey(called: readonly CalledMeld[]): number {
  if (called.length !== 1) return called.length === 0 ? 0 : -1;
  const { type, kinds } = called[0];
  let key = type === 'pung' ? 1 : 2;
  for (const k of kinds) key = key * 34 + k;
  return kinds.length === 3 ? key : -1;
}

function scoringBase(ctx: BotContext): ScoringBase {
  let base = bases.get(ctx);
  if (!base) {
    const riichi = ctx.preset!.riichi!;
    const options = scoringOptions(riichi);
    const reds = redKindsHeld(ctx);
    const meldReds = riichi.redFives ? ctx.me.melds.reduce((n, m) => n + m.tiles.filter(isRedFive).length, 0) : 0;
    const melds = ctx.me.melds.map((m) => ({ type: m.type, kinds: m.tiles.map(kindOf), concealed: m.concealed }));
    base = {
      options,
      reds,
      meldReds,
      melds,
      meldsText: melds.map(meldText).join(';'),
      doraText: ctx.hand.doraIndicators.map(kindOf).join(','),
      afterSituation: `${optionsKey(riichi, options)}|${Array.from(reds).join('')}|${meldReds}`,
      ids: new Map(),
    };
    bases.set(ctx, base);
  }
  return base;
}

export class WaitValue {
  private readonly template: RiichiHand;
  private readonly options: RiichiScoringOptions;
  private readonly reds: Uint8Array;
  private readonly meldReds: number;
  private readonly passed: Uint8Array;
  private readonly memo = new HandTable<ReadyWorth>(5, false);
  private readonly base: ScoringBase;
  private scoringId: number | undefined;

  /**
   * `check`: an evaluator no caller has loaded a hand in (for the hand with `called` melded);
   * `passed`: kinds the bot discarded (its furiten), or null to ignore; `called`: melds as if called.
   */
  constructor(private readonly ctx: BotContext, private readonly check: ShapeEval, passed: Uint8Array | null, private readonly called: readonly CalledMeld[] = []) {
    const base = (this.base = scoringBase(ctx));
    this.options = base.options;
    this.reds = base.reds;
    this.meldReds = base.meldReds;
    this.passed = passed ?? new Uint8Array(PLAYING_KINDS);
    const closed = ctx.me.melds.every((m) => m.concealed) && called.length === 0;
    this.template = {
      concealed: [],
      melds: called.length ? [...base.melds, ...called.map((m) => ({ ...m, concealed: false }))] : base.melds,
      winTile: 0,
      redFives: 0,
      doraIndicators: ctx.hand.doraIndicators.map(kindOf),
      uraIndicators: [],
      situation: plainSituation({ seatWind: ctx.me.wind, prevailingWind: ctx.view.game.prevailing, riichi: closed || ctx.me.riichi ? 1 : 0 }),
    };
  }

  /** Can the bot weigh waits this way (a riichi preset it can read)? */
  static applies(ctx: BotContext): boolean {
    return ruleFamily(ctx.view.family).bots.readsHandWorth && !!ctx.preset?.riichi;
  }

  /** Base points of winning on `win` with the complete hand `c14`; 0 without a yaku. */
  private points(c14: Uint8Array, win: Kind): number {
    const concealed: Kind[] = [];
    let reds = this.meldReds;
    for (let k = 0; k < PLAYING_KINDS; k++) {
      for (let i = 0; i < c14[k]; i++) concealed.push(k);
      if (this.reds[k] && c14[k] > 0) reds++;
    }
    const score = scoreRiichi({ ...this.template, concealed, winTile: win, redFives: reds }, this.options);
    return score.won ? score.basePoints : 0;
  }

  /**
   * Σ unseen × base points over the winning tiles of ready hand `c` (13 tiles less 3 per meld),
   * after discarding `discard` (and `earlier`, a discard the bot plans before it): both join the
   * kinds passed, and a wait on any of them is furiten and counts only its share.
   */
  value(c: Uint8Array, unseen: ArrayLike<number>, discard: Kind, earlier: Kind = discard): ReadyWorth {
    const tag = 64 * discard + earlier;
    const known = this.memo.get(c, tag);
    if (known) return known;
    const waits = this.waitsOf(c);
    let worth = 0;
    let count = 0;
    let furiten = false;
    for (let i = 0; i < waits.length; i += 2) {
      const k = waits[i];
      if (this.passed[k] || k === discard || k === earlier) furiten = true;
      if (unseen[k] > 0) {
        let p = waits[i + 1];
        if (p === UNSCORED) {
          c[k]++;
          p = waits[i + 1] = this.points(c, k);
          c[k]--;
        }
        if (p > 0) (worth += unseen[k] * p), (count += unseen[k]);
      }
    }
    const result = { worth: furiten ? worth * FURITEN_SHARE : worth, waits: count };
    this.memo.setMissed(result);
    return result;
  }

  /**
   * The kinds that complete hand `c`, each followed by its base points (0 without a yaku), scored
   * when first needed (`UNSCORED` until then): a function of the hand, its shape rules and what the
   * scorer reads, remembered across decisions.
   */
  private waitsOf(c: Uint8Array): number[] {
    const id = this.scoredAs();
    let out = worthByHand.get(c, id);
    if (out) return out;
    out = [];
    for (const k of winningKinds(this.check, c)) out.push(k, UNSCORED);
    worthByHand.setMissed(out);
    return out;
  }

  /** The id of what, besides the tiles, the scorer reads (made when first needed). */
  private scoredAs(): number {
    if (this.scoringId === undefined) {
      const { base, called } = this;
      const meld = calledKey(called);
      const key = rulesKey(this.check.rules) * 2 ** 17 + meld;
      const known = meld >= 0 ? base.ids.get(key) : undefined;
      if (known !== undefined) return (this.scoringId = known);
      const own = base.meldsText;
      const melds = called.length === 0 ? own : `${own}${own ? ';' : ''}${called.map((m) => meldText({ ...m, concealed: false })).join(';')}`;
      const s = this.template.situation;
      const reads = `${rulesKey(this.check.rules)}|${melds}|${base.doraText}|${s.seatWind}${s.prevailingWind}${s.riichi}|${base.afterSituation}`;
      this.scoringId = scoringId(reads);
      if (meld >= 0) base.ids.set(key, this.scoringId);
    }
    return this.scoringId;
  }
}
