/**
 * The ceremony of a hand as steps to show: seating dice, wind discs, the wall, the break dice,
 * the break point and loose tiles, the deal, bonus replacements, the dora indicator. Built from
 * the hand's events, so every player sees the same dice and the same break.
 */
import type { DicePurpose } from '../../../shared/events';
import type { TileId } from '../../../shared/tiles';
import type { VisibleEvent } from '../../../shared/view';

export type Step =
  | { type: 'dice'; purpose: DicePurpose; roller: number; dice: [number, number]; countsTo: number; byPlace: boolean }
  | { type: 'winds'; windOfPlayer: number[] }
  | { type: 'wall'; stacksPerSide: number; tiles: number }
  | { type: 'break'; countedFrom: number; count: number; section: number; stack: number; ringIndex: number }
  | { type: 'loose'; count: number }
  | { type: 'deal'; rounds: { seat: number; count: number; tiles: TileId[] | null }[] }
  | { type: 'bonus'; seat: number; bonus: TileId }
  | { type: 'dora'; indicator: TileId };

export const STEP_MS: Record<Step['type'], number> = {
  dice: 1500,
  winds: 1500,
  wall: 900,
  break: 1400,
  loose: 700,
  deal: 2200,
  bonus: 600,
  dora: 900,
};
/**
 * A later hand's ceremony runs at this share of the first's pace: the first (it seats the players)
 * shows how a hand is dealt, the next ones only remind. Dice keep more of their time: they roll,
 * land, and stay long enough to be read (`DICE_READ_MS`).
 */
export const LATER_HAND_PACE = 0.35;
const LATER_DICE_PACE = 0.7;
/** How long landed dice stay before the next step: the rest of a dice step they roll (at most 0.9 s). */
export const DICE_READ_MS = 450;
export const diceRollMs = (frameMs: number): number => Math.max(0, Math.min(900, frameMs - DICE_READ_MS));

/** One picture of the ceremony and how long it shows: a step, or one round of the deal (`rounds` of them shown). */
export interface Frame {
  step: Step;
  rounds: number;
  ms: number;
}

/** The ceremony's pictures: each step for its time, the deal round by round; a hand that seats no one at the later hands' pace. */
export function ceremonyFrames(steps: readonly Step[]): Frame[] {
  const pace = steps.some((s) => s.type === 'winds' || (s.type === 'dice' && (s.purpose === 'seating' || s.purpose === 'east-swap'))) ? 1 : LATER_HAND_PACE;
  return steps.flatMap((step): Frame[] => {
    if (step.type === 'dice') return [{ step, rounds: 0, ms: Math.round(STEP_MS.dice * (pace === 1 ? 1 : LATER_DICE_PACE)) }];
    if (step.type !== 'deal') return [{ step, rounds: 0, ms: Math.round(STEP_MS[step.type] * pace) }];
    const per = Math.max(60, Math.round((STEP_MS.deal * pace) / step.rounds.length));
    return step.rounds.map((_, i) => ({ step, rounds: i + 1, ms: per }));
  });
}

/** The steps of the ceremony in the events of one hand (events after the deal are ignored). */
export function ceremonySteps(events: readonly VisibleEvent[]): Step[] {
  const steps: Step[] = [];
  let seated = false;
  let deal: Extract<Step, { type: 'deal' }> | null = null;
  for (const e of events) {
    switch (e.type) {
      case 'diceRolled':
        steps.push({ type: 'dice', purpose: e.purpose, roller: e.roller, dice: [e.dice[0], e.dice[1]], countsTo: e.countsTo, byPlace: e.purpose === 'seating' && !seated });
        break;
      case 'windsDrawn':
        steps.push({ type: 'winds', windOfPlayer: [...e.windOfPlayer] });
        break;
      case 'seated':
        seated = true;
        break;
      case 'wallBuilt':
        steps.push({ type: 'wall', stacksPerSide: e.stacksPerSide, tiles: e.tiles });
        break;
      case 'wallBroken':
        steps.push({ type: 'break', countedFrom: e.countedFrom, count: e.count, section: e.section, stack: e.stack, ringIndex: e.ringIndex });
        break;
      case 'looseTilesPlaced':
        steps.push({ type: 'loose', count: e.count });
        break;
      case 'tilesDealt':
        if (!deal) {
          deal = { type: 'deal', rounds: [] };
          steps.push(deal);
        }
        deal.rounds.push({ seat: e.seat, count: e.count, tiles: e.tiles });
        break;
      case 'bonusReplaced':
        steps.push({ type: 'bonus', seat: e.seat, bonus: e.bonus });
        break;
      case 'doraRevealed':
        steps.push({ type: 'dora', indicator: e.indicator });
        break;
      case 'discarded':
      case 'drew':
        return steps;
      default:
        break;
    }
  }
  return steps;
}

/** Where the wall stands: perSide stacks a side, broken at ringIndex, with tiles taken from both ends. */
export interface WallPicture {
  perSide: number;
  breakRing: number;
  /** Loose tiles lifted on top of the end (two-roll break). */
  loose: number;
  /** Tiles taken from the start (deal, draws) and from the end (loose, replacements). */
  front: number;
  back: number;
  /** Tiles at the end kept apart (dead wall, loose tiles included). */
  dead: number;
}

export interface StackCell {
  ring: number;
  /** 0, 1 or 2 tiles left in the stack. */
  height: number;
  dead: boolean;
  broken: boolean;
}

/** Each stack of the ring with how many tiles are left in it, for drawing. */
export function wallCells(p: WallPicture): StackCell[] {
  const stacks = p.perSide * 4;
  // Drawing order: the stacks after the break, going round; the lifted stack (if any) sits on top at the end.
  const order: number[] = [];
  for (let k = 1; k < stacks; k++) order.push((p.breakRing + k) % stacks);
  const lifted = p.loose > 0;
  if (!lifted) order.push(p.breakRing);
  const height = new Map<number, number>(order.map((r) => [r, 2]));
  const total = order.length * 2;
  // Tiles in drawing order map to stacks two by two; the end loses tiles first from the loose pair.
  const back = lifted ? Math.max(0, p.back - p.loose) : p.back;
  for (let i = 0; i < total; i++) {
    const r = order[Math.floor(i / 2)];
    if (i < p.front || i >= total - back) height.set(r, height.get(r)! - 1);
  }
  const deadFrom = total - Math.max(0, p.dead - (lifted ? p.loose : 0));
  const cells: StackCell[] = [];
  for (let r = 0; r < stacks; r++) {
    const idx = order.indexOf(r);
    cells.push({
      ring: r,
      height: r === p.breakRing && lifted ? 0 : height.get(r) ?? 0,
      dead: idx >= 0 && idx * 2 >= deadFrom,
      broken: r === p.breakRing,
    });
  }
  return cells;
}

/** Loose tiles still lying on top of the wall. */
export const looseLeft = (p: WallPicture): number => Math.max(0, p.loose - p.back);
