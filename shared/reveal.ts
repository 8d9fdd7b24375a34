/**
 * A client's check of the host's reveal after a hand, from what the host revealed and what this
 * client saw: the secret matches the commitment published before the deal, its own entropy went
 * into the seed, the host's fillers for bots come from its secret, the dice and the wall follow
 * from the seed, and the tiles it was dealt — as its deal events said and as its hand was shown
 * right after the deal — are the ones the wall gives, and (when it saw the whole hand) so is every
 * tile it drew after. The renderer shows each
 * check (checkFairness); tests and tools want one verdict (checkReveal).
 */
import type { DiceRecord } from './events';
import { drawsFollowWall } from './reveal-draws';
import { commitmentOf, deriveSeed, fillersHonest, isSecret } from './fairness';
import type { RevealMessage } from './protocol';
import { presetById } from './rules/presets';
import { setupHand } from './setup';
import type { TileId } from './tiles';
import { verifyHand } from './verify';
import type { VisibleEvent } from './view';

type CheckId = 'commitment' | 'entropy' | 'filler' | 'seed' | 'dice' | 'wall' | 'deal' | 'draws' | 'dealt';
interface Check {
  id: CheckId;
  ok: boolean;
}
export interface FairnessResult {
  ok: boolean;
  checks: Check[];
  /** The host's own verdict, as it reported it. */
  hostVerified: boolean;
}

export interface SeenHand {
  /** The commitment as published before the deal (not the one repeated in the reveal). */
  commitment: string | null;
  /** The entropy this client sent, and its place. */
  myEntropy: string | null;
  myPlace: number | null;
  mySeat: number | null;
  events: readonly VisibleEvent[];
  /**
   * Your concealed tiles as the view that brought the deal showed them (after any bonus
   * replacement): the hand you were given, whatever the deal events said.
   */
  firstHand?: readonly TileId[] | null;
  /** Places a bot played: the host had to take their entropy from its secret. */
  botPlaces?: readonly number[];
  /**
   * The events are the whole hand from its start, none missed (no gap in `seq`): then every tile
   * you drew is checked against the wall too.
   */
  wholeHand?: boolean;
}

/** Your own dealt tiles, in order, from the events of a hand. */
export function dealtTo(events: readonly VisibleEvent[], seat: number): TileId[] {
  return events.flatMap((e) => (e.type === 'tilesDealt' && e.seat === seat && e.tiles ? e.tiles : []));
}

/** The same tiles, in any order (a view may sort a hand). */
function sameTiles(a: readonly TileId[], b: readonly TileId[]): boolean {
  const sorted = (x: readonly TileId[]) => [...x].sort((p, q) => p - q);
  const [x, y] = [sorted(a), sorted(b)];
  return x.length === y.length && x.every((t, i) => t === y[i]);
}

