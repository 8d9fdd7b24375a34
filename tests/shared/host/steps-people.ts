/** People at a host core in the replay-steps tests: what each was sent, the steps a page that stayed keeps, and a move as the basic bot makes it. */
import { chooseAction } from '../../../shared/bots/basic';
import type { TableCore } from '../../../shared/host/table-core';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import type { Action } from '../../../shared/table/types';

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
