// @vitest-environment happy-dom
/**
 * House rules in the renderer. The host form: the chosen rule set's options with its values filled
 * in, only the changed ones sent, values the host would refuse caught before sending, the rules in
 * force listed with the table's own marked. The lobby list says which rules a table plays, and the
 * in-process practice host plays under them.
 */
import { describe, expect, it } from 'vitest';
import type { TableOptions } from '../../shared/protocol';
import { parseClientMessage } from '../../shared/protocol';
import { HOUSE_RULES } from '../../shared/rules/house';
import { PRESETS, withHouseRules } from '../../shared/rules/presets';
import { TENHOU_HOUSE_RULES } from '../../shared/rules/riichi/tenhou-rules';
import HostForm from '../../renderer/src/components/HostForm.vue';
import HelpView from '../../renderer/src/views/HelpView.vue';
import TableList from '../../renderer/src/components/TableList.vue';
import { makeI18n } from '../../renderer/src/i18n';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { LocalHost } from '../../renderer/src/transport/local';
import type { ServerMessage, TableSummary } from '../../shared/protocol';
import { mountWith } from './mount';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';

/** The form with the Hungarian rules chosen (the form starts at the rule set last chosen, Millington the first time). */
async function mountForm(locale: 'en' | 'hu' = 'en') {
  const w = mountWith(HostForm, { props: { defaultName: 'Ann’s table' } }, locale);
  await w.find('[data-test=host-preset]').setValue('hungarian');
  return w;
}
type Wrapper = Awaited<ReturnType<typeof mountForm>>;

const field = (w: Wrapper, key: string) => w.find(`[data-test=house-rules] [data-rule=${key}] input`);
const rulesShown = (w: Wrapper) => w.findAll('[data-test=house-rules] [data-rule]').map((r) => r.attributes('data-rule'));
async function submit(w: Wrapper): Promise<TableOptions | undefined> {
  await w.find('form').trigger('submit');
  return w.emitted('create')?.at(-1)?.[0] as TableOptions | undefined;
}

