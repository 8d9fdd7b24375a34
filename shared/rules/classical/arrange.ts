/** Ways to read the concealed tiles as melds, for winners (every shape) and losers (the best one). */
import { PLAYING_KINDS, isTerminal, type Kind } from '../../tiles';
import { forEachDecomposition, setKinds, isChowCode } from '../../analysis/decompose';
import { meld, type Meld, type PreparedHand } from './hand';

/** Every reading of the hand as four sets and a pair (declared melds kept as they are). */
export function standardArrangements(h: PreparedHand): Meld[][] {
  let sets = 0;
  let pairs = 0;
  for (const m of h.declared) {
    if (m.type === 'pair') pairs++;
    else if (m.type === 'single' || m.type === 'knitted') return [];
    else sets++;
  }
  if (pairs > 1 || sets > 4) return [];
  const out: Meld[][] = [];
  forEachDecomposition(h.concealed, 4 - sets, pairs === 0, (pair, codes) => {
    const melds = [...h.declared];
    for (const code of codes) melds.push(meld(isChowCode(code) ? 'chow' : 'pung', setKinds(code), false));
    if (pair >= 0) melds.push(meld('pair', [pair, pair], false));
    out.push(melds);
  });
  return out;
}

function groupsOfSame(h: PreparedHand, pungTest: (k: Kind) => boolean): Meld[] {
  const melds = [...h.declared];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    let c = h.concealed[k];
    for (; c >= 3 && pungTest(k); c -= 3) melds.push(meld('pung', [k, k, k], false));
    for (; c >= 2; c -= 2) melds.push(meld('pair', [k, k], false));
    if (c === 1) melds.push(meld('single', [k], false));
  }
  return melds;
}

function knitted(h: PreparedHand, suits: number[]): { melds: Meld[]; rest: Uint8Array } {
  const rest = h.concealed.slice();
  const melds: Meld[] = [];
  for (let r = 0; r < 9; r++) {
    for (;;) {
      const kinds = suits.map((s) => s * 9 + r);
      if (!kinds.every((k) => rest[k] > 0)) break;
      for (const k of kinds) rest[k]--;
      melds.push(meld('knitted', kinds, false));
    }
  }
  return { melds, rest };
}

function knittedPairs(rest: Uint8Array): Meld[] {
  const out: Meld[] = [];
  for (let r = 0; r < 9; r++) {
    for (const [a, b] of [[0, 1], [0, 2], [1, 2]]) {
      while (rest[a * 9 + r] > 0 && rest[b * 9 + r] > 0) {
        rest[a * 9 + r]--;
        rest[b * 9 + r]--;
        out.push(meld('knitted', [a * 9 + r, b * 9 + r], false));
      }
    }
  }
  return out;
}

function leftovers(rest: Uint8Array): Meld[] {
  const out: Meld[] = [];
  rest.forEach((c, k) => {
    for (let i = 0; i < c; i++) out.push(meld('single', [k], false));
  });
  return out;
}

/** The reading of the hand that a special Mah-Jong shape implies. */
export function specialArrangement(rule: string, h: PreparedHand): Meld[] | null {
  switch (rule) {
    case 'thirteenOrphans':
    case 'wrigglingSnake':
    case 'allPairHonours':
      return groupsOfSame(h, () => false);
    case 'nineGates':
    case 'gatesOfHeaven':
      return groupsOfSame(h, isTerminal);
    case 'knitting': {
      const suits = [0, 1, 2].filter((s) => h.all.slice(s * 9, s * 9 + 9).some((c) => c > 0));
      if (suits.length !== 2) return null;
      const { melds, rest } = knitted(h, suits);
      return [...h.declared, ...melds, ...leftovers(rest)];
    }
    case 'tripleKnitting': {
      const { melds, rest } = knitted(h, [0, 1, 2]);
      const pairs = knittedPairs(rest);
      return [...h.declared, ...melds, ...pairs, ...leftovers(rest)];
    }
    default:
      return null;
  }
}

/**
 * A loser's hand read for the most points: every three of a kind is a concealed pung (a fourth is
 * left single: only declared kongs count as kongs), two of a kind a pair.
 */
export function loserArrangement(h: PreparedHand): Meld[] {
  return groupsOfSame(h, () => true);
}
