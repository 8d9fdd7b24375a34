/**
 * The mjai tests' oracle: mjai events → table actions. Fed an mjai log event by event (and the
 * seed of each hand, which mjai does not carry), the replayer takes the same steps at a table:
 * draws, discards, riichi, calls, kongs, wins, and the host's timer where a claim window must
 * close. Every tile the log names is checked against the table; a disagreement throws.
 */
import { apply } from '../../../shared/table/apply';
import { legalActions } from '../../../shared/table/legal';
import type { Action, ClaimKind, Seat, TableState } from '../../../shared/table/types';
import { kindOf, type TileId } from '../../../shared/tiles';
import { isRedFive } from '../../../shared/rules/riichi/hand';
import { fromMjaiTile, mjaiTile } from '../../../shared/rules/riichi/logs/codes';
import type { MjaiEvent } from '../../../shared/rules/riichi/logs/mjai-types';
import { drawnTile } from '../../../shared/rules/riichi/logs/mjai-writer';

class MjaiMismatch extends Error {
  override name = 'MjaiMismatch';
}

export class MjaiReplayer {
  private hands = 0;
  private riichiNext = new Set<number>();
  readonly actions: Action[] = [];

  constructor(
    public state: TableState,
    private readonly seedFor: (hand: number) => string,
  ) {}

  private get red(): boolean {
    return this.state.preset.riichi?.redFives === true;
  }
  private seat = (actor: number): Seat => ((actor + this.state.firstDealer) % 4) as Seat;
  private name = (t: TileId): string => mjaiTile(t, this.red);

  private act(action: Action): void {
    const r = apply(this.state, action);
    if (!r.ok) throw new MjaiMismatch(`${JSON.stringify(action)} refused: ${r.error.message}`);
    this.state = r.state;
    this.actions.push(action);
  }

  private closeWindow(): void {
    if (this.state.hand?.phase === 'claims') this.act({ type: 'timeout' });
  }

  /** A tile the seat holds that the mjai name stands for (red fives told apart when they are played). */
  held(seat: Seat, name: string, avoid: readonly TileId[] = []): TileId {
    const t = fromMjaiTile(name);
    if (!t) throw new MjaiMismatch(`"${name}" is not a tile`);
    const found = this.state.hand!.seats[seat].concealed.find(
      (id) => kindOf(id) === t.kind && !avoid.includes(id) && (!this.red || isRedFive(id) === t.red),
    );
    if (found === undefined) throw new MjaiMismatch(`seat ${seat} holds no ${name}`);
    return found;
  }

  private heldAll(seat: Seat, names: readonly string[]): TileId[] {
    const out: TileId[] = [];
    for (const n of names) out.push(this.held(seat, n, out));
    return out;
  }

  private expectTile(what: string, got: TileId | null | undefined, name: string): void {
    if (got === null || got === undefined || this.name(got) !== name) throw new MjaiMismatch(`${what}: the table has ${got == null ? 'nothing' : this.name(got)}, the log ${name}`);
  }

  feed(e: MjaiEvent, next?: MjaiEvent): void {
    switch (e.type) {
      case 'start_kyoku': {
        this.act({ type: 'startHand', seed: this.seedFor(this.hands++) });
        const hand = this.state.hand!;
        e.tehais.forEach((tiles, actor) => {
          const seat = this.seat(actor);
          const ours = hand.seats[seat].concealed.slice(0, 13).map(this.name).sort().join();
          if (ours !== [...tiles].sort().join()) throw new MjaiMismatch(`start of hand: actor ${actor} was dealt other tiles`);
        });
        this.expectTile('dora indicator', hand.doraIndicators[0], e.dora_marker);
        return;
      }
      case 'tsumo': {
        const seat = this.seat(e.actor);
        this.closeWindow();
        const hand = this.state.hand!;
        if (hand.phase === 'draw' && hand.turn === seat) this.act({ type: 'draw', seat });
        const after = this.state.hand!;
        if (after.turn !== seat || after.phase !== 'discard') throw new MjaiMismatch(`tsumo by actor ${e.actor} out of turn`);
        this.expectTile('tsumo', drawnTile(this.state, seat), e.pai);
        return;
      }
      case 'reach':
        this.riichiNext.add(e.actor);
        return;
      case 'dahai': {
        const seat = this.seat(e.actor);
        const drawn = drawnTile(this.state, seat);
        const tile = e.tsumogiri ? drawn : this.held(seat, e.pai);
        this.expectTile('dahai', tile, e.pai);
        this.act({ type: 'discard', seat, tile: tile!, riichi: this.riichiNext.delete(e.actor) });
        return;
      }
      case 'chi':
      case 'pon':
      case 'daiminkan': {
        const seat = this.seat(e.actor);
        const claim: ClaimKind = e.type === 'chi' ? 'chow' : e.type === 'pon' ? 'pung' : 'kong';
        this.expectTile(`${e.type} tile`, this.state.hand!.claim?.tile, e.pai);
        this.act({ type: 'claim', seat, claim, tiles: this.heldAll(seat, e.consumed) });
        this.closeWindow();
        return;
      }
      case 'ankan':
        this.act({ type: 'kong', seat: this.seat(e.actor), tile: this.held(this.seat(e.actor), e.consumed[0]) });
        return;
      case 'kakan':
        this.act({ type: 'kong', seat: this.seat(e.actor), tile: this.held(this.seat(e.actor), e.pai) });
        return;
      case 'dora': {
        if (this.state.hand?.claim?.robbing) this.closeWindow();
        const hand = this.state.hand!;
        this.expectTile('kan dora', hand.doraIndicators[hand.doraRevealed - 1], e.dora_marker);
        return;
      }
      case 'hora': {
        const seat = this.seat(e.actor);
        if (e.actor === e.target) this.act({ type: 'win', seat });
        else if (!this.state.hand!.claim?.responses[seat]) this.act({ type: 'claim', seat, claim: 'win', tiles: [] });
        if (next?.type === 'hora') return; // a multiple ron: the others claim next
        this.closeWindow();
        if (this.state.hand!.result?.kind !== 'win') throw new MjaiMismatch('hora: the hand did not end in a win');
        return;
      }
      case 'ryukyoku':
        if (e.reason === 'kyushukyuhai' && this.state.hand?.phase === 'discard') this.act({ type: 'nineTerminals', seat: this.state.hand.turn });
        // Triple ron: the three ron claims are not in the log, only the abortive draw.
        if (e.reason === 'sanchaho' && this.state.hand?.phase === 'claims') {
          const claim = this.state.hand.claim!;
          for (const seat of claim.eligible)
            if (this.state.hand.phase === 'claims' && legalActions(this.state, seat).some((a) => a.type === 'claim' && a.claim === 'win'))
              this.act({ type: 'claim', seat, claim: 'win', tiles: [] });
        }
        this.closeWindow();
        if (this.state.hand!.result?.kind !== 'draw') throw new MjaiMismatch('ryukyoku: the hand did not end in a draw');
        return;
      case 'reach_accepted':
        // The riichi discard passed: close its window, unless the discard is called next (the call closes it).
        if (next && (next.type === 'chi' || next.type === 'pon' || next.type === 'daiminkan')) return;
        this.closeWindow();
        if (!this.state.hand!.seats[this.seat(e.actor)].riichi?.depositPaid) throw new MjaiMismatch('reach_accepted: no deposit was paid');
        return;
      default:
        return;
    }
  }
}
