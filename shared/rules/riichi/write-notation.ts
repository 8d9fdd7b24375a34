/** A riichi hand as the scorer reads it, written in Sparrow's notation with its `@` words. */
import type { HandNotation } from '../../notation';
import type { NotationSituation, NotationSource } from '../../notation-situation';
import type { Kind } from '../../tiles';
import type { RiichiHand, RiichiSituation } from './types';

const FIVES: readonly Kind[] = [4, 13, 22];

function sourceOf(s: RiichiSituation): NotationSource {
  if (s.tenhou || s.chiihou) return 'firstTile';
  if (s.renhou) return 'firstDiscard';
  if (s.haitei) return 'lastWallTile';
  if (s.houtei) return 'lastDiscard';
  if (s.rinshan) return 'replacement';
  if (s.chankan) return 'robbedKong';
  return s.tsumo ? 'wall' : 'discard';
}

/** The hand in notation; read back, it scores the same. Red fives go on fives of different suits (the scorer counts them). */
export function riichiNotationOf(hand: RiichiHand): HandNotation {
  const concealed = [...hand.concealed];
  concealed.splice(concealed.indexOf(hand.winTile), 1);
  const all = [...hand.concealed, ...hand.melds.flatMap((m) => m.kinds)];
  const red = FIVES.filter((k) => all.includes(k)).slice(0, hand.redFives);
  const s = hand.situation;
  const situation: Partial<NotationSituation> = { source: sourceOf(s), seatWind: s.seatWind, prevailingWind: s.prevailingWind };
  if (s.riichi) situation.riichi = true;
  if (s.riichi === 2) situation.doubleRiichi = true;
  if (s.ippatsu) situation.ippatsu = true;
  if (hand.doraIndicators.length) situation.dora = [...hand.doraIndicators];
  // Ura indicators count only for a riichi hand.
  if (s.riichi && hand.uraIndicators.length) situation.ura = [...hand.uraIndicators];
  return {
    concealed,
    melds: hand.melds.map((m) => ({ type: m.type, kinds: [...m.kinds], concealed: m.concealed })),
    bonus: [],
    winning: hand.winTile,
    ...(red.length ? { red } : {}),
    situation,
  };
}
