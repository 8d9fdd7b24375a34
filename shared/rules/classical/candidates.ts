/**
 * Which tiles may complete a hand: the cheap filters the scorer runs before trying each kind, and
 * the Mah-Jong shapes other than sets and a pair.
 */
import { PLAYING_KINDS, type Kind } from '../../tiles';
import { shanten } from '../../analysis/shanten';
import { waitCandidates } from '../../analysis/waits';
import type { PreparedHand } from './hand';
import type { ClassicalTable } from './types';

/** Mah-Jong shapes other than sets and a pair; none of them holds a declared set of three or more tiles. */
export const SHAPES_OF_THEIR_OWN = ['thirteenOrphans', 'wrigglingSnake', 'allPairHonours', 'nineGates', 'gatesOfHeaven', 'knitting', 'tripleKnitting'];

/** Mah-Jong rules that need the hand read as sets and a pair. */
const SETS_AND_PAIR = ['mahjong', 'squirmingSnake'];
const EVERY_KIND: readonly Kind[] = Array.from({ length: PLAYING_KINDS }, (_, k) => k);

/**
 * Could one more tile make hand `h` (no declared set) the shape of its own `rule`? False only when
 * it surely cannot: each of these shapes needs the whole hand in the tiles named.
 */
function shapeReachable(rule: string, h: PreparedHand): boolean {
  let suits = 0;
  for (let s = 0; s < 3; s++) for (let r = 0; r < 9; r++) if (h.all[s * 9 + r] > 0) {
    suits++;
    break;
  }
  let honours = false;
  let dragons = false;
  let simples = false;
  for (let k = 27; k < PLAYING_KINDS; k++) if (h.all[k] > 0) (honours = true), (dragons ||= k >= 31);
  for (let k = 0; k < 27; k++) if (h.all[k] > 0 && k % 9 !== 0 && k % 9 !== 8) simples = true;
  switch (rule) {
    case 'thirteenOrphans':
    case 'allPairHonours':
      return !simples;
    case 'wrigglingSnake':
      return suits <= 1 && !dragons;
    case 'nineGates':
    case 'gatesOfHeaven':
      return suits <= 1 && !honours;
    case 'knitting':
      return suits <= 2 && !honours;
    case 'tripleKnitting':
      return !honours;
    default:
      return true;
  }
}

/**
 * The kinds that may complete a calling hand. No shape of its own holds a declared set (each reads
 * the whole hand as pairs, singles or knitted tiles, or needs a closed hand), so once a set is
 * declared, or when no such shape of the table is within reach, only sets and a pair can complete
 * the hand: none unless the concealed tiles are one tile from that (shanten 0), and then only a held
 * kind or one within two ranks of a held suit tile.
 */
export function completionCandidates(h: PreparedHand, table: ClassicalTable): readonly Kind[] {
  let sets = 0;
  let pairs = 0;
  for (const m of h.declared) {
    if (m.type === 'pair') pairs++;
    else if (m.type === 'single' || m.type === 'knitted') return EVERY_KIND;
    else sets++;
  }
  // A Mah-Jong rule this does not know could be any shape: try every kind.
  if (!table.mahjongRules.every(({ rule }) => SETS_AND_PAIR.includes(rule) || SHAPES_OF_THEIR_OWN.includes(rule))) return EVERY_KIND;
  if (sets === 0 && table.mahjongRules.some(({ rule }) => SHAPES_OF_THEIR_OWN.includes(rule) && shapeReachable(rule, h))) return EVERY_KIND;
  if (pairs > 1 || sets > 4) return [];
  if (pairs === 0 && shanten(h.concealed, 4 - sets) > 0) return [];
  return waitCandidates(h.concealed);
}
