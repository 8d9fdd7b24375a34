import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../../shared/bots';
import { simulate } from '../../../shared/bots/simulate';
import { sha256Hex } from '../../../shared/fairness';
import { PRESETS } from '../../../shared/rules/presets';

// Bot decisions are a function of the view and the bot's seed: the same seeded games give the same
// moves on every run and machine. This pins them: a hash of every decision of a few seeded bot-only
// hands per preset and level. It CHANGES WHENEVER BOT BEHAVIOUR IS CHANGED ON PURPOSE: then update
// the hashes below in the same commit as the change, and say so in its message. A change to them
// in any other commit means a refactor changed what the bots do.
const FINGERPRINTS: Record<string, Record<string, string>> = {
  millington: { easy: '50c07142b8c28a39', normal: '49f45f070f43ba1a', strong: 'cd0469c5cfd498f5' },
  hungarian: { easy: 'a957bdf25e71f5c5', normal: 'dbc38c7b09e96995', strong: 'fce9f57d5ddd630e' },
  riichi: { easy: '8384a5b0cc228db2', normal: 'bdf82a6f1aeba6c1', strong: '3d3ae484cd1fbc34' },
  taiwanese: { easy: 'e101a94547d165eb', normal: 'd1b24ab0e2d2f301', strong: 'f12f6eb6d21155db' },
};

const HANDS = 6;

function fingerprint(presetId: string, level: (typeof BOT_LEVELS)[number]): string {
  const moves: string[] = [];
  simulate({
    preset: PRESETS[presetId],
    hands: HANDS,
    seed: `fingerprint/${presetId}/${level}`,
    levels: [level, level, level, level],
    onDecision: (_view, action, seat) => moves.push(`${seat}:${JSON.stringify(action)}`),
  });
  return sha256Hex(moves.join('\n')).slice(0, 16);
}

describe('bot decisions are deterministic from their seed', () => {
  for (const presetId of Object.keys(PRESETS))
    for (const level of BOT_LEVELS)
      it(`${presetId}, four ${level} bots`, () => {
        const a = fingerprint(presetId, level);
        expect(fingerprint(presetId, level)).toBe(a);
        if (!FINGERPRINTS[presetId]?.[level]) console.log(`fingerprint ${presetId} ${level}: ${a}`);
        expect(a).toBe(FINGERPRINTS[presetId]?.[level]);
      });
});
