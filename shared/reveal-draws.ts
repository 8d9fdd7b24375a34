/**
 * The draws check of a hand's reveal: replaying the seed's wall through the draws a client saw
 * (its own tiles and everyone's draws, replacements and returned draws, in order), every tile it
 * drew is the one the wall gave at that point. The deal check covers the tiles dealt; this covers
 * the rest of the hand, so a host cannot keep the deal honest and steer the draws.
 */
import type { Preset } from './rules/presets';
import type { HandSetup } from './setup';
import type { TileId } from './tiles';
import type { VisibleEvent } from './view';
import { drawFromWall, drawReplacement } from './wall';

/**
 * Whether this seat's drawn tiles follow from the wall, over events that hold the whole hand from
 * the deal on (a client that missed some cannot replay it). `setup` is the seed's own setup,
 * used up by the replay.
 */
export function drawsFollowWall(setup: HandSetup, preset: Preset, events: readonly VisibleEvent[], seat: number): boolean {
  const wall = setup.wall;
  let lastFromWall: TileId | null = null;
  let afterBonus = false;
  for (const e of events) {
    if (e.type === 'looseTilesPlaced') continue;
    if (e.type === 'drawReturned') {
      if (lastFromWall === null) return false;
      wall.tiles.unshift(lastFromWall);
      lastFromWall = null;
    } else if (e.type === 'drew') {
      const tile = e.source === 'wall' ? drawFromWall(wall) : drawReplacement(wall, preset.wall, afterBonus);
      if (tile === null) return false;
      if (e.source === 'wall') lastFromWall = tile;
      if (e.seat === seat && e.tile !== null && e.tile !== tile) return false;
    } else if (e.type === 'drawKept') {
      // An early draw, face down until its window closed: its drawer sees it now.
      if (e.seat === seat && e.tile !== null && e.tile !== lastFromWall) return false;
    }
    afterBonus = e.type === 'bonusExposed';
  }
  return true;
}
