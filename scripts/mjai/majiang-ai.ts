/**
 * kobalab's @kobalab/majiang-ai (the AI of 電脳麻将) as an mjai player, in process: an in-memory
 * lockstep channel turns each mjai event into majiang-core's message (kaiju, qipai, zimo, dapai,
 * fulou, gang, kaigang) and the AI's reply back into mjai. It sees what the mjai seat sends it —
 * its own seat's view — and nothing else. Used by `bench/strength.ts` and `play.ts --mjai majiang-ai`.
 */
import { createRequire } from 'node:module';
import type { ClosableChannel } from '../../electron/server/mjai-channel';
import type { MjaiAi } from '../../electron/server/mjai-place';
import type { MjaiEvent } from '../../shared/rules/riichi/logs/mjai-types';

interface MajiangShoupai {
  _fulou: string[];
}
interface MajiangPlayer {
  action(message: Record<string, unknown>, callback: (reply?: Record<string, string>) => void): void;
  _model: { shoupai: MajiangShoupai[] };
}
const load = createRequire(import.meta.url);
const Majiang = load('@kobalab/majiang-core') as { rule(): Record<string, unknown>; Shoupai: { valid_mianzi(m: string): string | undefined } };
const MajiangAi = load('@kobalab/majiang-ai') as new () => MajiangPlayer;

const HONOURS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

/** mjai "5mr" / "E" → majiang "m0" / "z1"; "?" → "" (a hidden tile). */
export function toMajiang(pai: string): string {
  const h = HONOURS.indexOf(pai);
  if (h >= 0) return `z${h + 1}`;
  const m = /^([1-9])([mps])(r?)$/.exec(pai);
  return m ? `${m[2]}${m[3] ? '0' : m[1]}` : '';
}

/** majiang "m0" / "z1" (any '_', '*' or claim marks after it ignored) → mjai "5mr" / "E". */
export function toMjai(p: string): string {
  if (p[0] === 'z') return HONOURS[Number(p[1]) - 1];
  return p[1] === '0' ? `5${p[0]}r` : `${p[1]}${p[0]}`;
}

/** A meld's tiles in majiang's digit form ("m0" → "0"). */
const digit = (pai: string) => toMajiang(pai)[1];
const suit = (pai: string) => toMajiang(pai)[0];
/** Majiang's mark for where a claimed tile came from: next seat '+', opposite '=', previous '-'. */
const mark = (actor: number, target: number) => ['', '+', '=', '-'][(target - actor + 4) % 4];

/** The AI's replies to mjai events, one a line, as a lockstep mjai player would give them. */
export class MajiangAiSeat {
  private readonly ai = new MajiangAi();
  private id = 0;
  private oya = 0;
  private reaching = new Set<number>();
  private afterKan = false;
  /** The discard the AI chose with its riichi, sent when the seat echoes the `reach`. */
  private riichiDiscard: MjaiEvent | null = null;

  private l(actor: number): number {
    return (actor - this.oya + 4) % 4;
  }

  private tell(message: Record<string, unknown>): Record<string, string> {
    let reply: Record<string, string> = {};
    this.ai.action(message, (r) => (reply = r ?? {}));
    return reply;
  }

  /** The answer to one event (`none` when there is nothing to do). */
  answer(e: MjaiEvent): MjaiEvent | { type: 'join'; name: string } {
    const none = { type: 'none' } as const;
    switch (e.type) {
      case 'hello':
        return { type: 'join', name: 'majiang-ai' };
      case 'start_game':
        this.id = e.id ?? 0;
        this.tell({ kaiju: { id: this.id, rule: Majiang.rule(), title: 'Sparrow', player: e.names, qijia: 0 } });
        return none;
      case 'start_kyoku': {
        this.oya = e.oya;
        this.reaching.clear();
        this.afterKan = false;
        const byL = [0, 1, 2, 3].map((l) => (this.oya + l) % 4);
        this.tell({
          qipai: {
            zhuangfeng: HONOURS.indexOf(e.bakaze),
            jushu: this.oya,
            changbang: e.honba,
            lizhibang: e.kyotaku,
            defen: byL.map((a) => e.scores[a]),
            baopai: toMajiang(e.dora_marker),
            shoupai: byL.map((a) => (a === this.id ? packed(e.tehais[a].map(toMajiang)) : '')),
          },
        });
        return none;
      }
      case 'tsumo': {
        const zimo = { l: this.l(e.actor), p: toMajiang(e.pai) };
        const reply = this.tell(this.afterKan ? { gangzimo: zimo } : { zimo });
        this.afterKan = false;
        return e.actor === this.id ? this.turnReply(reply, e.pai) : none;
      }
      case 'reach':
        this.reaching.add(e.actor);
        if (e.actor === this.id && this.riichiDiscard) {
          const discard = this.riichiDiscard;
          this.riichiDiscard = null;
          return discard;
        }
        return none;
      case 'dahai': {
        const p = toMajiang(e.pai) + (e.tsumogiri ? '_' : '') + (this.reaching.delete(e.actor) ? '*' : '');
        return this.claimReply(this.tell({ dapai: { l: this.l(e.actor), p } }), e.actor, e.pai);
      }
      case 'chi':
      case 'pon':
      case 'daiminkan': {
        const m = suit(e.pai) + e.consumed.map(digit).join('') + digit(e.pai) + mark(e.actor, e.target);
        if (e.type === 'daiminkan') this.afterKan = true;
        const reply = this.tell({ fulou: { l: this.l(e.actor), m: Majiang.Shoupai.valid_mianzi(m) ?? m } });
        return e.actor === this.id && reply.dapai ? this.discard(reply.dapai) : none;
      }
      case 'ankan':
      case 'kakan': {
        this.afterKan = true;
        const m = e.type === 'ankan' ? (Majiang.Shoupai.valid_mianzi(suit(e.consumed[0]) + e.consumed.map(digit).join('')) ?? '') : this.addedKong(e.actor, e.pai);
        const reply = this.tell({ gang: { l: this.l(e.actor), m } });
        if (e.type === 'kakan' && e.actor !== this.id && reply.hule) return { type: 'hora', actor: this.id, target: e.actor, pai: e.pai };
        return none;
      }
      case 'dora':
        this.tell({ kaigang: { baopai: toMajiang(e.dora_marker) } });
        return none;
      default:
        return none;
    }
  }

