/**
 * The shapes the bots' modules share: what a bot knows (`BotContext`, built by context.ts) and how
 * a family values a hand (`FamilyValuation`, value.ts). Types only, so neither module imports the other.
 */
import type { Preset } from '../rules/presets';
import type { ClaimKind, Seat } from '../table/types';
import type { Kind, TileId } from '../tiles';
import type { SeatPublic, SeatView } from '../view';
import type { ShapeEval } from './shape';

export interface BotContext {
  view: SeatView;
  hand: NonNullable<SeatView['hand']>;
  seat: Seat;
  me: SeatPublic;
  /** The rules in force, house rules included (the view's preset id names them); null for an id it cannot read. */
  preset: Preset | null;
  valuation: FamilyValuation;
  concealed: TileId[];
  /** Own concealed playing tiles by kind. */
  counts: Uint8Array;
  /** Tiles of each kind the bot has not seen: 4 minus its own, every meld, the ponds and indicators. */
  unseen: Uint8Array;
  /** 4 minus the bot's own tiles (concealed and melded) of each kind: what a player who ignores the table counts. */
  ownUnseen: Uint8Array;
  /** Sets in a complete hand (4, or 5 for 16-tile hands). */
  fullSets: number;
  shape: ShapeEval;
}

export interface ClaimPlan {
  claim: Exclude<ClaimKind, 'win'>;
  /** The claimed kind. */
  kind: Kind;
  /** Own tiles that go into the meld. */
  tiles: TileId[];
}

export interface FamilyValuation {
  /** Chows a complete hand may hold (BMJA: one). */
  chowCap(ctx: Pick<BotContext, 'preset' | 'view'>): number;
  /** Worth of keeping the held tiles of `kind`, beyond speed, in tiles of acceptance. */
  keepValue(ctx: BotContext, kind: Kind): number;
  /** Is the hand still worth winning after this open meld? `livePairs`: a held pair counts toward a yaku only while a third tile of it is unseen. */
  openOk(ctx: BotContext, plan: ClaimPlan, livePairs?: boolean): boolean;
  /** Is this legal win worth taking (a win on `tile`, from a discard or self-drawn)? */
  winWorth(ctx: BotContext, tile: TileId | null, fromDiscard: boolean): boolean;
  /** Rough worth of the hand should it win, in doublings (riichi: han); what pushing against a threat is for. */
  worth(ctx: BotContext): number;
}
