/**
 * Table steps → mjai events. Fed every applied action with the states around it, the writer emits
 * what an mjai log (or an mjai player) expects: `start_kyoku` with 13 tiles each and the dealer's
 * first `tsumo`, `reach` then `dahai` then `reach_accepted` once the riichi discard has passed,
 * `kakan` when declared (before a chance to rob it), kan dora as `dora`, one `hora` per winner.
 * A tile drawn early during a claim window is held back until the window closes, and dropped if a
 * call puts it back: mjai has no word for that.
 */
import { apply } from '../../../table/apply';
import type { Action, Seat, TableEvent, TableState } from '../../../table/types';
import { kindOf, type TileId } from '../../../tiles';
import type { RiichiWinDetail } from '../hooks';
import { mjaiTile } from './codes';
import { mjaiRulesName } from './mjai-rules';
import type { MjaiEvent } from './mjai-types';
import { horaPoints, mjaiFan, mjaiYakus } from './mjai-yaku';

const WINDS = ['E', 'S', 'W', 'N'];
/** mjai's ryukyoku reasons for abortive draws (by Sparrow's reason ids, as TENHOU_ABORTIVE). */
export const MJAI_ABORTIVE: Readonly<Record<string, string>> = {
  nineTerminals: 'kyushukyuhai',
  fourWinds: 'sufonrenda',
  fourRiichi: 'suchareach',
  fourKongs: 'sukaikan',
  tripleRon: 'sanchaho',
};

export class MjaiWriter {
  private pendingTsumo: MjaiEvent | null = null;
  private kakanAnnounced = false;

  private readonly firstDealer: Seat;
  private readonly red: boolean;
  /** The rule set's id (`start_game` says which rules are played) and its riichi deposit. */
  private readonly rules: string;
  private readonly deposit: number;

  constructor(initial: TableState) {
    this.firstDealer = initial.firstDealer;
    this.red = initial.preset.riichi?.redFives === true;
    this.rules = initial.preset.id;
    this.deposit = initial.preset.riichi?.deposit ?? 1000;
  }

  actor = (seat: Seat): number => (seat - this.firstDealer + 4) % 4;
  private tile = (t: TileId): string => mjaiTile(t, this.red);
  private bySeatToActor = (values: readonly number[]): number[] => [0, 1, 2, 3].map((a) => values[(a + this.firstDealer) % 4]);

  startGame(names: readonly string[]): MjaiEvent {
    const name = mjaiRulesName(this.rules);
    return { type: 'start_game', names: [...names], kyoku_first: 0, aka_flag: this.red, rules: this.rules, ...(name ? { rules_name: name } : {}) };
  }

  /** The events of one applied action (`before` → `after`). */
  step(before: TableState, action: Action, events: readonly TableEvent[], after: TableState): MjaiEvent[] {
    const out: MjaiEvent[] = [];
    if (action.type === 'startHand') return this.startKyoku(after);
    const hand = after.hand!;
    const newlyPaid = ([0, 1, 2, 3] as Seat[]).filter((s) => hand.seats[s].riichi?.depositPaid && !before.hand?.seats[s].riichi?.depositPaid);
    const accept = () => {
      for (const s of newlyPaid.splice(0)) {
        const deltas = [0, 0, 0, 0];
        deltas[this.actor(s)] = -this.deposit;
        out.push({ type: 'reach_accepted', actor: this.actor(s), deltas, scores: this.bySeatToActor(after.game.scores) });
      }
    };
    for (const e of events) {
      switch (e.type) {
        case 'drew': {
          accept();
          const t: MjaiEvent = { type: 'tsumo', actor: this.actor(e.seat), pai: this.tile(e.tile) };
          if (action.type === 'draw' && before.hand?.phase === 'claims') this.pendingTsumo = t;
          else out.push(t);
          break;
        }
        case 'drawReturned':
          this.pendingTsumo = null;
          break;
        case 'riichiDeclared':
          out.push({ type: 'reach', actor: this.actor(e.seat) });
          break;
        case 'discarded':
          out.push({ type: 'dahai', actor: this.actor(e.seat), pai: this.tile(e.tile), tsumogiri: drawnTile(before, e.seat) === e.tile });
          break;
        case 'claimWindowOpened':
          if (e.robbing) {
            out.push(this.kakan(before, e.from, e.tile));
            this.kakanAnnounced = true;
          }
          break;
        case 'claimed': {
          accept();
          const type = e.claim === 'chow' ? 'chi' : e.claim === 'pung' ? 'pon' : 'daiminkan';
          out.push({ type, actor: this.actor(e.seat), target: this.actor(e.from), pai: this.tile(e.tile), consumed: e.tiles.map(this.tile) });
          break;
        }
        case 'konged':
          accept();
          if (e.concealed) out.push({ type: 'ankan', actor: this.actor(e.seat), consumed: e.tiles.map(this.tile) });
          else if (e.added && !this.kakanAnnounced) out.push(this.kakan(before, e.seat, e.tiles[e.tiles.length - 1]));
          this.kakanAnnounced = false;
          break;
        case 'doraRevealed':
          out.push({ type: 'dora', dora_marker: this.tile(e.indicator) });
          break;
        case 'exhaustiveDraw':
        case 'abortiveDraw':
          accept();
          break;
        case 'handScored':
          out.push(...this.endKyoku(after));
          break;
        case 'gameOver':
          out.push({ type: 'end_game', scores: this.bySeatToActor(after.game.scores) });
          break;
        default:
          break;
      }
    }
    accept();
    if (this.pendingTsumo && hand.phase !== 'claims') {
      out.push(this.pendingTsumo);
      this.pendingTsumo = null;
    }
    return out;
  }

