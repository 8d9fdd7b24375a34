/**
 * Exports a riichi game as a tenhou.net/6 log, from the table's own log: the initial table and
 * every action (the host's journal). The game is replayed and each hand's events are written in
 * tenhou's terms; players are numbered from the first East.
 */
import { apply } from '../../../table/apply';
import type { Action, PlayEvent, Seat, TableEvent, TableState } from '../../../table/types';
import { kindOf, type TileId } from '../../../tiles';
import type { RiichiWinDetail } from '../hooks';
import { tenhouCode } from './codes';
import type { DiscardItem, From, TenhouGame, TenhouKyoku, TenhouResult, TenhouWin } from './tenhou-format';
import { TENHOU_ABORTIVE, TENHOU_DRAWS, TENHOU_LIMITS, TENHOU_WINDS, TENHOU_YAKU } from './tenhou-names';

interface SeatLog {
  haipai: number[];
  takes: TenhouKyoku['players'][number]['takes'];
  discards: DiscardItem[];
  /** The tile drawn this turn, for "60" (discarding the tile just drawn). */
  drawn: TileId | null;
}

interface KyokuBuilder {
  kyoku: Omit<TenhouKyoku, 'players' | 'result' | 'dora' | 'ura'>;
  seats: SeatLog[];
}

export interface ExportOptions {
  names?: string[];
  title?: [string, string];
}