describe('HostForm: house rules', () => {
  it('shows the chosen rule set’s own options, filled in with its values', async () => {
    const w = await mountForm();
    expect(rulesShown(w)).toEqual(['rounds', 'minimum', 'blindGame', 'limit', 'roofOff', 'paymentCap', 'claimWindowMs', 'bmjaExtras', 'turnMs', 'bankMs']);
    expect((field(w, 'minimum').element as HTMLInputElement).value).toBe('26');
    expect((field(w, 'limit').element as HTMLInputElement).value).toBe('500');
    expect((field(w, 'blindGame').element as HTMLInputElement).checked).toBe(false);
    // No payment cap: the field is empty and says so.
    expect((field(w, 'paymentCap').element as HTMLInputElement).value).toBe('');
    expect(field(w, 'paymentCap').attributes('placeholder')).toBe('none');
    // The claim window is shown in seconds.
    expect((field(w, 'claimWindowMs').element as HTMLInputElement).value).toBe('5');
    // The turn clock too: 20 s a move, a 60 s bank.
    expect((field(w, 'turnMs').element as HTMLInputElement).value).toBe('20');
    expect((field(w, 'bankMs').element as HTMLInputElement).value).toBe('60');
    expect(w.find('[data-rule=minimum]').text()).toContain('Minimum score');
    expect(w.find('[data-rule=minimum]').text()).toContain('0 turns the rule off');

    await w.find('[data-test=host-preset]').setValue('riichi');
    expect(rulesShown(w)).toEqual(['rounds', 'redFives', 'openTanyao', 'kazoeYakuman', 'doubleYakuman', 'kiriageMangan', 'nagashiMangan', 'abortiveDraws', 'depositsToFirst', 'yakumanCombine', 'renhou', 'umaFirst', 'umaSecond', 'seatOrderTies', 'bust', 'returnScoreEnd', 'openKanDoraAfterDiscard', 'startingScore', 'oka', 'claimWindowMs', 'turnMs', 'bankMs']);
    expect((field(w, 'redFives').element as HTMLInputElement).checked).toBe(false);
    expect((field(w, 'openTanyao').element as HTMLInputElement).checked).toBe(true);
    expect((field(w, 'startingScore').element as HTMLInputElement).value).toBe('30000');

    await w.find('[data-test=host-preset]').setValue('taiwanese');
    expect(rulesShown(w)).toEqual(['rounds', 'base', 'perTai', 'claimWindowMs', 'turnMs', 'bankMs']);
    expect((field(w, 'base').element as HTMLInputElement).value).toBe('100');
    expect((field(w, 'perTai').element as HTMLInputElement).value).toBe('20');
  });

  it('sends only the rules changed, and a message the host accepts', async () => {
    const w = await mountForm();
    expect(await submit(w)).toEqual({ name: 'Ann’s table', preset: 'hungarian', bots: 0 });

    await field(w, 'minimum').setValue('0');
    await field(w, 'blindGame').setValue(true);
    await field(w, 'claimWindowMs').setValue('8');
    expect(w.find('[data-test=house-rules] legend').text()).toContain('changed: 3');
    const options = await submit(w);
    expect(options).toEqual({ name: 'Ann’s table', preset: 'hungarian', bots: 0, rules: { minimum: 0, blindGame: true, claimWindowMs: 8000 } });
    expect(parseClientMessage(JSON.stringify({ t: 'createTable', options }))).toMatchObject({ ok: true });

    // Changing the rule set starts again from its own values.
    await w.find('[data-test=host-preset]').setValue('taiwanese');
    await field(w, 'base').setValue('300');
    await field(w, 'perTai').setValue('100');
    expect(await submit(w)).toMatchObject({ preset: 'taiwanese', rules: { base: 300, perTai: 100 } });

    await w.find('[data-test=host-preset]').setValue('riichi');
    await field(w, 'redFives').setValue(true);
    await field(w, 'openTanyao').setValue(false);
    expect(await submit(w)).toMatchObject({ preset: 'riichi', rules: { redFives: true, openTanyao: false } });
    // Back to the rule set's values: nothing to send.
    await w.find('[data-test=house-rules] button.reset').trigger('click');
    expect((await submit(w))!.rules).toBeUndefined();
  });

  it('fills in Tenhou’s rules in one click (riichi only), and the table plays exactly them', async () => {
    const w = await mountForm();
    expect(w.find('[data-named]').exists()).toBe(false);
    await w.find('[data-test=host-preset]').setValue('riichi');
    const button = w.find('[data-named=tenhou]');
    expect(button.text()).toBe('Tenhou’s rules');
    await button.trigger('click');
    expect((field(w, 'startingScore').element as HTMLInputElement).value).toBe('25000');
    expect((field(w, 'umaFirst').element as HTMLInputElement).value).toBe('20000');
    expect((field(w, 'bust').element as HTMLInputElement).checked).toBe(true);
    const sent = await submit(w);
    expect(withHouseRules(PRESETS.riichi, sent!.rules).id).toBe(withHouseRules(PRESETS.riichi, TENHOU_HOUSE_RULES).id);
  });

  it('a value the host would refuse is marked, and nothing is sent', async () => {
    const w = await mountForm();
    await field(w, 'minimum').setValue('600');
    expect(field(w, 'minimum').attributes('aria-invalid')).toBe('true');
    expect(w.find('[data-rule=minimum] [role=alert]').text()).toBe('From 0 to 500');
    expect(w.find('[data-action=create-table]').attributes('disabled')).toBeDefined();
    await w.find('form').trigger('submit');
    expect(w.emitted('create')).toBeUndefined();
    await field(w, 'claimWindowMs').setValue('');
    expect(w.find('[data-rule=claimWindowMs] [role=alert]').text()).toBe('From 1 to 30, in steps of 0.5');
    await field(w, 'minimum').setValue('10');
    await field(w, 'claimWindowMs').setValue('2.5');
    expect(await submit(w)).toMatchObject({ rules: { minimum: 10, claimWindowMs: 2500 } });
  });

  it('the rules in force list the table’s values, its own house rules marked', async () => {
    const w = await mountForm();
    expect(w.findAll('[data-test=house-facts] .badge')).toHaveLength(0);
    await field(w, 'minimum').setValue('0');
    await field(w, 'paymentCap').setValue('300');
    const facts = w.find('[data-test=house-facts]');
    expect(facts.find('[data-rule=minimum]').text()).toMatch(/^Minimum score: 0\s*house rule$/);
    expect(facts.find('[data-rule=minimum]').classes()).toContain('changed');
    expect(facts.find('[data-rule=paymentCap]').text()).toMatch(/^Payment cap: 300\s*house rule$/);
    expect(facts.find('[data-rule=limit]').text()).toBe('Limit: 500');
    expect(facts.findAll('.badge')).toHaveLength(2);
  });

  it('speaks the player’s language', async () => {
    const w = await mountForm('hu');
    expect(w.find('[data-test=house-rules] legend').text()).toContain('Házi szabályok');
    expect(w.find('[data-rule=blindGame]').text()).toContain('Vakjáték');
  });

  it('every house rule has a label and a hint in every language', () => {
    for (const locale of LOCALES) {
      const { te } = makeI18n(locale).global;
      expect(te('house.named.tenhou', locale), `${locale} house.named.tenhou`).toBe(true);
      for (const rules of Object.values(HOUSE_RULES))
        for (const rule of rules) {
          expect(te(`house.rule.${rule.key}`, locale), `${locale} house.rule.${rule.key}`).toBe(true);
          expect(te(`house.hint.${rule.key}`, locale), `${locale} house.hint.${rule.key}`).toBe(true);
        }
    }
  });
});

