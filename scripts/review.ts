/**
 * Reviews one seat of a game from its log, offline: a Sparrow game, a tenhou.net/6 JSON log or
 * mjai events (one a line), replayed through the engine, each decision of the seat beside the strong bot's, the costly ones
 * listed with their reasons, and a summary per hand and for the game.
 *
 *   npx tsx scripts/review.ts game.json --seat 2 [--hand 3] [--game N (a file of several)]
 *   npx tsx scripts/review.ts game.json --seat 2 --mjai "stdio:python mortal.py" [--mjai-protocol react] [--mjai-timeout MS]
 *
 * With `--mjai` (riichi), your own mjai AI is the reviewer instead of the strong bot: its choice at
 * each of your decisions beside yours (the same conventions as `--mjai` at a hosted table).
 * Seats: tenhou's player numbers and mjai's actors (0 is the first East); a Sparrow game's seats.
 */
import { readFileSync } from 'node:fs';
import { openLog } from '../shared/history/open-log';
import { reviewGame, type ReviewChoice, type ReviewReason } from '../shared/review';
import type { Action, Seat } from '../shared/table/types';
import { formatTiles } from '../shared/notation';
import { kindOf } from '../shared/tiles';
import en from '../renderer/src/i18n/en/history';
import { connectMjai, parseMjaiProtocol, parseMjaiSpec } from '../electron/server/mjai-place';
import { reviewWithMjai } from './mjai/review';
import type { ScriptOutput } from './output';

/** Ends a run early with its exit code, after its message. */
class Stop extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

const USAGE = 'usage: npx tsx scripts/review.ts <game.json> --seat <0-3> [--hand <n>] [--game <n>] [--mjai <stdio:command | tcp:port> [--mjai-protocol lockstep|react|batch] [--mjai-timeout ms]]';

/** One run of the command line's arguments: its exit code (2 on a usage error, 1 on a log or AI that cannot be used). */
export async function runReview(args: string[], out: ScriptOutput = console): Promise<number> {
  try {
    await review(args, out);
    return 0;
  } catch (e) {
    if (e instanceof Stop) return e.code;
    throw e;
  }
}

async function review(args: string[], out: ScriptOutput): Promise<void> {
  const usage = (message: string): never => {
    out.error(`${message}\n${USAGE}`);
    throw new Stop(2);
  };
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (!file) return usage('which log?');
  const seatText = option('seat');
  const seat = Number(seatText ?? 0);
  if (![0, 1, 2, 3].includes(seat)) usage(`--seat is 0, 1, 2 or 3 (not ${seatText})`);
  // A hand or a game by its number: a whole number from 1, or the option left out.
  const ordinal = (name: string): number | null => {
    if (!args.includes(`--${name}`)) return null;
    const text = option(name);
    if (text === undefined || !/^\d+$/.test(text) || Number(text) < 1) return usage(`--${name} is a whole number from 1 (not ${text ?? 'given'})`);
    return Number(text);
  };
  const onlyHand = ordinal('hand');
  const gameNumber = ordinal('game') ?? 1;

  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    usage(`cannot read ${file}: ${(e as Error).message}`);
  }
  // A file of several games (a JSON array of logs): `--game N` picks one.
  const opened = openLog(text, gameNumber);
  if (!opened.ok) {
    out.error(`${file}: ${opened.error}`);
    throw new Stop(1);
  }
  const { game } = opened;
  const actions = game.log.actions as Action[];
  const names = game.log.players.map((p, i) => p ?? `Player ${i + 1}`);
  const mjai = option('mjai');
  if (mjai) {
    if (!game.initial.preset.riichi) usage('an mjai AI reviews riichi games only');
    let ai;
    try {
      ai = await connectMjai(parseMjaiSpec(mjai), { protocol: parseMjaiProtocol(option('mjai-protocol') ?? 'lockstep'), answerMs: Number(option('mjai-timeout') ?? 20_000) });
    } catch (e) {
      out.error((e as Error).message);
      throw new Stop(1);
    }
    const decisions = await reviewWithMjai(game.initial, actions, seat as Seat, ai, names, Number(option('mjai-timeout') ?? 20_000), (m) => out.error(`the AI: ${m}`));
    const who = ai.name || 'the AI';
    out.log(`${game.log.title} (${game.source}, ${game.log.preset}): ${names[seat]} at seat ${seat}, reviewed by ${who} (${ai.origin})`);
    const hands = [...new Set(decisions.map((d) => d.hand))];
    for (const h of hands) {
      if (onlyHand !== null && h + 1 !== onlyHand) continue;
      const mine = decisions.filter((d) => d.hand === h);
      out.log(`\nHand ${h + 1}: ${mine.length} decisions, ${who} agreed on ${pct({ decisions: mine.length, agreed: mine.filter((d) => d.agreed).length })}%`);
      for (const d of mine.filter((x) => !x.agreed))
        out.log(`  step ${d.step + 1}: you ${choice(d.player as ReviewChoice)}; ${who} ${d.ai ? `would ${choice(d.ai as ReviewChoice)}` : `gave no answer (${d.error ?? 'none it could play'})`}.`);
    }
    const agreed = decisions.filter((d) => d.agreed).length;
    out.log(`\nThe game: ${who} agreed on ${pct({ decisions: decisions.length, agreed })}% of ${decisions.length} decisions.`);
    return;
  }
  const reviewed = reviewGame(game.initial, actions, seat as Seat);
  out.log(`${game.log.title} (${game.source}, ${game.log.preset}): ${game.log.players[seat] ?? `seat ${seat}`} at seat ${seat}`);
  for (const h of reviewed.hands) {
    if (onlyHand !== null && h.hand + 1 !== onlyHand) continue;
    out.log(`\nHand ${h.hand + 1}: ${h.summary.decisions} decisions, agreed on ${pct(h.summary)}%; ${h.summary.costly} costly; score ${h.delta >= 0 ? '+' : ''}${h.delta}`);
    for (const d of h.decisions.filter((x) => x.costly))
      out.log(`  step ${d.step + 1}: you ${choice(d.player)}; the strong bot would ${choice(d.bot)}. ${d.reasons.map(say).join(' ')}`);
  }
  out.log(`\nThe game: agreed on ${pct(reviewed.summary)}% of ${reviewed.summary.decisions} decisions; ${reviewed.summary.costly} costly.`);
}

const reasons = en.review.reason as Record<string, string>;
const say = (r: ReviewReason) => (reasons[r.key] ?? r.key).replace(/\{(\w+)\}/g, (_, k: string) => String(r.params[k] ?? `{${k}}`));
const tile = (t: number) => formatTiles([kindOf(t)]);
function choice(c: ReviewChoice): string {
  switch (c.type) {
    case 'discard':
      return `discard ${tile(c.tile)}${c.riichi ? ' declaring riichi' : ''}`;
    case 'claim':
      return c.claim === 'win' ? 'win on the discard' : `${c.claim} with ${c.tiles.map(tile).join(' ')}`;
    case 'kong':
      return `kong ${tile(c.tile)}`;
    default:
      return c.type;
  }
}

const pct = (s: { decisions: number; agreed: number }) => (s.decisions ? Math.round((100 * s.agreed) / s.decisions) : 100);

if (process.argv[1] && /scripts[\\/]review\.ts$/.test(process.argv[1])) void runReview(process.argv.slice(2)).then((code) => process.exit(code));
