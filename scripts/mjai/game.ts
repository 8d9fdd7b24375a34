/**
 * One game with mjai AIs at chosen seats and Sparrow's bots of a chosen level elsewhere, without a
 * host: the game loop's steps (`shared/table/game-loop.ts`), each move awaited. Each AI is asked as
 * at a hosted table (`MjaiPlayer`): an answer it cannot give in time, or at all, is played by the
 * bot, and an AI that exits, hangs up or misses `MJAI_MAX_MISSES` decisions in a row is let go: the
 * bot plays its seat from then on.
 */
import { chooseAction, type BotLevel } from '../../shared/bots';
import { sha256Hex } from '../../shared/fairness';
import type { Preset } from '../../shared/rules/presets';
import { advance, handOver } from '../../shared/table/game-loop';
import { newTable } from '../../shared/table/start';
import { SEATS, type Action, type HandResult, type HandState, type Seat, type TableState } from '../../shared/table/types';
import { viewFor } from '../../shared/view';
import { MJAI_ANSWER_MS, MJAI_MAX_MISSES, MjaiPlayer, type MjaiAi } from '../../electron/server/mjai-place';

export interface SeatedAi {
  ai: MjaiAi;
  seat: Seat;
}

export interface GameOptions {
  preset: Preset;
  /** The hands' seeds: hand n of every game with this seed is dealt the same wall. */
  seed: string;
  level?: BotLevel;
  maxHands?: number;
  /** How long an AI may take over one decision (default MJAI_ANSWER_MS). */
  answerMs?: number;
  /** How long it may take until its first answer of the game (default MJAI_START_MS). */
  startMs?: number;
  log?: (message: string) => void;
  /** The bots' chooser (default `chooseAction`), e.g. one that times each decision. */
  choose?: typeof chooseAction;
  /** Called with each hand's result as it ends, and the hand as it ended. */
  onHand?: (result: HandResult, hand: HandState) => void;
}

export interface MjaiGame {
  initial: TableState;
  actions: Action[];
  final: TableState;
  /** Everything reported about the AIs: unusable answers, misses, AIs let go. */
  errors: string[];
  names: string[];
  /** By seat: decisions the bot played in place of that seat's AI (an AI let go counts at least one); 0 where no AI sat. */
  replaced: number[];
  /** By seat: how long (ms) each of its AI's answers to a decision took; empty where no AI sat. */
  answerTimes: number[][];
}

/** Plays a game (or its first `maxHands` hands); every AI's channel is closed at the end. */
export async function playGame(ais: readonly SeatedAi[], options: GameOptions): Promise<MjaiGame> {
  const initial = newTable(options.preset);
  const errors: string[] = [];
  const names = SEATS.map((s) => {
    const at = ais.find((a) => a.seat === s);
    return at ? `mjai ${at.ai.name || 'AI'}` : `bot ${s}`;
  });
  const byActor = () => [0, 1, 2, 3].map((a) => names[(a + initial.firstDealer) % 4]);
  const players = new Map<Seat, MjaiPlayer>();
  for (const { ai, seat } of ais)
    players.set(
      seat,
      new MjaiPlayer(
        ai,
        (m) => {
          errors.push(`seat ${seat}: ${m}`);
          options.log?.(`${names[seat]} at seat ${seat}: ${m}`);
        },
        options.startMs,
      ),
    );
  const letGo = (seat: Seat, why: string) => {
    const p = players.get(seat)!;
    players.delete(seat);
    p.log(`${why}; the bot plays the seat for the rest of the game`);
    p.close();
  };
  const bot = (state: TableState, seat: Seat) => (options.choose ?? chooseAction)(viewFor(state, seat), options.level ?? 'normal');
  const seated = [...players];
  let state = initial;
  const actions: Action[] = [];
  /** The game loop's step (the timeout when `action` is null), told to every AI still seated. */
  const step = (action: Action | null, hand: number) => {
    const taken = advance(state, action, `hand ${hand}`);
    for (const [seat, p] of players) p.observe(state, taken.action, taken.events, taken.state, seat, byActor);
    state = taken.state;
    actions.push(taken.action);
  };
  /** The AI's move for its seat now (the bot's when it has none to give); null: nothing to do. */
  const ask = async (seat: Seat, p: MjaiPlayer): Promise<Action | null> => {
    const outcome = await p.decide(state, options.answerMs ?? MJAI_ANSWER_MS);
    if ('error' in outcome) {
      p.replaced++;
      if (p.gone) letGo(seat, outcome.error);
      else if (outcome.timedOut && ++p.misses >= MJAI_MAX_MISSES) letGo(seat, `${outcome.error}, and missed ${p.misses} decisions in a row`);
      else p.log(`${outcome.error}; the bot played that decision`);
      return bot(state, seat);
    }
    p.answered(outcome.action);
    if (outcome.action === null && state.hand?.phase !== 'claims' && state.hand?.turn === seat) return bot(state, seat);
    return outcome.action;
  };
  /** The move now: the first of the AIs' (in seating order), else of the bots' at the other seats; null: nobody's. */
  const nextMove = async (): Promise<Action | null> => {
    let action: Action | null = null;
    for (const [seat, p] of [...players]) if (!action && players.has(seat)) action = await ask(seat, p);
    for (const s of SEATS) if (!action && !players.has(s)) action = bot(state, s);
    return action;
  };
  try {
    for (let hands = 0; !state.game.over && hands < (options.maxHands ?? Infinity); hands++) {
      step({ type: 'startHand', seed: sha256Hex(`mjai/${options.seed}/${hands}`) }, hands);
      while (!handOver(state)) step(await nextMove(), hands);
      if (state.hand!.result) options.onHand?.(state.hand!.result, state.hand!);
    }
    for (const p of players.values()) await p.finish();
  } finally {
    for (const p of players.values()) p.close();
  }
  const replaced = SEATS.map((s) => seated.find(([seat]) => seat === s)?.[1].replaced ?? 0);
  const answerTimes = SEATS.map((s) => [...(seated.find(([seat]) => seat === s)?.[1].answerTimes ?? [])]);
  return { initial, actions, final: state, errors, names, replaced, answerTimes };
}

/** Places by final score (1 = first), ties going to the seat nearer the first dealer, as riichi ranks them. */
export function placements(final: TableState): number[] {
  const order = [...SEATS].sort((a, b) => final.game.scores[b] - final.game.scores[a] || ((a - final.firstDealer + 4) % 4) - ((b - final.firstDealer + 4) % 4));
  const places = [0, 0, 0, 0];
  order.forEach((seat, i) => (places[seat] = i + 1));
  return places;
}