  /** A pung the actor already shows, with the fourth tile added ("m555=" + "0"). */
  private addedKong(actor: number, pai: string): string {
    const s = suit(pai);
    const n = digit(pai).replace('0', '5');
    const pung = this.ai._model.shoupai[this.l(actor)]._fulou.find((m) => m[0] === s && m.replace(/0/g, '5')[1] === n && !/\d{4}/.test(m)) ?? `${s}${n}${n}${n}=`;
    return pung + digit(pai);
  }

  private discard(p: string): MjaiEvent {
    const event: MjaiEvent = { type: 'dahai', actor: this.id, pai: toMjai(p), tsumogiri: p.includes('_') };
    if (!p.endsWith('*')) return event;
    this.riichiDiscard = event;
    return { type: 'reach', actor: this.id };
  }

  private turnReply(reply: Record<string, string>, drawn: string): MjaiEvent {
    if (reply.hule) return { type: 'hora', actor: this.id, target: this.id, pai: drawn };
    if (reply.daopai) return { type: 'ryukyoku', actor: this.id } as MjaiEvent; // nine terminals: the seat's own draw
    if (reply.gang) {
      const m = reply.gang;
      const digits = m.match(/\d/g) ?? [];
      const tiles = digits.map((d) => toMjai(m[0] + d));
      if (/^[mpsz]\d{4}$/.test(m)) return { type: 'ankan', actor: this.id, consumed: tiles };
      return { type: 'kakan', actor: this.id, pai: tiles[3], consumed: tiles.slice(0, 3) };
    }
    return reply.dapai ? this.discard(reply.dapai) : { type: 'none' };
  }

  private claimReply(reply: Record<string, string>, discarder: number, pai: string): MjaiEvent {
    if (discarder === this.id) return { type: 'none' };
    if (reply.hule) return { type: 'hora', actor: this.id, target: discarder, pai };
    if (!reply.fulou) return { type: 'none' };
    const m = reply.fulou;
    // The claimed tile is the digit just before the mark; the others come from the hand.
    const claimedAt = m.search(/\d[+=-]/);
    const consumed = [...m.slice(1)].flatMap((c, i) => (/\d/.test(c) && i + 1 !== claimedAt ? [toMjai(m[0] + c)] : []));
    const plain = (t: string) => t.replace('r', '');
    const type = consumed.length === 3 ? 'daiminkan' : consumed.every((t) => plain(t) === plain(pai)) ? 'pon' : 'chi';
    return { type, actor: this.id, target: discarder, pai, consumed };
  }
}

/** ["m1", "m2", "p0"] → "m12p0". */
function packed(tiles: string[]): string {
  let out = '';
  for (const s of 'mpsz') {
    const ds = tiles.filter((t) => t[0] === s).map((t) => t[1]);
    if (ds.length) out += s + ds.join('');
  }
  return out;
}

/** An in-memory lockstep channel to a majiang-ai seat: each line sent is answered at once. */
export function majiangAiChannel(onError: (message: string) => void = () => {}): ClosableChannel {
  const seat = new MajiangAiSeat();
  const answers: string[] = [];
  let ended = false;
  let end: (reason: string) => void = () => {};
  const endedPromise = new Promise<string>((resolve) => (end = resolve));
  return {
    send(line) {
      let reply: unknown = { type: 'none' };
      try {
        reply = seat.answer(JSON.parse(line) as MjaiEvent);
      } catch (e) {
        onError(`majiang-ai failed on ${line.slice(0, 120)}: ${(e as Error).message}`);
      }
      answers.push(JSON.stringify(reply));
    },
    receive() {
      const line = answers.shift();
      return line === undefined ? Promise.reject(new Error('majiang-ai: nothing was asked')) : Promise.resolve(line);
    },
    takeUnasked: () => answers.splice(0),
    takeDropped: () => 0,
    close() {
      ended = true;
      end('closed');
    },
    get isEnded() {
      return ended;
    },
    ended: endedPromise,
  };
}

/** majiang-ai ready for a seat (as `connectMjai` gives an external AI). */
export function majiangAi(onError?: (message: string) => void): MjaiAi {
  return { name: 'majiang-ai', origin: 'in process', channel: majiangAiChannel(onError), protocol: 'lockstep' };
}
