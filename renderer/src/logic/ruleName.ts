/** A score line's rule in words, in the current language: where each family's rule ids live in the locale files. */
import { ruleFamily } from '../../../shared/rules/families';
import type { Family } from '../../../shared/rules/presets';

type T = (key: string, params?: Record<string, unknown>) => string;
type Te = (key: string) => boolean;

export function ruleName(t: T, te: Te, family: Family, line: { rule: string; params?: Record<string, string | number> }, names: readonly string[] = []): string {
  const ns = ruleFamily(family).help.ruleNames;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(line.params ?? {})) {
    if ((k === 'hand' || k === 'rule') && typeof v === 'string' && te(`${ns}.${v}`)) params[k] = t(`${ns}.${v}`);
    else if (k === 'wait' && typeof v === 'string' && te(`riichiWaits.${v}`)) params[k] = t(`riichiWaits.${v}`);
    else if (k === 'seat' && typeof v === 'number') params[k] = names[v] ?? String(v);
    else params[k] = v;
  }
  // Tiles a line names are drawn beside it, not written out.
  params.tiles = '';
  return te(`${ns}.${line.rule}`) ? t(`${ns}.${line.rule}`, params).trim() : line.rule;
}
