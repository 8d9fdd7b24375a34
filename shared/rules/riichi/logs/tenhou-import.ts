/**
 * Opens a tenhou.net/6 game by playing it again through the engine: each hand starts from the
 * deal the log shows (an explicit deal: the hands, the tiles drawn in the order they were drawn,
 * the replacement tiles, the dora and ura indicators; tiles the log never shows fill the rest), and
 * every discard, call, kan, riichi and win the log records is an action the engine must accept.
 * Where the engine disagrees (an action it refuses, a hand that ends otherwise, other deltas) the
 * import stops there and says which hand and step: it never pretends.
 */
import { commitmentOf, deriveSeed, sha256Hex } from '../../../fairness';
import type { FairnessRecord } from '../../../host/round';
import { HOUSE_RULES } from '../../house';
import { findPreset, PRESETS, withHouseRules, type Preset } from '../../presets';
import { TENHOU_HOUSE_RULES } from '../tenhou-rules';
import { apply } from '../../../table/apply';
import { newTable } from '../../../table/start';
import type { Action, ExplicitDeal, Seat, TableState } from '../../../table/types';
import { tileId, tileSet, type TileId } from '../../../tiles';
import { isRedFive } from '../hand';
import { kindOfTenhouCode, tenhouCode } from './codes';
import { TENHOU_ABORTIVE } from './tenhou-names';
import type { TenhouGame, TenhouKyoku } from './tenhou-format';
import { sameTile, walkKyoku, WalkError, type WalkStep } from './tenhou-walk';

export interface ImportedGame {
  preset: Preset;
  names: string[];
  initial: TableState;
  actions: Action[];
  final: TableState;
  /** Each hand's fairness record: marked imported (its seed only rolls the ceremony's dice; the deal is the log's). */
  hands: FairnessRecord[];
}

/** A failure's `game` is what replayed before it (none where the log's rules could not be told). */
export type ImportResult = { ok: true; game: ImportedGame } | { ok: false; hand: number; step: number | null; error: string; game?: ImportedGame };

/**
 * The rules of a log: a game Sparrow exported names its own rule set (in its title); otherwise
 * Tenhou's rules (tenhou-rules.ts) with the log's own choices: red fives as the log marks them, open
 * tanyao, East-only or East-South, the log's starting points and a 30,000 return.
 */
export function presetOfTenhou(g: TenhouGame): Preset | string {
  // Sparrow writes its rule set's id as the title's second part.
  const own = findPreset(g.title[1]);
  if (own?.riichi) return own;
  const disp = g.rule.disp;
  const score = g.kyoku.length ? startingScoreOf(g.kyoku[0]) : PRESETS.riichi.startingScore;
  if (typeof score === 'string') return score;
  return tenhouRules({ eastOnly: disp.includes('東'), redFives: g.rule.aka > 0, openTanyao: disp === '' || disp.includes('喰'), startingScore: score });
}

const STARTING_SCORE = HOUSE_RULES.riichi.find((r) => r.key === 'startingScore') as { min: number; max: number; step: number };
const WINDS = ['East', 'South', 'West', 'North'];
const roundName = (round: number) => (WINDS[Math.floor(round / 4)] ? `${WINDS[Math.floor(round / 4)]} ${(round % 4) + 1}` : `round ${round}`);

/**
 * The starting score of a game whose first hand a log shows, or why that hand does not start a
 * game Sparrow can play: East 1, no honba nor riichi sticks, four equal scores its house rules allow.
 */
export function startingScoreOf(first: Pick<TenhouKyoku, 'round' | 'honba' | 'sticks' | 'scores'>): number | string {
  const score = first.scores[0];
  const { min, max, step } = STARTING_SCORE;
  if (first.round === 0 && first.honba === 0 && first.sticks === 0 && first.scores.every((s) => s === score) && score >= min && score <= max && score % step === 0) return score;
  return (
    `the log does not start a game Sparrow can play: its first hand is ${roundName(first.round)}, ${first.honba} honba, ${first.sticks} riichi sticks, with scores ${first.scores.join('/')}; ` +
    `a game starts at East 1 with no honba nor sticks and four equal scores, a multiple of ${step} from ${min} to ${max}`
  );
}

