/**
 * Every rule set is data: a preset is a table of named rules with values. House rules are a
 * preset derived from another with a few values changed (`derivePreset`).
 */
import type { TileSetId } from '../tiles';

export type Family = 'classical' | 'riichi' | 'taiwanese';
export type SeatingMethod = 'dice-and-discs' | 'single-roll' | 'provisional-east' | 'none';
export type BreakMethod = 'two-roll-lift' | 'one-roll';
/** How the dead wall keeps its size when a replacement tile is taken from it. */
export type Replenish = 'pair' | 'tile' | 'none';

export interface WallRules {
  stacksPerSide: number;
  breakMethod: BreakMethod;
  /** Tiles kept apart at the wall's end that are never drawn from the front (with loose tiles). */
  deadWall: number;
  replenish: Replenish;
  /** Where bonus tiles are replaced from: the dead wall's end, or the end of the live wall. */
  bonusReplacement: 'dead' | 'live-end';
  /** Dora indicators are turned in the dead wall (riichi). */
  doraIndicators: boolean;
}

export interface DealRules {
  /** Tiles each player takes per turn in the dealing rounds. */
  perTurn: number;
  rounds: number;
  /** After the rounds, the next tiles go one each to these seats (offsets from the dealer). */
  jump: number[];
}

export interface Preset {
  id: string;
  family: Family;
  tiles: TileSetId;
  /** Concealed tiles of a non-dealer after the deal; the dealer has one more. */
  handSize: number;
  seating: SeatingMethod;
  wall: WallRules;
  deal: DealRules;
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

export function derivePreset<P extends object>(base: P, changes: DeepPartial<P> & { id?: string }): P {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(changes)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? derivePreset(current as object, value as object)
        : value;
  }
  return out as P;
}

const classicalDeal: DealRules = { perTurn: 4, rounds: 3, jump: [0, 1, 2, 3, 0] };

export const hungarian: Preset = {
  id: 'hungarian',
  family: 'classical',
  tiles: 'full144',
  handSize: 13,
  seating: 'dice-and-discs',
  wall: {
    stacksPerSide: 18,
    breakMethod: 'two-roll-lift',
    deadWall: 14,
    replenish: 'pair',
    bonusReplacement: 'dead',
    doraIndicators: false,
  },
  deal: classicalDeal,
};

export const millington: Preset = derivePreset(hungarian, {
  id: 'millington',
  wall: { deadWall: 16, replenish: 'none', bonusReplacement: 'live-end' },
});

export const riichi: Preset = {
  id: 'riichi',
  family: 'riichi',
  tiles: 'riichi136',
  handSize: 13,
  seating: 'single-roll',
  wall: {
    stacksPerSide: 17,
    breakMethod: 'one-roll',
    deadWall: 14,
    replenish: 'tile',
    bonusReplacement: 'dead',
    doraIndicators: true,
  },
  deal: classicalDeal,
};

export const taiwanese: Preset = {
  id: 'taiwanese',
  family: 'taiwanese',
  tiles: 'full144',
  handSize: 16,
  seating: 'dice-and-discs',
  wall: {
    stacksPerSide: 18,
    breakMethod: 'one-roll',
    deadWall: 16,
    replenish: 'tile',
    bonusReplacement: 'dead',
    doraIndicators: false,
  },
  deal: { perTurn: 4, rounds: 4, jump: [0] },
};

export const PRESETS: Record<string, Preset> = { millington, hungarian, riichi, taiwanese };

export function presetById(id: string): Preset {
  const p = PRESETS[id];
  if (!p) throw new Error(`unknown rule set "${id}"`);
  return p;
}
