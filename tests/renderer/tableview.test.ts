// @vitest-environment happy-dom
/**
 * The table screen against the in-process host: the ceremony comes first and alone (no hand, no
 * moves, bots waiting) until it ends or is skipped; its dice are told once they land and its log
 * agrees with its headline; a claim window with nothing for you looks like the discarder's turn
 * ending, while one with a claim shows the prompt and its countdown; the last hand can be
 * replayed while the next one is played.
 */
import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import Ceremony from '../../renderer/src/components/Ceremony.vue';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost, type LocalHostOptions } from '../../renderer/src/transport/local';
import TableView from '../../renderer/src/views/TableView.vue';
import type { ServerMessage } from '../../shared/protocol';
import { mountWith } from './mount';
import { FakeClock } from '../helpers/fake-clock';
import { until, type UntilOptions } from '../helpers/until';

let cleanup: (() => void)[] = [];
/** The practice host's clock: it moves only while a test waits (`waitFor`) or advances it. */
let clock = new FakeClock();
const waitFor = <T>(condition: () => T, what: string, options: UntilOptions = {}) => until(condition, what, { clock, ...options });
afterEach(() => {
  for (const c of cleanup.splice(0)) c();
});

/** TableView on a fresh practice table (you and three bots) of the in-process host. */
async function practice(options: LocalHostOptions, settings: { animations: boolean; autoPass?: boolean }, seen: ServerMessage[] = []) {
  const host = new LocalHost({ clock, botDelayMs: 0, claimPauseMs: 5, entropyMs: 300, ...options });
  // What the page was sent (`seen`), to play it to another page.
  setTransportFactory(() => {
    const t = host.connect();
    const listen = t.onMessage.bind(t);
    t.onMessage = (handler) => listen((m) => (seen.push(m), handler(m)));
    return t;
  });
  const w = mountWith(TableView, { attachTo: document.body });
  const s = useSettings();
  Object.assign(s, { name: 'Ann', autoDraw: true, autoPass: false, ...settings });
  const lobby = useLobby();
  const table = useTable();
  cleanup.push(() => {
    w.unmount();
    lobby.disconnect();
    host.dispose();
  });
  lobby.connect(null);
  await waitFor(() => lobby.welcomed, 'the welcome');
  lobby.createTable({ name: 'Practice', preset: 'millington', bots: 3 });
  await waitFor(() => table.view?.hand != null, 'the deal');
  await flushPromises();
  return { w, table, lobby };
}

/** Plays your seat through the store until the hand is over, checking the screen at every view. */
async function playOut(table: ReturnType<typeof useTable>, onView: () => void = () => {}, { pass = true, stepMs = 100 } = {}) {
  while (table.view!.hand!.phase !== 'over') {
    await nextTick();
    onView();
    const o = table.offer;
    if (o.canWin) table.act({ type: 'win' });
    else if (o.claims.some((c) => c.claim === 'win')) table.act(o.claims.find((c) => c.claim === 'win')!.action);
    else if (o.canPass) pass && table.act({ type: 'pass' });
    // Drawn at once: the store's auto-draw would wait 200 ms of real time, a person's pace.
    else if (o.canDraw) table.act({ type: 'draw' });
    else if (o.discard.size) table.act({ type: 'discard', tile: [...o.discard][0] });
    const seq = table.seq;
    await waitFor(() => table.seq !== seq || table.view!.hand!.phase === 'over', 'the next view', { stepMs });
  }
}

