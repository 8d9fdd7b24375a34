/** The headless host's `--rules`: pairs, or a well-known set of the family's (riichi: `tenhou`) then pairs that change it. */
import { describe, expect, it } from 'vitest';
import { parseHostArgs } from '../../electron/server/host-args';
import { PRESETS, withHouseRules } from '../../shared/rules/presets';
import { TENHOU_HOUSE_RULES } from '../../shared/rules/riichi/tenhou-rules';

describe('--rules', () => {
  it('tenhou is Tenhou’s rules, and pairs after it change them', () => {
    expect(parseHostArgs(['--preset', 'riichi', '--rules', 'tenhou']).table.rules).toEqual(TENHOU_HOUSE_RULES);
    const east = parseHostArgs(['--preset', 'riichi', '--rules', 'tenhou,rounds=1,redFives=false']).table.rules!;
    expect(withHouseRules(PRESETS.riichi, east).riichi).toMatchObject({ redFives: false, bust: true, uma: [20000, 10000, -10000, -20000] });
    expect(withHouseRules(PRESETS.riichi, east).rounds).toBe(1);
  });

  it('a set another family does not have is refused with the reason', () => {
    expect(() => parseHostArgs(['--preset', 'millington', '--rules', 'tenhou'])).toThrow(/--rules: "tenhou" is not a rule=value pair/);
    expect(() => parseHostArgs(['--preset', 'riichi', '--rules', 'tenhou,limit=500'])).toThrow(/--rules: "limit" is not a house rule of riichi/);
  });
});
