/** The club page against a fake host: it welcomes the page (as its organiser or not) and records what the page sent; the test says what the host answers. */
import type { ClubServerMessage, EveningView } from '../../shared/club/protocol';
import type { ClientMessage, ServerMessage } from '../../shared/protocol';
import { Listeners, type ConnectionState, type Transport } from '../../renderer/src/transport/types';

export class FakeHost implements Transport {
  readonly kind = 'browser' as const;
  readonly state: ConnectionState = 'open';
  readonly address = '10.0.0.2:7420';
  readonly sent: ClientMessage[] = [];
  private messages = new Listeners<ServerMessage>();
  constructor(readonly organiser: boolean) {}
  send(m: ClientMessage): void {
    this.sent.push(m);
    if (m.t === 'hello') this.emit({ t: 'welcome', v: 1, host: 'box', tables: [], ...(this.organiser ? { organiser: true } : {}) } as ServerMessage);
    // A key from before the host restarted.
    if (m.t === 'hello' && m.key !== undefined && !this.organiser) this.emit({ t: 'error', code: 'not-allowed', message: 'that host key is not this host’s', for: 'hello' });
  }
  emit(m: ServerMessage | ClubServerMessage): void {
    this.messages.emit(m as ServerMessage);
  }
  onMessage(l: (m: ServerMessage) => void): () => void {
    return this.messages.add(l);
  }
  onState(): () => void {
    return () => undefined;
  }
  close(): void {}
}

export const evening = (players: Partial<EveningView['players'][number]>[], over: Partial<EveningView> = {}): EveningView => ({
  id: 'e1',
  name: 'Thursday club',
  preset: 'hungarian',
  round: { kind: 'hands', hands: 1 },
  rounds: 2,
  botSeats: true,
  hasPin: false,
  phase: 'registering',
  roundNo: 0,
  undo: null,
  players: players.map((p, id) => ({ id, name: `P${id}`, present: true, fromRound: 1, removable: true, codeWaiting: false, ...p })),
  tables: [],
  sittingOut: [],
  standings: [],
  tieBreaks: [],
  games: [],
  tenhouLogs: 0,
  ...over,
});

