/**
 * The hints gimite's mjai server adds for the player that may answer an event (lib/mjai/game.rb,
 * `action_in_view`, and lib/mjai/player.rb, `possible_actions` / `kuikae_dahais`, in gimite/mjai):
 * - `possible_actions` on the player's own `tsumo` and on another's `dahai` or `kakan`: every move
 *   but a discard it could answer with (`hora`, `reach`, `ryukyoku` for nine terminals, `ankan`,
 *   `kakan`; `hora`, `daiminkan`, `pon`, `chi`), in that server's order and fields ([] when none);
 * - `cannot_dahai` on its own `chi` and `pon` (the tiles it may not discard: swap-calling) and on
 *   the `reach` sent back to it (the tiles that would not leave the hand ready).
 * Classic mjai AIs take every win, riichi and call from these lists. What is legal is Sparrow's
 * rule (`legalActions`); only the wording is the server's. Fields keep the order that server's
 * JSON has (type, reason, actor, target, pai, consumed).
 */
import { legalActions } from '../../../table/legal';
import type { Action, Seat, TableState } from '../../../table/types';
import { kindOf, type TileId } from '../../../tiles';
import { mjaiTile } from './codes';
import type { MjaiEvent } from './mjai-types';
import { drawnTile } from './mjai-writer';

const HONOURS = 'ESWNPFC';

/** gimite's tile order (Pai#<=>): suit m < p < s < honours, then number, then the red five after the plain one. */
function paiKey(name: string): number {
  const h = HONOURS.indexOf(name);
  if (h >= 0) return 3000 + (h + 1) * 10;
  return 'mps'.indexOf(name[1]) * 1000 + Number(name[0]) * 10 + (name.endsWith('r') ? 1 : 0);
}
export const sortPais = (names: readonly string[]): string[] => [...names].sort((a, b) => paiKey(a) - paiKey(b));

/** The distinct sorted name sets of held tiles with these kinds (gimite lists a red five and a plain one as two choices). */
function nameCombinations(held: readonly TileId[], kinds: readonly number[], name: (t: TileId) => string): string[][] {
  const out = new Map<string, string[]>();
  const walk = (i: number, left: readonly TileId[], chosen: string[]) => {
    if (i === kinds.length) {
      const sorted = sortPais(chosen);
      out.set(sorted.join(), sorted);
      return;
    }
    // In gimite's tile order (its tehais are sorted), so the plain five's choice comes before the red one's.
    const names = new Set(sortPais(left.filter((t) => kindOf(t) === kinds[i]).map(name)));
    for (const n of names) {
      const at = left.findIndex((t) => kindOf(t) === kinds[i] && name(t) === n);
      walk(
        i + 1,
        left.filter((_, j) => j !== at),
        [...chosen, n],
      );
    }
  };
  walk(0, held, []);
  return [...out.values()];
}

export class MjaiHints {
  private readonly red: boolean;

  constructor(
    private readonly seat: Seat,
    private readonly actorOf: (seat: Seat) => number,
    initial: TableState,
  ) {
    this.red = initial.preset.riichi?.redFives === true;
  }

  private name = (t: TileId): string => mjaiTile(t, this.red);

  /** The event as gimite's server sends it to this seat's player (`after`: the table once the event is applied). */
  withHints(e: MjaiEvent, after: TableState): MjaiEvent {
    const me = this.actorOf(this.seat);
    if (e.type === 'tsumo' && e.actor === me) return { ...e, possible_actions: this.ownTurnActions(after) };
    if ((e.type === 'dahai' || e.type === 'kakan') && e.actor !== me) return { ...e, possible_actions: this.claimActions(after) };
    if ((e.type === 'chi' || e.type === 'pon') && e.actor === me) return { ...e, cannot_dahai: this.forbidden(after, false) };
    return e;
  }