/** Tenhou's rules with a log's own choices (used by every importer). */
export function tenhouRules(log: { eastOnly: boolean; redFives: boolean; openTanyao: boolean; startingScore: number }): Preset {
  return withHouseRules(PRESETS.riichi, {
    ...TENHOU_HOUSE_RULES,
    rounds: log.eastOnly ? 1 : 2,
    redFives: log.redFives,
    openTanyao: log.openTanyao,
    startingScore: log.startingScore,
    oka: Math.max(0, 4 * (30000 - log.startingScore)),
  });
}

/** A fairness record for an imported hand: a secret of its own (so the record is well formed), and "imported". */
function importedRecord(hand: number, dealer: number): FairnessRecord {
  const secret = sha256Hex(`sparrow-imported-hand|${hand}`);
  const entropy = ['', '', '', ''];
  return { hand, commitment: commitmentOf(secret), secret, entropy, filled: [], seed: deriveSeed(secret, entropy), dealer, seatPlayers: false, dealt: 'imported' };
}

/** Replays a tenhou.net/6 log's hands through the engine, by `preset` or the rules the log shows (presetOfTenhou). */
export function importTenhou(g: TenhouGame, preset?: Preset): ImportResult {
  const rules = preset ?? presetOfTenhou(g);
  if (typeof rules === 'string') return { ok: false, hand: 1, step: null, error: rules };
  return replayRecordedHands(rules, g.names, g.kyoku.map((kyoku) => ({ kyoku, steps: () => walkKyoku(kyoku) })));
}

/** A hand as a log records it: its header, deal, indicators and result (tenhou's shape), and its steps in the order played. */
export interface RecordedHand {
  kyoku: TenhouKyoku;
  /** Throws `WalkError` where the log cannot be followed. */
  steps: () => WalkStep[];
}

/** Plays recorded hands through the engine, each from the deal it shows; the first disagreement, with its hand and step. */
export function replayRecordedHands(preset: Preset, names: string[], recorded: readonly RecordedHand[]): ImportResult {
  let state = newTable(preset);
  // Players are seated as the log numbers them: player 0 is the first East.
  state = { ...state, playerAtSeat: [0, 1, 2, 3] };
  const initial = state;
  const actions: Action[] = [];
  const hands: FairnessRecord[] = [];
  const game = (): ImportedGame => ({ preset, names, initial, actions, final: state, hands });
  const stop = (hand: number, step: number | null, error: string): ImportResult => ({ ok: false, hand: hand + 1, step, error, game: game() });

  for (const [i, { kyoku, steps: walk }] of recorded.entries()) {
    const header = [state.game.prevailing * 4 + state.game.dealer, state.game.honba, state.game.riichiSticks];
    if (header.join() !== [kyoku.round, kyoku.honba, kyoku.sticks].join() || state.game.scores.join() !== kyoku.scores.join())
      return stop(i, null, `the log starts this hand at round ${kyoku.round}, honba ${kyoku.honba}, ${kyoku.sticks} sticks and ${kyoku.scores.join('/')}; the engine is at round ${header[0]}, honba ${header[1]}, ${header[2]} sticks and ${state.game.scores.join('/')}`);
    let steps: WalkStep[];
    let deal: ExplicitDeal;
    try {
      steps = walk();
      deal = dealOf(kyoku, steps, preset);
    } catch (e) {
      if (e instanceof WalkError) return stop(i, null, e.message);
      throw e;
    }
    const run = (action: Action): string | null => {
      const r = apply(state, action);
      if (!r.ok) return r.error.message;
      state = r.state;
      actions.push(action);
      return null;
    };
    const record = importedRecord(i, state.game.dealer);
    hands.push(record);
    const started = run({ type: 'startHand', seed: record.seed, deal });
    if (started) return stop(i, null, `the deal: ${started}`);
    const problem = replayHand(kyoku, steps, preset, () => state, run);
    if (problem) return stop(i, problem.step, problem.error);
    const expected = expectedDeltas(kyoku);
    const got = state.hand!.result!.deltas;
    if (expected && expected.join() !== got.join()) return stop(i, steps.length, `the log's deltas are ${expected.join('/')}; the engine's ${got.join('/')}`);
  }
  return { ok: true, game: game() };
}

