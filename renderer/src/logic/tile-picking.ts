/**
 * Building a hand by picking tiles (the Score-a-hand panel): where the picked tiles go, the set
 * being built, the red fives, which tiles are left to pick. A set waiting when the picked tiles
 * are sent elsewhere is not lost silently: a whole pung for an exposed set goes into the hand, and
 * anything else is put back, the page saying which tiles (`putBack`).
 */
import { computed, ref, watch, type ComputedRef, type Ref } from 'vue';
import { meldTypeOf, type HandNotation } from '../../../shared/notation';
import type { NotationRules } from '../../../shared/rules/hand-problems';
import { isBonus, type Kind } from '../../../shared/tiles';

export type Target = 'concealed' | 'exposed' | 'concealedKong' | 'claimedKong' | 'winning' | 'dora' | 'ura';

const PALETTE_ROWS: Kind[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [9, 10, 11, 12, 13, 14, 15, 16, 17],
  [18, 19, 20, 21, 22, 23, 24, 25, 26],
  [27, 28, 29, 30, 31, 32, 33],
  [34, 35, 36, 37, 38, 39, 40, 41],
];
const FIVES: Kind[] = [4, 13, 22];

/** A red five goes when the last five of its suit does. */
export function keepRedFivesHeld(h: HandNotation): void {
  if (!h.red?.length) return;
  const all = [...h.concealed, ...h.melds.flatMap((m) => m.kinds), ...(h.winning !== undefined ? [h.winning] : [])];
  const kept = FIVES.flatMap((k) => h.red!.filter((r) => r === k).slice(0, all.filter((x) => x === k).length));
  if (kept.length !== h.red.length) h.red = kept;
}

export interface PickingOptions {
  hand: Ref<HandNotation>;
  /** The rule set plays flowers and seasons. */
  bonusTiles: ComputedRef<boolean>;
  rules: ComputedRef<NotationRules>;
  dora: ComputedRef<Kind[]>;
  ura: ComputedRef<Kind[]>;
  /** Writes the indicators into the hand's words. */
  indicators: (which: 'dora' | 'ura', kinds: Kind[]) => void;
}

export function useTilePicking({ hand, bonusTiles, rules, dora, ura, indicators }: PickingOptions) {
  const target = ref<Target>('concealed');
  const pending = ref<Kind[]>([]);
  /** The next five picked is a red one (where the rules have red fives). */
  const redNext = ref(false);
  /** The tiles of an unfinished set put back when the picked tiles went elsewhere (until the next pick). */
  const putBack = ref<Kind[]>([]);

  const used = computed(() => {
    const c = new Array<number>(42).fill(0);
    const h = hand.value;
    for (const k of [...h.concealed, ...h.bonus, ...h.melds.flatMap((m) => m.kinds), ...pending.value, ...dora.value, ...ura.value]) c[k]++;
    if (h.winning !== undefined) c[h.winning]++;
    return c;
  });
  const maxOf = (k: Kind) => (isBonus(k) ? 1 : 4);
  const redLeft = (k: Kind) => rules.value.redFives - (hand.value.red ?? []).filter((r) => r === k).length;
  /** A win by flowers names the eighth as its winning tile, even one among the winner's own flowers (Eight Immortals). */
  const ownEighth = (k: Kind) => isBonus(k) && target.value === 'winning' && hand.value.bonus.includes(k) && hand.value.winning !== k;
  const canPick = (k: Kind) => used.value[k] < maxOf(k) || ownEighth(k);
  /** The tiles to pick from: flowers and seasons only where the rule set plays them. */
  const palette = computed(() => PALETTE_ROWS.map((row) => row.filter((k) => !isBonus(k) || bonusTiles.value)).filter((row) => row.length > 0));
  const pendingType = computed(() => meldTypeOf(pending.value));

  function pick(k: Kind): void {
    if (!canPick(k)) return;
    putBack.value = [];
    const h = hand.value;
    if (redNext.value && FIVES.includes(k) && redLeft(k) > 0 && target.value !== 'dora' && target.value !== 'ura') (h.red ??= []).push(k);
    redNext.value = false;
    if (isBonus(k) && target.value !== 'winning') {
      if (bonusTiles.value) h.bonus.push(k);
    } else if (target.value === 'dora' || target.value === 'ura') indicators(target.value, [...(target.value === 'dora' ? dora.value : ura.value), k]);
    else if (target.value === 'concealed') h.concealed.push(k);
    else if (target.value === 'winning') {
      h.winning = k;
      h.winningSet = undefined;
      target.value = 'concealed';
    } else if (target.value === 'concealedKong' || target.value === 'claimedKong') {
      const next = pending.value.every((x) => x === k) ? [...pending.value, k] : [k];
      if (next.length === 4) {
        h.melds.push(target.value === 'claimedKong' ? { type: 'kong', kinds: next, concealed: false, claimed: true } : { type: 'kong', kinds: next, concealed: true });
        pending.value = [];
      } else pending.value = next;
    } else {
      if (meldTypeOf(pending.value) === 'pung' && pending.value[0] !== k) commitPending();
      const next = [...pending.value, k];
      const type = meldTypeOf(next);
      if (type === 'chow' || type === 'kong') {
        h.melds.push({ type, kinds: next, concealed: false });
        pending.value = [];
      } else if (next.length >= 3 && type !== 'pung') pending.value = [k];
      else pending.value = next; // a pung waits: a fourth tile makes it a kong, or "Add" keeps it
    }
  }

  function commitPending(): void {
    const type = meldTypeOf(pending.value);
    if (!type) return;
    hand.value.melds.push({ type, kinds: [...pending.value], concealed: target.value === 'concealedKong' });
    pending.value = [];
  }

  // The picked tiles go elsewhere: a whole pung built as an exposed set is added, anything else put back (and said).
  watch(target, (_now, before) => {
    const waiting = pending.value;
    if (!waiting.length) return;
    pending.value = [];
    if (before === 'exposed' && meldTypeOf(waiting) === 'pung') hand.value.melds.push({ type: 'pung', kinds: [...waiting], concealed: false });
    else putBack.value = waiting;
  });

  return { target, pending, redNext, putBack, canPick, palette, pick, commitPending, pendingType };
}
