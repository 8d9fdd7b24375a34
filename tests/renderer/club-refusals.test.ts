// @vitest-environment happy-dom
/**
 * Every refusal the host's club night can send is worded in every language (found in a review:
 * about twenty showed "The host refused that." with an English detail, a French player's double
 * tap on Confirm among them). The codes are enumerated from the protocol's own list, so a new one
 * without words fails here; tables are counted from 1, as the page counts them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLUB_REFUSALS } from '../../shared/club/protocol';
import { applyEvening } from '../../shared/club/evening';
import { UNDOABLE_STEPS } from '../../shared/club/types';
import { MESSAGES } from '../../renderer/src/i18n';
import { LOCALES } from '../../renderer/src/i18n/locales';
import ClubView from '../../renderer/src/views/ClubView.vue';
import { useClub } from '../../renderer/src/stores/club';
import { mountWith } from './mount';
import { run, settings } from '../shared/club/evening-helpers';

const ROOT = join(__dirname, '..', '..');

describe('club refusals', () => {
  it.each(LOCALES)('%s words every refusal code the host can send', (locale) => {
    const words = (MESSAGES[locale] as unknown as { club: { refusal: Record<string, string> } }).club.refusal;
    expect(CLUB_REFUSALS.filter((code) => typeof words[code] !== 'string' || !words[code].trim())).toEqual([]);
  });

  it.each(LOCALES)('%s words every step Undo can name', (locale) => {
    const words = (MESSAGES[locale] as unknown as { club: { undoStep: Record<string, string> } }).club.undoStep;
    expect(UNDOABLE_STEPS.filter((step) => typeof words[step] !== 'string' || !words[step].trim())).toEqual([]);
  });

  it('the list holds every code the club’s sources refuse with', () => {
    const files = [...readdirSync(join(ROOT, 'shared/club')).map((f) => join(ROOT, 'shared/club', f)), ...['club.ts', 'club-wire.ts'].map((f) => join(ROOT, 'electron/server', f))];
    const used = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(?:refuse\(|code: )'([a-z-]+)'/g)].map((m) => m[1])));
    expect([...used].filter((code) => !(CLUB_REFUSALS as readonly string[]).includes(code))).toEqual([]);
  });

  it('a French player sees a French sentence, without the host’s English words', async () => {
    const w = mountWith(ClubView, {}, 'fr');
    const club = useClub();
    club.refused = { code: 'no-hand-pending', message: 'no hand is waiting for confirmation', for: 'clubHand' };
    await w.vm.$nextTick();
    const alert = w.get('[data-test=club-refused]').text();
    expect(alert).not.toContain('L’hôte a refusé');
    expect(alert).not.toContain('no hand is waiting');
    expect(alert).toBe(MESSAGES.fr.club.refusal['no-hand-pending']);
  });

  it('counts tables from 1 in the host’s words too', () => {
    const open = run([{ type: 'open', settings: settings({ realTileTables: 2, round: { kind: 'hands', hands: 1 } }) }, ...['Ann', 'Bea', 'Cy', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'].map((name) => ({ type: 'register' as const, name })), { type: 'startRound' }]);
    const ended = run([{ type: 'endTable', table: 0 }], open);
    const again = applyEvening(ended, { type: 'voidHand', table: 0, version: 1 });
    const nowhere = applyEvening(open, { type: 'endTable', table: 3 });
    expect(again.ok || again.error.message).toMatch(/table 1\b/);
    expect(nowhere.ok || nowhere.error.message).toMatch(/table 4\b/);
  });
});
