// @vitest-environment happy-dom
/** The score sheet: every line of the scorer translated with its worth, the tiles it counts, the total. */
import { describe, expect, it } from 'vitest';
import { BMJA_TABLE, DMJL_TABLE, scoreHandText } from '../../shared/rules/classical';
import ScoreSheet from '../../renderer/src/components/ScoreSheet.vue';
import Settlement from '../../renderer/src/components/Settlement.vue';
import { parseHand } from '../../shared/notation';
import { scoreRiichiNotation } from '../../shared/rules/riichi/score-notation';
import { scoreTaiwaneseNotation } from '../../shared/rules/taiwanese/score-notation';
import { sheetOf, sheetsOf } from '../../renderer/src/logic/score';
import { mountWith } from './mount';

describe('ScoreSheet', () => {
  const score = scoreHandText('[222m] [555z] 345p999s1z +1z', { seatWind: 0, prevailingWind: 0 }, BMJA_TABLE);
  const sheet = sheetOf(score)!;

  it('lists each scoring line in words, with what it is worth', () => {
    const w = mountWith(ScoreSheet, { props: { sheet, title: 'Score of Ann' } });
    const rows = w.findAll('tr').map((r) => [r.find('.rule .name').text(), r.find('.worth').text()]);
    expect(rows.length).toBe(score.lines.length);
    expect(rows).toContainEqual(['Exposed pung of honours', '4 points']);
    expect(rows).toContainEqual(['Pung or kong of dragons', '1 double']);
    expect(rows).toContainEqual(['Mah-Jong', '20 points']);
    // The tiles a line counts are drawn beside it.
    expect(w.find('[data-rule=dragonSet]').findAll('svg.tile')).toHaveLength(3);
    expect(score.doubles).toBe(1);
    expect(w.find('[data-test=score-total]').text()).toBe(`Total: ${score.points} points, doubled once = ${score.total}`);
  });

  it('says the total with the plural forms of each language (points and doubles each)', () => {
    const total = (locale: 'en' | 'cs' | 'hu' | 'fr' | 'zh-TW', points: number, doubles: number) =>
      mountWith(ScoreSheet, { props: { sheet: { ...sheet, points, doubles, total: points * 2 ** doubles }, title: 'x' } }, locale).find('[data-test=score-total]').text();
    expect(total('en', 26, 0)).toBe('Total: 26 points, no doubles = 26');
    expect(total('en', 38, 2)).toBe('Total: 38 points, doubled 2 times = 152');
    expect(total('cs', 38, 0)).toBe('Celkem: 38 bodů, bez zdvojení = 38');
    expect(total('cs', 2, 1)).toBe('Celkem: 2 body, jednou zdvojeno = 4');
    expect(total('cs', 4, 3)).toBe('Celkem: 4 body, 3× zdvojeno = 32');
    expect(total('cs', 30, 5)).toBe('Celkem: 30 bodů, 5× zdvojeno = 960');
    expect(total('hu', 38, 0)).toBe('Összesen: 38 pont, duplázás nélkül = 38');
    expect(total('hu', 38, 3)).toBe('Összesen: 38 pont, 3 duplázással = 304');
    expect(total('fr', 26, 0)).toBe('Total : 26 points, sans double = 26');
    expect(total('fr', 40, 1)).toBe('Total : 40 points, doublés une fois = 80');
    expect(total('fr', 40, 2)).toBe('Total : 40 points, doublés 2 fois = 160');
    expect(total('zh-TW', 26, 0)).toBe('合計：26 分，不加倍 = 26');
    expect(total('zh-TW', 26, 2)).toBe('合計：26 分，加倍 2 次 = 104');
  });

  it('translates every line into the chosen language', () => {
    const w = mountWith(ScoreSheet, { props: { sheet, title: 'x' } }, 'hu');
    const text = w.findAll('.name').map((n) => n.text()).join('\n');
    expect(text).toContain('Sárkány pong vagy kong');
    expect(text).toContain('Nyitott pong honneurökből');
    expect(text).not.toContain('Exposed');
    const zh = mountWith(ScoreSheet, { props: { sheet, title: 'x' } }, 'zh-TW').text();
    expect(w.text()).toContain('Összesen');
    expect(zh).toContain('字牌明刻');
    expect(zh).toContain('合計');
  });

  it('shows a limit hand as its limit, with what the limit replaced', () => {
    const limit = scoreHandText('19m19p19s1234567z +1m', { seatWind: 0, prevailingWind: 0 }, DMJL_TABLE);
    const w = mountWith(ScoreSheet, { props: { sheet: sheetOf(limit)!, title: 'x' } });
    expect(w.text()).toContain('Thirteen Unique Wonders');
    expect(w.find('[data-test=score-total]').text()).toBe(`Total: 1 limit = ${limit.total}`);
  });

  it('shows a riichi hand in han and fu, with the fu breakdown and the limit', () => {
    const score = scoreRiichiNotation(parseHand('234m234m567p55s67s +8s'), { source: 'wall', seatWind: 0, prevailingWind: 0, riichi: true, dora: [] })!;
    const w = mountWith(ScoreSheet, { props: { sheet: sheetOf(score)!, title: 'x', family: 'riichi' } });
    const rows = w.findAll('tr').map((r) => [r.find('.name').text(), r.find('.worth').text()]);
    expect(rows).toContainEqual(['Riichi', '1 han']);
    expect(rows).toContainEqual(['All simples', '1 han']);
    expect(rows).toContainEqual(['Pure double chow', '1 han']);
    expect(w.find('[data-test=score-total]').text()).toMatch(/^Total: \d+ han, \d+ fu/);
    expect(w.find('details summary').text()).toBe('How the fu add up');
    const fr = mountWith(ScoreSheet, { props: { sheet: sheetOf(score)!, title: 'x', family: 'riichi' } }, 'zh-TW').text();
    expect(fr).toContain('立直');
    expect(fr).toContain('斷么九');
  });

  it('shows a Taiwanese hand in tái, each line translated', () => {
    const score = scoreTaiwaneseNotation(parseHand('123m456m789p222s345s7z +7z'), { source: 'wall', seatWind: 0, prevailingWind: 0 })!;
    expect(score.won).toBe(true);
    const w = mountWith(ScoreSheet, { props: { sheet: sheetOf(score)!, title: 'x', family: 'taiwanese' } });
    const names = w.findAll('.name').map((n) => n.text());
    expect(names.length).toBe(score.lines.length);
    expect(names.every((n) => !/^[a-z]+[A-Z]/.test(n))).toBe(true); // no raw rule ids
    expect(w.find('[data-test=score-total]').text()).toBe(`Total: ${score.tai} tái`);
    const zh = mountWith(ScoreSheet, { props: { sheet: sheetOf(score)!, title: 'x', family: 'taiwanese' } }, 'zh-TW').text();
    expect(zh).toContain('台');
  });

  it('renders whatever lines arrive, even unknown rule ids, without failing', () => {
    const w = mountWith(ScoreSheet, { props: { sheet: sheetOf([{ rule: 'someFutureRule', tai: 2 }])!, title: 'x' } });
    expect(w.text()).toContain('someFutureRule');
    expect(w.text()).toContain('2 tái');
  });

  it('reads per-seat details in any order', () => {
    const sheets = sheetsOf([{ seat: 2, lines: [{ rule: 'notenPayment', params: { points: 1500 } }] }]);
    expect(sheets[2]?.lines[0].rule).toBe('notenPayment');
    expect(sheets[0]).toBeNull();
  });
});

describe('Settlement', () => {
  it('shows each seat’s change this hand and new score, winner marked', () => {
    const rows = [
      { seat: 0, name: 'Ann', wind: 0, delta: 96, score: 96, winner: true },
      { seat: 1, name: 'Bea', wind: 1, delta: -48, score: -48, winner: false },
      { seat: 2, name: 'Cy', wind: 2, delta: -24, score: -24, winner: false },
      { seat: 3, name: 'Dan', wind: 3, delta: -24, score: -24, winner: false },
    ];
    const w = mountWith(Settlement, { props: { rows } });
    const cells = w.findAll('tbody tr').map((r) => r.findAll('th,td').map((c) => c.text()));
    expect(cells[0]).toEqual(['Ann winner', 'East', '+96', '96']);
    expect(cells[1]).toEqual(['Bea', 'South', '-48', '-48']);
  });
});
