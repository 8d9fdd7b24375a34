/**
 * Plays a riichi game with an external mjai AI at one seat and Sparrow's basic bots at the others:
 *   npx tsx scripts/mjai/play.ts --stdio "python my_ai.py"     (the AI on stdin/stdout)
 *   npx tsx scripts/mjai/play.ts --port 11600                   (the AI connects to 127.0.0.1:11600)
 * Options: --seat N (0–3, default 0), --hands N (stop early), --out FILE (tenhou.net/6 JSON).
 */
import { writeFileSync } from 'node:fs';
import { chooseAction } from '../../shared/bots/basic';
import { sha256Hex } from '../../shared/fairness';
import { riichi } from '../../shared/rules/presets';
import { encodeTenhou } from '../../shared/rules/riichi/logs/tenhou-format';
import { exportTenhou } from '../../shared/rules/riichi/logs/tenhou-export';
import { MjaiSeat, type LineChannel } from '../../shared/rules/riichi/logs/mjai-seat';
import { apply } from '../../shared/table/apply';
import { newTable } from '../../shared/table/start';
import { SEATS, type Action, type Seat, type TableState } from '../../shared/table/types';
import { viewFor } from '../../shared/view';
import { socketChannel, stdioChannel, type ClosableChannel } from './channels';

export interface MjaiGame {
  initial: TableState;
  actions: Action[];
  final: TableState;
  errors: string[];
}

/** A game (or its first `maxHands` hands) with the mjai AI at `seat`. */
export async function playWithMjai(channel: LineChannel, seat: Seat, seed: string, maxHands = Infinity): Promise<MjaiGame> {
  const initial = newTable(riichi);
  const errors: string[] = [];
  const ai = new MjaiSeat(seat, channel, initial, { names: SEATS.map((s) => (s === seat ? 'mjai' : `bot ${s}`)), onError: (m) => errors.push(m) });
  await ai.hello();
  let state = initial;
  const actions: Action[] = [];
  const step = (action: Action) => {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
    ai.observe(state, action, r.events, r.state);
    state = r.state;
    actions.push(action);
  };
  for (let hands = 0; !state.game.over && hands < maxHands; hands++) {
    step({ type: 'startHand', seed: sha256Hex(`mjai/${seed}/${hands}`) });
    while (state.hand!.phase !== 'over') {
      let action: Action | null = await ai.decide(state);
      for (const s of SEATS) if (!action && s !== seat) action = chooseAction(viewFor(state, s));
      step(action ?? { type: 'timeout' });
    }
  }
  await ai.flush();
  return { initial, actions, final: state, errors };
}

async function main(argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seat = Number(arg('--seat') ?? 0) as Seat;
  let channel: ClosableChannel;
  if (arg('--stdio')) {
    const [command, ...args] = arg('--stdio')!.split(' ').filter(Boolean);
    channel = stdioChannel(command, args);
  } else {
    const s = socketChannel(Number(arg('--port') ?? 11600), 60_000);
    console.log(`waiting for an mjai player on 127.0.0.1:${await s.port}`);
    channel = await s.channel;
  }
  const game = await playWithMjai(channel, seat, new Date().toISOString(), Number(arg('--hands') ?? Infinity));
  channel.close();
  const end = game.final.game;
  console.log(`scores: ${end.scores.join(' ')}${game.errors.length ? `; ${game.errors.length} unusable answers` : ''}`);
  const out = arg('--out');
  if (out) writeFileSync(out, JSON.stringify(encodeTenhou(exportTenhou(game.initial, game.actions, { names: SEATS.map((s) => (s === seat ? 'mjai' : `bot ${s}`)) }))));
}

if (process.argv[1] && /mjai[\\/]play\.ts$/.test(process.argv[1])) void main(process.argv.slice(2));
