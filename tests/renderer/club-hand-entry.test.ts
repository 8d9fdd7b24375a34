// @vitest-environment happy-dom
/**
 * A club night's real-tile hand entry (found in a review): nothing is entered until the winner is
 * chosen and their hand scores; the score-a-hand panel follows the club form (the winner's wind
 * from East, ron or tsumo from who paid; a classical table's panel starts again for each player);
 * riichi sticks and honba count; the hand waiting for confirmation names the winner and who pays,
 * and the table changes, withdraws or calls it wrong.
 */
import { describe, expect, it } from 'vitest';
import ClubHandEntry from '../../renderer/src/components/club/ClubHandEntry.vue';
import ClubTables from '../../renderer/src/components/club/ClubTables.vue';
import type { ClubTableView } from '../../shared/club/protocol';
import type { RealTileHand } from '../../shared/club/realTiles';
import { presetById } from '../../shared/rules/presets';
import { mountWith } from './mount';

type Wrapper = ReturnType<typeof mountWith>;
const table = (preset: string, over: Partial<ClubTableView> = {}): ClubTableView => ({
  index: 0,
  tableId: null,
  realTiles: true,
  done: false,
  players: ['Bea', 'Ann', 'Cy', 'Dan'],
  playerIds: [1, 0, 2, 3],
  begun: false,
  botTookOver: [],
  absent: [],
  hands: 0,
  scores: [0, 1, 2, 3].map(() => presetById(preset).startingScore),
  pending: null,
  withdrawn: null,
  byOrganiser: [],
  nextDeal: null,
  ...over,
});
const mountEntry = (preset: string, over: Partial<ClubTableView> = {}, me: string | null = 'Ann', locale: 'en' | 'hu' = 'en') =>
  mountWith(ClubHandEntry, { props: { table: table(preset, over), preset, me } }, locale);
const place = (name: string) => ['Bea', 'Ann', 'Cy', 'Dan'].indexOf(name);
async function choose(w: Wrapper, what: 'winner' | 'from' | 'east' | 'scoring', name: string | null) {
  const select = w.find(`[data-test=club-${what}]`);
  await select.setValue(name === null ? (what === 'from' ? 'self' : 'draw') : String(place(name)));
}
async function typeHand(w: Wrapper, notation: string) {
  const input = w.find('[data-test=sah-notation]');
  await input.setValue(notation);
  await input.trigger('change');
}
const entered = (w: Wrapper) => ((w.emitted('enter') ?? []) as [RealTileHand][]).at(-1)?.[0];
const enterButton = (w: Wrapper) => w.find('[data-action=club-enter-hand]');
const text = (w: Wrapper, test: string) => w.find(`[data-test=${test}]`).text().replace(/\s+/g, ' ').trim();