/** Plays the log back and writes it as tenhou.net/6. */
export function exportTenhou(initial: TableState, actions: readonly Action[], options: ExportOptions = {}): TenhouGame {
  if (!initial.preset.riichi) throw new Error('only riichi games export to tenhou.net/6');
  const red = initial.preset.riichi.redFives;
  const code = (t: TileId) => tenhouCode(t, red);
  const kyoku: TenhouKyoku[] = [];
  let state = initial;
  let current: KyokuBuilder | null = null;
  const player = (seat: Seat) => (seat - state.firstDealer + 4) % 4;
  const from = (caller: Seat, source: Seat) => ((source - caller + 4) % 4) as From;

  for (const action of actions) {
    const before = state;
    const r = apply(state, action);
    if (!r.ok) throw new Error(`the log does not replay: ${action.type} refused (${r.error.message})`);
    state = r.state;
    if (action.type === 'startHand') {
      const hand = state.hand!;
      const seats: SeatLog[] = [0, 1, 2, 3].map(() => ({ haipai: [], takes: [], discards: [], drawn: null }));
      hand.seats.forEach((s, seat) => {
        const tiles = [...s.concealed];
        const log = seats[player(seat as Seat)];
        if (seat === hand.dealer) {
          const first = tiles.pop()!;
          log.takes.push({ type: 'draw', tile: code(first) });
          log.drawn = first;
        }
        log.haipai = tiles.sort((a, b) => a - b).map(code);
      });
      current = {
        kyoku: {
          round: state.game.prevailing * 4 + player(hand.dealer),
          honba: before.game.honba,
          sticks: before.game.riichiSticks,
          scores: [0, 1, 2, 3].map((p) => before.game.scores[(p + state.firstDealer) % 4]),
        },
        seats,
      };
      continue;
    }
    if (!current) throw new Error('an action before the first hand');
    for (const e of r.events) record(current, e as PlayEvent);
    if (state.hand?.phase === 'over') {
      const hand = state.hand;
      const shown = hand.doraRevealed;
      const winners = hand.result!.winners;
      const riichiWinner = winners.some((w) => hand.seats[w.seat].riichi);
      kyoku.push({
        ...current.kyoku,
        dora: hand.doraIndicators.slice(0, shown).map(code),
        ura: riichiWinner ? hand.uraIndicators.slice(0, shown).map(code) : [],
        players: current.seats.map(({ haipai, takes, discards }) => ({ haipai, takes, discards })),
        result: result(state, Math.floor(current.kyoku.round / 4)),
      });
      current = null;
    }
  }
  return {
    title: options.title ?? ['Sparrow', initial.preset.id],
    names: options.names ?? ['A', 'B', 'C', 'D'],
    rule: { disp: `般${initial.preset.rounds >= 2 ? '南' : '東'}${initial.preset.riichi.openTanyao ? '喰' : ''}${red ? '赤' : ''}`, aka: red ? 1 : 0 },
    kyoku,
  };

  function record(b: KyokuBuilder, e: PlayEvent): void {
    const log = (seat: Seat) => b.seats[player(seat)];
    switch (e.type) {
      case 'drew':
        log(e.seat).takes.push({ type: 'draw', tile: code(e.tile) });
        log(e.seat).drawn = e.tile;
        return;
      case 'drawReturned': {
        log(e.seat).takes.pop();
        log(e.seat).drawn = null;
        return;
      }
      case 'discarded': {
        const s = log(e.seat);
        const tsumogiri = s.drawn === e.tile;
        s.discards.push({ type: 'discard', tile: tsumogiri ? 60 : code(e.tile), tsumogiri, riichi: e.riichi });
        s.drawn = null;
        return;
      }
      case 'claimed': {
        const type = e.claim === 'chow' ? 'chi' : e.claim === 'pung' ? 'pon' : 'daiminkan';
        log(e.seat).takes.push({ type, from: from(e.seat, e.from), called: code(e.tile), own: e.tiles.map(code) });
        log(e.seat).drawn = null;
        if (type === 'daiminkan') log(e.seat).discards.push({ type: 'none' });
        return;
      }
      case 'konged': {
        if (e.concealed) {
          log(e.seat).discards.push({ type: 'ankan', tiles: e.tiles.map(code) });
          log(e.seat).drawn = null;
        } else if (e.added) writeKakan(b, e.seat, e.tiles[e.tiles.length - 1]); // the added tile comes last
        return;
      }
      case 'handWon':
        if (e.winners[0].source === 'robbed-kong') writeKakan(b, e.winners[0].from!, e.winners[0].tile);
        return;
      default:
        return;
    }
  }

  function writeKakan(b: KyokuBuilder, seat: Seat, added: TileId): void {
    const meld = state.hand!.seats[seat].melds.find((m) => m.type !== 'chow' && kindOf(m.tiles[0]) === kindOf(added))!;
    const called = meld.claimedTile!;
    const own = meld.tiles.filter((t) => t !== called && t !== added).slice(0, 2);
    const s = b.seats[player(seat)];
    s.discards.push({ type: 'kakan', added: code(added), from: from(seat, meld.from!), called: code(called), own: own.map(code) });
    s.drawn = null;
  }

  function result(s: TableState, prevailing: number): TenhouResult {
    const hand = s.hand!;
    const res = hand.result!;
    const deltas = (d: number[]) => [0, 1, 2, 3].map((p) => d[(p + s.firstDealer) % 4]);
    if (res.abortive) return { kind: 'draw', name: TENHOU_ABORTIVE[res.abortive] ?? res.abortive, deltas: null };
    if (res.kind === 'draw') {
      const nagashi = (res.details as { lines?: { rule: string }[] }[]).some((d) => d.lines?.some((l) => l.rule === 'nagashiMangan'));
      const ready = res.tenpai.filter(Boolean).length;
      const name = nagashi ? TENHOU_DRAWS.nagashi : ready === 4 ? TENHOU_DRAWS.all : ready === 0 ? TENHOU_DRAWS.none : TENHOU_DRAWS.some;
      return { kind: 'draw', name, deltas: deltas(res.deltas) };
    }
    const wins = (res.details as RiichiWinDetail[]).map((d): TenhouWin => {
      const who = player(d.seat);
      return {
        deltas: deltas(d.deltas),
        who,
        from: d.from === null ? who : player(d.from),
        pao: d.liableSeat === null ? who : player(d.liableSeat),
        points: pointsText(d, d.seat === hand.dealer),
        yaku: d.lines.map((l) => yakuText(l, (d.seat - hand.dealer + 4) % 4, prevailing)),
      };
    });
    return { kind: 'win', wins };
  }
}

const up100 = (n: number) => Math.ceil(n / 100) * 100;

function pointsText(d: RiichiWinDetail, dealer: boolean): string {
  const head = d.limit ? TENHOU_LIMITS[d.limit] : `${d.fu}符${d.han}飜`;
  const b = d.basePoints;
  if (d.from !== null) return `${head}${up100(b * (dealer ? 6 : 4))}点`;
  return dealer ? `${head}${up100(2 * b)}点∀` : `${head}${up100(b)}-${up100(2 * b)}点`;
}

function yakuText(line: { rule: string; han?: number; yakuman?: number }, seatWind: number, prevailing: number): string {
  let name = TENHOU_YAKU[line.rule] ?? line.rule;
  if (line.rule === 'seatWind') name += ` ${TENHOU_WINDS[seatWind]}`;
  if (line.rule === 'prevailingWind') name += ` ${TENHOU_WINDS[prevailing]}`;
  if (line.yakuman) return `${name}(役満)`;
  if (line.han === undefined) return `${name}(満貫)`;
  return `${name}(${line.han}飜)`;
}
