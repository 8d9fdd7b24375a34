/** A classical hand as the scorer reads it, written in Sparrow's notation (every state the scorer tells apart). */
import type { HandNotation, NotationMeld } from '../../notation';
import type { NotationSituation } from '../../notation-situation';
import type { ClassicalHand } from './types';

const isSet = (type: string): type is 'pair' | 'chow' | 'pung' | 'knitted' => type === 'pair' || type === 'chow' || type === 'pung' || type === 'knitted';

/**
 * The hand in notation; read back, it scores the same. The set the last tile completed is the
 * winning set ("55+5p", "[55+5p]" laid open); a pair or knitted tiles laid open otherwise (only a
 * scoring tool does that) are written as concealed tiles.
 */
export function classicalNotationOf(hand: ClassicalHand): HandNotation {
  const concealed = [...hand.concealed];
  const melds: NotationMeld[] = [];
  const out: HandNotation = { concealed, melds, bonus: [...hand.bonus] };
  const last = hand.last;
  const written: (NotationMeld | null)[] = hand.melds.map((m) => {
    if (m.type === 'kong') return { type: 'kong', kinds: [...m.kinds], concealed: !m.exposed && !m.claimed, ...(m.exposed && m.claimed ? { claimed: true } : {}) };
    if (m.exposed && (m.type === 'chow' || m.type === 'pung')) return { type: m.type, kinds: [...m.kinds], concealed: false };
    concealed.push(...m.kinds);
    return null;
  });
  // Only a hand of winning size has a winning tile (a kong counting as three); East's dealt hand has none.
  const size = concealed.length + written.reduce((n, m) => n + (m ? 3 : 0), 0);
  // The set the last tile completed is written as the winning set (laid open, "[55+5p]", if it was).
  const lastMeld = last?.meld !== undefined && size === 14 ? written[last.meld] : null;
  if (lastMeld && lastMeld.type !== 'kong') concealed.push(...lastMeld.kinds);
  for (const m of written) if (m && (m !== lastMeld || m.type === 'kong')) melds.push(m);
  const situation: Partial<NotationSituation> = { seatWind: hand.seatWind, prevailingWind: hand.prevailingWind };
  const declared = { originalCall: hand.originalCall, twofoldFortune: hand.twofoldFortune, eastNinthWin: hand.eastNinthWin };
  if (Object.values(declared).some(Boolean)) situation.declared = declared;
  const at = last && size === 14 ? concealed.indexOf(last.kind) : -1;
  if (!last && size === 14 && hand.lastSource === 'firstTile') situation.source = 'firstTile';
  if (last && at >= 0) {
    concealed.splice(at, 1);
    out.winning = last.kind;
    situation.source = hand.lastSource ?? (last.drawn === false ? 'discard' : 'wall');
    const set = last.meld !== undefined ? hand.melds[last.meld] : last.set;
    const exposed = last.meld !== undefined && hand.melds[last.meld].exposed;
    if (set && isSet(set.type) && set.kinds.includes(last.kind)) out.winningSet = { type: set.type, kinds: [...set.kinds], ...(exposed ? { exposed } : {}) };
  }
  out.situation = situation;
  return out;
}