/** The deal the log shows, by copy: red fives where the log marks them, the tiles it never shows filling the rest. */
function dealOf(kyoku: TenhouKyoku, steps: readonly WalkStep[], preset: Preset): ExplicitDeal {
  const red = !!preset.riichi?.redFives;
  const free = new Set(tileSet(preset.tiles));
  const take = (code: number): TileId => {
    const kind = kindOfTenhouCode(code);
    const copies = [0, 1, 2, 3].map((c) => tileId(kind, c)).filter((t) => free.has(t));
    // A red five is the red copy; a plain five any other (the red copy only where the rules have none).
    const id = copies.find((t) => (code >= 51 ? isRedFive(t) : !(red && isRedFive(t))));
    if (id === undefined) throw new WalkError(`the log shows a ${code} more often than the set has it`);
    free.delete(id);
    return id;
  };
  const dealer = kyoku.round % 4;
  const hands = kyoku.players.map((p) => p.haipai.map(take)) as ExplicitDeal['hands'];
  const draws = steps.filter((s) => s.k === 'draw').map((s) => take((s as { code: number }).code));
  hands[dealer].push(draws.shift()!);
  const replacements = steps.filter((s) => s.k === 'replacement').map((s) => take((s as { code: number }).code));
  const dora = kyoku.dora.map(take);
  const ura = kyoku.ura.map(take);
  const rest = [...free];
  const fill = (tiles: TileId[], n: number) => [...tiles, ...rest.splice(0, Math.max(0, n - tiles.length))];
  const filledReplacements = fill(replacements, 4);
  const filledDora = fill(dora, 5);
  const filledUra = fill(ura, 5);
  return { hands, live: [...draws, ...rest], replacements: filledReplacements, dora: filledDora, ura: filledUra, origin: 'imported' };
}

/** The deltas of the hand as the log gives them (wins summed), or null where it gives none (an abortive draw). */
function expectedDeltas(kyoku: TenhouKyoku): number[] | null {
  const r = kyoku.result;
  if (r.kind === 'draw') return r.deltas;
  return [0, 1, 2, 3].map((p) => r.wins.reduce((sum, w) => sum + w.deltas[p], 0));
}