describe('the riichi help page', () => {
  it('lists every rule in which Tenhou’s rules differ from the EMA rules, in every language', () => {
    expect(mountWith(HelpView, { props: { preset: 'hungarian' } }).find('[data-named]').exists()).toBe(false);
    for (const locale of LOCALES) {
      const items = mountWith(HelpView, { props: { preset: 'riichi' } }, locale).findAll('[data-named=tenhou] li');
      expect(items.map((li) => li.attributes('data-rule'))).toEqual(Object.keys(TENHOU_HOUSE_RULES));
      for (const li of items) expect(li.text(), `${locale}: ${li.text()}`).not.toMatch(/house\.|help\./);
    }
    const en = mountWith(HelpView, { props: { preset: 'riichi' } }).find('[data-named=tenhou]').text();
    expect(en).toContain('Starting score: 25000');
    expect(en).toContain('Busting: on');
  });
});

describe('the lobby list', () => {
  const summary = (preset: string): TableSummary => ({ id: 't1', name: 'Friday', preset, freeSeats: 1, players: ['Ann', null, null, null], hasPin: false, state: 'waiting' });
  const list = (preset: string, locale: 'en' | 'fr' = 'en') =>
    mountWith(TableList, { props: { tables: [{ table: summary(preset), hostName: 'box', address: null }], canJoin: true } }, locale);

  it('names the rule set and every house rule of a table', () => {
    const w = list('hungarian+minimum=0,blindGame=true');
    expect(w.find('.preset').text()).toBe('Classical (Hungarian 1920s)');
    expect(w.find('[data-test=house-summary]').text()).toBe('House rules: Minimum score: 0 · Blind game: on');
    expect(list('taiwanese+base=300,perTai=100,claimWindowMs=8000', 'fr').find('[data-test=house-summary]').text()).toBe(
      'Règles maison : Paiement de base : 300 · Valeur du tái : 100 · Délai de réclamation : 8 s',
    );
  });

  it('says nothing more for a table that plays the rule set as it is', () => {
    const w = list('riichi');
    expect(w.find('.preset').text()).toBe('Riichi');
    expect(w.find('[data-test=house-summary]').exists()).toBe(false);
  });
});

describe('the practice host (in process)', () => {
  async function open() {
    const clock = new FakeClock();
    const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 50 });
    const transport = host.connect();
    const got: ServerMessage[] = [];
    transport.onMessage((m) => got.push(m));
    const firstMessage = (pred: (m: ServerMessage) => boolean) => until(() => got.find(pred), () => `a matching message; last: ${JSON.stringify(got.slice(-2)).slice(0, 300)}`, { clock });
    transport.send({ t: 'hello', v: 1, name: 'Ann' });
    await firstMessage((m) => m.t === 'welcome');
    return { host, transport, got, firstMessage, clock };
  }

  it('plays under the house rules: the table and every view name them, older discards lie face down', async () => {
    const { transport, got, firstMessage, clock } = await open();
    transport.send({ t: 'createTable', options: { name: 'Practice', preset: 'hungarian', bots: 3, rules: { minimum: 0, blindGame: true } } });
    await firstMessage((m) => m.t === 'view');
    // Seated, she no longer hears the lobby's list unasked: she asks for it.
    transport.send({ t: 'listTables' });
    const tables = (await firstMessage((m) => m.t === 'tables' && m.tables.length > 0)) as Extract<ServerMessage, { t: 'tables' }>;
    expect(tables.tables[0].preset).toBe('hungarian+minimum=0,blindGame=true');
    // Discard whatever comes first until a few discards lie in the ponds.
    const pondSize = (m: ServerMessage) => (m.t === 'view' && m.view.hand ? m.view.hand.seats.flatMap((s) => s.discards).length : 0);
    for (let i = 0; i < 40 && !got.some((m) => pondSize(m) >= 4); i++) {
      const last = [...got].reverse().find((m): m is Extract<ServerMessage, { t: 'view' }> => m.t === 'view');
      const move = last?.view.legal.find((a) => a.type === 'discard' || a.type === 'pass' || a.type === 'draw');
      if (last?.view.hand && move) {
        const { seat: _seat, ...action } = move as typeof move & { seat?: number };
        transport.send({ t: 'act', hand: last.view.hand.index, seq: last.seq, action: action as never });
      }
      clock.advance(20);
      await new Promise((r) => setTimeout(r, 1));
    }
    const views = got.filter((m): m is Extract<ServerMessage, { t: 'view' }> => m.t === 'view');
    expect(views.every((m) => m.view.presetId === 'hungarian+minimum=0,blindGame=true')).toBe(true);
    const played = views.filter((m) => m.view.hand && m.view.hand.phase !== 'over' && pondSize(m) >= 4);
    expect(played.length).toBeGreaterThan(0);
    for (const m of played) expect(m.view.hand!.seats.flatMap((s) => s.discards).filter((d) => d.tile !== null).length).toBeLessThanOrEqual(1);
    transport.close();
  });

  it('refuses rules that are not the rule set’s, as the real host does', async () => {
    const { transport, firstMessage } = await open();
    transport.send({ t: 'createTable', options: { name: 'Practice', preset: 'riichi', bots: 3, rules: { minimum: 0 } } as never });
    const error = await firstMessage((m) => m.t === 'error');
    expect(error).toMatchObject({ code: 'bad-message', for: 'createTable', message: 'invalid message at "options.rules.minimum": "minimum" is not a house rule of riichi' });
    transport.close();
  });
});
