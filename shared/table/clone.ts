/**
 * A deep copy of a table for `apply`. The preset is immutable data and is shared; everything
 * else is copied. Hand-written because structuredClone of the whole state dominated bot play.
 */
import type { HandState, SeatState, TableState } from './types';

const cloneSeat = (s: SeatState): SeatState => ({
  ...s,
  concealed: [...s.concealed],
  melds: s.melds.map((m) => ({ ...m, tiles: [...m.tiles] })),
  bonus: [...s.bonus],
  discards: s.discards.map((d) => ({ ...d })),
  riichi: s.riichi && { ...s.riichi },
});

const cloneHand = (h: HandState): HandState => ({
  ...h,
  wall: { ...h.wall, tiles: [...h.wall.tiles] },
  doraIndicators: [...h.doraIndicators],
  uraIndicators: [...h.uraIndicators],
  seats: h.seats.map(cloneSeat),
  lastDraw: h.lastDraw && { ...h.lastDraw },
  claim: h.claim && {
    ...h.claim,
    eligible: [...h.claim.eligible],
    responses: Object.fromEntries(Object.entries(h.claim.responses).map(([k, r]) => [k, { ...r, tiles: [...r.tiles] }])),
  },
  forbiddenDiscards: [...h.forbiddenDiscards],
  result: h.result && structuredClone(h.result),
});

export const cloneTable = (t: TableState): TableState => ({
  ...t,
  playerAtSeat: t.playerAtSeat && [...t.playerAtSeat],
  game: { ...t.game, scores: [...t.game.scores] },
  hand: t.hand && cloneHand(t.hand),
  rng: t.rng && { s: [...t.rng.s] as [number, number, number, number] },
});
