/**
 * Danger as a player reads it. The bots' danger index (bots/defence.ts) is no chance of dealing
 * in: it compares a tile, against the threats at the table, with a middle tile nobody has let go
 * facing a riichi (1). So the review and the practice aid say it in four words: safe (the
 * threatening player let that tile go, or none threatens), low (a quarter of that middle tile's
 * danger or less: most honours and terminals, tiles whose waits are mostly gone), medium, and
 * high (three fifths of it or more); and against whom.
 */
import type { BotContext } from '../bots/context';
import { dangerAgainst } from '../bots/defence';
import type { Kind } from '../tiles';
import type { Seat } from '../table/types';

export const DANGER_LEVELS = ['safe', 'low', 'medium', 'high'] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

export function dangerLevel(danger: number): DangerLevel {
  if (danger <= 0) return 'safe';
  if (danger < 0.25) return 'low';
  if (danger < 0.6) return 'medium';
  return 'high';
}

/** The threatening player a tile is most dangerous against (`threat` by seat, 0–1), and whether they declared riichi; null when nobody threatens. */
export function dangerSource(ctx: BotContext, kind: Kind, threat: readonly number[]): { seat: Seat; riichi: boolean } | null {
  let worst = -1;
  let from: Seat | null = null;
  for (let seat = 0; seat < 4; seat++) {
    if (threat[seat] <= 0) continue;
    const d = threat[seat] * dangerAgainst(ctx, seat as Seat, kind, true);
    if (d > worst) {
      worst = d;
      from = seat as Seat;
    }
  }
  return from === null ? null : { seat: from, riichi: ctx.hand.seats[from].riichi };
}
