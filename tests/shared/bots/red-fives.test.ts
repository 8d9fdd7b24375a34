import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../../shared/bots';
import { simulate } from '../../../shared/bots/simulate';
import { presetById } from '../../../shared/rules/presets';
import { isRedFive } from '../../../shared/rules/riichi/hand';
import { kindOf } from '../../../shared/tiles';

describe('riichi with red fives', () => {
  it.each(BOT_LEVELS)('a %s bot discarding a five lets a plain one go while it holds one (the red is a dora)', (level) => {
    let redOut = 0;
    let fivesOut = 0;
    simulate({
      preset: presetById('riichi+redFives=true'),
      hands: 12,
      seed: `red-fives/${level}`,
      levels: [level, level, level, level],
      onDecision: (view, action) => {
        if (action?.type !== 'discard' || view.you === null) return;
        const concealed = view.hand!.seats[view.you!].concealed ?? [];
        const plainTwin = concealed.some((t) => t !== action.tile && kindOf(t) === kindOf(action.tile) && !isRedFive(t));
        if (!plainTwin || ![4, 13, 22].includes(kindOf(action.tile))) return;
        fivesOut++;
        if (isRedFive(action.tile)) redOut++;
      },
    });
    expect(fivesOut).toBeGreaterThan(0);
    expect(redOut).toBe(0);
  });
});
