/**
 * An mjai player at a seat: an external riichi AI, reached through a line channel (a child
 * process's stdio, a local socket…), sees the game as mjai events (its own view only); its answers
 * to its own draws and to others' discards become table actions. The host calls `observe` after
 * every applied action and `decide` when the seat has something to do.
 *
 * Three wire conventions (`MjaiProtocol`):
 * - `lockstep` (gimite's mjai server): one event a line, each answered by one line (`none` to
 *   news), `hello` first; the events the AI may answer carry that server's `possible_actions` and
 *   `cannot_dahai` (mjai-hints.ts);
 * - `react` (Mortal's loop): one event a line, no `hello`; the AI speaks only when it can act, by
 *   libriichi's rule (mjai-duty.ts). A line is awaited only at the seat's decisions, and only when
 *   that rule says the AI owes one: a claim it could make by Sparrow's rules but not by libriichi's
 *   is a pass at once. Each line is paired with the event it answers, so a late line is judged
 *   against its own question (and dropped), never taken for the next;
 * - `batch` (mjai.app bots): every event since the last answer as one JSON array a line, answered
 *   by one line (about the last event of the batch), sent only at the seat's decisions;
 *   `start_game`, `end_kyoku` and `end_game` go as batches of their own, as mjai.app sends them.
 *
 * mjai has no draw request: the seat draws by itself when its turn comes, and answers only the
 * `tsumo` that follows. It never draws early while a claim window is open. An answer that is not legal
 * (or not JSON, or another actor's, or a `tsumogiri` of a tile it did not draw) is replaced by the
 * host's choice (`fallback`; by default the safe one: discard the drawn tile, or pass) and reported
 * with `onError`; so is any answer to news that is not `none`, and then nothing is played for it.
 */
import { legalActions } from '../../../table/legal';
import type { Action, Seat, TableEvent, TableState } from '../../../table/types';
import { kindOf, type TileId } from '../../../tiles';
import { isRedFive } from '../hand';
import { fromMjaiTile, mjaiTile } from './codes';
import type { MjaiEvent } from './mjai-types';
import { answers, reactOwes } from './mjai-duty';
import { MjaiHints } from './mjai-hints';
import { drawnTile, mjaiFor, MjaiWriter } from './mjai-writer';
import { batchesOf, isLegal, parseReply, strayClaimAnswer, type Reply } from './mjai-wire';

export { batchesOf };

/** One JSON line each way. `receive` resolves with the AI's next line (or rejects when it is gone). */
export interface LineChannel {
  send(line: string): void;
  /** The next line; rejects after the channel's own timeout (or `timeoutMs`), or once `signal` aborts (with its reason). */
  receive(timeoutMs?: number, signal?: AbortSignal): Promise<string>;
  /** Lines that came while nobody was waiting for one, taken out (they answer nothing that was asked). */
  takeUnasked?(): string[];
  /** How many more came than were kept (a flood), counted since last taken. */
  takeDropped?(): number;
}

export const MJAI_PROTOCOLS = ['lockstep', 'react', 'batch'] as const;
export type MjaiProtocol = (typeof MJAI_PROTOCOLS)[number];

export interface MjaiSeatOptions {
  names?: readonly string[];
  /** Called for each answer that could not be used, with the reason; `replaced`: a move was played in its place (else it was news, and ignored). */
  onError?: (message: string, replaced: boolean) => void;
  /** The move in place of an answer that cannot be used (e.g. the host's bot for the seat); null: the safe one. */
  fallback?: (state: TableState) => Action | null;
  /** How events and answers travel (default lockstep). */
  protocol?: MjaiProtocol;
  /** A clock in ms, to time the AI's answers to its decisions (`answerTimes`). */
  now?: () => number;
}