describe('the ceremony comes first', () => {
  it('shows only the ceremony (the bots wait) until it is skipped; then your hand and moves', async () => {
    const { w, table } = await practice({ ceremonyMs: 60_000 }, { animations: true });
    expect(w.find('[data-test=ceremony]').exists()).toBe(true);
    // The keyboard is on Skip: Enter (or Esc) skips it without tabbing through the page first.
    expect(document.activeElement?.getAttribute('data-action')).toBe('skip-ceremony');
    expect(w.find('[data-test=my-area]').exists()).toBe(false);
    expect(w.find('button.htile').exists()).toBe(false);
    expect(w.find('.board').exists()).toBe(false);
    // The break line waits for the dice to land: not under the ceremony.
    expect(w.find('.ceremony-line').exists()).toBe(false);
    // The first dice are rolling: who rolls is said, what they show is not yet.
    expect(w.find('.now').text()).toMatch(/rolls the dice…$/);
    expect(w.findAll('.log li')).toHaveLength(0);
    // The dice's own animation runs in real time (about a second); however late the machine is:
    await until(() => /= \d+/.test(w.find('.now').text()), 'the dice to land', { timeoutMs: 15_000, everyMs: 50 });
    expect(w.findAll('.log li')).toHaveLength(1);
    // Nobody plays while you watch, however long.
    const seq = table.seq;
    clock.advance(50_000);
    await flushPromises();
    expect(table.seq).toBe(seq);
    expect(table.view!.hand!.seats.every((s) => s.discards.length === 0)).toBe(true);

    await w.find('[data-action=skip-ceremony]').trigger('click');
    await flushPromises();
    expect(w.find('[data-test=ceremony]').exists()).toBe(false);
    expect(w.find('.board').exists()).toBe(true);
    expect(w.findAll('[data-test=my-area] button.htile').length).toBeGreaterThanOrEqual(13);
    expect(w.find('.ceremony-line').text()).toMatch(/^Break dice/);
    // The game goes on: as dealer you may discard at once, otherwise the bots move.
    if (table.view!.hand!.dealer === table.view!.you) expect(w.findAll('button.htile.playable').length).toBeGreaterThan(0);
    else await waitFor(() => table.view!.hand!.seats.some((s) => s.discards.length > 0), 'a bot’s discard');
  });

  it('with animations off the table shows at once and the bots play', async () => {
    const { w, table } = await practice({ ceremonyMs: 60_000 }, { animations: false });
    expect(w.find('[data-test=ceremony]').exists()).toBe(false);
    expect(w.findAll('[data-test=my-area] button.htile').length).toBeGreaterThanOrEqual(13);
    await waitFor(() => table.view!.hand!.seats.some((s) => s.discards.length > 0) || table.view!.hand!.dealer === table.view!.you, 'a discard, or the deal to you as dealer');
  });

  it('its log says what its headline says, one line a player for the deal', async () => {
    const { table } = await practice({ ceremonyMs: 60_000 }, { animations: false });
    const c = mountWith(Ceremony, {
      props: { events: table.handEvents, you: 0, namesByPlace: ['Ann', 'Bot 2', 'Bot 3', 'Bot 4'], namesBySeat: ['Ann', 'Bot 2', 'Bot 3', 'Bot 4'], windOfSeat: [0, 1, 2, 3], deadWall: 14, handNumber: 1, animate: false, sound: false },
    });
    await nextTick();
    const log = c.findAll('.log li').map((l) => l.text());
    expect(log.at(-1)).toBe(c.find('.now').text());
    const deals = log.filter((l) => l.startsWith('The deal:'));
    expect(deals).toHaveLength(4);
    expect(new Set(deals.map((d) => d.split(' takes ')[0])).size).toBe(4);
    c.unmount();
  });
});

describe('claim windows after every discard', () => {
  it('one with nothing for you looks like the discarder’s turn ending; one with a claim asks, with its countdown', async () => {
    const { w, table } = await practice({ ceremonyMs: 0, claimWindowMs: 400 }, { animations: false });
    let quiet = 0;
    await playOut(table, () => {
      const h = table.view!.hand!;
      if (h.phase !== 'claims' || !h.claim) return;
      const status = w.find('.center .turn').text();
      if (table.offer.claims.length === 0) {
        quiet++;
        expect(status).not.toMatch(/Claims on/);
        expect(w.find('.claimbar').exists()).toBe(false);
        expect(w.find('[role=timer]').exists()).toBe(false);
        expect(w.find('.seat.turn').exists() || h.claim.from === table.view!.you).toBe(true);
      } else if (!h.claim.answered) {
        expect(status).toMatch(/Claims on/);
        expect(w.find('.claimbar').exists()).toBe(true);
        expect(w.find('.claimbar [role=timer]').exists()).toBe(true);
      }
    }, { stepMs: 2 });
    expect(quiet).toBeGreaterThan(5);
    // Most hands offer a chow or pung at some point (not every one: the deal is random); each offer was checked above.
  });

  it('auto-pass still passes a claim for you (and the window closes)', async () => {
    const { table } = await practice({ ceremonyMs: 0, claimWindowMs: 5000 }, { animations: false, autoPass: true });
    // We never pass ourselves: a chow or pung offer waits for the store's auto-pass (150 ms of real
    // time), not the 5 s window. The host's clock moves 10 ms a check meanwhile.
    let offered: number | null = null;
    const waits: number[] = [];
    await playOut(
      table,
      () => {
        const h = table.view!.hand!;
        if (offered !== null && (h.phase !== 'claims' || h.claim?.answered)) {
          waits.push(clock.now() - offered);
          offered = null;
        }
        if (offered === null && h.phase === 'claims' && !h.claim?.answered && table.offer.claims.length && !table.offer.claims.some((c) => c.claim === 'win')) offered = clock.now();
      },
      { pass: false, stepMs: 10 },
    );
    expect(waits.every((ms) => ms < 5000), `waits: ${waits.map(Math.round).join(', ')}`).toBe(true);
  });
});

