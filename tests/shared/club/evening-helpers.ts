/** The club tests' evening: settings (this host's rules' version) with overrides, and a run of actions that must all be accepted. */
import { applyEvening, emptyEvening } from '../../../shared/club/evening';
import { EVENING_VERSION, type EveningAction, type EveningSettings, type EveningState } from '../../../shared/club/types';

export const settings = (over: Partial<EveningSettings> = {}): EveningSettings => ({
  name: 'Thursday club',
  preset: 'hungarian',
  round: { kind: 'hands', hands: 2 },
  rounds: 3,
  pin: null,
  botSeats: false,
  realTileTables: 0,
  seed: 'club-test',
  version: EVENING_VERSION,
  ...over,
});

export function run(actions: EveningAction[], state: EveningState = emptyEvening()): EveningState {
  for (const a of actions) {
    const r = applyEvening(state, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.code} ${r.error.message}`);
    state = r.state;
  }
  return state;
}
