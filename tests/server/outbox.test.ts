/**
 * The Outbox (electron/server/outbox.ts) sends nothing before the records it follows are on disk,
 * in order. A message showing only what everyone was shown (`sendShown`: a hand's steps) waits
 * for the records up to the last one everyone was shown, not for an unseen one after it (a held
 * claim answer, a silent step's): when it arrives then tells nobody that one was written.
 */
import { describe, expect, it } from 'vitest';
import { Outbox } from '../../electron/server/outbox';
import type { HostMessage, Peer } from '../../electron/server/peer';

/** A journal whose records reach the disk when the test says. */
function fakeJournal() {
  const listeners: ((durable: number) => void)[] = [];
  const journal = {
    appended: 0,
    durable: 0,
    onDurable: (l: (durable: number) => void) => void listeners.push(l),
    append: () => ++journal.appended,
    syncTo(n: number) {
      journal.durable = n;
      for (const l of listeners) l(n);
    },
  };
  return journal;
}
function peer(got: string[], name: string): Peer {
  return { send: (m: HostMessage) => void got.push(`${name}:${m.t}`) } as unknown as Peer;
}
const msg = (t: string) => ({ t }) as unknown as HostMessage;

describe('the outbox', () => {
  it('sends a shown message once the seen records are on disk, while an unseen one after them is not yet', () => {
    const journal = fakeJournal();
    const outbox = new Outbox(journal);
    const got: string[] = [];
    const ann = peer(got, 'ann');
    const bob = peer(got, 'bob');
    // A step everyone is shown: its record, then its views.
    journal.append();
    outbox.recorded(false);
    outbox.send(ann, msg('view'));
    outbox.send(bob, msg('view'));
    // Bob's held answer: its record, then Bob alone is told.
    journal.append();
    outbox.recorded(true);
    outbox.send(bob, msg('held'));
    // Ann asks for the steps: they wait for the step's record, after the views before them, not for Bob's.
    outbox.sendShown(ann, msg('replaySteps'));
    expect(got).toEqual([]);
    journal.syncTo(1);
    expect(got).toEqual(['ann:view', 'bob:view', 'ann:replaySteps']);
    // Asked again now: at once.
    outbox.sendShown(ann, msg('replaySteps'));
    expect(got.at(-1)).toBe('ann:replaySteps');
    expect(got).toHaveLength(4);
    journal.syncTo(2);
    expect(got).toEqual(['ann:view', 'bob:view', 'ann:replaySteps', 'ann:replaySteps', 'bob:held']);
  });

  it('a shown message waits for a seen record after an unseen one (records reach the disk in order), and an ordinary message for every record', () => {
    const journal = fakeJournal();
    const outbox = new Outbox(journal);
    const got: string[] = [];
    const ann = peer(got, 'ann');
    journal.append();
    outbox.recorded(true);
    journal.append();
    outbox.recorded(false);
    outbox.sendShown(ann, msg('replaySteps'));
    journal.append();
    outbox.recorded(true);
    outbox.send(ann, msg('view'));
    let ran = false;
    outbox.then(() => (ran = true));
    journal.syncTo(1);
    expect(got).toEqual([]);
    journal.syncTo(2);
    expect(got).toEqual(['ann:replaySteps']);
    expect(ran).toBe(false);
    journal.syncTo(3);
    expect(got).toEqual(['ann:replaySteps', 'ann:view']);
    expect(ran).toBe(true);
  });
});
