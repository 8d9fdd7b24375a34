/** Hand analysis shared by every family and the bots: decompositions, special shapes, waits, shanten. */
export { toCounts, fromCounts, tileCount, chowStarts, MAJOR_KINDS, type Counts } from './counts';
export {
  CHOW,
  decompose,
  forEachDecomposition,
  isComplete,
  isChowCode,
  setKind,
  setKinds,
  type Decomposition,
  type DecompositionVisitor,
  type SetCode,
} from './decompose';
export { waits, waitsBy, waitCandidates } from './waits';
export { shanten, shantenThirteenOrphans, shantenSevenPairs } from './shanten';
export { isThirteenOrphans, isSevenPairs, knittingSuits, tripleKnitting, nineGatesExtra, type TripleKnit } from './special';
