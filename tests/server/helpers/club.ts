/** Club-night players for server tests: a `ws` client that registers, follows the evening, takes each drawn seat and plays it. */
import type { ClubServerMessage, ClubYou, EveningView } from '../../../shared/club/protocol';
import type { ServerMessage } from '../../../shared/protocol';
import { autoPlay, TestClient, type AutoPlayer, type ViewMessage } from './client';
import type { TestHost } from './host';

type EveningMessage = Extract<ClubServerMessage, { t: 'evening' }>;

export interface ClubPlayer {
  name: string;
  client: TestClient;
  you: ClubYou | null;
  /** The last view of each table this player sat at. */
  views: Map<string, ViewMessage>;
  auto: AutoPlayer;
  refusals: Extract<ClubServerMessage, { t: 'clubRefused' }>[];
  /** Still takes the seats drawn, but makes no move (its table waits on it). */
  idle: boolean;
  /** Does not take the seats drawn (has not come to the table). */
  away: boolean;
}

/** Sends `resume` with each new seat token the evening gives; records every view by table. */
export function followEvening(name: string, client: TestClient): ClubPlayer {
  const auto = autoPlay(client);
  const inner = client.onMessage!;
  const player: ClubPlayer = { name, client, you: null, views: new Map(), auto, refusals: [], idle: false, away: false };
  let seatedWith: string | null = null;
  client.onMessage = (m: ServerMessage) => {
    if (!player.idle) inner(m);
    if (m.t === 'view') player.views.set(m.table, m);
    if (m.t === 'clubRefused') player.refusals.push(m);
    if (m.t !== 'clubYou') return;
    player.you = m.you;
    const seat = m.you.table?.seatToken ?? null;
    if (seat && seat !== seatedWith && !player.away) {
      seatedWith = seat;
      client.send({ t: 'resume', token: seat });
    }
  };
  return player;
}

/** Waits for the next `evening` message that satisfies `pred`. */
export const eveningWhere = (client: TestClient, pred: (e: EveningView) => boolean, timeoutMs = 60_000): Promise<EveningView> =>
  client.next<EveningMessage>((m) => m.t === 'evening' && m.evening !== null && pred(m.evening), timeoutMs).then((m) => m.evening!);

export interface EveningSetup {
  rounds: number;
  hands: number;
  preset?: 'hungarian' | 'riichi';
  pin?: string;
  botSeats?: boolean;
  realTileTables?: number;
  confirm?: 'all' | 'majority';
}

/** The organiser (the host key's holder) opens an evening of `hands`-hand rounds; every client opened goes into `clients`. */
export async function openEvening(host: TestHost, evening: EveningSetup, clients: TestClient[]): Promise<TestClient> {
  const organiser = await TestClient.connect(host.url, 'Organiser', { key: host.hostKey });
  clients.push(organiser);
  organiser.send({
    t: 'clubOpen',
    options: { name: 'Thursday club', preset: evening.preset ?? 'hungarian', ...(evening.pin ? { pin: evening.pin } : {}) },
    evening: { round: { kind: 'hands', hands: evening.hands }, rounds: evening.rounds, botSeats: evening.botSeats ?? true, realTileTables: evening.realTileTables ?? 0, ...(evening.confirm ? { confirm: evening.confirm } : {}) },
  });
  await eveningWhere(organiser, (e) => e.phase === 'registering');
  return organiser;
}

/** Each name registers from its own connection (and loopback address); `away`: they will not take their drawn seats. */
export async function register(host: TestHost, names: string[], clients: TestClient[], pin?: string, away = false): Promise<ClubPlayer[]> {
  return Promise.all(
    names.map(async (name, i) => {
      const client = await TestClient.connect(host.url, name, { from: `127.0.0.${i + 2}` });
      clients.push(client);
      const player = followEvening(name, client);
      player.away = away;
      client.send({ t: 'clubRegister', name, ...(pin ? { pin } : {}) });
      await host.until(() => player.you !== null, `${name}'s registration`, { timeoutMs: 30_000 });
      return player;
    }),
  );
}

/**
 * A real-tile table of four drawn: Ann and Bea registered from their phones, Fay and Eve names the
 * organiser added for friends without one (they never come). Resolves once both phones know their seat.
 */
export async function phonesAndAbsentNames(host: TestHost, evening: Omit<EveningSetup, 'realTileTables'>, clients: TestClient[]): Promise<{ organiser: TestClient; ann: ClubPlayer; bea: ClubPlayer }> {
  const organiser = await openEvening(host, { ...evening, botSeats: false, realTileTables: 1 }, clients);
  const [ann, bea] = await register(host, ['Ann', 'Bea'], clients);
  organiser.send({ t: 'clubAddName', name: 'Fay' });
  organiser.send({ t: 'clubAddName', name: 'Eve' });
  await eveningWhere(organiser, (e) => e.players.length === 4);
  organiser.send({ t: 'clubNextRound' });
  await host.until(() => ann.you?.table != null && bea.you?.table != null, 'the draw');
  return { organiser, ann, bea };
}

/** A classical real-tile hand: `winner` counted 40, the others 4, East at place 0, self-drawn. */
export const classicalHand = (winner: number) => ({ family: 'classical' as const, winner, scores: [0, 1, 2, 3].map((p) => (p === winner ? 40 : 4)), east: 0, from: null });