describe('replay', () => {
  it('offers the last hand’s replay while the next one is played', async () => {
    const { w, table } = await practice({ ceremonyMs: 0, claimWindowMs: 40 }, { animations: false });
    expect(w.find('[data-action=replay-last]').exists()).toBe(false);
    await playOut(table);
    table.nextHand();
    await waitFor(() => table.view?.hand?.index === 1, 'the second hand');
    await flushPromises();
    const last = table.lastFinished!;
    expect(last.index).toBe(0);
    await w.find('[data-action=replay-last]').trigger('click');
    await flushPromises();
    const replay = w.find('[data-test=replay]');
    expect(replay.exists()).toBe(true);
    expect(replay.find('[data-test=replay-pos]').text()).toBe(`Step 1 of ${last.snapshots.length}`);
    await replay.find('button.close').trigger('click');
    expect(w.find('[data-test=replay]').exists()).toBe(false);
  });
});

describe('the win call', () => {
  it('is seen over the winner’s seat before the result covers the table', async () => {
    const { w, table } = await practice({ ceremonyMs: 0, claimWindowMs: 40, nextHandMs: 3_600_000 }, { animations: false });
    // Hands are played until one is won (a drawn hand has no call: its result comes at once).
    for (let hand = 0; ; hand++) {
      expect(hand, 'a won hand in five').toBeLessThan(5);
      await playOut(table);
      await flushPromises();
      if (table.view!.hand!.result!.kind === 'win') break;
      expect(w.find('[data-test=hand-result]').exists()).toBe(true);
      table.nextHand();
      await waitFor(() => table.view?.hand?.index === hand + 1 && table.view.hand.phase !== 'over', 'the next hand');
    }
    expect(w.findAll('[data-test=call]').map((c) => c.text())).toContain('Mah-Jong!');
    expect(w.find('[data-test=hand-result]').exists()).toBe(false);
    // Then the result comes, with nothing asked of you.
    await until(() => w.find('[data-test=hand-result]').exists(), 'the result after the call', { timeoutMs: 5000 });
  });

  it('a page reloaded on a won hand shows its result at once: the win is no news there', async () => {
    const seen: ServerMessage[] = [];
    const { w, table } = await practice({ ceremonyMs: 0, claimWindowMs: 40, nextHandMs: 3_600_000 }, { animations: false }, seen);
    for (let hand = 0; ; hand++) {
      expect(hand, 'a won hand in five').toBeLessThan(5);
      await playOut(table);
      if (table.view!.hand!.result!.kind === 'win') break;
      table.nextHand();
      await waitFor(() => table.view?.hand?.index === hand + 1 && table.view.hand.phase !== 'over', 'the next hand');
    }
    // The new page: `joined` first (the table view mounts on it), then the catch-up with the hand's events.
    const joined = seen.find((m) => m.t === 'joined')!;
    const last = [...seen].reverse().find((m) => m.t === 'view') as Extract<ServerMessage, { t: 'view' }>;
    const events = table.handEvents;
    w.unmount();
    const again = mountWith(TableView, { attachTo: document.body });
    cleanup.push(() => again.unmount());
    const page = useTable();
    page.receive(joined);
    await flushPromises();
    page.receive({ ...last, catchUp: true, events });
    await flushPromises();
    expect(again.find('[data-test=hand-result]').exists()).toBe(true);
  });
});
