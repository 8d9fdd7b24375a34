/** People at a host core in the replay-steps tests: what each was sent, the steps a page that stayed keeps, and a move as the basic bot makes it. */
import { chooseAction } from '../../../shared/bots/basic';
import type { TableCore } from '../../../shared/host/table-core';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import type { Action } from '../../../shared/table/types';
import { testCore, TEST_TIMING } from './test-core';

export type ViewMessage = Extract<HostMessage, { t: 'view' }>;
export type StepsMessage = Extract<HostMessage, { t: 'replaySteps' }>;

export interface Person {
  peer: HostPeer;
  got: HostMessage[];
}

export function person(name: string): Person {
  const got: HostMessage[] = [];
  return { got, peer: { name, tableId: null, send: (m) => void got.push(m), close() {} } };
}

export const views = (got: HostMessage[]) => got.filter((m): m is ViewMessage => m.t === 'view');

/** What a page that stayed keeps for its replay: from the view that dealt the hand on, each view that brought something new. */
export function liveSteps(got: HostMessage[], hand: number) {
  const of = views(got).filter((m) => m.view.hand?.index === hand && !m.catchUp);
  const from = of.findIndex((m) => m.events.some((e) => e.type === 'handStarted'));
  return of.slice(from).flatMap((m) => (m.events.length ? [{ seq: m.seq, view: m.view, events: m.events }] : []));
}

/** `p`'s move as the basic bot would make it, if it has one. */
export function move(core: TableCore<HostPeer>, p: Person): void {
  const v = views(p.got).at(-1);
  const m = v?.view.hand && v.view.hand.phase !== 'over' ? chooseAction(v.view) : null;
  if (!v || !m || m.type === 'startHand' || m.type === 'timeout') return;
  const { seat: _seat, ...action } = m as Action & { seat: number };
  core.act(p.peer, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: action as never });
}

/** The people at `core` move (and watch no ceremony) until `done`. */
export function playUntil(core: TableCore<HostPeer>, clock: { advance(ms: number): void }, people: Person[], done: () => boolean): void {
  for (let i = 0; i < 5000 && !done(); i++) {
    for (const p of people) {
      const h = core.state.hand;
      if (h && h.phase !== 'over') core.ceremonyDone(p.peer, h.index);
      move(core, p);
    }
    clock.advance(50);
  }
  if (!done()) throw new Error('the people played on and it never came');
}

/** A club night's riichi table reserved for P0–P3 (token `token('a')`… for place 0…); P0–P2 come at once and play hand 0 to its end; P3 has not come. */
export function lateClubTable(seed: number) {
  const { clock, core } = testCore('riichi', { seed, timing: { nextHandMs: 600_000, graceMs: 300 } });
  core.start();
  const token = (c: string) => c.repeat(64);
  for (let p = 0; p < 4; p++) core.drawn.reserve(p, `P${p}`, token('abcd'[p]));
  const people = [0, 1, 2].map((p) => person(`P${p}`));
  people.forEach((p, place) => core.takeBack(p.peer, place, token('abcd'[place])));
  clock.advance(TEST_TIMING.entropyMs + 400);
  playUntil(core, clock, people, () => core.state.hand?.phase === 'over');
  return { clock, core, token, people };
}

/** Ann and Dan at a table of `preset` with two bots, hand 0 played to its end (the next hand waits for them to ask). */
export function handZeroPlayed(preset: string, seed: number) {
  const { clock, core } = testCore(preset, { seed, timing: { nextHandMs: 600_000 } });
  core.start();
  const [ann, dan] = ['Ann', 'Dan'].map(person);
  core.join(ann.peer, undefined);
  const danAt = core.join(dan.peer, undefined) as { place: number };
  core.addBots(2);
  clock.advance(TEST_TIMING.entropyMs);
  playUntil(core, clock, [ann, dan], () => core.state.hand?.phase === 'over');
  return { clock, core, ann, dan, danAt };
}
