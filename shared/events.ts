/** Ceremony events: every step of the table set-up, for animation and the replay log. */
import type { Dice } from './random';
import type { TileId, Wind } from './tiles';

export type DicePurpose = 'seating' | 'break' | 'break-second' | 'east-swap';

export interface DiceRecord {
  purpose: DicePurpose;
  /** Player index (seating) or seat (everything after seating) of whoever rolled. */
  roller: number;
  dice: Dice;
}

export type SetupEvent =
  | ({ type: 'diceRolled'; countsTo: number } & DiceRecord)
  | { type: 'eastSeatChosen'; position: number }
  | { type: 'windsDrawn'; windOfPlayer: Wind[] }
  | { type: 'seated'; playerAtSeat: number[] }
  | { type: 'eastSwapped'; seat: number; playerAtSeat: number[] }
  | { type: 'wallBuilt'; stacksPerSide: number; tiles: number }
  | { type: 'wallBroken'; countedFrom: number; count: number; section: number; stack: number; ringIndex: number }
  | { type: 'looseTilesPlaced'; count: number }
  | { type: 'tilesDealt'; seat: number; tiles: TileId[] }
  | { type: 'bonusReplaced'; seat: number; bonus: TileId; replacement: TileId }
  | { type: 'doraRevealed'; indicator: TileId };