  /** The `reach` sent back to this seat's player, with the tiles whose discard would not leave the hand ready. */
  reachEcho(state: TableState): MjaiEvent {
    return { type: 'reach', actor: this.actorOf(this.seat), cannot_dahai: this.forbidden(state, true) };
  }

  /** Held tile names (each once) that no legal discard (riichi ones when `riichi`) names. */
  private forbidden(state: TableState, riichi: boolean): string[] {
    const hand = state.hand;
    if (!hand || hand.phase !== 'discard' || hand.turn !== this.seat) return [];
    const allowed = new Set(
      legalActions(state, this.seat)
        .filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && (a.riichi === true) === riichi)
        .map((a) => this.name(a.tile)),
    );
    const held = new Set(hand.seats[this.seat].concealed.map(this.name));
    return sortPais([...held].filter((n) => !allowed.has(n)));
  }

  /** On its own draw: hora, reach, ryukyoku, then each kong (Player#possible_actions). */
  private ownTurnActions(state: TableState): MjaiEvent[] {
    const hand = state.hand;
    if (!hand || hand.phase !== 'discard' || hand.turn !== this.seat) return [];
    const actor = this.actorOf(this.seat);
    const legal = legalActions(state, this.seat);
    const out: MjaiEvent[] = [];
    const drawn = drawnTile(state, this.seat);
    if (drawn !== null && legal.some((a) => a.type === 'win')) out.push({ type: 'hora', actor, target: actor, pai: this.name(drawn) });
    if (legal.some((a) => a.type === 'discard' && a.riichi)) out.push({ type: 'reach', actor });
    if (legal.some((a) => a.type === 'nineTerminals')) out.push({ type: 'ryukyoku', reason: 'kyushukyuhai', actor });
    const s = hand.seats[this.seat];
    for (const a of legal) {
      if (a.type !== 'kong') continue;
      const kind = kindOf(a.tile);
      const pung = s.melds.find((m) => m.type === 'pung' && kindOf(m.tiles[0]) === kind);
      // Furo#pais: the claimed tile, then the two from the hand.
      const pais = pung ? [...pung.tiles.filter((t) => t === pung.claimedTile), ...pung.tiles.filter((t) => t !== pung.claimedTile)] : [];
      if (pung) out.push({ type: 'kakan', actor, pai: this.name(a.tile), consumed: pais.map(this.name) });
      else out.push({ type: 'ankan', actor, consumed: sortPais(s.concealed.filter((t) => kindOf(t) === kind).map(this.name)) });
    }
    return out;
  }

  /** On another's discard or added kong: hora, then daiminkan, pon and chi with every choice of tiles (Player#possible_furo_actions). */
  private claimActions(state: TableState): MjaiEvent[] {
    const hand = state.hand;
    const claimed = hand?.claim;
    if (!hand || hand.phase !== 'claims' || !claimed) return [];
    const actor = this.actorOf(this.seat);
    const target = this.actorOf(claimed.from);
    const pai = this.name(claimed.tile);
    const claims = legalActions(state, this.seat).filter((a): a is Extract<Action, { type: 'claim' }> => a.type === 'claim');
    const out: MjaiEvent[] = [];
    if (claims.some((c) => c.claim === 'win')) out.push({ type: 'hora', actor, target, pai });
    const held = hand.seats[this.seat].concealed;
    const seen = new Set<string>();
    for (const [kind, type] of [
      ['kong', 'daiminkan'],
      ['pung', 'pon'],
      ['chow', 'chi'],
    ] as const) {
      // gimite's chi order: the claimed tile lowest first (its partners highest), then middle, then highest.
      const options = claims.filter((c) => c.claim === kind).sort((a, b) => Math.min(...b.tiles.map(kindOf)) - Math.min(...a.tiles.map(kindOf)));
      for (const c of options)
        for (const consumed of nameCombinations(held, c.tiles.map(kindOf), this.name)) {
          const key = `${type}:${consumed.join()}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ type, actor, target, pai, consumed });
        }
    }
    return out;
  }
}
