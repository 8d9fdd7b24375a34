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
import { socketChannel, stdioChannel } from '../../../scripts/mjai/channels';
import { playWithMjai, type MjaiGame } from '../../../scripts/mjai/play';
import { held, table } from '../table/fixture';

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
    const channel = stdioChannel(process.execPath, [AI]);
    const exited = new Promise<number | null>((resolve) => channel.child.on('exit', resolve));
    const game = await playWithMjai(channel, 1, 'stdio');
    expect(game.final.game.over).toBe(true);
    expect(game.errors).toEqual([]);
    expectTsumogiri(game, 1);
    channel.close();
    expect([null, 0]).toContain(await exited); // 2 or 3: it saw a malformed message or someone else's tile
  });

  it('plays over a local socket', async () => {
    const s = socketChannel(0);
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [AI, '--port', String(await s.port)], { stdio: 'inherit' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const game = await playWithMjai(await s.channel, 2, 'socket', 2);
    expect(game.errors).toEqual([]);
    expect(game.final.hand!.phase).toBe('over');
    expectTsumogiri(game, 2);
    child.kill();
    expect([null, 0]).toContain(await exited);
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
