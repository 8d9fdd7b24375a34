/** A riichi hand for the scorer from Sparrow's notation and how it was won (score-a-hand, help examples). */
import type { HandNotation } from '../../notation';
import type { LastTileSource } from '../classical/types';
import { riichi as riichiPreset, type Preset } from '../presets';
import { scoringOptions } from './options';
import { scoreRiichi } from './score';
import type { RiichiScore } from './types';
import type { Kind, Wind } from '../../tiles';

/** Sources of the last tile that mean it was drawn (tsumo). */
const DRAWN: readonly LastTileSource[] = ['wall', 'replacement', 'lastWallTile', 'firstTile'];

export interface RiichiSituationInput {
  source: LastTileSource;
  seatWind: Wind;
  prevailingWind: Wind;
  riichi: boolean;
  dora: Kind[];
}

/** Scores a hand with its winning tile under the Riichi preset (or `preset`, e.g. with house rules); null without a winning tile. */
export function scoreRiichiNotation(h: HandNotation, s: RiichiSituationInput, preset: Preset = riichiPreset): RiichiScore | null {
  if (h.winning === undefined) return null;
  const drawn = DRAWN.includes(s.source);
  const first = s.source === 'firstTile';
  return scoreRiichi(
    {
      concealed: [...h.concealed, h.winning],
      melds: h.melds.map((m) => ({ type: m.type, kinds: [...m.kinds], concealed: m.concealed })),
      winTile: h.winning,
      redFives: 0,
      doraIndicators: [...s.dora],
      uraIndicators: [],
      situation: {
        tsumo: drawn,
        seatWind: s.seatWind,
        prevailingWind: s.prevailingWind,
        riichi: s.riichi ? 1 : 0,
        ippatsu: false,
        haitei: s.source === 'lastWallTile',
        houtei: s.source === 'lastDiscard',
        rinshan: s.source === 'replacement',
        chankan: s.source === 'robbedKong',
        tenhou: first && drawn && s.seatWind === 0,
        chiihou: first && drawn && s.seatWind !== 0,
        renhou: false,
      },
    },
    scoringOptions(preset.riichi!),
  );
}