describe('classical: a win is entered with its winner', () => {
  it('enters nothing until the winner is chosen and their winning hand counted; then the winner’s score', async () => {
    const w = mountEntry('millington');
    expect((w.find('[data-test=club-winner]').element as HTMLSelectElement).value).toBe('');
    expect(enterButton(w).attributes('disabled')).toBeDefined();
    await enterButton(w).trigger('click');
    expect(w.emitted('enter')).toBeUndefined();
    expect(text(w, 'club-missing')).toBe('Choose who won (or a draw).');

    await choose(w, 'winner', 'Cy');
    await choose(w, 'east', 'Cy');
    expect(enterButton(w).attributes('disabled')).toBeDefined();
    expect(text(w, 'club-missing')).toBe('Count Cy’s winning hand.');
    // README's Millington example: self-drawn by East.
    await typeHand(w, '123m 999p 4z [555p] {7777s} 2f +4z');
    expect(w.find('[data-action=club-count-score]').text()).toBe('Count 52 for Cy');
    await w.find('[data-action=club-count-score]').trigger('click');
    expect(text(w, 'club-preview')).toContain('Cy +312');
    await enterButton(w).trigger('click');
    expect(entered(w)).toMatchObject({ family: 'classical', winner: place('Cy'), east: place('Cy') });
    expect((entered(w) as { scores: number[] }).scores[place('Cy')]).toBe(52);
  });

  it('“Whose hand” starts the panel again: a loser’s hand is no win, and the winner’s score is not counted for another', async () => {
    const w = mountEntry('millington');
    await choose(w, 'winner', 'Ann');
    await choose(w, 'east', 'Bea');
    await typeHand(w, '123m 999p 4z [555p] {7777s} 2f +4z');
    await w.find('[data-action=club-count-score]').trigger('click');
    await choose(w, 'scoring', 'Dan');
    // No tiles: only Dan's wind, which the form says.
    expect((w.find('[data-test=sah-notation]').element as HTMLInputElement).value).toBe('@seat:N');
    expect(w.find('[data-action=club-count-score]').attributes('disabled')).toBeDefined();
    // Dan's hand built as a winning one: not his to count.
    await typeHand(w, '123m 999p 4z [555p] {7777s} 2f +4z');
    expect(w.find('[data-action=club-count-score]').attributes('disabled')).toBeDefined();
    expect(text(w, 'club-count-hint')).toContain('Dan did not win');
    await typeHand(w, '123m 999p [555p] {7777s} 4z');
    await w.find('[data-action=club-count-score]').trigger('click');
    expect(text(w, 'club-hand-scores')).toMatch(/Ann’s hand score: [1-9]\d*/);
    expect(text(w, 'club-hand-scores')).toMatch(/Dan’s hand score: [1-9]\d*/);
  });

  it('a discard is said for what it is: all three pay, the discarder’s deal-in', async () => {
    const w = mountEntry('hungarian');
    await choose(w, 'winner', 'Ann');
    const options = w.findAll('[data-test=club-from] option').map((o) => o.text());
    expect(options).toContain('on Bea’s discard: all three pay (a deal-in for Bea)');
    expect(w.find('label.from').text()).not.toContain('Paid by');
  });
});

describe('the panel follows the club form', () => {
  it('riichi: Paid by Bea makes it a ron; the winner’s wind follows East; a hand that says otherwise is not scored', async () => {
    const w = mountEntry('riichi');
    await choose(w, 'winner', 'Ann');
    await choose(w, 'from', 'Bea');
    await choose(w, 'east', 'Bea');
    await typeHand(w, '23m456m789p234s55p +4m @riichi');
    expect((w.find('[data-test=sah-source]').element as HTMLSelectElement).value).toBe('discard');
    expect(text(w, 'club-hand-value')).toBe('Han 2 · Fu 30');
    // Ann's stick goes down and comes back with the win: Bea pays 2,000.
    expect(text(w, 'club-preview')).toBe('If entered: Bea −2000 · Ann +2000 · Cy 0 · Dan 0');
    await enterButton(w).trigger('click');
    expect(entered(w)).toEqual({ family: 'riichi', kind: 'win', winner: 1, from: 0, dealer: 0, han: 2, fu: 30, riichi: [false, true, false, false] });

    // The text says West; the form makes Ann South.
    await typeHand(w, '23m456m789p234s55p +4m @riichi @seat:W');
    expect(text(w, 'sah-lock-conflict')).toBe('The hand says seat wind West, but the club form above makes it South: delete @seat:W from the hand.');
    // The locked wind shows the form's wind, not the hand's.
    expect((w.find('[data-test=sah-seat]').element as HTMLSelectElement).value).toBe('1');
    expect(enterButton(w).attributes('disabled')).toBeDefined();
    // Self-drawn after all: the panel draws it from the wall (menzen tsumo, 20 fu).
    await typeHand(w, '23m456m789p234s55p +4m @riichi');
    await choose(w, 'from', null);
    expect((w.find('[data-test=sah-source]').element as HTMLSelectElement).value).toBe('wall');
    expect(text(w, 'club-hand-value')).toBe('Han 3 · Fu 20');
  });

  it('Taiwanese: with Bea East, Ann is not the dealer: 5 tái, no dealer’s point', async () => {
    const w = mountEntry('taiwanese', { players: ['Ann', 'Bea', 'Cy', 'Dan'] });
    const [ann, bea] = [0, 1];
    await w.find('[data-test=club-winner]').setValue(String(ann));
    await w.find('[data-test=club-east]').setValue(String(bea));
    await typeHand(w, '123m456m789p222s345s7z +7z');
    expect(text(w, 'club-hand-value')).toBe('Tái: 5');
    expect(w.find('[data-test=sah-score]').text()).not.toContain('Dealer');
    const { base, perTai } = presetById('taiwanese').taiwanese!;
    expect(text(w, 'club-preview')).toContain(`Ann +${3 * (base + 5 * perTai)}`);
    expect(text(w, 'club-winds')).toContain('Ann North');
  });

  it('Taiwanese: Enter in the dealer’s streak enters nothing', async () => {
    const w = mountEntry('taiwanese', { players: ['Ann', 'Bea', 'Cy', 'Dan'] });
    await w.find('[data-test=club-winner]').setValue('0');
    await w.find('[data-test=club-east]').setValue('0');
    await typeHand(w, '123m456m789p222s345s7z +7z');
    const streak = w.find('[data-test=sah-streak]');
    await streak.setValue('2');
    await streak.trigger('keydown', { key: 'Enter' });
    expect(w.find('form').exists()).toBe(false);
    expect(w.emitted('enter')).toBeUndefined();
  });
});