/** Drives the engine through the hand's steps; the first step it refuses, with why. */
function replayHand(kyoku: TenhouKyoku, steps: readonly WalkStep[], preset: Preset, state: () => TableState, run: (a: Action) => string | null): { step: number; error: string } | null {
  const red = !!preset.riichi?.redFives;
  const code = (t: TileId) => tenhouCode(t, red);
  const held = (p: number, c: number, except: TileId[] = []): TileId | undefined => state().hand!.seats[p].concealed.find((t) => code(t) === c && !except.includes(t));
  const seat = (p: number) => p as Seat;
  const result = kyoku.result;
  // The tile the last step took, and who took it (a discard "of the tile just drawn" must be it).
  let taken: { p: number; code: number } | null = null;
  for (const [n, s] of steps.entries()) {
    const at = n + 1;
    const refuse = (error: string) => ({ step: at, error });
    const hand = state().hand!;
    if (hand.phase === 'over' && s.k !== 'end') return refuse(`the engine ended the hand (${hand.result?.abortive ?? hand.result?.kind}) where the log goes on`);
    const drew = taken !== null && s.k === 'discard' && taken.p === s.p ? taken.code : null;
    taken = s.k === 'draw' || s.k === 'replacement' ? { p: s.p, code: s.code } : null;
    // The dealer's first take is the fourteenth tile of the deal, already in hand.
    if (n === 0) continue;
    switch (s.k) {
      case 'draw':
      case 'replacement': {
        if (s.k === 'draw') {
          if (hand.phase === 'claims' && run({ type: 'timeout' })) return refuse('the claim window would not close');
          if (state().hand!.phase === 'draw') {
            const e = run({ type: 'draw', seat: seat(s.p) });
            if (e) return refuse(`player ${s.p}'s draw: ${e}`);
          }
        } else if (state().hand!.phase === 'claims') {
          // The added kan's window (nobody robbed it) closes before the replacement tile.
          const e = run({ type: 'timeout' });
          if (e) return refuse(e);
        }
        const got = state().hand!.lastDraw?.tile ?? null;
        if (got === null || code(got) !== s.code) return refuse(`player ${s.p} takes ${s.code} in the log; the engine's wall gives ${got === null ? 'nothing' : code(got)}`);
        break;
      }
      case 'discard': {
        // The tile just drawn; the dealer's first "tile just drawn" is the deal's fourteenth, its last.
        if (s.tsumogiri && drew !== s.code) return refuse(`player ${s.p} discards ${s.code} as the tile just drawn; the tile drawn is ${drew ?? 'none'}`);
        const concealed = state().hand!.seats[s.p].concealed;
        const fourteenth = concealed.at(-1);
        const drawn = state().hand!.lastDraw?.tile ?? (fourteenth !== undefined && code(fourteenth) === s.code ? fourteenth : undefined);
        const tile = (s.tsumogiri ? drawn : undefined) ?? held(s.p, s.code);
        if (tile === null || tile === undefined) return refuse(`player ${s.p} discards ${s.code}, which the engine's hand does not hold`);
        const e = run({ type: 'discard', seat: seat(s.p), tile, ...(s.riichi ? { riichi: true } : {}) });
        if (e) return refuse(`player ${s.p} discards ${s.code}${s.riichi ? ' declaring riichi' : ''}: ${e}`);
        break;
      }
      case 'ankan':
      case 'kakan': {
        const tile = held(s.p, s.code) ?? state().hand!.seats[s.p].concealed.find((t) => sameTile(code(t), s.code));
        if (tile === undefined) return refuse(`player ${s.p}'s kan of ${s.code}: not in the engine's hand`);
        const e = run({ type: 'kong', seat: seat(s.p), tile });
        if (e) return refuse(`player ${s.p}'s kan of ${s.code}: ${e}`);
        break;
      }
      case 'call': {
        const claim = s.type === 'chi' ? 'chow' : s.type === 'pon' ? 'pung' : 'kong';
        const open = hand.phase === 'claims' && !hand.claim!.robbing ? hand.claim! : null;
        if (!open || open.from !== s.from || code(open.tile) !== s.called)
          return refuse(`player ${s.p}'s ${s.type} of ${s.called} from player ${s.from}: the last discard is ${open ? `player ${open.from}'s ${code(open.tile)}` : 'none'}`);
        const own: TileId[] = [];
        for (const c of s.own) {
          const t = held(s.p, c, own);
          if (t === undefined) return refuse(`player ${s.p}'s ${s.type} with ${s.own.join(' ')}: the engine's hand lacks ${c}`);
          own.push(t);
        }
        let e = run({ type: 'claim', seat: seat(s.p), claim, tiles: own });
        if (e) return refuse(`player ${s.p}'s ${s.type} of ${s.called}: ${e}`);
        if (state().hand!.phase === 'claims') e = run({ type: 'timeout' });
        if (e) return refuse(e);
        break;
      }
      case 'end': {
        if (hand.phase === 'over') break;
        if (result.kind === 'win') {
          const tsumo = result.wins.length === 1 && result.wins[0].who === result.wins[0].from;
          if (tsumo) {
            const e = run({ type: 'win', seat: seat(result.wins[0].who) });
            if (e) return refuse(`player ${result.wins[0].who}'s tsumo: ${e}`);
          } else {
            for (const w of result.wins) {
              if (hand.claim && hand.claim.from !== w.from) return refuse(`player ${w.who}'s ron on player ${w.from}'s tile: the last discard is player ${hand.claim.from}'s`);
              const e = run({ type: 'claim', seat: seat(w.who), claim: 'win', tiles: [] });
              if (e) return refuse(`player ${w.who}'s ron: ${e}`);
            }
            if (state().hand!.phase === 'claims') run({ type: 'timeout' });
          }
        } else if (hand.phase === 'claims' && result.name === TENHOU_ABORTIVE.tripleRon) {
          // Three players won on the discard: the log names none of them (every other player did).
          for (const seat of [1, 2, 3].map((o) => (hand.claim!.from + o) % 4)) {
            const e = run({ type: 'claim', seat: seat as Seat, claim: 'win', tiles: [] });
            if (e) return refuse(`player ${seat}'s ron of the triple ron: ${e}`);
          }
          if (state().hand!.phase === 'claims') run({ type: 'timeout' });
        } else if (hand.phase === 'discard' && result.name === TENHOU_ABORTIVE.nineTerminals) {
          const e = run({ type: 'nineTerminals', seat: seat(hand.turn) });
          if (e) return refuse(`nine terminals: ${e}`);
        } else {
          // The wall ran out, or the engine ends the hand itself (four riichi, four kans, four winds).
          if (hand.phase === 'claims') run({ type: 'timeout' });
        }
        if (state().hand!.phase !== 'over') return refuse(`the log ends the hand (${result.kind === 'win' ? 'a win' : result.name}); the engine does not`);
        break;
      }
    }
  }
  return state().hand!.phase === 'over' ? null : { step: steps.length, error: 'the engine goes on where the log ends the hand' };
}
