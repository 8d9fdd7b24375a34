/**
 * The table `npm run host` opens at startup: the lobby's table from the command line's options,
 * an mjai AI in its first place if one was given (riichi only), then the bots asked for.
 */
import type { TableOptions } from '../../shared/protocol';
import { presetById } from '../../shared/rules/presets';
import type { Lobby } from './lobby';
import type { MjaiAi } from './mjai-place';
import type { Failure, Table } from './table';

/** Why a table of this rule set cannot seat an mjai AI, or null when it can. */
export function mjaiRefusal(preset: string): string | null {
  let riichi: boolean;
  try {
    riichi = Boolean(presetById(preset).riichi);
  } catch (e) {
    return (e as Error).message;
  }
  return riichi ? null : `an mjai AI plays riichi only: use --preset riichi (not ${preset})`;
}

export function openStartupTable(lobby: Lobby, options: TableOptions, mjai: MjaiAi | null = null): Table | Failure {
  if (mjai) {
    const refusal = mjaiRefusal(options.preset);
    if (refusal) return { code: 'not-allowed', message: refusal };
  }
  const table = lobby.create(options);
  if ('code' in table) return table;
  if (mjai) {
    const refused = table.addMjai(mjai);
    if (refused) {
      table.close();
      return refused;
    }
  }
  if (options.bots) table.addBots(options.bots);
  return table;
}