describe('riichi sticks and honba', () => {
  it('the honba and who declared riichi are entered; the winner takes the sticks left on the table', async () => {
    const start = presetById('riichi').startingScore;
    // One stick is on the table from an earlier draw.
    const w = mountEntry('riichi', { hands: 1, scores: [start - 1000, start, start, start] });
    expect(text(w, 'club-sticks')).toBe('Riichi sticks on the table from earlier hands: 1');
    await choose(w, 'winner', 'Ann');
    await choose(w, 'from', 'Bea');
    await choose(w, 'east', 'Dan');
    await w.find('[data-test=club-honba]').setValue('2');
    await w.find('[data-test=club-riichi-2]').setValue(true);
    // The winner's own riichi is the panel's.
    expect(w.find('[data-test=club-riichi-1]').attributes('disabled')).toBeDefined();
    await typeHand(w, '23m456m789p234s55p +4m');
    expect(text(w, 'club-hand-value')).toBe('Han 1 · Fu 30');
    await enterButton(w).trigger('click');
    expect(entered(w)).toMatchObject({ kind: 'win', honba: 2, riichi: [false, false, true, false] });
    // 1,000 for 1 han 30 fu, 600 for two honba, Cy's stick and the one left.
    expect(text(w, 'club-preview')).toBe('If entered: Bea −1600 · Ann +3600 · Cy −1000 · Dan 0');
  });
});

describe('East and the honba follow the last hand', () => {
  const value = (w: Wrapper, test: string) => (w.find(`[data-test=${test}]`).element as HTMLInputElement).value;

  it('the form starts at the deal the host worked out, and moves on with each hand recorded; the players may still change it', async () => {
    const w = mountEntry('riichi', { hands: 2, nextDeal: { dealer: place('Cy'), honba: 2 } });
    expect(value(w, 'club-east')).toBe(String(place('Cy')));
    await choose(w, 'winner', null);
    expect(value(w, 'club-honba')).toBe('2');
    expect(text(w, 'club-winds')).toContain('Cy East');
    await choose(w, 'east', 'Dan');
    expect(text(w, 'club-winds')).toContain('Dan East');
    // Cy's draw is recorded (the dealer was ready): Cy deals again, with three honba.
    await w.setProps({ table: table('riichi', { hands: 3, nextDeal: { dealer: place('Cy'), honba: 3 } }) });
    expect(value(w, 'club-east')).toBe(String(place('Cy')));
    await choose(w, 'winner', null);
    expect(value(w, 'club-honba')).toBe('3');
    await w.find('[data-test=club-tenpai] input').setValue(true);
    await enterButton(w).trigger('click');
    expect(entered(w)).toMatchObject({ kind: 'draw', dealer: place('Cy'), honba: 3 });
  });

  it('a table whose last hand did not say who dealt keeps what was chosen', async () => {
    const w = mountEntry('millington', { hands: 1, nextDeal: null });
    await choose(w, 'east', 'Dan');
    await w.setProps({ table: table('millington', { hands: 2, nextDeal: null }) });
    expect(value(w, 'club-east')).toBe(String(place('Dan')));
  });
});