export class MjaiSeat {
  private readonly writer: MjaiWriter;
  private readonly queue: MjaiEvent[] = [];
  private readonly actor: number;
  /** The AI declared riichi and was sent the echo: skip the table's own `reach` for it. */
  private echoedReach = false;
  /** The last answer that was not JSON. */
  private unreadable = '';
  /** How long each line may take (undefined: the channel's own limit). */
  private lineMs: number | undefined;
  /** Aborts once the decision being worked out is past its deadline: nothing more is sent or awaited for it. */
  private deadline: AbortSignal | null = null;
  private readonly protocol: MjaiProtocol;
  /** Lockstep: gimite's hints on the events the AI may answer. */
  private readonly hints: MjaiHints | null;
  /** React: the events sent that the AI owes a line for (libriichi's rule), not yet answered, oldest first. */
  private owed: MjaiEvent[] = [];
  private readonly owes = new WeakSet<MjaiEvent>();
  /** React: the last discard or added kong by another seat sent (what a claim question is about). */
  private lastOffer: MjaiEvent | null = null;
  /** The AI has answered a decision (it is up: later decisions get the usual time, not the start-up time). */
  started = false;
  /** How long (ms, by `options.now`) each decision's answer took. */
  readonly answerTimes: number[] = [];

  constructor(
    readonly seat: Seat,
    private readonly channel: LineChannel,
    initial: TableState,
    private readonly options: MjaiSeatOptions = {},
  ) {
    this.writer = new MjaiWriter(initial);
    this.actor = this.writer.actor(seat);
    this.protocol = options.protocol ?? 'lockstep';
    this.hints = this.protocol === 'lockstep' ? new MjaiHints(seat, this.writer.actor, initial) : null;
    this.queue.push(mjaiFor(this.writer.startGame(options.names ?? ['A', 'B', 'C', 'D']), this.actor));
  }

  /** The mjai handshake: `hello`, answered by `join` (lockstep only: the others have none). */
  async hello(): Promise<string> {
    if (this.protocol !== 'lockstep') return '';
    const reply = await this.ask([{ type: 'hello', protocol: 'mjsonp', protocol_version: 3 }]);
    return typeof reply?.name === 'string' ? reply.name : '';
  }

  /** Joins a hand that has just been dealt (when the seat did not see the deal). */
  joinHand(state: TableState): void {
    for (const e of this.writer.startKyoku(state)) this.enqueue(e, state);
  }

  /** Every applied action, so the AI hears of everything it may see. */
  observe(before: TableState, action: Action, events: readonly TableEvent[], after: TableState): void {
    for (const e of this.writer.step(before, action, events, after)) {
      if (e.type === 'reach' && e.actor === this.actor && this.echoedReach) {
        this.echoedReach = false;
        continue;
      }
      // The seat discarded without the riichi it was sent back (the host played for it): no echo is pending.
      if (e.type === 'dahai' && e.actor === this.actor) this.echoedReach = false;
      this.enqueue(e, after);
    }
  }

  /** An event as this seat may see it (with gimite's hints in lockstep; marked when react owes a line about it), queued. */
  private enqueue(e: MjaiEvent, after: TableState): void {
    const seen = mjaiFor(e, this.actor);
    if (this.hints) return void this.queue.push(this.hints.withHints(seen, after));
    if (this.protocol === 'react' && reactOwes(seen, this.actor, this.seat, after)) this.owes.add(seen);
    this.queue.push(seen);
  }

  /** Sends what is queued now as news (what is queued meanwhile waits for the next flush). */
  flush(): Promise<void> {
    return this.sendNews(this.queue.length);
  }

  /**
   * Sends the first `count` queued events as news: in lockstep each is answered (by `none`), in a
   * batch the whole is; in react nothing is awaited. Past the decision's deadline it stops, and what
   * it had not sent stays queued, in order.
   */
  private async sendNews(count: number): Promise<void> {
    if (this.protocol === 'react') return this.sendLines(this.queue.splice(0, count));
    const groups = this.protocol === 'batch' ? batchesOf(this.queue.slice(0, count)) : this.queue.slice(0, count).map((e) => [e]);
    for (const group of groups) {
      this.checkDeadline();
      this.queue.splice(0, group.length);
      this.news(group, await this.ask(group));
    }
  }

