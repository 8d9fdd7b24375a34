/**
 * An mjai AI takes a seat: a separate process (a tsumogiri player) over stdio and over a local
 * socket plays whole hands; in memory, a scripted AI's riichi, calls and unusable answers.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { exportTenhou } from '../../../shared/rules/riichi/logs/tenhou-export';
import { MjaiSeat, type LineChannel } from '../../../shared/rules/riichi/logs/mjai-seat';
import { parseTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { apply } from '../../../shared/table/apply';
import type { Action, TableState } from '../../../shared/table/types';
import { stdioChannel } from '../../../electron/server/mjai-channel';
import { connectMjai, parseMjaiSpec } from '../../../electron/server/mjai-place';
import { riichi } from '../../../shared/rules/presets';
import { playGame, type MjaiGame } from '../../../scripts/mjai/game';
import { held, table } from '../table/fixture';
import { legalActions } from '../../../shared/table/legal';
import { kindOf } from '../../../shared/tiles';

const AI = join(__dirname, 'fixtures', 'mjai-tsumogiri.mjs');

/** The AI's seat threw every tile it drew and called nothing (it is a tsumogiri player). */
function expectTsumogiri(game: MjaiGame, player: number): void {
  const log = parseTenhou(JSON.stringify(encodeTenhou(exportTenhou(game.initial, game.actions))));
  for (const k of log.kyoku) {
    const p = k.players[player];
    expect(p.takes.every((t) => t.type === 'draw')).toBe(true);
    expect(p.discards.every((d) => d.type === 'discard' && d.tsumogiri)).toBe(true);
  }
}

describe('an mjai player at the table', () => {
  it('plays a whole game from another process over stdio', async () => {
    const ai = await connectMjai(parseMjaiSpec(`stdio:"${process.execPath}" ${AI}`), { answerMs: 5000 });
    const game = await playGame([{ ai, seat: 1 }], { preset: riichi, seed: 'stdio' });
    expect(game.final.game.over).toBe(true);
    expect(game.errors).toEqual([]);
    expectTsumogiri(game, 1);
    // It exits 2 or 3 on a malformed message or someone else's tile: it was there to the end, and closed.
    expect(await ai.channel.ended).toBe('the mjai player was closed');
  });

  it('plays over a local socket', async () => {
    const { spawn } = await import('node:child_process');
    let exited: Promise<number | null> = Promise.resolve(null);
    const ai = await connectMjai(parseMjaiSpec('tcp:0'), {
      answerMs: 5000,
      onListening: (port) => {
        const child = spawn(process.execPath, [AI, '--port', String(port)], { stdio: 'inherit' });
        exited = new Promise((resolve) => child.on('exit', resolve));
      },
    });
    const game = await playGame([{ ai, seat: 2 }], { preset: riichi, seed: 'socket', maxHands: 2 });
    expect(game.errors).toEqual([]);
    expect(game.final.hand!.phase).toBe('over');
    expectTsumogiri(game, 2);
    expect([null, 0]).toContain(await exited);
  });

  it('an AI that stays silent, or exits at once, does not end the game: the bot takes its seat', async () => {
    const silent = { name: '', origin: 'silent', protocol: 'lockstep' as const, channel: stdioChannel(process.execPath, ['-e', 'process.stdin.resume()'], 100) };
    const quitter = { name: '', origin: 'quitter', protocol: 'lockstep' as const, channel: stdioChannel(process.execPath, ['-e', 'process.exit(1)'], 100) };
    // On a loaded machine node takes longer than the 100 ms answer window to start: wait until the
    // quitter has really gone, so its seat is let go for exiting, not for being slow.
    await quitter.channel.ended;
    const game = await playGame(
      [
        { ai: silent, seat: 0 },
        { ai: quitter, seat: 3 },
      ],
      { preset: riichi, seed: 'robust', maxHands: 2, answerMs: 100, startMs: 100 },
    );
    expect(game.final.hand!.phase).toBe('over');
    expect(game.errors.join('\n')).toMatch(/seat 0: .*did not (answer|decide) within 100 ms, and missed 3 decisions in a row; the bot plays the seat/);
    expect(game.errors.join('\n')).toMatch(/seat 3: the mjai player (exited|has gone).*; the bot plays the seat/);
  });

  it.each(['react', 'batch'] as const)('%s: an AI that stays silent is asked again after each miss and let go after three (not left to the bot unasked)', async (protocol) => {
    const silent = await connectMjai(parseMjaiSpec(`stdio:"${process.execPath}" -e "process.stdin.resume()"`), { protocol, answerMs: 100 });
    const game = await playGame([{ ai: silent, seat: 1 }], { preset: riichi, seed: `silent ${protocol}`, maxHands: 2, answerMs: 100, startMs: 100 });
    expect(game.final.hand!.phase).toBe('over');
    expect(game.errors.join('\n')).toMatch(/seat 1: .*did not (answer|decide) within 100 ms, and missed 3 decisions in a row; the bot plays the seat/);
  });
});

