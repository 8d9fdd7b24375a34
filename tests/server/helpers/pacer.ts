/**
 * A test host's time. Its fake clock moves only while a test waits for something, and only from
 * rest: every frame the clients sent handled, every journal record on disk and the views it held
 * back sent, every frame the host sent received (and whatever the clients answered handled in
 * turn). Then it moves to the next thing the host has scheduled, at most `stepMs` on, and
 * everything that step set off comes to rest before the next one. So what happens, and in what
 * order, is what the host and its clients decide, never how fast the machine runs them; a claim
 * window of 2 s is 2 s of the host's time, however long the machine takes.
 */
import type { FakeClock } from '../../helpers/fake-clock';
import { until, type UntilOptions } from '../../helpers/until';

/** What the pacer needs of a client: a round trip through its connection that the host's code never sees (client.ts). */
export interface PacedClient {
  readonly closed: boolean;
  roundTrip(): Promise<void>;
}

export class Pacer {
  private readonly clients = new Set<PacedClient>();
  /** Bumped by every frame a client sends or receives (the pacer's pings aside) and every step that ran a timer. */
  private activity = 0;
  /** `activity` when everything was last found at rest. */
  private restingAt = -1;
  private looking: Promise<void> | null = null;
  /** Frames the clients sent; whether the host may not have handled one yet. */
  private sends = 0;
  private unhandled = false;

  constructor(
    readonly clock: FakeClock,
    /** The host's journals: at rest, all on disk and the views waiting for them sent. */
    private readonly journals: () => { settled(): Promise<void> }[],
    readonly stepMs = 100,
  ) {}

  join(client: PacedClient): void {
    this.clients.add(client);
    this.touch();
  }

  leave(client: PacedClient): void {
    this.clients.delete(client);
    this.touch();
  }

  /** Something happened (a frame received): the next step waits for rest again. */
  touch(): void {
    this.activity++;
  }

  /** A client sent a frame: the next look for rest first makes sure the host has handled it. */
  sent(): void {
    this.activity++;
    this.sends++;
    this.unhandled = true;
  }

  /** Resolves once everything in flight has landed (at once if nothing happened since it last did). */
  settle(): Promise<void> {
    if (this.restingAt === this.activity) return Promise.resolve();
    return (this.looking ??= this.findRest().finally(() => (this.looking = null)));
  }

  /**
   * A ping through every connection (the host has handled all the clients sent before; not needed
   * when they sent nothing), every journal settled (the views held for it sent), a ping again (the
   * clients have those views, and have sent whatever they answer): at rest when no client sent
   * anything meanwhile. (Only a client's frame or a step of the clock sets the host's tables moving,
   * and the clock stands still while this looks.)
   */
  private async findRest(): Promise<void> {
    for (;;) {
      const sends = this.sends;
      if (this.unhandled) {
        this.unhandled = false;
        await this.roundTrips();
      }
      await Promise.all(this.journals().map((j) => j.settled()));
      await this.roundTrips();
      if (this.sends === sends) {
        this.restingAt = this.activity;
        return;
      }
    }
  }

  private roundTrips(): Promise<unknown> {
    return Promise.all([...this.clients].filter((c) => !c.closed).map((c) => c.roundTrip()));
  }

  /**
   * Moves the clock to the next timer due, at most `ms` on; only from rest (a step another wait
   * took meanwhile must come to rest first). Between two waits' checks, only one of them moves it.
   */
  advance(ms: number): void {
    if (this.restingAt !== this.activity) return;
    const now = this.clock.now();
    const due = this.clock.nextDue;
    if (due === null || due > now + ms) return this.clock.advance(ms);
    this.clock.advance(due - now);
    this.touch();
  }

  /** `until`, moving the clock while it waits (checked at rest only). */
  until: typeof until = (condition, what, options: UntilOptions = {}) => until(condition, what, { everyMs: 0, stepMs: this.stepMs, ...options, clock: this });

  /** Lets exactly `ms` of the host's time pass, in steps, everything in flight landing between them and at the end. */
  async pass(ms: number): Promise<void> {
    const end = this.clock.now() + ms;
    const stepper = { settle: () => this.settle(), advance: (step: number) => this.advance(Math.min(step, end - this.clock.now())) };
    await until(() => this.clock.now() >= end, `${ms} ms of the host's time to pass`, { everyMs: 0, stepMs: this.stepMs, clock: stepper });
  }
}

/** The pacer of each running test host, by its WebSocket URL: a TestClient connecting there is paced by it. */
const pacers = new Map<string, Pacer>();
export const pacerFor = (url: string): Pacer | null => pacers.get(url) ?? null;
/** The newest host on a port wins (a closed host's port may be given to the next). */
export const registerPacer = (url: string, pacer: Pacer) => pacers.set(url, pacer);
export function forgetPacer(url: string, pacer: Pacer): void {
  if (pacers.get(url) === pacer) pacers.delete(url);
}
