/**
 * A claim window looks the same from outside whoever could claim: a player and a spectator get
 * the same frames and the same `seq` step for every window, whether 0, 1, 2 or 3 other seats
 * could have claimed the tile. The truth (who could claim) comes from replaying the host's log;
 * the clients only see their frames. At least SPARROW_WINDOW_SAMPLES (400; CI 1,000) windows per preset
 * are compared for each observer. How long windows stayed open (in the host's time: the host runs
 * on a fake clock) is printed by count, not asserted: each closes in one step, one journal write,
 * after a pause that starts once the window is on disk, whoever could claim.
 */
import { afterEach, expect, it } from 'vitest';
import { parseTiles } from '../../shared/notation';
import type { ServerMessage } from '../../shared/protocol';
import type { ArrangedDeal } from '../../shared/table/arranged';
import { kindOf } from '../../shared/tiles';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';
import { claimWindows, windowKey } from '../helpers/claim-windows';
import { testSize } from '../helpers/sizes';

const WINDOWS = testSize('SPARROW_WINDOW_SAMPLES', { local: 400, ci: 1_000 });
const PRESETS = ['millington', 'hungarian', 'riichi', 'taiwanese'] as const;

const hosts: TestHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.dispose()));
});
const windowHost = async (claimPauseMs: number) => {
  const host = await testHost({ timing: { claimPauseMs, claimWindowMs: 2000, botDelayMs: 0, nextHandMs: 20 }, limits: { maxTablesPerAddress: 100 } });
  hosts.push(host);
  return host;
};

interface Frame {
  seq: number;
  at: number;
  /** The open window's key (hand, tile, discarder), or null. */
  window: string | null;
  /** The observer had a move to make (its own claim, or riichi's early draw). */
  mine: boolean;
}


function record(host: TestHost, client: TestClient, frames: Frame[]): void {
  const previous = client.onMessage;
  client.onMessage = (m: ServerMessage) => {
    previous?.(m);
    if (m.t !== 'view') return;
    const hand = (m as ViewMessage).view.hand;
    const claim = hand?.phase === 'claims' ? hand.claim : null;
    frames.push({ seq: m.seq, at: host.clock!.now(), window: claim && hand ? windowKey(hand.index, claim.tile, claim.from) : null, mine: (m as ViewMessage).view.legal.length > 0 });
  };
}


/** For each window the client saw open and then closed: the frames after its opening one, up to the closing one, and the seq step. */
function seenWindows(frames: Frame[]): Map<string, { frames: number; seqStep: number; ms: number; mine: boolean }> {
  const out = new Map<string, { frames: number; seqStep: number; ms: number; mine: boolean }>();
  // The first frame is a catch-up, not a window opening.
  for (let i = 1; i < frames.length; i++) {
    const key = frames[i].window;
    if (!key || frames[i - 1].window === key || out.has(key)) continue;
    const close = frames.findIndex((f, j) => j > i && f.window !== key);
    if (close < 0) continue;
    out.set(key, { frames: close - i, seqStep: frames[close].seq - frames[i].seq, ms: frames[close].at - frames[i].at, mine: frames[i].mine });
  }
  return out;
}

/** One game (or the windows of it the sample still needs): Ann and three bots, Eve watching; what each saw and what was true. */
async function playGame(host: TestHost, preset: (typeof PRESETS)[number]) {
  const player = await TestClient.connect(host.url, 'Ann');
  const playerFrames: Frame[] = [];
  autoPlay(player, { place: 0 });
  record(host, player, playerFrames);
  player.send({ t: 'createTable', options: { name: `Secrecy ${preset}`, preset, bots: 3 } });
  const joined = await player.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  const spectator = await TestClient.connect(host.url, 'Eve');
  const spectatorFrames: Frame[] = [];
  record(host, spectator, spectatorFrames);
  spectator.send({ t: 'watch', table: joined.table });
  await spectator.next((m) => m.t === 'joined');
  const table = host.lobby.table(joined.table)!;
  const opened = () => table.history().actions.filter((a) => a.type === 'discard' || a.type === 'kong').length;
  await host.until(() => opened() >= WINDOWS + 20 || table.state.game.over, `${WINDOWS + 20} windows or the game's end`, { timeoutMs: 240_000 });
  // At rest (the clock stands still): what the host logged and what the clients saw are of the same moment.
  const game = { preset, seat: table.seatOf(0), truth: new Map([...claimWindows(table.history().initial, table.history().actions)].map(([key, w]) => [key, w.eligible])), player: seenWindows(playerFrames), spectator: seenWindows(spectatorFrames) };
  await Promise.all([player.close(), spectator.close()]);
  return game;
}

type Game = Awaited<ReturnType<typeof playGame>>;

/**
 * The windows of a game compared for an observer, with how many seats could claim each. The
 * player's own answers are her own business: windows she had a move in (a claim, or riichi's early
 * draw) are not compared, for her or the spectator — a person who answers after the pause shows
 * it, as at a real table; what is tested is that others' chances do not.
 */
function compared(game: Game, who: 'player' | 'spectator') {
  return [...game[who]].flatMap(([key, seen]) => {
    const eligible = game.truth.get(key);
    expect(eligible, `the ${who} saw a window the host never opened`).toBeDefined();
    if ((game.player.get(key)?.mine ?? false) || eligible!.includes(game.seat)) return [];
    return [{ count: eligible!.length, seen }];
  });
}
const comparedIn = (games: Game[], who: 'player' | 'spectator') => games.reduce((n, g) => n + compared(g, who).length, 0);

