/** A riichi hand for the scorer from Sparrow's notation and how it was won (score-a-hand, help examples). */
import type { HandNotation } from '../../notation';
import type { NotationSituation } from '../../notation-situation';
import type { LastTileSource } from '../classical/types';
import type { NotationRules } from '../hand-problems';
import { riichi as riichiPreset, type Preset } from '../presets';
import { scoringOptions } from './options';
import { scoreRiichi } from './score';
import type { RiichiScore } from './types';

/** Sources of the last tile that mean it was drawn (tsumo). */
const DRAWN: readonly string[] = ['wall', 'replacement', 'lastWallTile', 'firstTile'] satisfies LastTileSource[];

/** What a riichi hand may hold: no bonus tiles, red fives where the preset plays them. */
export const riichiNotationRules = (preset: Preset): NotationRules => ({
  handTiles: 14,
  bonusTiles: false,
  redFives: preset.riichi?.redFives ? 1 : 0,
  hasRiichi: true,
  flowerWins: false,
  dealerWins: false,
  scoresLosers: false,
  declared: [],
});

/** Scores a hand with its winning tile under the Riichi preset (or `preset`, e.g. with house rules); null without a winning tile. */
export function scoreRiichiNotation(h: HandNotation, s: NotationSituation, preset: Preset = riichiPreset): RiichiScore | null {
  if (h.winning === undefined) return null;
  const drawn = DRAWN.includes(s.source);
  const first = s.source === 'firstTile';
  return scoreRiichi(
    {
      concealed: [...h.concealed, h.winning],
      melds: h.melds.map((m) => ({ type: m.type, kinds: [...m.kinds], concealed: m.concealed })),
      winTile: h.winning,
      redFives: h.red?.length ?? 0,
      doraIndicators: [...(s.dora ?? [])],
      uraIndicators: [...(s.ura ?? [])],
      situation: {
        tsumo: drawn,
        seatWind: s.seatWind,
        prevailingWind: s.prevailingWind,
        riichi: s.doubleRiichi ? 2 : s.riichi ? 1 : 0,
        ippatsu: s.ippatsu ?? false,
        haitei: s.source === 'lastWallTile',
        houtei: s.source === 'lastDiscard',
        rinshan: s.source === 'replacement',
        chankan: s.source === 'robbedKong',
        tenhou: first && drawn && s.seatWind === 0,
        chiihou: first && drawn && s.seatWind !== 0,
        renhou: s.source === 'firstDiscard' && s.seatWind !== 0,
      },
    },
    scoringOptions(preset.riichi!),
  );
}
