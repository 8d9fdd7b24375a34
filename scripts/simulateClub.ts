/** `npm run simulate -- --club N`: a whole bot club night, printed as each round's draw and the standings. */
import { playBotEvening } from '../shared/club/botEvening';
import { MIN_PLAYERS } from '../shared/club/draw';
import { eveningJson } from '../shared/club/export';
import { roundRuleProblem, type RoundRule } from '../shared/club/round';
import { standings, TIE_BREAKS } from '../shared/club/standings';

export interface ClubNightOptions {
  players: number;
  rounds: number;
  preset: string;
  seed: string;
  /** `game`, `hands:N` or `time:M`. */
  round: string;
  botSeats: boolean;
  json: boolean;
}

export function parseRoundRule(text: string): RoundRule {
  const [kind, value] = text.split(':');
  const rule: RoundRule = kind === 'hands' ? { kind, hands: Number(value) } : kind === 'time' ? { kind, minutes: Number(value) } : { kind: 'game' };
  if (kind !== 'game' && kind !== 'hands' && kind !== 'time') throw new Error('--round is game, hands:N or time:M');
  const problem = roundRuleProblem(rule);
  if (problem) throw new Error(`--round: ${problem}`);
  return rule;
}

export function runClubNight(o: ClubNightOptions): string {
  if (!Number.isInteger(o.players) || o.players < MIN_PLAYERS || o.players > 64) throw new Error(`--club must be a whole number from ${MIN_PLAYERS} to 64`);
  if (!Number.isInteger(o.rounds) || o.rounds < 1 || o.rounds > 20) throw new Error('--rounds must be a whole number from 1 to 20');
  const out: string[] = [];
  const { state } = playBotEvening({
    players: o.players,
    rounds: o.rounds,
    preset: o.preset,
    seed: o.seed,
    botSeats: o.botSeats,
    round: parseRoundRule(o.round),
    onEvents: (_action, events, s) => {
      for (const e of events) {
        if (e.type !== 'roundDrawn') continue;
        const name = (id: number | null) => (id === null ? '(bot)' : s.players[id].name);
        out.push(`Round ${e.round}: ${e.repeats} repeat pairing(s)`);
        e.tables.forEach((t, i) => out.push(`  table ${i + 1}: ${t.map(name).join(', ')}`));
        if (e.sittingOut.length) out.push(`  sitting out: ${e.sittingOut.map(name).join(', ')}`);
      }
    },
  });
  if (o.json) return eveningJson(state);
  out.push('', `${state.settings.name}: ${state.settings.preset}, ${o.players} players, ${o.rounds} rounds (${o.round}), seed "${o.seed}"`);
  out.push('| rank | name | points | games | wins | deal-ins | best game | sat out |', '|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const r of standings(state)) out.push(`| ${r.rank} | ${r.name} | ${r.points} | ${r.games} | ${r.wins} | ${r.dealIns} | ${r.bestGame} | ${r.sitOuts} |`);
  out.push(`tie-breaks: ${TIE_BREAKS.map((t) => `${t.key} (${t.order})`).join(', ')}`);
  return out.join('\n');
}
