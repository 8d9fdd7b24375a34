/**
 * A hand dealt as given instead of from its seed: a recorded game's deal (imported) or a test's
 * (arranged). The seed still rolls the dice for the ceremony, but the tiles are the deal's: each
 * seat's hand, the live wall in draw order, the dead wall's replacement tiles in the order they are
 * taken and, where the preset turns dora, the dora indicators and the ura indicators under them.
 * Tiles are copies (`TileId`), so a red five is the copy the preset's rules make red. Checked
 * against the preset: exactly its tiles, each copy once, hands and walls of its sizes.
 */
import * as v from 'valibot';
import { isBonus, kindOf, tileSet, type TileId } from '../tiles';
import type { Preset } from '../rules/presets';
import type { ExplicitDeal, HandState } from './types';

const ids = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(143))), v.maxLength(144));

/** `ExplicitDeal` (types.ts) as a journal or a log file carries it. */
export const ExplicitDealSchema = v.strictObject({
  hands: v.tuple([ids, ids, ids, ids]),
  live: ids,
  replacements: ids,
  dora: v.optional(ids),
  ura: v.optional(ids),
  origin: v.picklist(['imported', 'arranged']),
});
const fits: v.InferOutput<typeof ExplicitDealSchema> extends ExplicitDeal ? true : never = true;
void fits;

/** Dora indicators a preset turns (riichi: the top tiles of the 3rd–7th stacks from the wall's end). */
export const DORA_INDICATORS = 5;

/**
 * Where, counting from the end of the dead wall (1 = its last tile), each of its tiles lies: the
 * replacement tiles are taken from the end; the dora indicators are the tops of the 3rd–7th stacks
 * from the end and the ura indicators lie under them (as `doraIndicatorTiles` reads them).
 */
function deadWallPlaces(dead: number, dora: boolean): { replacements: number[]; dora: number[]; ura: number[] } {
  if (!dora) return { replacements: Array.from({ length: dead }, (_, i) => i + 1), dora: [], ura: [] };
  const doraAt = Array.from({ length: DORA_INDICATORS }, (_, j) => 6 + 2 * j);
  const uraAt = doraAt.map((k) => k - 1);
  const taken = new Set([...doraAt, ...uraAt]);
  const replacements = Array.from({ length: dead }, (_, i) => i + 1).filter((k) => !taken.has(k));
  return { replacements, dora: doraAt, ura: uraAt };
}

/** Why `deal` cannot be dealt for `preset` with `dealer` to move and `dead` tiles kept apart, or null. */
export function explicitDealProblem(preset: Preset, deal: ExplicitDeal, dealer: number, dead: number): string | null {
  const sizes = deal.hands.map((h) => h.length);
  if (sizes.some((n, seat) => n !== preset.handSize + (seat === dealer ? 1 : 0)))
    return `the hands hold ${sizes.join(', ')} tiles; the dealer (seat ${dealer}) needs ${preset.handSize + 1}, the others ${preset.handSize}`;
  const bonusInHand = deal.hands.flat().filter((t) => isBonus(kindOf(t)));
  if (bonusInHand.length) return `bonus tiles are set aside at the deal, not held: give tiles ${bonusInHand.join(', ')} in the wall`;
  const doraWanted = preset.wall.doraIndicators ? DORA_INDICATORS : 0;
  const [dora, ura] = [deal.dora ?? [], deal.ura ?? []];
  if (dora.length !== doraWanted || ura.length !== doraWanted) return `this rule set turns ${doraWanted} dora indicators with ${doraWanted} ura indicators under them; the deal gives ${dora.length} and ${ura.length}`;
  const places = deadWallPlaces(dead, doraWanted > 0);
  if (deal.replacements.length !== places.replacements.length)
    return `the dead wall keeps ${places.replacements.length} replacement tiles here; the deal gives ${deal.replacements.length}`;
  const all = [...deal.hands.flat(), ...deal.live, ...deal.replacements, ...dora, ...ura];
  const set = tileSet(preset.tiles);
  const known = new Set(set);
  const seen = new Set<TileId>();
  for (const t of all) {
    if (!known.has(t)) return `tile ${t} is not in this rule set's tiles`;
    if (seen.has(t)) return `tile ${t} is dealt twice`;
    seen.add(t);
  }
  const missing = set.filter((t) => !seen.has(t));
  if (missing.length) return `${missing.length} of the set's ${set.length} tiles are nowhere in the deal (the first: ${missing[0]})`;
  return null;
}

/** Lays `deal` out as `hand`'s tiles (in place), keeping the seed's wall counts (dead wall, loose tiles); check it first. */
export function layOutDeal(hand: HandState, preset: Preset, deal: ExplicitDeal): void {
  hand.seats.forEach((s, seat) => {
    s.concealed = [...deal.hands[seat]];
    s.bonus = [];
  });
  const dead = hand.wall.dead;
  const places = deadWallPlaces(dead, preset.wall.doraIndicators);
  const deadWall: TileId[] = new Array<TileId>(dead);
  const put = (at: number[], tiles: readonly TileId[]) => at.forEach((k, i) => (deadWall[dead - k] = tiles[i]));
  put(places.replacements, deal.replacements);
  put(places.dora, deal.dora ?? []);
  put(places.ura, deal.ura ?? []);
  hand.wall = { tiles: [...deal.live, ...deadWall], dead, loose: hand.wall.loose, endTaken: 0 };
  if (preset.wall.doraIndicators) {
    hand.doraIndicators = [...deal.dora!];
    hand.uraIndicators = [...deal.ura!];
  }
}

/** The deal `hand` holds now, read back the way `layOutDeal` lays it out (hands, walls, indicators). */
export function dealOf(hand: HandState, preset: Preset, origin: ExplicitDeal['origin']): ExplicitDeal {
  const dead = hand.wall.dead;
  const tiles = hand.wall.tiles;
  const deadWall = tiles.slice(tiles.length - dead);
  const places = deadWallPlaces(dead, preset.wall.doraIndicators);
  const at = (ks: number[]) => ks.map((k) => deadWall[dead - k]);
  return {
    hands: hand.seats.map((s) => [...s.concealed]) as ExplicitDeal['hands'],
    live: tiles.slice(0, tiles.length - dead),
    replacements: at(places.replacements),
    ...(preset.wall.doraIndicators ? { dora: at(places.dora), ura: at(places.ura) } : {}),
    origin,
  };
}