describe('the hand waiting for confirmation', () => {
  const pending = (over: object = {}) => ({ hand: 3, version: 2, result: { deltas: [-2000, 2000, 0, 0], winner: 1, from: 0 }, waitingFor: ['Bea', 'Cy'], more: 2, by: 'Dan', ...over });

  it('names the winner and who pays, and who entered it', () => {
    const riichi = mountEntry('riichi', { pending: pending() }, 'Bea');
    expect(text(riichi, 'club-pending-what')).toBe('Hand 3, entered by Dan: Ann won on Bea’s discard: Bea pays.');
    expect(text(riichi, 'club-pending-points')).toBe('Bea −2000 · Ann +2000 · Cy 0 · Dan 0');
    const classical = mountEntry('millington', { pending: pending({ result: { deltas: [-104, 312, -104, -104], winner: 1, from: 0 }, by: null }) }, 'Bea');
    expect(text(classical, 'club-pending-what')).toBe('Hand 3, entered by the organiser: Ann won on Bea’s discard: all three pay (a deal-in for Bea).');
    const selfDrawn = mountEntry('taiwanese', { pending: pending({ result: { deltas: [-600, 1800, -600, -600], winner: 1, from: null } }) }, 'Bea');
    expect(text(selfDrawn, 'club-pending-what')).toContain('Ann won, self-drawn: all three pay.');
    const draw = mountEntry('riichi', { pending: pending({ result: { deltas: [0, 0, 0, 0], winner: null, from: null } }) }, 'Bea');
    expect(text(draw, 'club-pending-what')).toContain('No winner: a draw.');
  });

  it('the others confirm it or say it is wrong; its proposer changes or withdraws it; Enter on the changed form sends it again', async () => {
    const bea = mountEntry('riichi', { pending: pending() }, 'Bea');
    expect(bea.find('[data-action=club-change]').exists()).toBe(false);
    await bea.find('[data-action=club-wrong]').trigger('click');
    await bea.find('[data-action=club-confirm]').trigger('click');
    expect(bea.emitted('withdraw')).toEqual([[{ hand: 3, version: 2 }]]);
    expect(bea.emitted('confirm')).toEqual([[{ hand: 3, version: 2 }]]);

    const dan = mountEntry('riichi', { pending: pending() }, 'Dan');
    expect(dan.find('[data-action=club-confirm]').exists()).toBe(false);
    expect(dan.find('[data-action=club-wrong]').exists()).toBe(false);
    await dan.find('[data-action=club-withdraw]').trigger('click');
    expect(dan.emitted('withdraw')).toEqual([[{ hand: 3, version: 2 }]]);
    // The form is there, hidden, as Dan entered it; Change shows it.
    const shown = () => (dan.find('[data-test=club-hand-form]').element as HTMLElement).style.display !== 'none';
    expect(shown()).toBe(false);
    await dan.find('[data-action=club-change]').trigger('click');
    expect(shown()).toBe(true);
    expect(dan.find('[data-action=club-enter-hand]').text()).toBe('Enter the changed hand');
  });

  it('Enter the changed hand waits for a change: the same hand again would only void the confirmations', async () => {
    const dan = mountEntry('riichi', { pending: pending() }, 'Dan');
    await dan.find('[data-action=club-change]').trigger('click');
    // The same hand as the one waiting (Ann on Bea's discard, 2,000).
    await choose(dan, 'winner', 'Ann');
    await choose(dan, 'from', 'Bea');
    await choose(dan, 'east', 'Bea');
    await typeHand(dan, '23m456m789p234s55p +4m @riichi');
    expect(text(dan, 'club-preview')).toBe('If entered: Bea −2000 · Ann +2000 · Cy 0 · Dan 0');
    expect(enterButton(dan).attributes('disabled')).toBeDefined();
    expect(text(dan, 'club-unchanged')).toBe('This is the hand waiting for confirmation: change something to enter it again.');
    // Changed: no riichi, 1,000.
    await typeHand(dan, '23m456m789p234s55p +4m');
    expect(enterButton(dan).attributes('disabled')).toBeUndefined();
    expect(dan.find('[data-test=club-unchanged]').exists()).toBe(false);
    await enterButton(dan).trigger('click');
    expect(entered(dan)).toMatchObject({ winner: 1, from: 0, han: 1, fu: 30 });
  });

  it('says who took the last one back, and why', () => {
    expect(text(mountEntry('riichi', { withdrawn: { by: 'Cy', wrong: true } }), 'club-withdrawn')).toBe('Cy said the hand entered was wrong: enter it again.');
    expect(text(mountEntry('riichi', { withdrawn: { by: 'Dan', wrong: false } }), 'club-withdrawn')).toBe('Dan withdrew the hand they entered.');
  });

  it('the organiser’s page: the organiser changes or withdraws their own entry, and confirms nothing there', () => {
    const w = mountEntry('millington', { pending: pending({ by: null }) }, null);
    expect(w.find('[data-action=club-change]').exists()).toBe(true);
    expect(w.find('[data-action=club-withdraw]').exists()).toBe(true);
    expect(w.find('[data-action=club-confirm]').exists()).toBe(false);
  });
});

