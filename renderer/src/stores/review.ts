/**
 * The review on screen: asked of the host for your own seat at the table you play at (a finished
 * hand, or the whole game at its end), or opened from a review worked out in the browser (a saved
 * game: `open`). Whichever it came from, ReviewView shows it.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import type { GameReview } from '../../../shared/review/types';
import { useLobby } from './lobby';
import { useTable } from './table';

export const useReview = defineStore('review', () => {
  const lobby = useLobby();
  const table = useTable();
  const shown = shallowRef<GameReview | null>(null);
  /** Players' names by seat, for the review's words ("Bot 2 let this tile go"). */
  const names = ref<string[]>([]);
  /** Asked of the host, not yet answered. */
  const waiting = ref(false);
  /** The host's refusal, by its error code and (English) text: the view translates the code. */
  const error = ref<{ code: string; message: string } | null>(null);

  lobby.listen((m) => {
    if (m.t === 'review' && m.table === table.tableId && waiting.value) {
      waiting.value = false;
      shown.value = m.review;
    } else if (m.t === 'error' && m.for === 'review') {
      waiting.value = false;
      error.value = { code: m.code, message: m.message };
    }
  });

  /** A review of your table's hands closes when you leave the table (one opened from a saved game stays). */
  let ofTable = false;
  watch(
    () => table.tableId,
    (id) => {
      if (!id && ofTable) close();
    },
  );

  /** Asks the host for hand `hand` of your table (or every finished hand), for your own seat. */
  function ask(hand: number | undefined, namesBySeat: string[]): void {
    const seat = table.you;
    if (!table.tableId || seat === null) return;
    names.value = namesBySeat;
    error.value = null;
    waiting.value = true;
    ofTable = true;
    lobby.send(hand === undefined ? { t: 'review', table: table.tableId, seat } : { t: 'review', table: table.tableId, seat, hand });
  }

  /** Shows a review worked out elsewhere (a saved game's, computed in the browser). */
  function open(review: GameReview, namesBySeat: string[]): void {
    names.value = namesBySeat;
    error.value = null;
    waiting.value = false;
    ofTable = false;
    shown.value = review;
  }

  function close(): void {
    shown.value = null;
    waiting.value = false;
    error.value = null;
  }

  return { shown, names, waiting, error, ask, open, close };
});