export function checkFairness(reveal: RevealMessage, seen: SeenHand): FairnessResult {
  const checks: Check[] = [];
  const commitment = seen.commitment ?? reveal.commitment;
  const secretOk = isSecret(reveal.secret);
  if (seen.myEntropy !== null && seen.myPlace !== null) checks.push({ id: 'entropy', ok: reveal.entropy[seen.myPlace] === seen.myEntropy });
  if (reveal.filled.length || seen.botPlaces?.length)
    checks.push({ id: 'filler', ok: secretOk && fillersHonest(reveal.secret, reveal.entropy, reveal.filled, seen.botPlaces ?? []) });
  const seed = secretOk ? deriveSeed(reveal.secret, reveal.entropy) : '';
  checks.push({ id: 'seed', ok: seed === reveal.seed });
  let preset;
  try {
    preset = presetById(reveal.presetId);
  } catch {
    return { ok: false, checks: [{ id: 'commitment', ok: secretOk && commitmentOf(reveal.secret) === commitment }, ...checks, { id: 'wall', ok: false }], hostVerified: reveal.verified };
  }
  const verdict = verifyHand({ preset, commitment, hostSecret: reveal.secret, playerEntropy: reveal.entropy, dealer: reveal.dealer, seatPlayers: reveal.seatPlayers, dice: reveal.dice, ring: reveal.ring });
  const passes = (id: CheckId) => verdict.ok || verdict.reason !== id;
  checks.unshift({ id: 'commitment', ok: secretOk && commitmentOf(reveal.secret) === commitment && passes('commitment') });
  const setup = seed ? setupHand({ preset, seed, dealer: reveal.dealer, seatPlayers: reveal.seatPlayers }) : null;
  const sameDice = (a: readonly DiceRecord[], b: readonly DiceRecord[]) =>
    a.length === b.length && a.every((d, i) => d.purpose === b[i].purpose && d.dice[0] === b[i].dice[0] && d.dice[1] === b[i].dice[1]);
  // The dice we watched roll (if we were there from the start) must be the ones the seed gives.
  const seenDice = seen.events.flatMap((e) => (e.type === 'diceRolled' ? [{ purpose: e.purpose, roller: e.roller, dice: e.dice }] : []));
  checks.push({ id: 'dice', ok: !!setup && sameDice(setup.dice, reveal.dice) && (seenDice.length === 0 || sameDice(seenDice, setup.dice)) && passes('dice') });
  checks.push({ id: 'wall', ok: !!setup && setup.ring.length === reveal.ring.length && setup.ring.every((t, i) => t === reveal.ring[i]) && passes('wall') });
  if (seen.mySeat !== null && setup) {
    const dealt = dealtTo(seen.events, seen.mySeat);
    const expected = setup.events.flatMap((e) => (e.type === 'tilesDealt' && e.seat === seen.mySeat ? e.tiles : []));
    const eventsOk = dealt.length === expected.length && dealt.every((t, i) => t === expected[i]);
    const shown = seen.firstHand ?? null;
    const shownOk = shown === null || sameTiles(shown, setup.hands[seen.mySeat] ?? []);
    if (dealt.length || shown !== null) checks.push({ id: 'deal', ok: (dealt.length === 0 || eventsOk) && shownOk });
    if (seen.wholeHand && dealt.length) checks.push({ id: 'draws', ok: drawsFollowWall(setup, preset, seen.events, seen.mySeat) });
  }
  // A hand not dealt from its seed (a test's arranged deal) is never called fair, whatever else checks out.
  if (reveal.dealt) checks.push({ id: 'dealt', ok: false });
  return { ok: checks.every((c) => c.ok), checks, hostVerified: reveal.verified };
}

export interface RevealCheckInput {
  reveal: RevealMessage;
  /** The commitment from the `commit` message received before the deal. */
  commitmentSeen: string;
  /** Your place and the entropy you sent, if you sent any. */
  mine?: { place: number; entropy: string } | null;
  /**
   * Your wind seat in that hand, the tiles you saw dealt to you (your `tilesDealt` events) and,
   * if you saw it, your concealed hand in the view that brought the deal.
   */
  dealt?: { seat: number; tiles: TileId[]; hand?: TileId[] | null } | null;
  /** Places you know a bot played at the deal: their entropy must be the host's filler. */
  bots?: readonly number[];
}

export type RevealVerdict = { ok: true } | { ok: false; reason: Exclude<CheckId, 'filler'>; message: string };

const FAILED: Record<CheckId, string> = {
  commitment: 'the host revealed a secret that does not match the commitment it published',
  entropy: 'your entropy was not used for this hand',
  filler: 'the host chose entropy for a bot or an absent player instead of taking it from its secret',
  seed: 'the seed the host revealed does not follow from the secret and the entropy',
  dice: 'the dice do not follow from the seeds',
  wall: 'the wall does not follow from the seeds',
  deal: 'the tiles you were dealt (or the hand you were shown after the deal) do not follow from the seeds',
  draws: 'a tile you drew is not the one the wall gave',
  dealt: 'this hand was arranged (as for a test), not dealt from its seed',
};

/** The same checks as one verdict: the first that failed. */
export function checkReveal(input: RevealCheckInput): RevealVerdict {
  const dealtEvents: VisibleEvent[] = input.dealt ? [{ type: 'tilesDealt', seat: input.dealt.seat, tiles: input.dealt.tiles, count: input.dealt.tiles.length }] : [];
  const result = checkFairness(input.reveal, {
    commitment: input.commitmentSeen,
    myEntropy: input.mine?.entropy ?? null,
    myPlace: input.mine?.place ?? null,
    mySeat: input.dealt?.seat ?? null,
    events: dealtEvents,
    firstHand: input.dealt?.hand ?? null,
    botPlaces: input.bots ?? [],
  });
  const failed = result.checks.find((c) => !c.ok);
  if (!failed) return { ok: true };
  return { ok: false, reason: failed.id === 'filler' ? 'entropy' : failed.id, message: FAILED[failed.id] };
}
