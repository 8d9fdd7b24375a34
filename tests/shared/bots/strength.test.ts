import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../shared/bots';
import { compareLevels, meanAndError, type Comparison } from '../../../shared/bots/strength';
import { PRESETS } from '../../../shared/rules/presets';
import { testSize } from '../../helpers/sizes';

// Duplicate play over a fixed seed set: every deal twice, the levels swapped between the two
// plays. The stronger level must come out ahead over all presets together by a margin of at
// least Z_MIN standard errors (one-sided 99%); each preset's figure is printed.
const DEALS = testSize('SPARROW_BOT_STRENGTH_DEALS', { local: 60, ci: 120 });
const Z_MIN = 2.33;
console.log(`bot strength: ${DEALS} duplicate deals per preset and pair of levels (SPARROW_BOT_STRENGTH_DEALS)`);

function report(c: Comparison): string {
  return `${c.preset}: ${c.b} − ${c.a} = ${c.mean.toFixed(3)} ± ${c.se.toFixed(3)} per seat and hand (z ${c.z.toFixed(1)}); wins ${c.wins.b}/${c.wins.a}, dealt in ${c.dealtIn.b}/${c.dealtIn.a}; score ${c.scoreMean.toFixed(1)} ± ${c.scoreSe.toFixed(1)}`;
}

describe.each([
  ['easy', 'normal'],
  ['normal', 'strong'],
] as [BotLevel, BotLevel][])('%s < %s', (weaker, stronger) => {
  it(`${stronger} beats ${weaker} by a clear margin over all presets`, () => {
    const comparisons = Object.values(PRESETS).map((p) => compareLevels(p, weaker, stronger, DEALS, `strength-${weaker}-${stronger}`));
    for (const c of comparisons) console.log(report(c));
    const pooled = meanAndError(comparisons.flatMap((c) => c.diffs));
    const z = pooled.mean / pooled.se;
    console.log(`all presets: ${stronger} − ${weaker} = ${pooled.mean.toFixed(3)} ± ${pooled.se.toFixed(3)} (z ${z.toFixed(1)}, needed ${Z_MIN})`);
    expect(z).toBeGreaterThan(Z_MIN);
  }, 60 * 60_000); // sized by the count above, not by a clock
});
