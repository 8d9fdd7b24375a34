/**
 * No table can be stalled: a connected player who never moves has the turn clock (a move's own
 * time, then a bank a hand), shown to everyone; when it runs out the bot's move is made for them,
 * after two in a row a bot plays the place, and the player's next move (or "I am back") takes it back.
 */
import { afterEach, expect, it } from 'vitest';
import { chooseAction } from '../../shared/bots/basic';
import type { ServerMessage } from '../../shared/protocol';
import type { Action } from '../../shared/table/types';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

const dealt = (c: TestClient) => c.next<ViewMessage>((m) => m.t === 'view' && m.status === 'playing', 10_000);

/** Ann (who will not move), Bob (who plays at once) and two bots; Eve watches. */
async function seatWithBots(preset: 'hungarian' | 'riichi', rules?: Record<string, number | null>) {
  const ann = await TestClient.connect(host!.url, 'Ann');
  ann.onMessage = (m) => {
    if (m.t === 'commit') ann.send({ t: 'entropy', hand: m.hand, value: 'ef'.repeat(16) });
  };
  ann.send({ t: 'createTable', options: { name: 'Clock', preset, ...(rules ? { rules } : {}) } });
  const joined = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  const bob = await TestClient.connect(host!.url, 'Bob');
  autoPlay(bob);
  bob.send({ t: 'join', table: joined.table });
  await bob.next((m) => m.t === 'joined');
  ann.send({ t: 'addBots', table: joined.table });
  const watcher = await TestClient.connect(host!.url, 'Eve');
  watcher.send({ t: 'watch', table: joined.table });
  return { ann, bob, watcher, table: host!.lobby.table(joined.table)!, place: joined.seat! };
}

it('a player who never moves does not stall the table: the clock shows, the bot moves for them, then plays on until they come back', async () => {
  // Bots wait 300 ms before each move, as at a real table (700 ms): with none, the bot playing for
  // Ann moves before her take-back can arrive, and her move is refused as stale, turn after turn.
  host = await testHost({ timing: { turnTimer: { turnMs: 150, bankMs: 100 }, botDelayMs: 300 } });
  const { ann, bob, watcher, table, place } = await seatWithBots('hungarian');
  await dealt(ann);
  // Ann never moves. On her turn everyone, watcher included, sees her clock: the move's own time, then the bank.
  const onHerTurn = await watcher.next<ViewMessage>((m) => m.t === 'view' && m.turnClock !== null && m.turnClock.seat === table.seatOf(place), 10_000);
  expect(onHerTurn.turnClock!.msLeft).toBeLessThanOrEqual(150);
  expect(onHerTurn.turnClock!.bankMsLeft).toBe(100);
  // The table goes on without her: her moves (a draw, a discard) are made for her, and after two she is marked as played by the bot.
  const idle = await watcher.next<ViewMessage>((m) => m.t === 'view' && m.players[place].botPlaying, 20_000);
  expect(idle.players[place]).toMatchObject({ kind: 'human', connected: true, botPlaying: true });
  const hers = table.history().actions.filter((a) => (a.type === 'discard' || a.type === 'draw') && table.seatOf(place) === a.seat);
  expect(hers.length).toBeGreaterThanOrEqual(2);
  // While the bot plays for her no clock runs for her; the game moves on.
  const before = table.history().actions.length;
  await watcher.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.turn === table.seatOf(place) && m.view.hand.phase === 'discard', 20_000);
  await watcher.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.turn !== table.seatOf(place), 20_000);
  expect(table.history().actions.length).toBeGreaterThan(before);

  // Her first move on her own turn takes the place back.
  ann.drain();
  let back: ViewMessage | null = null;
  while (!back) {
    const v = await ann.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.phase !== 'over' && m.view.legal.length > 0 && m.view.hand?.phase !== 'claims', 30_000);
    const action = chooseAction(v.view)!;
    const { seat: _seat, ...move } = action as Action & { seat: number };
    ann.send({ t: 'act', hand: v.view.hand!.index, seq: v.seq, action: move as never });
    const answer = await ann.next<ServerMessage>((m) => m.t === 'error' || (m.t === 'view' && m.seq > v.seq), 10_000);
    if (answer.t === 'view' && !answer.players[place].botPlaying) back = answer as ViewMessage;
  }
  expect(back.players[place]).toMatchObject({ connected: true, botPlaying: false });
  await Promise.all([ann.close(), bob.close(), watcher.close()]);
}, 90_000);

it('an away player whose screen draws by itself (auto-draw, the default) is still found idle', async () => {
  host = await testHost({ timing: { turnTimer: { turnMs: 150, bankMs: 100 } } });
  const { ann, bob, watcher, place } = await seatWithBots('hungarian');
  // Ann's screen draws for her whenever a draw is all she can do, and passes every claim window; she never discards.
  const automatic = ann.onMessage;
  let draws = 0;
  // Her turns to discard in the first hand (each a time-out), told apart by the wall left.
  const turnsInFirstHand = new Set<number>();
  ann.onMessage = (m) => {
    automatic?.(m);
    if (m.t !== 'view' || !m.view.hand || m.view.you === null) return;
    const h = m.view.hand;
    if (h.index === 0 && h.phase === 'discard' && h.turn === m.view.you) turnsInFirstHand.add(h.wallLive);
    const only = m.view.legal.length === 1 ? m.view.legal[0] : null;
    const pass = m.view.legal.find((a) => a.type === 'pass');
    const move = only?.type === 'draw' ? only : pass;
    if (move?.type === 'draw') draws++;
    if (move) ann.send({ t: 'act', hand: m.view.hand.index, seq: m.seq, action: { type: move.type } as never });
  };
  await dealt(ann);
  const becameIdle = () => watcher.next<ViewMessage>((m) => m.t === 'view' && m.players[place].botPlaying, 20_000);
  let idle = await becameIdle();
  expect(idle.players[place]).toMatchObject({ kind: 'human', connected: true, botPlaying: true });
  // Two time-outs in a row make her idle: by her second turn. (Before, each draw of her screen
  // started the count again, and only a dealer's first discard of a hand could make a second one.)
  if (turnsInFirstHand.size >= 2) expect(idle.view.hand!.index).toBe(0);
  expect(turnsInFirstHand.size).toBeGreaterThan(0);
  if (draws === 0) {
    // A dealer whose first move the host made was a kong (or a flower) is on turn again without a
    // draw: idle before her screen ever drew. The deal is not seeded; so she comes back once, and
    // her screen's draws must not keep her from going idle again.
    ann.send({ t: 'playAgain' });
    await watcher.next<ViewMessage>((m) => m.t === 'view' && !m.players[place].botPlaying, 10_000);
    idle = await becameIdle();
  }
  // Her screen did draw for her: those draws did not count as her being there.
  expect(draws).toBeGreaterThan(0);
  await Promise.all([ann.close(), bob.close(), watcher.close()]);
}, 60_000);

