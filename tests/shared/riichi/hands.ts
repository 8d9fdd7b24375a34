/** Riichi scorer inputs written in Sparrow's notation, for table tests. */
import { parseHand } from '../../../shared/notation';
import { derivePreset, riichi, type RiichiRules } from '../../../shared/rules/presets';
import { plainSituation } from '../../../shared/rules/riichi/hand';
import { scoringOptions } from '../../../shared/rules/riichi/options';
import { scoreRiichi } from '../../../shared/rules/riichi/score';
import type { RiichiHand, RiichiScore, RiichiSituation } from '../../../shared/rules/riichi/types';

const NO_SITUATION: RiichiSituation = plainSituation({ seatWind: 1 });

export interface HandSpec {
  /** Notation: concealed tiles, [exposed melds], {concealed kongs}, +winning tile. */
  hand: string;
  situation?: Partial<RiichiSituation>;
  dora?: string;
  ura?: string;
  redFives?: number;
}

const kinds = (text?: string) => (text ? parseHand(text).concealed : []);

function riichiHand(spec: HandSpec): RiichiHand {
  const h = parseHand(spec.hand);
  if (h.winning === undefined) throw new Error(`"${spec.hand}" has no winning tile (+tile)`);
  return {
    concealed: [...h.concealed, h.winning],
    melds: h.melds.map((m) => ({ type: m.type, kinds: m.kinds, concealed: m.concealed })),
    winTile: h.winning,
    redFives: spec.redFives ?? 0,
    doraIndicators: kinds(spec.dora),
    uraIndicators: kinds(spec.ura),
    situation: { ...NO_SITUATION, ...spec.situation },
  };
}

export function rulesWith(changes: Partial<RiichiRules> = {}): RiichiRules {
  return derivePreset(riichi, { riichi: changes }).riichi!;
}

export function score(spec: HandSpec, rules: Partial<RiichiRules> = {}): RiichiScore {
  return scoreRiichi(riichiHand(spec), scoringOptions(rulesWith(rules)));
}

/** "riichi 1, ippatsu 1" style summary of the lines, in sheet order. */
export const lineSummary = (s: RiichiScore): string[] => s.lines.map((l) => `${l.rule} ${l.yakuman ? `Y${l.yakuman}` : l.han ?? ''}`.trim());
