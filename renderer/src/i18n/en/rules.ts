/** English: the scorers' lines and the rule texts. */
import { CLASSICAL_LABELS_EN, CLASSICAL_SOURCES_EN } from '../../../../shared/rules/classical/labels.en';
import { LIMIT_LABELS_EN, RIICHI_LABELS_EN } from '../../../../shared/rules/riichi/labels.en';
import { TAIWANESE_LABELS_EN } from '../../../../shared/rules/taiwanese/labels.en';
export default {
  riichiRules: RIICHI_LABELS_EN,
  riichiLimits: LIMIT_LABELS_EN,
  riichiWaits: {
    ryanmen: 'two-sided',
    kanchan: 'closed (middle)',
    penchan: 'edge',
    shanpon: 'two pairs',
    tanki: 'pair',
    kokushi: 'thirteen orphans',
    kokushi13: 'thirteen orphans, 13-sided',
    chuuren: 'nine gates',
    chuuren9: 'nine gates, 9-sided',
  },
  taiRules: TAIWANESE_LABELS_EN,
  rules: CLASSICAL_LABELS_EN,
  seeds: {
    sources: CLASSICAL_SOURCES_EN,
    impossible: {
      fifthTile: 'No table holds this hand: there are only four of each tile, and it has {count} × {tile}.',
      bonusTwice: 'No table holds this hand: there is only one of each flower and season, and it has {tile} twice.',
      winnerShort: 'A hand with a winning tile (+) needs {needed} tiles (a kong counts as three); this one has {tiles}.',
      robbedKongHeld: 'A kong of {tile} cannot be robbed by a hand that holds another {tile}: that would make five.',
      bonusNotPlayed: 'These rules play without flowers and seasons, and this hand has {tiles}.',
      noRedFives: 'These rules play without red fives, and this hand has {tiles}.',
      redTwice: 'There is one red five of each suit, and this hand has {count} × {tile}.',
      loserSize: 'A hand without a winning tile (+) has {needed} tiles (a kong counts as three); this one has {tiles}.',
      replacementNoKong: 'The last tile {tile} cannot be a loose tile: nothing in this hand (a kong, or a flower where they count) gave one.',
      firstTileMelded: 'A hand won on the first tile has no set laid down, and this one has {meld}.',
      riichiOpen: 'Riichi is declared with a concealed hand only, and this one has laid down {meld}.',
      wordNotInRules: '{word} is not part of these rules.',
      needsRiichi: '{word} needs riichi declared.',
      needsEast: '{word} counts for the dealer (East) only.',
      notForEast: '{word} cannot happen to the dealer (East).',
      wordsClash: '{words}: these cannot all be true of one hand.',
      drawnOpenSet: 'A tile drawn from the wall lays no set open: {set} needs a claimed tile.',
      tooManyIndicators: 'There are at most five dora indicators, and no more ura than dora; this hand has {count}.',
      flowersShort: 'A win by flowers needs seven or eight different flowers and seasons, the winning (+) one among them; this hand has {tiles}.',
      winningBonus: "A flower or season ({tile}) is the winning tile only in a win by flowers ({'@'}flowers).",
    },
    kongExample: 'A kong at twice the pung, as the rulebook says',
    situation: 'How the hand went',
    readingsTitle: 'Where the rulebook decides',
    readings: {
      millington: 'Millington’s laws, rule 29: a Mah-Jong is four sets and a pair, and the only other complete hand is Thirteen Unique Wonders. Knitting, Triple Knitting, All Pair Honours and Wriggling Snake from the BMJA table are not Mah-Jong here (the house rule “BMJA extra hands” turns them on). The rest of the values are the BMJA table’s.',
      hungarian: 'From the Hungarian 1920s rulebook (III.4–5, II.3, IV): a concealed pung is worth twice an open pung, a kong twice the pung, a pung or kong of your own wind doubles the total, a robbed kong doubles once, East pays and receives double, and the usual minimum is 26. Where it gives no number (the open pung’s 2 or 4 points, pairs, flowers, the other doubles, the limit hands), the values are the Dutch league’s (DMJL).',
    },
  },
};
