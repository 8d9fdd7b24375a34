/**
 * The table `npm run host` opens at startup: the lobby's table from the command line's options,
 * the mjai AIs given (riichi only) in the places asked for (else the first ones), then the bots.
 */
import type { TableOptions } from '../../shared/protocol';
import type { ArrangedDeal } from '../../shared/table/arranged';
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

/** `arranged`: tests only (--test-arranged-deal), the first hand's tiles and wall as given. */
export function openStartupTable(lobby: Lobby, options: TableOptions, given: MjaiAi | readonly MjaiAi[] | null = null, places: readonly number[] = [], arranged: ArrangedDeal | null = null): Table | Failure {
  const ais = given === null ? [] : 'channel' in given ? [given] : given;
  if (ais.length) {
    const refusal = mjaiRefusal(options.preset);
    if (refusal) return { code: 'not-allowed', message: refusal };
  }
  const table = lobby.create(options);
  if ('code' in table) return table;
  const problem = arranged && table.arrangeFirstDealForTest(arranged);
  if (problem) {
    table.close();
    return { code: 'bad-message', message: problem };
  }
  for (const [i, ai] of ais.entries()) {
    const refused = table.addMjai(ai, places[i]);
    if (refused) {
      table.close();
      return refused;
    }
  }
  if (options.bots) table.addBots(options.bots);
  return table;
}
