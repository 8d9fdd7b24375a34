/**
 * A copy of a table for `apply`, to be changed in place. The preset is immutable data and is
 * shared, and so are the discards and melds themselves (not the arrays that hold them): the engine
 * never changes one, it puts a changed copy in its place (`claims.ts`), so no later state can
 * reach back into an earlier one. Everything else is copied. Hand-written because structuredClone
 * of the whole state dominated bot play; every object is written out field by field, which V8
 * copies several times faster than spreads of objects of varying shapes (and the hand's result,
 * plain data, by a plain copy rather than structuredClone). `clone.test.ts` checks that every field survives, so a new field cannot be
 * forgotten silently.
 */
import type { ClaimResponse, ClaimWindow, GameState, HandState, SeatState, TableState } from './types';

const cloneSeat = (s: SeatState): SeatState => ({
  concealed: s.concealed.slice(),
  melds: s.melds.slice(),
  bonus: s.bonus.slice(),
  discards: s.discards.slice(),
  riichi: s.riichi && { discardIndex: s.riichi.discardIndex, double: s.riichi.double, ippatsu: s.riichi.ippatsu, depositPaid: s.riichi.depositPaid },
  temporaryFuriten: s.temporaryFuriten,
  riichiFuriten: s.riichiFuriten,
  hasPlayed: s.hasPlayed,
  forfeitBonus: s.forfeitBonus.slice(),
});

function cloneResponses(responses: ClaimWindow['responses']): ClaimWindow['responses'] {
  const out: Record<string, ClaimResponse> = {};
  for (const seat in responses) {
    const r = responses[seat as unknown as keyof typeof responses]!;
    out[seat] = { claim: r.claim, tiles: r.tiles.slice() };
  }
  return out;
}

const cloneClaim = (c: ClaimWindow): ClaimWindow => ({
  tile: c.tile,
  from: c.from,
  robbing: c.robbing,
  eligible: c.eligible.slice(),
  responses: cloneResponses(c.responses),
  provisionalDraw: c.provisionalDraw,
  drawerFuriten: c.drawerFuriten,
});

/** A deep copy of plain data (the hand's result: numbers, strings, arrays, plain objects). */
function copyData<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(copyData) as T;
  if (Object.getPrototypeOf(x) !== Object.prototype) return structuredClone(x);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) out[key] = copyData((x as Record<string, unknown>)[key]);
  return out as T;
}

const cloneHand = (h: HandState): HandState => ({
  index: h.index,
  dealer: h.dealer,
  wall: { tiles: h.wall.tiles.slice(), dead: h.wall.dead, loose: h.wall.loose, endTaken: h.wall.endTaken },
  doraIndicators: h.doraIndicators.slice(),
  uraIndicators: h.uraIndicators.slice(),
  doraRevealed: h.doraRevealed,
  ...(h.doraOwed ? { doraOwed: h.doraOwed } : {}),
  kongs: h.kongs,
  seats: h.seats.map(cloneSeat),
  turn: h.turn,
  phase: h.phase,
  lastDraw: h.lastDraw && { tile: h.lastDraw.tile, source: h.lastDraw.source },
  claimedThisTurn: h.claimedThisTurn,
  claim: h.claim && cloneClaim(h.claim),
  uninterrupted: h.uninterrupted,
  discardsMade: h.discardsMade,
  lastDiscard: h.lastDiscard && { seat: h.lastDiscard.seat, index: h.lastDiscard.index },
  forbiddenDiscards: h.forbiddenDiscards.slice(),
  result: h.result && copyData(h.result),
});

const cloneGame = (g: GameState): GameState => ({
  prevailing: g.prevailing,
  dealer: g.dealer,
  dealerStreak: g.dealerStreak,
  dealerWins: g.dealerWins,
  honba: g.honba,
  riichiSticks: g.riichiSticks,
  scores: g.scores.slice(),
  handsPlayed: g.handsPlayed,
  over: g.over,
  ...(g.final ? { final: g.final } : {}),
});

export const cloneTable = (t: TableState): TableState => ({
  preset: t.preset,
  playerAtSeat: t.playerAtSeat && t.playerAtSeat.slice(),
  firstDealer: t.firstDealer,
  game: cloneGame(t.game),
  hand: t.hand && cloneHand(t.hand),
  rng: t.rng && { s: [t.rng.s[0], t.rng.s[1], t.rng.s[2], t.rng.s[3]] },
});

/**
 * The copy for a new deal: `startHand` only reads the hand it replaces (its phase and index) and
 * never changes it, so that hand (and its result) is shared, not copied.
 */
export const cloneTableForDeal = (t: TableState): TableState => ({
  preset: t.preset,
  playerAtSeat: t.playerAtSeat && t.playerAtSeat.slice(),
  firstDealer: t.firstDealer,
  game: cloneGame(t.game),
  hand: t.hand,
  rng: t.rng && { s: [t.rng.s[0], t.rng.s[1], t.rng.s[2], t.rng.s[3]] },
});
