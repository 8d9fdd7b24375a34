/** Hand analysis shared by every family and the bots: decompositions, special shapes, waits, shanten. */
export { toCounts, fromCounts, type Counts } from './counts';
export { decompose, forEachDecomposition, isComplete, isChowCode, setKind, setKinds } from './decompose';
export { waits, waitsBy } from './waits';
export { shanten, shantenThirteenOrphans, shantenSevenPairs } from './shanten';
export { isThirteenOrphans, isSevenPairs, knittingSuits, tripleKnitting, nineGatesExtra } from './special';
