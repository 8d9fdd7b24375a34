/**
 * Offline practice answers the review through the same host core as the server: after a hand,
 * the review store asks for your own seat and shows the answer; another seat, or a hand still
 * being played, is refused, and the refusal is the review's to show (not the lobby's).
 */
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../shared/bots/basic';
import { useLobby, setTransportFactory } from '../../renderer/src/stores/lobby';
import { useReview } from '../../renderer/src/stores/review';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';

describe('review in offline practice', () => {
  it('your own seat after the hand; refusals shown by the review', async () => {
    const clock = new FakeClock();
    const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 50, nextHandMs: 60_000 });
    setTransportFactory(() => host.connect());
    setActivePinia(createPinia());
    useSettings().name = 'Ann';
    const lobby = useLobby();
    const table = useTable();
    const review = useReview();
    lobby.connect(null);
    await until(() => lobby.welcomed, 'welcome', { clock, timeoutMs: 60_000 });
    lobby.createTable({ name: 'Practice', preset: 'riichi', bots: 3 });
    await until(() => table.view?.hand != null, 'the deal', { clock, timeoutMs: 60_000 });
    const you = table.you!;

    // While the hand is played, its review is refused.
    review.ask(0, ['Ann', 'B1', 'B2', 'B3']);
    await until(() => review.error !== null, 'the refusal', { clock, timeoutMs: 60_000 });
    expect(review.error!.code).toBe('not-allowed');
    expect(review.shown).toBeNull();

    // Play the hand with the basic bot's moves, through the table store as the page does.
    let acted = -1;
    const timer = setInterval(() => {
      const v = table.view;
      if (!v?.hand || v.hand.phase === 'over' || v.legal.length === 0 || acted === table.seq) return;
      const move = chooseAction(v);
      if (!move) return;
      acted = table.seq;
      const { seat: _seat, ...action } = move as typeof move & { seat?: number };
      table.act(action as never);
    }, 5);
    await until(() => table.view?.hand?.phase === 'over', 'the end of the hand', { clock, timeoutMs: 60_000 });
    clearInterval(timer);

    review.ask(0, ['Ann', 'B1', 'B2', 'B3']);
    await until(() => review.shown !== null, 'the review', { clock, timeoutMs: 60_000 });
    expect(review.error).toBeNull();
    expect(review.shown).toMatchObject({ seat: you, presetId: 'riichi' });
    expect(review.shown!.hands.map((h) => h.hand)).toEqual([0]);
    expect(review.shown!.hands[0].decisions.length).toBeGreaterThan(0);

    // The whole game so far: its one finished hand.
    review.close();
    review.ask(undefined, ['Ann', 'B1', 'B2', 'B3']);
    await until(() => review.shown !== null, 'the game review', { clock, timeoutMs: 60_000 });
    expect(review.shown!.hands.map((h) => h.hand)).toEqual([0]);

    // Another seat, asked directly: refused, and the lobby shows no error for it.
    lobby.send({ t: 'review', table: table.tableId!, seat: ((you + 1) % 4) as 0 | 1 | 2 | 3, hand: 0 });
    await until(() => review.error !== null, 'the other seat refused', { clock, timeoutMs: 60_000 });
    expect(review.error!.code).toBe('not-allowed');
    expect(lobby.error).toBeNull();

    // Leaving the table closes its review.
    lobby.leave();
    await until(() => review.shown === null, 'the review closed', { clock, timeoutMs: 60_000 });
    lobby.disconnect();
    host.dispose();
  }, 120_000);
});
