/**
 * An mjai player at a seat: an external riichi AI, reached through a line channel (a child
 * process's stdio, a local socket…), sees the game as mjai events (its own view only) and answers
 * each one; its answers to its own draws and to others' discards become table actions. The host
 * calls `observe` after every applied action and `decide` when the seat has something to do.
 *
 * mjai has no draw request: the seat draws by itself when its turn comes, and answers only the
 * `tsumo` that follows. It never draws early while a claim window is open. An answer that is not legal
 * (or not JSON) is replaced by the host's choice (`fallback`; by default the safe one: discard the
 * drawn tile, or pass) and reported with `onError`.
 */
import { legalActions } from '../../../table/legal';
import type { Action, Seat, TableEvent, TableState } from '../../../table/types';
import { kindOf, type TileId } from '../../../tiles';
import { isRedFive } from '../hand';
import { fromMjaiTile } from './codes';
import type { MjaiEvent } from './mjai-types';
import { drawnTile, mjaiFor, MjaiWriter } from './mjai-writer';

/** One JSON line each way. `receive` resolves with the AI's next line (or rejects when it is gone). */
export interface LineChannel {
  send(line: string): void;
  receive(): Promise<string>;
}

export interface MjaiSeatOptions {
  names?: readonly string[];
  /** Called for each answer that could not be used, with the reason; `replaced`: a move was played in its place (else it was news, and ignored). */
  onError?: (message: string, replaced: boolean) => void;
  /** The move in place of an answer that cannot be used (e.g. the host's bot for the seat); null: the safe one. */
  fallback?: (state: TableState) => Action | null;
}

type Reply = Record<string, unknown> & { type?: unknown };

export class MjaiSeat {
  private readonly writer: MjaiWriter;
  private readonly queue: MjaiEvent[] = [];
  private readonly actor: number;
  /** The AI declared riichi and was sent the echo: skip the table's own `reach` for it. */
  private echoedReach = false;
  /** The last answer that was not JSON. */
  private unreadable = '';

  constructor(
    readonly seat: Seat,
    private readonly channel: LineChannel,
    initial: TableState,
    private readonly options: MjaiSeatOptions = {},
  ) {
    this.writer = new MjaiWriter(initial);
    this.actor = this.writer.actor(seat);
    this.queue.push(mjaiFor(this.writer.startGame(options.names ?? ['A', 'B', 'C', 'D']), this.actor));
  }

  /** The mjai handshake: `hello`, answered by `join`. */
  async hello(): Promise<string> {
    const reply = await this.ask({ type: 'hello', protocol: 'mjsonp', protocol_version: 3 });
    return typeof reply?.name === 'string' ? reply.name : '';
  }

  /** Joins a hand that has just been dealt (when the seat did not see the deal). */
  joinHand(state: TableState): void {
    for (const e of this.writer.startKyoku(state)) this.queue.push(mjaiFor(e, this.actor));
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
      this.queue.push(mjaiFor(e, this.actor));
    }
  }

  /** Sends what is queued (the AI answers `none` to news). */
  async flush(): Promise<void> {
    while (this.queue.length) {
      const e = this.queue.shift()!;
      if ((await this.ask(e)) === null) this.options.onError?.(`not JSON, in answer to ${e.type}: ${this.unreadable}`, false);
    }
  }

  /** The seat's action now, or null when it has nothing to do (or waits for the host's timer). */
  async decide(state: TableState): Promise<Action | null> {
    const legal = legalActions(state, this.seat);
    const hand = state.hand;
    if (!hand || legal.length === 0) return null;
    if (hand.phase === 'draw' && hand.turn === this.seat) {
      await this.flush();
      return { type: 'draw', seat: this.seat };
    }
    const claimable = hand.phase === 'claims' && legal.some((a) => a.type === 'pass');
    const myTurn = hand.phase === 'discard' && hand.turn === this.seat;
    if (!claimable && !myTurn) return null;
    const last = this.queue.pop();
    await this.flush();
    if (!last) return this.fallback(state, legal, 'nothing to answer');
    const reply = await this.ask(last);
    if (reply === null) return this.fallback(state, legal, `not JSON: ${this.unreadable}`);
    return myTurn ? this.turnAction(state, legal, reply) : this.claimAction(state, legal, reply);
  }

  /** The AI's answer to `e`; null when it is not JSON (then in `unreadable`). */
  private async ask(e: MjaiEvent): Promise<Reply | null> {
    this.channel.send(JSON.stringify(e));
    const line = await this.channel.receive();
    try {
      const v = JSON.parse(line) as unknown;
      return typeof v === 'object' && v !== null ? (v as Reply) : {};
    } catch {
      this.unreadable = line.slice(0, 200);
      return null;
    }
  }

  private held(state: TableState, name: unknown, avoid: readonly TileId[] = []): TileId | null {
    const t = typeof name === 'string' ? fromMjaiTile(name) : null;
    if (!t) return null;
    const red = state.preset.riichi?.redFives === true;
    return state.hand!.seats[this.seat].concealed.find((id) => kindOf(id) === t.kind && !avoid.includes(id) && (!red || isRedFive(id) === t.red)) ?? null;
  }

  private discardOf(state: TableState, reply: Reply, riichi: boolean): Action | null {
    const tile = reply.tsumogiri === true ? drawnTile(state, this.seat) : this.held(state, reply.pai);
    return tile === null ? null : riichi ? { type: 'discard', seat: this.seat, tile, riichi: true } : { type: 'discard', seat: this.seat, tile };
  }

  private async turnAction(state: TableState, legal: Action[], reply: Reply): Promise<Action> {
    let action: Action | null = null;
    switch (reply.type) {
      case 'dahai':
        action = this.discardOf(state, reply, false);
        break;
      case 'reach': {
        this.echoedReach = true;
        const next = await this.ask({ type: 'reach', actor: this.actor });
        action = next?.type === 'dahai' ? this.discardOf(state, next, true) : null;
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
    const kind = reply.type === 'chi' ? 'chow' : reply.type === 'pon' ? 'pung' : reply.type === 'daiminkan' ? 'kong' : reply.type === 'hora' ? 'win' : null;
    if (kind === null) return { type: 'pass', seat: this.seat };
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

const sameKinds = (a: readonly TileId[], b: readonly TileId[]) =>
  a.map(kindOf).sort((x, y) => x - y).join() === b.map(kindOf).sort((x, y) => x - y).join();

/** Is the action one of the legal ones (claims: the same kinds of tiles)? */
function isLegal(legal: readonly Action[], a: Action): boolean {
  return legal.some((l) => {
    if (l.type !== a.type) return false;
    if (l.type === 'discard' && a.type === 'discard') return l.tile === a.tile && (l.riichi === true) === (a.riichi === true);
    if (l.type === 'kong' && a.type === 'kong') return kindOf(l.tile) === kindOf(a.tile);
    if (l.type === 'claim' && a.type === 'claim') return l.claim === a.claim && (l.claim === 'win' || sameKinds(l.tiles, a.tiles));
    return true;
  });
}