  /** Runs a decision that may take `ms` in all (undefined: no limit but each line's). */
  private async timed<T>(ms: number | undefined, work: () => Promise<T>): Promise<T> {
    if (ms === undefined) return work();
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`the mjai player did not answer within ${ms} ms`)), ms);
    this.deadline = deadline.signal;
    try {
      return await work();
    } finally {
      clearTimeout(timer);
      this.deadline = null;
    }
  }

  private checkDeadline(): void {
    if (this.deadline?.aborted) throw this.deadline.reason;
  }

  /** An answer to news: anything but `none` is reported (and nothing is played for it). */
  private news(events: readonly MjaiEvent[], reply: Reply | null): void {
    const about = events.at(-1)?.type ?? 'nothing';
    if (reply === null) this.options.onError?.(`not JSON, in answer to ${about}: ${this.unreadable}`, false);
    else if (reply.type !== 'none') this.options.onError?.(`${JSON.stringify(reply).slice(0, 200)} in answer to ${about}, where it had nothing to do`, false);
  }

  /**
   * The seat's action now, or null when it has nothing to do (or waits for the host's timer). A
   * decision (its answer, and the news sent before its question) may take `timeoutMs` in all
   * (default: each line the channel's limit), however many lines the AI writes meanwhile. A draw is
   * no decision (mjai has no draw request): each line of the news before it may take `timeoutMs`.
   */
  async decide(state: TableState, timeoutMs?: number): Promise<Action | null> {
    this.lineMs = timeoutMs;
    const legal = legalActions(state, this.seat);
    const hand = state.hand;
    if (!hand || legal.length === 0) return null;
    if (hand.phase === 'draw' && hand.turn === this.seat) {
      if (this.protocol !== 'batch') await this.flush();
      return { type: 'draw', seat: this.seat };
    }
    // Only seats that can claim are in a claim window (pass is legal for them alone): a real choice, as for an AI that acts only when it can.
    const claimable = hand.phase === 'claims' && legal.some((a) => a.type === 'pass');
    const myTurn = hand.phase === 'discard' && hand.turn === this.seat;
    if (!claimable && !myTurn) return null;
    return this.timed(timeoutMs, () => this.question(state, legal, myTurn));
  }

  private async question(state: TableState, legal: Action[], myTurn: boolean): Promise<Action> {
    if (this.protocol === 'react') return this.reactDecision(state, legal, myTurn);
    if (this.queue.length === 0) return this.fallback(state, legal, 'nothing to answer');
    // The question is the last event (in a batch: the last of mjai.app's batches); what comes before it is news.
    const size = this.protocol === 'batch' ? batchesOf(this.queue).at(-1)!.length : 1;
    await this.sendNews(this.queue.length - size);
    this.checkDeadline();
    const asked = this.queue.splice(0, size);
    return this.answered(state, legal, myTurn, () => this.ask(asked));
  }

  /**
   * React: sends what is queued, then waits for the line the AI owes about the question (its draw,
   * its call, or the discard or added kong it could claim). A claim it owes no line for (libriichi
   * says it cannot act) is a pass at once: its silence is the answer.
   */
  private async reactDecision(state: TableState, legal: Action[], myTurn: boolean): Promise<Action> {
    this.sendLines(this.queue.splice(0));
    const question = myTurn ? this.owed.at(-1) : this.lastOffer;
    if (!question || !this.owed.includes(question)) {
      if (!myTurn) return { type: 'pass', seat: this.seat };
      return this.fallback(state, legal, 'nothing to answer');
    }
    return this.answered(state, legal, myTurn, () => this.lineAbout(question));
  }

  /** Waits for the AI's answer (timed, for play.ts's report) and reads it as the decision asked. */
  private async answered(state: TableState, legal: Action[], myTurn: boolean, answer: () => Promise<Reply | null>): Promise<Action> {
    const began = this.options.now?.();
    const reply = await answer();
    this.started = true;
    if (began !== undefined) this.answerTimes.push(this.options.now!() - began);
    if (reply === null) return this.fallback(state, legal, `not JSON: ${this.unreadable}`);
    return myTurn ? this.turnAction(state, legal, reply) : this.claimAction(state, legal, reply);
  }

  /**
   * React: the AI's line about `question`. Lines come in the order of the events they answer: each
   * is paired with the oldest owed event it can answer (the ones before it got no line: the AI saw
   * no action there); a line about an earlier event is news (a late answer, or one where Sparrow
   * asked nothing) and is reported unless it is `none`. A line that answers nothing owed is taken
   * for the question (and judged as its answer), unless it can only be about another's discard
   * while the question is the AI's own turn: then it answered nothing asked, and such lines are
   * reported once for the decision. Rejects when `receive` times out or the deadline passes (however
   * many such lines come): the question is still owed, so its late line is dropped when it comes.
   */
  private async lineAbout(question: MjaiEvent): Promise<Reply | null> {
    let strays = 0;
    let firstStray = '';
    try {
      for (;;) {
        this.checkDeadline();
        const line = await this.channel.receive(this.lineMs, this.deadline ?? undefined);
        const reply = parseReply(line);
        const last = this.owed.indexOf(question);
        if (last < 0) throw new Error('the mjai player owes no line about the question');
        let at = this.owed.slice(0, last + 1).findIndex((e) => answers(reply, e, this.actor));
        if (at < 0 && strayClaimAnswer(reply, question, this.actor)) {
          // About another's discard it saw a chance on where the rule saw none: it answers nothing asked.
          if (strays++ === 0) firstStray = line;
          continue;
        }
        if (at < 0) at = last;
        const about = this.owed[at];
        this.owed.splice(0, at + 1);
        if (about === question) {
          if (reply === null) this.unreadable = line.slice(0, 200);
          return reply;
        }
        if (reply?.type !== 'none') this.options.onError?.(`${line.slice(0, 200)}, about ${about.type} (no longer asked), ignored`, false);
      }
    } finally {
      this.reportUnasked(firstStray, strays);
    }
  }

  /** Lines that answered nothing asked (by default those the channel kept since the last question): one report for the burst. */
  private reportUnasked(first?: string, n?: number): void {
    if (first === undefined) {
      const lines = this.channel.takeUnasked?.() ?? [];
      first = lines[0] ?? '';
      n = lines.length + (this.channel.takeDropped?.() ?? 0);
    }
    if (n === 1) this.options.onError?.(`${first.slice(0, 200)}, unasked`, false);
    else if (n! > 1) this.options.onError?.(`${n} lines came unasked, the first: ${first.slice(0, 200)}`, false);
  }

  /** Sends events one a line, first reporting lines that came unasked (react: keeps them, to pair with what they answer). */
  private sendLines(events: readonly MjaiEvent[]): void {
    if (this.protocol !== 'react') this.reportUnasked();
    for (const e of events) {
      this.channel.send(JSON.stringify(e));
      if ((e.type === 'dahai' || e.type === 'kakan') && e.actor !== this.actor) this.lastOffer = e;
      if (this.owes.has(e)) this.owed.push(e);
    }
    // An AI that never answers would have every later event owed: only the newest can still be asked.
    if (this.owed.length > 64) this.owed.splice(0, this.owed.length - 64);
  }

  /** The AI's answer to `events` (the last of them, in a batch; one alone in lockstep); null when it is not JSON (then in `unreadable`). */
  private async ask(events: MjaiEvent[]): Promise<Reply | null> {
    this.checkDeadline();
    if (this.protocol === 'batch') {
      this.reportUnasked();
      this.channel.send(JSON.stringify(events));
    } else this.sendLines(events);
    if (this.protocol === 'react') return this.lineAbout(events.at(-1)!);
    const line = await this.channel.receive(this.lineMs, this.deadline ?? undefined);
    const reply = parseReply(line);
    if (reply === null) this.unreadable = line.slice(0, 200);
    return reply;
  }

  /** The held tiles a name stands for (red fives distinct). */
  private copies(state: TableState, name: unknown, avoid: readonly TileId[] = []): TileId[] {
    const t = typeof name === 'string' ? fromMjaiTile(name) : null;
    if (!t) return [];
    const red = state.preset.riichi?.redFives === true;
    return state.hand!.seats[this.seat].concealed.filter((id) => kindOf(id) === t.kind && !avoid.includes(id) && (!red || isRedFive(id) === t.red));
  }

  private held(state: TableState, name: unknown, avoid: readonly TileId[] = []): TileId | null {
    return this.copies(state, name, avoid)[0] ?? null;
  }

  /**
   * The discard an answer names. mjai names tiles, not copies (gimite's server compares tiles): of the
   * copies held, a legal one (in riichi only the drawn one is), the drawn one first unless the AI
   * said `tsumogiri: false`, which is visible to the others.
   */
  private discardOf(state: TableState, legal: readonly Action[], reply: Reply, riichi: boolean): Action | null {
    const drawn = drawnTile(state, this.seat);
    const red = state.preset.riichi?.redFives === true;
    let copies = this.copies(state, reply.pai).sort((a, b) => Number(b === drawn) - Number(a === drawn));
    if (reply.tsumogiri === false) copies.reverse();
    // A tsumogiri names the drawn tile: one that names another is a mistake, not a discard of the drawn tile.
    if (reply.tsumogiri === true) copies = drawn !== null && reply.pai === mjaiTile(drawn, red) ? [drawn] : [];
    const discards = copies.map((tile): Action => (riichi ? { type: 'discard', seat: this.seat, tile, riichi: true } : { type: 'discard', seat: this.seat, tile }));
    return discards.find((a) => isLegal(legal, a)) ?? discards[0] ?? null;
  }

  /** An answer that acts names this seat's actor. */
  private wrongActor(reply: Reply): string | null {
    if (reply.type === 'none' || reply.actor === this.actor) return null;
    return `its answer is for actor ${JSON.stringify(reply.actor)}, but this seat is actor ${this.actor}: ${JSON.stringify(reply).slice(0, 200)}`;
  }

  private async turnAction(state: TableState, legal: Action[], reply: Reply): Promise<Action> {
    const wrong = this.wrongActor(reply);
    if (wrong) return this.fallback(state, legal, wrong);
    let action: Action | null = null;
    switch (reply.type) {
      case 'dahai':
        action = this.discardOf(state, legal, reply, false);
        break;
      case 'reach': {
        this.echoedReach = true;
        const echo: MjaiEvent = this.hints ? this.hints.reachEcho(state) : { type: 'reach', actor: this.actor };
        if (this.protocol === 'react') this.owes.add(echo);
        const next = await this.ask([echo]);
        action = next?.type === 'dahai' && !this.wrongActor(next) ? this.discardOf(state, legal, next, true) : null;
        if (!action || !isLegal(legal, action)) this.echoedReach = false;
        break;
      }
      case 'hora':
        action = { type: 'win', seat: this.seat };
        break;
      case 'ryukyoku':
        action = { type: 'nineTerminals', seat: this.seat };
        break;
      case 'ankan': {
        const consumed = Array.isArray(reply.consumed) ? reply.consumed : [];
        const tile = this.held(state, consumed[0]);
        action = tile === null ? null : { type: 'kong', seat: this.seat, tile };
        break;
      }
      case 'kakan': {
        const tile = this.held(state, reply.pai);
        action = tile === null ? null : { type: 'kong', seat: this.seat, tile };
        break;
      }
    }
    if (action && isLegal(legal, action)) return action;
    return this.fallback(state, legal, `cannot play ${JSON.stringify(reply).slice(0, 200)}`);
  }

  private claimAction(state: TableState, legal: Action[], reply: Reply): Action {
    const wrong = this.wrongActor(reply);
    if (wrong) return this.fallback(state, legal, wrong);
    const kind = reply.type === 'chi' ? 'chow' : reply.type === 'pon' ? 'pung' : reply.type === 'daiminkan' ? 'kong' : reply.type === 'hora' ? 'win' : null;
    // Only none is a pass: anything else it cannot mean here is the fallback's to decide, as on its own turn.
    if (reply.type === 'none') return { type: 'pass', seat: this.seat };
    if (kind === null) return this.fallback(state, legal, `cannot answer a claim question with ${JSON.stringify(reply).slice(0, 200)}`);
    const tiles: TileId[] = [];
    for (const name of Array.isArray(reply.consumed) ? reply.consumed : []) {
      const t = this.held(state, name, tiles);
      if (t !== null) tiles.push(t);
    }
    const action: Action = { type: 'claim', seat: this.seat, claim: kind, tiles };
    if (isLegal(legal, action)) return action;
    return this.fallback(state, legal, `cannot claim ${JSON.stringify(reply).slice(0, 200)}`);
  }

  private fallback(state: TableState, legal: Action[], why: string): Action {
    this.options.onError?.(why, true);
    const chosen = this.options.fallback?.(state);
    if (chosen && isLegal(legal, chosen)) return chosen;
    const hand = legal.find((a) => a.type === 'pass');
    if (hand) return hand;
    const discards = legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && !a.riichi);
    return discards.at(-1) ?? legal[0];
  }
}
