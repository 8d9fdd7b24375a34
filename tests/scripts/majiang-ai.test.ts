import { describe, expect, it } from 'vitest';
import { playGame } from '../../scripts/mjai/game';
import { majiangAi, toMajiang, toMjai } from '../../scripts/mjai/majiang-ai';
import { presetById } from '../../shared/rules/presets';
import { MJAI_RULES } from '../../shared/rules/riichi/logs/mjai-rules';

describe("kobalab's majiang-ai behind the mjai adapter", () => {
  it('names tiles both ways: suits, red fives, honours', () => {
    for (const [mjai, majiang] of [
      ['1m', 'm1'],
      ['9s', 's9'],
      ['5pr', 'p0'],
      ['5p', 'p5'],
      ['E', 'z1'],
      ['N', 'z4'],
      ['P', 'z5'],
      ['C', 'z7'],
    ]) {
      expect(toMajiang(mjai)).toBe(majiang);
      expect(toMjai(majiang)).toBe(mjai);
    }
    expect(toMajiang('?')).toBe('');
    expect(toMjai('m5_*')).toBe('5m');
  });

  it('plays every decision itself at each seat: no answer is unusable or replaced by the bot', async () => {
    const errors: string[] = [];
    let aiMoves = 0;
    for (const seat of [0, 1, 2, 3] as const) {
      const ai = majiangAi((m) => errors.push(m));
      const receive = ai.channel.receive.bind(ai.channel);
      ai.channel.receive = async () => {
        const line = await receive();
        if (JSON.parse(line).type !== 'none') aiMoves++;
        return line;
      };
      await playGame([{ ai, seat }], { preset: presetById(MJAI_RULES), seed: `adapter/${seat}`, maxHands: 3, log: (m) => errors.push(m) });
    }
    expect(errors).toEqual([]);
    expect(aiMoves).toBeGreaterThan(4 * 3 * 5); // at least a few discards a hand
  }, 120_000);
});
