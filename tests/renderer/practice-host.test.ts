/**
 * Offline practice runs the server's host core: the practice table's old bugs are gone (a 3-bot
 * table no longer ends in `table-full`, one client holds one seat, stale moves are refused, the
 * reveal is really checked, and the next hand starts on its timer).
 */
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { useLobby, setTransportFactory } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';

/** The practice host's clock: it moves only while a test waits. */
let clock = new FakeClock();
/** Lets whatever is due now happen (the host's deferred work, the stores' answers). */
const settle = async () => {
  clock.advance(30);
  await new Promise((r) => setTimeout(r, 1));
};

function practice(options: ConstructorParameters<typeof LocalHost>[0] = {}) {
  clock = new FakeClock();
  const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 50, ...options });
  setTransportFactory(() => host.connect());
  setActivePinia(createPinia());
  useSettings().name = 'Ann';
  return { host, lobby: useLobby(), table: useTable() };
}

describe('the practice table', () => {
  it('with three bots: the player sits at it and no error is left behind', async () => {
    const { host, lobby, table } = practice();
    lobby.connect(null);
    await until(() => lobby.welcomed, 'the welcome', { clock });
    lobby.createTable({ name: 'Practice', preset: 'hungarian', bots: 3 });
    await until(() => table.view?.hand != null, 'the deal', { clock });
    await settle();
    expect(lobby.error).toBeNull();
    expect(table.players.map((p) => p.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
    lobby.disconnect();
    host.dispose();
  });

  it('with no bots: the client holds one seat, the others stay open', async () => {
    const { host, lobby, table } = practice();
    lobby.connect(null);
    await until(() => lobby.welcomed, 'the welcome', { clock });
    lobby.createTable({ name: 'Open', preset: 'hungarian' });
    await until(() => table.players.length === 4, 'four players at the table', { clock });
    await settle();
    expect(lobby.error).toBeNull();
    expect(table.players.map((p) => p.kind)).toEqual(['human', 'empty', 'empty', 'empty']);
    expect(host.list()[0].freeSeats).toBe(3);
    lobby.disconnect();
    host.dispose();
  });

  it('refuses a move sent from a stale view, reveals a checked record, and deals the next hand on its timer', async () => {
    clock = new FakeClock();
    const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 50, nextHandMs: 200 });
    const got: ServerMessage[] = [];
    const link = host.connect();
    link.onMessage((m) => got.push(m));
    link.send({ t: 'hello', v: 1, name: 'Ann' } as never);
    link.send({ t: 'createTable', options: { name: 'P', preset: 'hungarian', bots: 3 } });
    const views = () => got.filter((m): m is Extract<ServerMessage, { t: 'view' }> => m.t === 'view');
    await until(() => views().some((m) => m.view.legal.length > 0), 'a view with a move to make', { clock });
    const v = views().at(-1)!;
    link.send({ t: 'act', hand: 0, seq: v.seq + 5, action: { type: 'pass' } });
    await until(() => got.some((m) => m.t === 'error'), 'the refusal', { clock });
    expect(got.find((m) => m.t === 'error')).toMatchObject({ code: 'stale', for: 'act' });
    // Play on with the bot's choices until the hand ends.
    const { chooseAction } = await import('../../shared/bots/basic');
    while (!got.some((m) => m.t === 'reveal')) {
      const last = views().at(-1)!;
      const move = last.view.hand && last.view.hand.phase !== 'over' ? chooseAction(last.view) : null;
      if (move && 'seat' in move) {
        const { seat: _seat, ...action } = move;
        link.send({ t: 'act', hand: last.view.hand!.index, seq: last.seq, action: action as never });
      }
      const seq = last.seq;
      const seen = got.length;
      // A new step, or anything else (a refusal, a held answer's own view): then choose again.
      await until(() => views().at(-1)!.seq !== seq || got.length > seen + (move ? 0 : 1e9) || got.some((m) => m.t === 'reveal'), 'the next view, a refusal or the reveal', { clock });
    }
    const reveal = got.find((m) => m.t === 'reveal')!;
    expect(reveal).toMatchObject({ t: 'reveal', verified: true });
    expect(views().at(-1)!.nextHandMsLeft).toBeGreaterThan(0);
    // Nobody asks for the next hand: it is dealt when its timer runs out.
    await until(() => got.some((m) => m.t === 'commit' && m.hand === 1), 'the next hand’s commitment', { clock });
    link.close();
    host.dispose();
  });
});
