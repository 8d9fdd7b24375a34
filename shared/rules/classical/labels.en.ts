/**
 * English labels of the classical rule ids, with {params}. The renderer's English locale is this
 * table (`rules`, `seeds.sources`); the other locales use the same ids as keys. `{tiles}` is written
 * in Sparrow's notation here and left empty by the renderer, which draws the tiles; `{hand}` is another rule id.
 */
import type { ScoreLine } from './types';

export const CLASSICAL_LABELS_EN: Readonly<Record<string, string>> = {
  dragonSet: 'Pung or kong of dragons {tiles}',
  ownWindSet: 'Pung or kong of your own wind {tiles}',
  prevailingWindSet: 'Pung or kong of the prevailing wind {tiles}',
  exposedPungSimple: 'Exposed pung {tiles}',
  exposedPungTerminal: 'Exposed pung of terminals {tiles}',
  exposedPungHonour: 'Exposed pung of honours {tiles}',
  exposedKongSimple: 'Exposed kong {tiles}',
  exposedKongTerminal: 'Exposed kong of terminals {tiles}',
  exposedKongHonour: 'Exposed kong of honours {tiles}',
  concealedPungSimple: 'Concealed pung {tiles}',
  concealedPungTerminal: 'Concealed pung of terminals {tiles}',
  concealedPungHonour: 'Concealed pung of honours {tiles}',
  concealedKongSimple: 'Concealed kong {tiles}',
  concealedKongTerminal: 'Concealed kong of terminals {tiles}',
  concealedKongHonour: 'Concealed kong of honours {tiles}',
  pairOwnWind: 'Pair of your own wind {tiles}',
  pairPrevailingWind: 'Pair of the prevailing wind {tiles}',
  pairDragons: 'Pair of dragons {tiles}',
  flower: 'Flower {tiles}',
  season: 'Season {tiles}',
  ownFlower: 'Your own flower {tiles}',
  ownSeason: 'Your own season {tiles}',

  ownFlowerAndSeason: 'Your own flower and your own season',
  allFlowers: 'All four flowers',
  allSeasons: 'All four seasons',
  threeConcealedPungs: 'Three concealed pungs',
  littleThreeDragons: 'Little three dragons',
  bigThreeDragons: 'Big three dragons',
  littleFourJoys: 'Little four joys',
  bigFourJoys: 'Big four joys',

  mahjong: 'Mah-Jong',
  nineGates: 'Nine Gates',
  gatesOfHeaven: 'Gates of Heaven',
  thirteenOrphans: 'Thirteen Unique Wonders',
  squirmingSnake: 'Squirming Snake',
  wrigglingSnake: 'Wriggling Snake',
  tripleKnitting: 'Triple Knitting',
  knitting: 'Knitting',
  allPairHonours: 'All Pair Honours',

  lastTileFromDeadWall: 'Last tile a loose tile',
  lastTileOfWall: 'Last tile the last tile of the wall',
  lastDiscardOfWall: 'Last tile the last discard',
  robbingKong: 'Robbing the kong',
  originalCall: 'Original call',
  twofoldFortune: 'Twofold Fortune',
  blessingOfHeaven: 'Blessing of Heaven',
  blessingOfEarth: 'Blessing of Earth',
  eastNinthWin: 'East wins nine times in a row',
  lastTileCompletesPairSimple: 'Last tile completes a pair of 2–8',
  lastTileCompletesPairMajor: 'Last tile completes a pair of terminals or honours',
  onlyPossibleTile: 'Last tile the only possible tile',
  lastTileFromWall: 'Last tile drawn from the wall',
  zeroPointHand: 'No points for sets',
  noChow: 'No chow',
  onlyConcealedMelds: 'Only concealed sets',
  falseColour: 'One suit with honours',
  trueColour: 'One suit only',
  concealedTrueColour: 'Concealed, one suit only',
  onlyTerminalsAndHonours: 'Only terminals and honours',
  onlyHonours: 'Only honours',
  hiddenTreasure: 'Hidden Treasure',
  buriedTreasure: 'Buried Treasure',
  headsAndTails: 'Heads and Tails',
  fourfoldPlenty: 'Fourfold Plenty',
  threeGreatScholars: 'Three Great Scholars',
  fourBlessings: 'Four Blessings Hovering over the Door',
  imperialJade: 'Imperial Jade',
  plumBlossom: 'Gathering the Plum Blossom from the Roof',
  pluckingMoon: 'Plucking the Moon from the Bottom of the Sea',
  scratchingPole: 'Scratching a Carrying Pole',
  purity: 'Purity',

  callingFor: 'Calling for {hand}',
  longHand: 'Long hand: too many tiles',
  notMahjong: 'Not a complete hand: no Mah-Jong',
  refusedShape: '{hand} is not a Mah-Jong under these rules',
};

/** Where a value comes from when a rule text decides it against the BMJA or DMJL table (ScoreLine.source); the texts are in docs/rules/. */
export const CLASSICAL_SOURCES_EN: Readonly<Record<string, string>> = {
  seed000Rule29: 'Millington’s laws, rule 29: four sets and a pair; the only other Mah-Jong is Thirteen Unique Wonders',
  seed003Kong: 'Hungarian 1920s rulebook, III.5: kong = 2 × pung',
  seed003ConcealedPung: 'Hungarian 1920s rulebook, III.4: concealed pung = 2 × open pung',
  seed003OwnWind: 'Hungarian 1920s rulebook, III.4: a pung or kong of the own wind doubles the total',
  seed003RobbedKong: 'Hungarian 1920s rulebook, III.7: a robbed kong doubles the total once',
};

/** "Concealed pung of terminals 111p: 8 points" — for logs, tests and a plain score sheet. */
export function describeLine(line: ScoreLine, labels: Readonly<Record<string, string>> = CLASSICAL_LABELS_EN): string {
  const text = (labels[line.rule] ?? line.rule).replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = line.params?.[key];
    if (value === undefined) return '';
    return key === 'hand' ? labels[String(value)] ?? String(value) : String(value);
  });
  const worth: string[] = [];
  if (line.points) worth.push(`${line.points} points`);
  if (line.doubles) worth.push(`${line.doubles} ${line.doubles === 1 ? 'double' : 'doubles'}`);
  if (line.limits) worth.push(line.limits === 1 ? 'limit' : `${line.limits} limit`);
  const described = worth.length ? `${text.trim()}: ${worth.join(', ')}` : text.trim();
  return line.source ? `${described} (${CLASSICAL_SOURCES_EN[line.source] ?? line.source})` : described;
}