describe('a table whose players have no device', () => {
  it('the organiser’s page offers the hand entry of every real-tile table in play', async () => {
    const w = mountWith(ClubTables, { props: { tables: [table('millington'), table('millington', { index: 1, realTiles: false, tableId: 'aaaaaaaaaaaa' })], sittingOut: [], playing: true, organiser: true } });
    expect(w.findAll('[data-action=club-organiser-enter]')).toHaveLength(1);
    await w.find('[data-action=club-organiser-enter]').trigger('click');
    expect(w.emitted('enterHand')).toEqual([[0]]);
    const player = mountWith(ClubTables, { props: { tables: [table('millington')], sittingOut: [], playing: true } });
    expect(player.find('[data-action=club-organiser-enter]').exists()).toBe(false);
  });
});

describe('README’s examples, entered at a club table, score as the score-a-hand page does', () => {
  // Places: Bea, Ann, Cy, Dan; the winner Ann in each.
  it.each<[string, string, string | null, string, string]>([
    ['millington', '123m 999p 4z [555p] {7777s} 2f +4z', null, 'Ann', 'Count 52 for Ann'],
    ['hungarian', '123m 999p 4z [555p] {7777s} 2f +4z', null, 'Ann', 'Count 50 for Ann'],
    ['hungarian', '[2222m] [222p] 345s678s9s +9s', null, 'Ann', 'Count 32 for Ann'],
    ['millington', '19m19p19s1234567z +1m', null, 'Ann', 'Count 1000 for Ann'],
    ['hungarian', '19m19p19s1234567z +1m', null, 'Ann', 'Count 500 for Ann'],
    ['riichi', '23m456m789p234s55p +4m @discard @seat:S @riichi', 'Cy', 'Bea', 'Han 2 · Fu 30'],
    ['taiwanese', '123m456m789p222s345s7z +7z @seat:S', null, 'Bea', 'Tái: 5'],
  ])('%s: %s', async (preset, notation, from, east, shows) => {
    const w = mountEntry(preset);
    await choose(w, 'winner', 'Ann');
    await choose(w, 'from', from);
    await choose(w, 'east', east);
    await typeHand(w, notation);
    expect(w.find('[data-test=sah-lock-conflict]').exists()).toBe(false);
    expect(text(w, preset === 'riichi' || preset === 'taiwanese' ? 'club-hand-value' : 'club-count')).toBe(shows);
  });
});
