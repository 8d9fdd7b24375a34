/**
 * House rules in words: a preset id's rule-set name, and the house-rule values of a preset (the
 * host form's fields, the facts panel, the lobby entry). The values come from the preset the id
 * names (shared/rules/house.ts), so every client shows what the host plays.
 */
import { ruleFamily } from '../../../shared/rules/families';
import { baseIdOf, hasHouseRules, type HouseRule, type HouseValue } from '../../../shared/rules/house';
import { findPreset, type Preset } from '../../../shared/rules/presets';

type T = (key: string, named?: Record<string, unknown>) => string;

/** The rule set's name of a preset id (house rules or not). */
export const presetName = (t: T, id: string): string => t(`presets.${baseIdOf(id)}.name`);

function ruleValue(t: T, rule: HouseRule, value: HouseValue): string {
  if (rule.kind === 'flag') return value ? t('house.on') : t('house.off');
  if (value === null) return t('house.none');
  if (rule.unit === 'ms') return t('house.seconds', { n: (value as number) / 1000 });
  return String(value);
}

export interface RuleLine {
  key: string;
  label: string;
  value: string;
  /** A house rule of this table (differs from the rule set). */
  changed: boolean;
}

/** Every house-rule value of the preset's family, the changed ones marked. */
export function ruleLines(t: T, preset: Preset): RuleLine[] {
  return ruleFamily(preset.family).houseRules.map((rule) => ({
    key: rule.key,
    label: t(`house.rule.${rule.key}`),
    value: ruleValue(t, rule, rule.get(preset)),
    changed: !!preset.house && rule.key in preset.house,
  }));
}

/** The house rules of a preset id in one line ("Minimum score: 0 · Blind game: on"), or null without any. */
export function houseSummary(t: T, id: string): string | null {
  const preset = findPreset(id);
  // An id this client cannot read (a newer host's rule): its own words.
  if (!preset) return hasHouseRules(id) ? id.slice(id.indexOf('+') + 1) : null;
  if (!preset.house) return null;
  return ruleLines(t, preset)
    .filter((l) => l.changed)
    .map((l) => t('house.line', { label: l.label, value: l.value }))
    .join(' · ');
}
