/**
 * Names taken with a code. A name the organiser added waits for its owner, who takes it on their
 * device with the name's code (the host derives the digits; the organiser's page shows them only
 * when asked). The organiser can issue a new code for any name, taken or not: a player whose
 * browser lost its token, or a code someone else read. The old code stops working; whoever takes
 * the name with the new one holds it from then on (the host gives them a new evening token, so
 * the device that held it before no longer does).
 */
import { sha256Hex } from '../fairness';
import type { PlayerId } from './draw';
import { refuse } from './refuse';
import { since, type ClubPlayer, type EveningAction, type EveningEvent, type EveningState } from './types';

const nameOf = (state: EveningState, id: PlayerId): ClubPlayer => {
  const p = state.players[id];
  if (!p || p.removed) refuse('unknown-player', p ? `${p.name} was removed` : `no player ${id}`);
  return p;
};

/**
 * The four digits that take a name a code waits for (the code in force), from the evening's secret
 * seed, the name's number, the name itself (since version 2: a number given again after an undo is
 * another name's, and does not take the old one's code with it) and the new codes issued.
 */
export function claimCode(state: EveningState, id: PlayerId): string {
  const p = state.players[id];
  const issued = p?.codes ?? 0;
  const named = p && since(state, 2) ? `|${JSON.stringify(p.name)}` : '';
  const n = Number.parseInt(sha256Hex(`sparrow-club-claim|${state.settings.seed}|${id}${named}${issued ? `|${issued}` : ''}`).slice(0, 8), 16);
  return String(n % 10_000).padStart(4, '0');
}

/** A code waits for the name: one the organiser added, not yet taken, or a new code issued since it was last taken; not one the host voided. */
export function codeWaiting(state: EveningState, id: PlayerId): boolean {
  const p = state.players[id];
  return !!p && !p.removed && !p.codeVoided && (p.codeOpen === true || (p.addedBy === 'organiser' && !p.claimed));
}

/** The organiser's: a new code for the name (the one before stops working, and one the host voided is replaced). */
export function newCode(state: EveningState, action: Extract<EveningAction, { type: 'newCode' }>, events: EveningEvent[]): void {
  const p = nameOf(state, action.player);
  p.codes = (p.codes ?? 0) + 1;
  p.codeOpen = true;
  delete p.codeVoided;
  events.push({ type: 'codeIssued', player: p.id, code: p.codes });
}

/**
 * The host's: the waiting code was tried wrongly too often (from any addresses: four digits are
 * few), so it takes the name no more, the right one included, until the organiser issues another.
 */
export function voidCode(state: EveningState, action: Extract<EveningAction, { type: 'voidCode' }>, events: EveningEvent[]): void {
  const p = nameOf(state, action.player);
  if (!codeWaiting(state, p.id)) refuse('name-taken', `no code waits for ${p.name}`);
  p.codeVoided = true;
  events.push({ type: 'codeVoided', player: p.id });
}

/** A player took the name on their device with its code in force. */
export function claim(state: EveningState, action: Extract<EveningAction, { type: 'claim' }>, events: EveningEvent[]): void {
  const p = nameOf(state, action.player);
  if (!codeWaiting(state, p.id)) refuse('name-taken', `${p.name} is not a name to take`);
  p.claimed = true;
  p.codeOpen = false;
  if (p.codes) p.heldWith = p.codes;
  events.push({ type: 'nameClaimed', player: p.id });
}