/** An in-memory AI: answers each message with `answer(message)`, recording what it was sent. */
function scripted(answer: (m: Record<string, unknown>) => unknown): LineChannel & { sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  const replies: string[] = [];
  return {
    sent,
    send: (line) => {
      const m = JSON.parse(line) as Record<string, unknown>;
      sent.push(m);
      replies.push(JSON.stringify(answer(m) ?? { type: 'none' }));
    },
    receive: async () => replies.shift()!,
  };
}

function step(state: TableState, seat: MjaiSeat | null, action: Action): TableState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(r.error.message);
  seat?.observe(state, action, r.events, r.state);
  return r.state;
}

describe('mjai answers', () => {
  const QUIET = ['59m258p258s1234z7z', '69m369p369s12356z', '78m58p47s234567z9m'];

  it('riichi: the AI is sent the reach back and answers with its discard', async () => {
    const state = table({ preset: 'riichi', hands: ['23m456p789p123s55z9s', ...QUIET] as [string, string, string, string] });
    const ai = scripted((m) => (m.type === 'tsumo' && m.actor === 0 ? { type: 'reach', actor: 0 } : m.type === 'reach' ? { type: 'dahai', actor: 0, pai: '9s', tsumogiri: false } : null));
    const seat = new MjaiSeat(0, ai, state);
    seat.joinHand(state);
    const action = await seat.decide(state);
    expect(action).toEqual({ type: 'discard', seat: 0, tile: held(state, 0, '9s'), riichi: true });
    const after = step(step(state, seat, action!), seat, { type: 'timeout' });
    await seat.flush();
    // The table's own reach is not sent again; the discard is, then the deposit once the window closed (nobody could claim the tile).
    expect(ai.sent.filter((m) => m.type === 'reach')).toHaveLength(1);
    expect(ai.sent.slice(-2)).toMatchObject([
      { type: 'dahai', actor: 0, pai: '9s' },
      { type: 'reach_accepted', actor: 0 },
    ]);
    expect(after.hand!.seats[0].riichi).not.toBeNull();
  });

  it("calls: a pon on another's discard; an unusable answer becomes a pass and is reported", async () => {
    const state = table({ preset: 'riichi', hands: ['1m47p147s1234567z9s', '11m258p258s1234z7z', QUIET[1], QUIET[2]] });
    const errors: string[] = [];
    const ai = scripted((m) => (m.type === 'dahai' && m.actor === 0 ? { type: 'pon', actor: 1, target: 0, pai: '1m', consumed: ['1m', '1m'] } : null));
    const seat = new MjaiSeat(1, ai, state, { onError: (e) => errors.push(e) });
    seat.joinHand(state);
    const s = step(state, seat, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    const pon = await seat.decide(s);
    expect(pon).toMatchObject({ type: 'claim', seat: 1, claim: 'pung' });

    const bad = scripted((m) => (m.type === 'dahai' && m.actor === 0 ? { type: 'chi', actor: 1, target: 0, pai: '1m', consumed: ['2m', '3m'] } : null));
    const other = new MjaiSeat(1, bad, state, { onError: (e) => errors.push(e) });
    other.joinHand(state);
    const t = step(state, other, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(await other.decide(t)).toEqual({ type: 'pass', seat: 1 });
    expect(errors).toHaveLength(1);
  });
});

describe('strict answers', () => {
  const QUIET = ['59m258p258s1234z7z', '69m369p369s12356z', '78m58p47s234567z9m'];
  const state = () => table({ preset: 'riichi', hands: ['23m456p789p123s55z9s', ...QUIET] as [string, string, string, string] });

  it('an answer with another actor, or a tsumogiri naming a tile it did not draw, is reported and replaced', async () => {
    const s = state();
    const me = (0 - s.firstDealer + 4) % 4;
    for (const answer of [
      { type: 'dahai', actor: (me + 1) % 4, pai: '9s', tsumogiri: false },
      { type: 'dahai', actor: me, pai: '2m', tsumogiri: true },
    ]) {
      const errors: [string, boolean][] = [];
      const ai = scripted((m) => (m.type === 'tsumo' ? answer : null));
      const seat = new MjaiSeat(0, ai, s, { onError: (e, replaced) => errors.push([e, replaced]), fallback: () => ({ type: 'discard', seat: 0, tile: held(s, 0, '5z') }) });
      seat.joinHand(s);
      expect(await seat.decide(s)).toEqual({ type: 'discard', seat: 0, tile: held(s, 0, '5z') });
      expect(errors).toHaveLength(1);
      expect(errors[0][1]).toBe(true);
    }
    // The drawn tile named right is thrown.
    const ai = scripted((m) => (m.type === 'tsumo' ? { type: 'dahai', actor: me, pai: m.pai, tsumogiri: true } : null));
    const seat = new MjaiSeat(0, ai, s);
    seat.joinHand(s);
    expect(await seat.decide(s)).toMatchObject({ type: 'discard', seat: 0 });
  });

  it('an answer to news other than none is reported, and nothing is played for it', async () => {
    const s = state();
    const errors: [string, boolean][] = [];
    const ai = scripted((m) => (m.type === 'start_kyoku' ? { type: 'pon', actor: 0 } : null));
    const seat = new MjaiSeat(1, ai, s, { onError: (e, replaced) => errors.push([e, replaced]) });
    seat.joinHand(s);
    await seat.flush();
    expect(errors).toEqual([[expect.stringMatching(/"pon".* in answer to start_kyoku, where it had nothing to do/), false]]);
  });
});

describe('tiles named by kind', () => {
  const QUIET = ['59m258p258s1234z7z', '69m369p369s12356z', '78m58p47s234567z9m'];

  it('in riichi, a dahai of the drawn tile without tsumogiri is that tile, though the hand holds another of its kind', async () => {
    let state = table({ preset: 'riichi', hands: ['23m456p789p123s55z9s', ...QUIET] as [string, string, string, string], wall: '1p1p1p2m' });
    const me = (0 - state.firstDealer + 4) % 4;
    const errors: string[] = [];
    const ai = scripted((m) =>
      m.type === 'tsumo' && m.actor === me && m.pai === '2m' ? { type: 'dahai', actor: me, pai: '2m', tsumogiri: false } : m.type === 'tsumo' && m.actor === me ? { type: 'reach', actor: me } : m.type === 'reach' && m.actor === me ? { type: 'dahai', actor: me, pai: '9s', tsumogiri: false } : null,
    );
    const seat = new MjaiSeat(0, ai, state, { onError: (e) => errors.push(e) });
    seat.joinHand(state);
    state = step(state, seat, (await seat.decide(state))!);
    state = step(state, seat, { type: 'timeout' });
    for (const s of [1, 2, 3] as const) {
      state = step(state, seat, { type: 'draw', seat: s });
      state = step(state, seat, { type: 'discard', seat: s, tile: state.hand!.lastDraw!.tile });
      if (state.hand!.phase === 'claims') state = step(state, seat, { type: 'timeout' });
    }
    state = step(state, seat, (await seat.decide(state))!);
    const drawn = state.hand!.lastDraw!.tile;
    expect(state.hand!.seats[0].concealed.filter((t) => kindOf(t) === kindOf(drawn))).toHaveLength(2);
    expect(await seat.decide(state)).toEqual({ type: 'discard', seat: 0, tile: drawn });
    expect(errors).toEqual([]);
  });
});

describe('unusable answers to a claim question', () => {
  const QUIET = ['69m369p369s12356z', '78m58p47s234567z9m'];

  it.each([
    { type: 'dahai', actor: 1, pai: '1m', tsumogiri: false },
    { type: 'ponn', actor: 1 },
    { type: 'reach', actor: 1 },
  ])('%j is reported and the fallback decides (only none is a silent pass)', async (answer) => {
    const state = table({ preset: 'riichi', hands: ['1m47p147s1234567z9s', '11m258p258s1234z7z', ...QUIET] as [string, string, string, string] });
    const me = (1 - state.firstDealer + 4) % 4;
    const reply = { ...answer, actor: me };
    const errors: [string, boolean][] = [];
    const pung = (s: TableState) => legalActions(s, 1).find((a) => a.type === 'claim' && a.claim === 'pung')!;
    const seat = new MjaiSeat(1, scripted((m) => (m.type === 'dahai' && m.actor !== me ? reply : null)), state, { onError: (e, replaced) => errors.push([e, replaced]), fallback: pung });
    seat.joinHand(state);
    const s = step(state, seat, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(await seat.decide(s)).toEqual(pung(s));
    expect(errors).toEqual([[expect.stringContaining(JSON.stringify(reply).slice(0, 20)), true]]);

    const quiet = new MjaiSeat(1, scripted(() => null), state, { onError: (e, replaced) => errors.push([e, replaced]), fallback: pung });
    quiet.joinHand(state);
    expect(await quiet.decide(step(state, quiet, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }))).toEqual({ type: 'pass', seat: 1 });
    expect(errors).toHaveLength(1);
  });
});
