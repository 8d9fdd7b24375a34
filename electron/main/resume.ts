/**
 * After a crash: the app was hosting when it stopped (the hosting mark is still set) and tables
 * were left unfinished. The person is asked whether to reopen them; the answer is theirs alone,
 * and the mark is cleared either way so the question comes once.
 */
import type { SavedTableSummary } from '../../shared/protocol';
import type { Hosting } from './hosting';
import type { HostingMark } from './settings';

export interface ResumeDeps {
  mark(): HostingMark | null;
  clearMark(): void;
  hosting: Pick<Hosting, 'saved' | 'resume' | 'status'>;
  /** Shows the tables; returns the ids to reopen (none: not now). */
  ask(tables: SavedTableSummary[]): Promise<string[]>;
}

/** Returns the address of the server if tables were reopened, else null. */
export async function offerResume(deps: ResumeDeps): Promise<string | null> {
  if (!deps.mark()) return null;
  const saved = deps.hosting.saved();
  if (!saved.length) {
    deps.clearMark();
    return null;
  }
  const chosen = (await deps.ask(saved)).filter((id) => saved.some((s) => s.id === id));
  if (!chosen.length) {
    deps.clearMark();
    return null;
  }
  const reopened = await deps.hosting.resume(chosen);
  return reopened.length ? deps.hosting.status().address : null;
}

/** The question, as the dialog shows it. */
export function resumeQuestion(saved: SavedTableSummary[]): { message: string; detail: string; buttons: string[] } {
  const n = saved.length;
  return {
    message: n === 1 ? 'Sparrow stopped while hosting a table. Reopen it?' : `Sparrow stopped while hosting ${n} tables. Reopen them?`,
    detail: saved
      .map((s) => `• ${s.name} — ${s.preset}, ${s.handsPlayed} hand(s), players: ${s.players.map((p) => p ?? '—').join(', ')}`)
      .join('\n'),
    buttons: [n === 1 ? 'Reopen' : 'Reopen all', 'Not now'],
  };
}
