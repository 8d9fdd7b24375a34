/** One line of text for an event, as i18n key and parameters (the replay and the table log use it). */
import { kindOf } from '../../../shared/tiles';
import type { VisibleEvent } from '../../../shared/view';
import { tileName } from './tileface';

export interface Line {
  key: string;
  params: Record<string, string | number>;
  /** Parameters that are tile kinds, to be named in the current language. */
  tiles?: Record<string, number>;
  /** Parameters that are seats, to be replaced by names. */
  seats?: Record<string, number>;
  /** Parameters that are i18n keys, to be translated. */
  texts?: Record<string, string>;
}

export function describeEvent(e: VisibleEvent): Line | null {
  switch (e.type) {
    case 'handStarted':
      return { key: 'log.handStarted', params: { n: e.index + 1 }, seats: { player: e.dealer } };
    case 'drew':
      return { key: e.source === 'replacement' ? 'log.drewLoose' : 'log.drew', params: {}, seats: { player: e.seat } };
    case 'discarded':
      // A blind game's discard lying face down (a catch-up) is told without its face.
      if (e.tile === null) return { key: 'log.discardedFaceDown', params: {}, seats: { player: e.seat } };
      return { key: e.riichi ? 'log.discardedRiichi' : 'log.discarded', params: {}, seats: { player: e.seat }, tiles: { tile: kindOf(e.tile) } };
    case 'claimed':
      return { key: `log.claimed.${e.claim}`, params: {}, seats: { player: e.seat, from: e.from }, tiles: { tile: kindOf(e.tile) } };
    case 'konged':
      return { key: e.concealed ? 'log.kongConcealed' : e.added ? 'log.kongAdded' : 'log.kong', params: {}, seats: { player: e.seat }, tiles: { tile: kindOf(e.tiles[0]) } };
    case 'bonusExposed':
      return { key: 'log.bonus', params: {}, seats: { player: e.seat }, tiles: { tile: kindOf(e.tile) } };
    case 'riichiDeclared':
      return { key: 'log.riichi', params: {}, seats: { player: e.seat } };
    case 'drawReturned':
      return { key: 'log.drawReturned', params: {}, seats: { player: e.seat } };
    case 'doraRevealed':
      return { key: 'log.dora', params: {}, tiles: { tile: kindOf(e.indicator) } };
    case 'handWon':
      return { key: 'log.won', params: {}, seats: { player: e.winners[0]?.seat ?? 0 } };
    case 'exhaustiveDraw':
      return { key: 'log.exhaustive', params: {} };
    case 'abortiveDraw':
      return { key: 'result.abortiveDraw', params: {}, texts: { reason: `result.abortive.${e.reason}` } };
    case 'gameOver':
      return { key: 'log.gameOver', params: {} };
    case 'tilesDealt':
    case 'wallBuilt':
    case 'wallBroken':
    case 'diceRolled':
      return { key: 'log.ceremony', params: {} };
    default:
      return null;
  }
}

/** Lines a family says in its own words (riichi: "calls pon"), under `familyLog.<family>` with the same names as under `log`. */
const OWN_WORDS: Record<string, ReadonlySet<string>> = {
  riichi: new Set(['log.claimed.win', 'log.claimed.kong', 'log.claimed.pung', 'log.claimed.chow', 'log.kong', 'log.kongConcealed', 'log.kongAdded', 'log.won']),
};

/** The lines of some events, rendered (the ceremony's steps as one line), in the words of the table's rule family. */
export function describeLines(events: readonly VisibleEvent[], t: (key: string, params?: Record<string, unknown>) => string, names: readonly string[], family = 'classical'): string[] {
  const own = OWN_WORDS[family];
  return events
    .map(describeEvent)
    .filter((l): l is Line => l !== null)
    .map((l) => (own?.has(l.key) ? { ...l, key: `familyLog.${family}.${l.key.slice(4)}` } : l))
    .filter((l, i, all) => l.key !== 'log.ceremony' || all.findIndex((x) => x.key === 'log.ceremony') === i)
    .map((l) => renderLine(l, t, names));
}

/** Renders a line with a translator and seat names. */
export function renderLine(line: Line, t: (key: string, params?: Record<string, unknown>) => string, names: readonly string[]): string {
  const params: Record<string, unknown> = { ...line.params };
  for (const [k, seat] of Object.entries(line.seats ?? {})) params[k] = names[seat] ?? '?';
  for (const [k, key] of Object.entries(line.texts ?? {})) params[k] = t(key);
  for (const [k, kind] of Object.entries(line.tiles ?? {})) params[k] = tileName(t, kind);
  return t(line.key, params);
}
