/**
 * The host form's "mjai AI" (the app only, riichi only): the command line and wire convention
 * chosen, and hosting with it. The table is created without bots (its creator sits at the first
 * place); once the creator is seated, the app's main process starts the AI, seats it in the next
 * empty place and adds the bots asked for (`window.sparrow.seatMjai`). If the AI cannot start, the
 * creator leaves the table again (nobody is left at it, so it closes) and the form says why.
 * In a browser there is no bridge: the field is not offered and nothing here runs.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { TableOptions } from '../../../shared/protocol';
import { PRESETS } from '../../../shared/rules/presets';
import { bridge, type MjaiSeatResult, type MjaiWire } from '../transport/bridge';
import { useLobby } from './lobby';
import { useTable } from './table';

export const MJAI_WIRES: readonly MjaiWire[] = ['lockstep', 'react', 'batch'];
/** As long a command line as the app's main process takes. */
export const MJAI_COMMAND_MAX = 1000;
/** The creator and the AI take two places: at most two bots beside them. */
export const MJAI_MAX_BOTS = 2;

type Refusal = Extract<MjaiSeatResult, { ok: false }>;

/** Electron wraps an error thrown in the main process: "Error invoking remote method '…': Error: why". */
const remoteMessage = (e: unknown): string => String((e as Error)?.message ?? e).replace(/^Error invoking remote method '[^']*': (\w*Error: )?/, '');

export const useMjaiSeat = defineStore('mjaiSeat', () => {
  const command = ref('');
  const protocol = ref<MjaiWire>('lockstep');
  /** Why the last AI did not take its place (shown in the form). */
  const error = ref<Refusal | null>(null);
  /** The AI is being started. */
  const starting = ref(false);

  /** This page can start an AI: it runs in the app, whose bridge has `seatMjai`. */
  const available = (): boolean => typeof bridge()?.seatMjai === 'function';
  const riichi = (preset: string): boolean => Boolean(PRESETS[preset as keyof typeof PRESETS]?.riichi);
  /** Whether a table of this rule set is to be hosted with the AI. */
  const wanted = (preset: string): boolean => available() && riichi(preset) && command.value.trim() !== '';

  /** Hosts the table: without bots first, then (once the creator sits) the AI and the bots through the app. */
  function createTable(options: TableOptions): void {
    const lobby = useLobby();
    const table = useTable();
    error.value = null;
    starting.value = true;
    const bots = Math.min(options.bots ?? 0, MJAI_MAX_BOTS);
    lobby.createTable({ ...options, bots: 0 });
    const stop = watch([() => table.tableId, () => lobby.error], ([id, refused]) => {
      if (refused?.for === 'createTable') {
        stop();
        starting.value = false;
      } else if (id) {
        stop();
        void seat(id, bots);
      }
    });
  }

  async function seat(tableId: string, bots: number): Promise<void> {
    let result: MjaiSeatResult;
    try {
      result = await bridge()!.seatMjai!({ table: tableId, command: command.value.trim(), protocol: protocol.value, ...(bots ? { bots } : {}) });
    } catch (e) {
      result = { ok: false, reason: 'no-start', message: remoteMessage(e) };
    }
    starting.value = false;
    if (result.ok) return;
    error.value = result;
    // Someone filled the places meanwhile (the table's "add bots"): the game goes on without the AI.
    if (result.reason === 'dealt' || result.reason === 'no-place') return;
    // Back to the form, which says why; with nobody at it the table closes.
    const lobby = useLobby();
    const table = useTable();
    if (table.tableId === tableId) {
      lobby.forgetSeat(table.token);
      lobby.leave();
    }
  }

  return { command, protocol, error, starting, available, wanted, createTable };
});
