/**
 * What one round of a club night is at a table, and when a table's round is over. The host asks
 * `tableRoundOver` after every hand; a hand in play is always finished first.
 */
import type { TableState } from '../table/types';

export type RoundRule =
  /** One whole game, as long as the rule set's own (riichi East or East+South, a full classical game). */
  | { kind: 'game' }
  /** This many hands (or the end of the game, if sooner). */
  | { kind: 'hands'; hands: number }
  /** Until this many minutes have passed, the hand in play then finished (or the end of the game). */
  | { kind: 'time'; minutes: number };

export function roundRuleProblem(rule: RoundRule): string | null {
  if (rule.kind === 'hands' && !(Number.isInteger(rule.hands) && rule.hands >= 1 && rule.hands <= 200)) return 'hands must be a whole number from 1 to 200';
  if (rule.kind === 'time' && !(Number.isInteger(rule.minutes) && rule.minutes >= 1 && rule.minutes <= 600)) return 'minutes must be a whole number from 1 to 600';
  if (!['game', 'hands', 'time'].includes(rule.kind)) return 'unknown round rule';
  return null;
}

/** Over once the game is over, or, between hands, once the hand count or the time is reached. */
export function roundOver(progress: { gameOver: boolean; handInPlay: boolean; handsPlayed: number }, rule: RoundRule, elapsedMs: number): boolean {
  if (progress.gameOver) return true;
  if (progress.handInPlay) return false;
  if (rule.kind === 'hands') return progress.handsPlayed >= rule.hands;
  if (rule.kind === 'time') return elapsedMs >= rule.minutes * 60_000;
  return false;
}

/** A table playing on Sparrow's engine. */
export const tableRoundOver = (state: TableState, rule: RoundRule, elapsedMs: number): boolean =>
  roundOver({ gameOver: state.game.over, handInPlay: state.hand !== null && state.hand.phase !== 'over', handsPlayed: state.game.handsPlayed }, rule, elapsedMs);