it('a player the bot plays for takes the place back with "I am back", without racing the bot to a move', async () => {
  // No bot delay: the bot moves for an idle player at once, so a move of hers could never come first.
  host = await testHost({ timing: { turnTimer: { turnMs: 150, bankMs: 100 } } });
  const { ann, bob, watcher, table, place } = await seatWithBots('hungarian');
  await dealt(ann);
  const herSeat = table.seatOf(place);
  await watcher.next<ViewMessage>((m) => m.t === 'view' && m.players[place].botPlaying, 20_000);
  // Someone who is not playing at the table cannot do it for her.
  watcher.send({ t: 'playAgain' });
  const refused = await watcher.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error', 5_000);
  expect(refused).toMatchObject({ code: 'not-seated', for: 'playAgain' });

  ann.send({ t: 'playAgain' });
  const back = await watcher.next<ViewMessage>((m) => m.t === 'view' && !m.players[place].botPlaying, 10_000);
  expect(back.players[place]).toMatchObject({ kind: 'human', connected: true, botPlaying: false });
  // On her next turn her own clock runs again: the table waits for her, not for the bot.
  const herClock = await watcher.next<ViewMessage>((m) => m.t === 'view' && m.turnClock?.seat === herSeat, 20_000);
  expect(herClock.turnClock!.msLeft).toBeLessThanOrEqual(150);
  // A second "I am back" changes nothing, and says so in its own words.
  ann.drain();
  ann.send({ t: 'playAgain' });
  ann.send({ t: 'ping' });
  const after = await ann.next<ServerMessage>((m) => m.t === 'error' || m.t === 'pong' || m.t === 'view', 5_000);
  expect(after).toMatchObject({ t: 'error', for: 'playAgain', code: 'not-allowed', message: 'you are playing your place already: no bot plays it for you' });
  await Promise.all([ann.close(), bob.close(), watcher.close()]);
}, 60_000);

it('at a practice table (one player, three bots) no clock runs: nobody else is kept waiting', async () => {
  host = await testHost({ timing: { turnTimer: { turnMs: 100, bankMs: 0 } } });
  const ann = await TestClient.connect(host.url, 'Ann');
  const views: ViewMessage[] = [];
  ann.onMessage = (m) => {
    if (m.t === 'commit') ann.send({ t: 'entropy', hand: m.hand, value: 'ef'.repeat(16) });
    if (m.t === 'view') views.push(m as ViewMessage);
  };
  ann.send({ t: 'createTable', options: { name: 'Practice', preset: 'hungarian', bots: 3 } });
  const joined = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  const table = host.lobby.table(joined.table)!;
  const hersNow = (v: ViewMessage) => v.view.hand?.turn === table.seatOf(joined.seat!) && (v.view.hand.phase === 'discard' || v.view.hand.phase === 'draw');
  await host.until(() => views.some(hersNow), 'her turn');
  // Four times her move's own time passes: still her turn, and no clock.
  await host.pass(400);
  expect(views.every((v) => v.turnClock === null)).toBe(true);
  expect(hersNow(views.at(-1)!)).toBe(true);
  await ann.close();
}, 30_000);

it('the clock is a house rule: off, no clock is shown and nothing moves for the player', async () => {
  host = await testHost();
  const { ann, bob, table, place } = await seatWithBots('riichi', { turnMs: null });
  expect(table.preset.turnTimer.turnMs).toBeNull();
  // Every view Ann has had, from the first: the deal may have come already (the table deals once Bob and Ann have sent their entropy).
  const views: ViewMessage[] = ann.received.filter((m): m is ViewMessage => m.t === 'view');
  ann.onMessage = (m) => {
    if (m.t === 'commit') ann.send({ t: 'entropy', hand: m.hand, value: 'ef'.repeat(16) });
    if (m.t === 'view') views.push(m as ViewMessage);
  };
  // Ann's first turn comes and she keeps it: no clock in any view, and her seat is not played for her.
  const hersNow = (v: ViewMessage) => v.view.hand?.turn === table.seatOf(place) && (v.view.hand.phase === 'discard' || v.view.hand.phase === 'draw');
  await host!.until(() => views.some(hersNow), 'her turn');
  await host!.pass(300);
  expect(views.every((v) => v.turnClock === null)).toBe(true);
  expect(table.state.hand!.turn).toBe(table.seatOf(place));
  expect(table.players()[place].botPlaying).toBe(false);
  await Promise.all([ann.close(), bob.close()]);
}, 30_000);