it(`every claim window sends the same frames and seq step whoever could claim (${WINDOWS} windows per preset)`, async () => {
  console.log(`claim windows per preset: ${WINDOWS} (SPARROW_WINDOW_SAMPLES)`);
  // Several games a preset where one game has fewer windows than the sample needs. Each preset has
  // a host (and a clock) of its own: its games move on while another preset's wait for the disk.
  const runs = (
    await Promise.all(
      PRESETS.map(async (preset) => {
        const host = await windowHost(10);
        const games: Game[] = [];
        while (Math.min(comparedIn(games, 'player'), comparedIn(games, 'spectator')) < WINDOWS) games.push(await playGame(host, preset));
        return games;
      }),
    )
  ).flat();

  for (const preset of PRESETS) {
    for (const who of ['player', 'spectator'] as const) {
      // Frames and seq step per window, by how many seats other than the observer could claim.
      const byCount = new Map<number, Map<string, number>>();
      const ms = new Map<number, number[]>();
      for (const run of runs.filter((r) => r.preset === preset)) {
        for (const { count, seen } of compared(run, who)) {
          const shape = `${seen.frames} frame(s), seq +${seen.seqStep}`;
          const shapes = byCount.get(count) ?? new Map<string, number>();
          shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
          byCount.set(count, shapes);
          ms.set(count, [...(ms.get(count) ?? []), seen.ms]);
        }
      }
      const total = [...byCount.values()].reduce((n, shapes) => n + [...shapes.values()].reduce((a, b) => a + b, 0), 0);
      const lines = [...byCount.entries()]
        .sort(([a], [b]) => a - b)
        .map(([count, shapes]) => `${count} could claim: ${[...shapes.entries()].map(([s, n]) => `${s} ×${n}`).join('; ')}; mean ${(ms.get(count)!.reduce((a, b) => a + b, 0) / ms.get(count)!.length).toFixed(1)} ms`);
      console.log(`${preset}, ${who}: ${total} windows\n  ${lines.join('\n  ')}`);
      expect(total).toBeGreaterThanOrEqual(WINDOWS);
      // Windows nobody could claim and windows some could are both there, and all look alike.
      expect(byCount.has(0)).toBe(true);
      expect([...byCount.keys()].some((n) => n > 0)).toBe(true);
      const shapes = new Set([...byCount.values()].flatMap((s) => [...s.keys()]));
      expect([...shapes]).toEqual(['1 frame(s), seq +1']);
    }
  }
}, 300_000);

/**
 * Three seats that could claim one tile (a chi, a pon and a ron on 5p) never meet in the sample
 * above, so a dealt hand makes them: Ann, East, discards 5p at once; her frames and the spectator's
 * for that window are those of any other window.
 */
const THREE_CLAIMS: ArrangedDeal = {
  hands: [
    '123456789m1122z5p', // East (Ann): discards 5p
    '46p123789s77733z', // South: a chi
    '55p19m19s19p34567z', // West: a pon
    '234m66m46p345678s', // North: ron (all simples)
  ],
};

it('a window three other seats could claim looks like any other', async () => {
  const host = await windowHost(50);
  const fivePin = parseTiles('5p')[0];
  // The seats are drawn at the deal: tables are opened until Ann sits East (a quarter of them).
  for (let attempt = 0; attempt < 60; attempt++) {
    const ann = await TestClient.connect(host.url, 'Ann');
    ann.onMessage = (m) => {
      if (m.t === 'commit') ann.send({ t: 'entropy', hand: m.hand, value: 'ab'.repeat(16) });
    };
    ann.send({ t: 'createTable', options: { name: 'Three claims', preset: 'riichi' } });
    const joined = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    const table = host.lobby.table(joined.table)!;
    expect(table.arrangeFirstDealForTest(THREE_CLAIMS)).toBeNull();
    const eve = await TestClient.connect(host.url, 'Eve');
    eve.send({ t: 'watch', table: joined.table });
    await eve.next((m) => m.t === 'joined');
    const annFrames: Frame[] = [];
    const eveFrames: Frame[] = [];
    record(host, ann, annFrames);
    record(host, eve, eveFrames);
    ann.send({ t: 'addBots', table: joined.table });
    const dealt = await ann.next<ViewMessage>((m) => m.t === 'view' && m.events.some((e) => e.type === 'handStarted'), 10_000);
    if (dealt.view.you !== 0) {
      await Promise.all([ann.close(), eve.close()]);
      continue;
    }
    ann.send({ t: 'ceremonyDone', hand: 0 });
    const tile = dealt.view.hand!.seats[0].concealed!.find((t) => kindOf(t) === fivePin)!;
    ann.send({ t: 'act', hand: 0, seq: dealt.seq, action: { type: 'discard', tile } });
    const key = windowKey(0, tile, 0);
    const closed = (frames: Frame[]) => frames.findIndex((f) => f.window === key) >= 0 && frames.at(-1)!.window !== key;
    await host.until(() => closed(annFrames) && closed(eveFrames), 'the window to close for Ann and Eve', { timeoutMs: 20_000 });
    expect(claimWindows(table.history().initial, table.history().actions, THREE_CLAIMS).get(key)?.eligible).toEqual([1, 2, 3]);
    for (const frames of [annFrames, eveFrames]) {
      const seen = seenWindows(frames).get(key)!;
      expect(seen).toMatchObject({ frames: 1, seqStep: 1, mine: false });
    }
    await Promise.all([ann.close(), eve.close()]);
    return;
  }
  throw new Error('Ann never sat East');
}, 120_000);
