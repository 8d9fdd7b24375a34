/**
 * The react convention's one rule for "can act": the AI owes a line for an event exactly when
 * Mortal's libriichi says it can act on it, and says nothing otherwise. The rule is libriichi's
 * `PlayerState::update` (libriichi/src/state/update.rs in Equim-chan/Mortal) with
 * `ActionCandidate::can_act` (libriichi/src/state/action.rs); `Bot::react` (libriichi/src/mjai/bot.rs)
 * returns no line when `can_act()` is false:
 * - its own `tsumo`, and its own `chi`, `pon` or `reach` (it must discard): always;
 * - another's `dahai`: when it could ron, or, not in riichi and with tiles left in the live wall,
 *   pon (two of the kind held), daiminkan (three held, fewer than four kongs on the table) or chi
 *   (from the seat before it, a suit tile, a shape that leaves it something else to discard);
 * - another's `kakan`: when it could rob the kong;
 * - anything else: never.
 * Whether it could ron is Sparrow's own answer (`legalActions`): the same conditions libriichi
 * checks (a winning tile, a yaku unless riichi or the last tile, not furiten).
 *
 * `answers` pairs a line with the event it answers, so that a late line is judged against its own
 * question and never taken for the next one.
 */
import { legalActions } from '../../../table/legal';
import { nextSeat } from '../../../table/rules';
import type { Seat, TableState } from '../../../table/types';
import { isSuit, kindOf } from '../../../tiles';
import { liveCount } from '../../../wall';
import type { MjaiEvent } from './mjai-types';

/** Does the AI at `seat` (mjai actor `me`) owe a line for `e`? `after`: the table once `e` happened. */
export function reactOwes(e: MjaiEvent, me: number, seat: Seat, after: TableState): boolean {
  switch (e.type) {
    case 'tsumo':
    case 'chi':
    case 'pon':
    case 'reach':
      return e.actor === me;
    case 'kakan':
      return e.actor !== me && mayRon(after, seat);
    case 'dahai':
      return e.actor !== me && (mayRon(after, seat) || mayCall(after, seat));
    default:
      return false;
  }
}

function mayRon(state: TableState, seat: Seat): boolean {
  return legalActions(state, seat).some((a) => a.type === 'claim' && a.claim === 'win');
}

/** libriichi's can_pon / can_daiminkan / can_chi on another's discard (its counts, not Sparrow's call rules). */
function mayCall(state: TableState, seat: Seat): boolean {
  const hand = state.hand;
  const claimed = hand?.claim;
  if (!hand || !claimed) return false;
  const s = hand.seats[seat];
  if (s.riichi || liveCount(hand.wall) === 0) return false;
  const counts = new Array<number>(34).fill(0);
  for (const t of s.concealed) if (kindOf(t) < 34) counts[kindOf(t)]++;
  const k = kindOf(claimed.tile);
  if (counts[k] >= 2) return true; // pon (and daiminkan, which needs three)
  if (seat !== nextSeat(claimed.from) || !isSuit(k) || s.concealed.length < 3) return false;
  return chiShapes(counts, k);
}

/** libriichi's set_can_chi_from_tile: a chi shape held, leaving a tile that is neither the claimed kind nor its swap. */
function chiShapes(counts: readonly number[], k: number): boolean {
  const n = (k % 9) + 1;
  const leaves = (take: number[], zero: number[]) => {
    const after = [...counts];
    for (const t of take) after[t]--;
    for (const z of zero) after[z] = 0;
    return after.some((c) => c > 0);
  };
  if (n <= 7 && counts[k + 1] > 0 && counts[k + 2] > 0 && leaves([k + 1, k + 2], n < 7 ? [k, k + 3] : [k])) return true;
  if (n >= 2 && n <= 8 && counts[k - 1] > 0 && counts[k + 1] > 0 && leaves([k - 1, k + 1], [k])) return true;
  if (n >= 3 && counts[k - 2] > 0 && counts[k - 1] > 0 && leaves([k - 2, k - 1], n > 3 ? [k, k - 3] : [k])) return true;
  return false;
}

type Reply = Record<string, unknown>;

/** Could `reply` (null: not JSON) be the AI's line about `e`? By the kinds of answer each event allows. */
export function answers(reply: Reply | null, e: MjaiEvent, me: number): boolean {
  if (reply === null) return false;
  const type = reply.type;
  switch (e.type) {
    case 'tsumo':
      return ['dahai', 'reach', 'hora', 'ankan', 'kakan', 'ryukyoku'].includes(type as string);
    case 'chi':
    case 'pon':
    case 'reach':
      return type === 'dahai';
    case 'dahai':
      if (type === 'none') return true;
      return ['chi', 'pon', 'daiminkan', 'hora'].includes(type as string) && (reply.pai === undefined || reply.pai === e.pai) && (reply.target === undefined || reply.target === e.actor) && e.actor !== me;
    case 'kakan':
      return type === 'none' || (type === 'hora' && (reply.target === undefined || reply.target === e.actor));
    default:
      return false;
  }
}