  private kakan(state: TableState, seat: Seat, added: TileId): MjaiEvent {
    const meld = state.hand!.seats[seat].melds.find((m) => m.type !== 'chow' && kindOf(m.tiles[0]) === kindOf(added))!;
    return { type: 'kakan', actor: this.actor(seat), pai: this.tile(added), consumed: meld.tiles.filter((t) => t !== added).slice(0, 3).map(this.tile) };
  }

  /** `start_kyoku` and the dealer's first `tsumo` for a hand that has just been dealt. */
  startKyoku(state: TableState): MjaiEvent[] {
    const hand = state.hand!;
    this.pendingTsumo = null;
    this.kakanAnnounced = false;
    const tehais = [0, 1, 2, 3].map((a) => {
      const seat = ((a + this.firstDealer) % 4) as Seat;
      const tiles = hand.seats[seat].concealed;
      return (seat === hand.dealer ? tiles.slice(0, -1) : tiles).map(this.tile);
    });
    const dealerTiles = hand.seats[hand.dealer].concealed;
    return [
      {
        type: 'start_kyoku',
        bakaze: WINDS[state.game.prevailing],
        kyoku: this.actor(hand.dealer) + 1,
        honba: state.game.honba,
        kyotaku: state.game.riichiSticks,
        oya: this.actor(hand.dealer),
        dora_marker: this.tile(hand.doraIndicators[0]),
        scores: this.bySeatToActor(state.game.scores),
        tehais,
      },
      { type: 'tsumo', actor: this.actor(hand.dealer), pai: this.tile(dealerTiles[dealerTiles.length - 1]) },
    ];
  }

  private endKyoku(state: TableState): MjaiEvent[] {
    const hand = state.hand!;
    const res = hand.result!;
    const scores = this.bySeatToActor(state.game.scores);
    const shown = hand.doraRevealed;
    const out: MjaiEvent[] = [];
    if (res.kind === 'win') {
      for (const d of res.details as RiichiWinDetail[]) {
        const winner = res.winners.find((w) => w.seat === d.seat)!;
        const ura = hand.seats[d.seat].riichi ? hand.uraIndicators.slice(0, shown).map(this.tile) : [];
        out.push({
          type: 'hora',
          actor: this.actor(d.seat),
          target: this.actor(d.from ?? d.seat),
          pai: this.tile(winner.tile),
          deltas: this.bySeatToActor(d.deltas),
          scores,
          ura_markers: ura,
          uradora_markers: ura,
          hora_tehais: [...hand.seats[d.seat].concealed.filter((t) => t !== winner.tile).sort((a, b) => a - b), winner.tile].map(this.tile),
          yakus: mjaiYakus(d.lines),
          fu: d.fu,
          fan: mjaiFan(d.lines),
          hora_points: horaPoints(d.basePoints, d.seat === hand.dealer, d.from === null),
        });
      }
    } else {
      out.push({
        type: 'ryukyoku',
        reason: res.abortive ? (MJAI_ABORTIVE[res.abortive] ?? res.abortive) : 'fanpai',
        deltas: this.bySeatToActor(res.deltas),
        scores,
        // In tile order: the same hand reads the same however it was dealt or drawn.
        tehais: [0, 1, 2, 3].map((a) => [...hand.seats[(a + this.firstDealer) % 4].concealed].sort((x, y) => x - y).map(this.tile)),
        tenpais: this.bySeatToActor(res.tenpai.map(Number)).map(Boolean),
      });
    }
    out.push({ type: 'end_kyoku' });
    return out;
  }
}

/** The tile the seat to move has just drawn: its last draw, or the dealer's fourteenth tile before the first discard. */
export function drawnTile(state: TableState, seat: Seat): TileId | null {
  const hand = state.hand;
  if (!hand) return null;
  if (hand.lastDraw) return hand.lastDraw.tile;
  const s = hand.seats[seat];
  return seat === hand.dealer && !s.hasPlayed && s.melds.length === 0 ? (s.concealed.at(-1) ?? null) : null;
}

/** What `actor` may see of an event: others' draws and starting hands are hidden. */
export function mjaiFor(e: MjaiEvent, actor: number): MjaiEvent {
  if (e.type === 'tsumo' && e.actor !== actor) return { ...e, pai: '?' };
  if (e.type === 'start_kyoku') return { ...e, tehais: e.tehais.map((t, a) => (a === actor ? t : t.map(() => '?'))) };
  if (e.type === 'start_game') return { ...e, id: actor };
  return e;
}

/** The whole game as an mjai log, replaying the table's action log. */
export function mjaiLog(initial: TableState, actions: readonly Action[], names: readonly string[] = ['A', 'B', 'C', 'D']): MjaiEvent[] {
  const writer = new MjaiWriter(initial);
  const out: MjaiEvent[] = [writer.startGame(names)];
  let state = initial;
  for (const action of actions) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`the log does not replay: ${action.type} refused (${r.error.message})`);
    out.push(...writer.step(state, action, r.events, r.state));
    state = r.state;
  }
  return out;
}
