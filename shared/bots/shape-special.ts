/**
 * The special shapes (seven pairs, thirteen orphans) for `ShapeEval`: counted once per loaded hand,
 * so that a hand with one tile more or less costs a few additions, not a new count.
 */
import { PLAYING_KINDS } from '../tiles';
import { FAR, isMajor, type ShapeRules } from './shape-tables';

/** Per kind, its first bit in `loweringClasses` before the count held: 3 for a major, else 0. */
export const SPECIAL_CLASS = Uint8Array.from({ length: PLAYING_KINDS }, (_, k) => (isMajor(k) ? 3 : 0));

export class SpecialShapeCount {
  // Kinds held, kinds held twice or more, majors held, majors held twice or more.
  private kinds = 0;
  private pairs = 0;
  private majors = 0;
  private majorPairs = 0;
  /** The same four counts for the base hand (see `ShapeEval.loadBase`). */
  private readonly base = [0, 0, 0, 0];

  constructor(private readonly rules: ShapeRules) {}

  /** Counts a hand. */
  count(counts: ArrayLike<number>): void {
    let kinds = 0, pairs = 0, majors = 0, majorPairs = 0;
    for (let k = 0; k < PLAYING_KINDS; k++) {
      const n = counts[k];
      if (n === 0) continue;
      kinds++;
      if (n > 1) pairs++;
      if (isMajor(k)) {
        majors++;
        if (n > 1) majorPairs++;
      }
    }
    this.kinds = kinds;
    this.pairs = pairs;
    this.majors = majors;
    this.majorPairs = majorPairs;
  }

  /** Keeps the counted hand as the base. */
  rememberAsBase(): void {
    this.base[0] = this.kinds;
    this.base[1] = this.pairs;
    this.base[2] = this.majors;
    this.base[3] = this.majorPairs;
  }

  /** Counts the base hand minus one tile of `kind`, of which `now` are left. */
  countBaseWithout(kind: number, now: number): void {
    const major = isMajor(kind);
    this.kinds = this.base[0] - (now === 0 ? 1 : 0);
    this.pairs = this.base[1] - (now === 1 ? 1 : 0);
    this.majors = this.base[2] - (major && now === 0 ? 1 : 0);
    this.majorPairs = this.base[3] - (major && now === 1 ? 1 : 0);
  }

  /** Special-shape shanten of the counted hand. */
  shanten(): number {
    let best = FAR;
    if (this.rules.sevenPairs) best = 6 - this.pairs + Math.max(0, 7 - this.kinds);
    if (this.rules.thirteenOrphans) best = Math.min(best, 13 - this.majors - (this.majorPairs > 0 ? 1 : 0));
    return best;
  }

  /**
   * Which kinds one more tile of which brings the counted hand's special-shape shanten below `s`,
   * by class: bit (3 for a major, else 0) + the count held before (2 for two or more).
   */
  loweringClasses(s: number): number {
    let classes = 0;
    for (let held = 0; held < 3; held++) {
      if (this.shantenAfter(1, held + 1, 1) < s) classes |= 1 << held;
      if (this.shantenAfter(27, held + 1, 1) < s) classes |= 1 << (3 + held);
    }
    return classes;
  }

  /** Special-shape shanten of the counted hand with `kind` changed by `delta` (its new count `now`). */
  shantenAfter(kind: number, now: number, delta: 1 | -1): number {
    const was = now - delta;
    const dk = (now > 0 ? 1 : 0) - (was > 0 ? 1 : 0);
    const dp = (now > 1 ? 1 : 0) - (was > 1 ? 1 : 0);
    let best = FAR;
    if (this.rules.sevenPairs) best = 6 - (this.pairs + dp) + Math.max(0, 7 - (this.kinds + dk));
    if (this.rules.thirteenOrphans) {
      const major = isMajor(kind);
      const majors = this.majors + (major ? dk : 0);
      const majorPairs = this.majorPairs + (major ? dp : 0);
      best = Math.min(best, 13 - majors - (majorPairs > 0 ? 1 : 0));
    }
    return best;
  }
}
