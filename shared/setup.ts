/**
 * One hand's ceremony from its seed: (first hand only) seating, building the wall, the break,
 * the deal and bonus replacement. Pure: the same seed and inputs give the same events.
 */
import { deal } from './deal';
import type { DiceRecord, SetupEvent } from './events';
import { rngFromSeed } from './fairness';
import type { Rng } from './random';
import { shuffle } from './random';
import type { Preset } from './rules/presets';
import { provisionalEastSwap, seatPlayers } from './seating';
import { type TileId, tileSet } from './tiles';
import { breakWall, doraIndicatorTiles, type WallState } from './wall';

export interface HandSetupInput {
  preset: Preset;
  /** 64-hex hand seed (see `deriveSeed`). */
  seed: string;
  /** Seat of this hand's East (dealer). */
  dealer: number;
  /** The game's first hand also seats the players. */
  seatPlayers: boolean;
}

export interface HandSetup {
  /** Player index at each seat, when this hand seated the players. */
  playerAtSeat: number[] | null;
  /** The shuffled wall in ring order, two tiles a stack, before the break. */
  ring: TileId[];
  dice: DiceRecord[];
  wall: WallState;
  hands: TileId[][];
  bonus: TileId[][];
  /** Riichi: dora and ura-dora indicator tiles in reveal order; empty otherwise. */
  doraIndicators: TileId[];
  uraIndicators: TileId[];
  events: SetupEvent[];
  rng: Rng;
}

export function setupHand(input: HandSetupInput): HandSetup {
  const { preset, dealer } = input;
  const rng = rngFromSeed(input.seed);
  const events: SetupEvent[] = [];
  const dice: DiceRecord[] = [];
  let playerAtSeat: number[] | null = null;

  if (input.seatPlayers) {
    const seating = seatPlayers(rng, preset.seating === 'provisional-east' ? 'dice-and-discs' : preset.seating);
    playerAtSeat = seating.playerAtSeat;
    events.push(...seating.events);
    for (const e of seating.events) if (e.type === 'diceRolled') dice.push({ purpose: e.purpose, roller: e.roller, dice: e.dice });
  }

  const ring = shuffle(rng, tileSet(preset.tiles));
  events.push({ type: 'wallBuilt', stacksPerSide: preset.wall.stacksPerSide, tiles: ring.length });
  if (ring.length !== preset.wall.stacksPerSide * 8) throw new Error(`${preset.id}: wall size does not match the tile set`);

  if (playerAtSeat && preset.seating === 'provisional-east') {
    const swap = provisionalEastSwap(rng, playerAtSeat);
    playerAtSeat = swap.playerAtSeat;
    events.push(...swap.events);
    for (const e of swap.events) if (e.type === 'diceRolled') dice.push({ purpose: e.purpose, roller: e.roller, dice: e.dice });
  }

  const broken = breakWall(rng, ring, dealer, preset.wall);
  dice.push(...broken.dice);
  events.push(...broken.events);
  const wall = broken.wall;

  let doraIndicators: TileId[] = [];
  let uraIndicators: TileId[] = [];
  if (preset.wall.doraIndicators) {
    const found = doraIndicatorTiles(wall);
    doraIndicators = found.dora;
    uraIndicators = found.ura;
  }

  const dealt = deal(wall, dealer, preset);
  events.push(...dealt.events);
  if (doraIndicators.length) events.push({ type: 'doraRevealed', indicator: doraIndicators[0] });

  return { playerAtSeat, ring, dice, wall, hands: dealt.hands, bonus: dealt.bonus, doraIndicators, uraIndicators, events, rng };
}
