/**
 * A table playing with real tiles: each hand's result, as its players read it off the score-a-hand
 * panel (classical hand scores, riichi han and fu, Taiwanese tái), becomes payments by the rule
 * set's own settlement (each family's `realTiles`). Places are the table's join order.
 */
export { realTileNextDeal, realTileProblem, realTileResult, type RealTileHand } from '../rules/families';
export { sticksOnTable, type RealTileResult } from '../rules/real-tiles';
