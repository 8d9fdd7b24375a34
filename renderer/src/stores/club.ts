/**
 * The club night as this browser sees it: the evening the host pushes, who we are in it (our
 * evening token is kept in localStorage per host, like seat tokens), and our table each round:
 * when the draw gives us a seat, we take it with its seat token.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { ClubExport, ClubServerMessage, ClubYou, EveningOptions, EveningView } from '../../../shared/club/protocol';
import type { RealTileHand } from '../../../shared/club/realTiles';
import type { TableOptions } from '../../../shared/protocol';
import { downloadFile } from '../logic/download';
import { useLobby } from './lobby';
import { useTable } from './table';

const TOKENS_KEY = 'sparrow.club.v1';

function loadTokens(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function storeToken(address: string, token: string | null): void {
  const all = loadTokens();
  if (token) all[address] = token;
  else delete all[address];
  try {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(all));
  } catch {
    /* private mode */
  }
}

export const useClub = defineStore('club', () => {
  const lobby = useLobby();
  const table = useTable();
  const evening = ref<EveningView | null>(null);
  const organiser = ref(false);
  const you = ref<ClubYou | null>(null);
  const refused = ref<{ code: string; message: string; for?: string } | null>(null);
  /** The organiser's: the codes that claim the names they added. */
  const claimCodes = ref<Record<number, string>>({});
  const following = ref(false);
  let pin: string | undefined;
  /** The seat token last taken, so a repeated `clubYou` does not take it again. */
  let seated: string | null = null;

  const tokenHere = (): string | undefined => (lobby.address ? loadTokens()[lobby.address] : undefined);

  lobby.listen((m) => {
    if (!m.t.startsWith('club') && m.t !== 'evening') return;
    const c = m as ClubServerMessage;
    if (c.t === 'evening') {
      evening.value = c.evening;
      organiser.value = c.organiser;
      claimCodes.value = c.claimCodes ?? {};
      following.value = true;
    } else if (c.t === 'clubYou') {
      you.value = c.you;
      refused.value = null;
      if (lobby.address) storeToken(lobby.address, c.you.token);
      takeSeat();
    } else if (c.t === 'clubFile') downloadFile(c.fileName, c.mime, c.text);
    else if (c.t === 'clubRefused') {
      refused.value = { code: c.code, message: c.message, for: c.for };
      // A token from an evening that is over (or another host's): forget it and follow as a guest.
      if (c.code === 'bad-token' && c.for === 'clubWatch' && lobby.address) {
        storeToken(lobby.address, null);
        follow();
      }
    }
  });

  /** Our drawn seat at an engine table: take it (the table page then shows it). */
  function takeSeat(): void {
    const seat = you.value?.table?.seatToken;
    if (!seat || seat === seated || table.token === seat) return;
    seated = seat;
    if (table.tableId && table.tableId !== you.value!.table!.tableId) lobby.send({ t: 'leave' });
    table.token = seat;
    lobby.send({ t: 'resume', token: seat });
  }

  /** Follow the evening on this host (again after a reconnection). */
  function follow(withPin?: string): void {
    if (withPin !== undefined) pin = withPin;
    const token = tokenHere();
    lobby.send(token ? { t: 'clubWatch', token } : pin ? { t: 'clubWatch', pin } : { t: 'clubWatch' });
  }

  watch(
    () => lobby.welcomed,
    (w) => {
      if (w && following.value) follow();
    },
  );

  const act = (m: Parameters<typeof lobby.send>[0]) => {
    refused.value = null;
    lobby.send(m);
  };

  return {
    evening,
    organiser,
    you,
    refused,
    claimCodes,
    following,
    follow,
    open: (options: TableOptions, eveningOptions: EveningOptions) => act({ t: 'clubOpen', options, evening: eveningOptions }),
    register: (name: string, withPin?: string, code?: string) => act({ t: 'clubRegister', name, ...(withPin ? { pin: withPin } : {}), ...(code ? { code } : {}) }),
    addName: (name: string) => act({ t: 'clubAddName', name }),
    removeName: (player: number) => act({ t: 'clubRemoveName', player }),
    reseat: (player: number, table: number, place: number) => act({ t: 'clubReseat', player, table, place }),
    undo: () => act({ t: 'clubUndo' }),
    leave: (player?: number) => act(player === undefined ? { t: 'clubLeave', token: you.value!.token } : { t: 'clubLeave', player }),
    rejoin: (player?: number) => act(player === undefined ? { t: 'clubRejoin', token: you.value!.token } : { t: 'clubRejoin', player }),
    nextRound: () => act({ t: 'clubNextRound' }),
    finish: () => act({ t: 'clubFinish' }),
    enterHand: (hand: RealTileHand) => act({ t: 'clubHand', token: you.value!.token, hand }),
    confirmHand: (pending: { hand: number; version: number }) => act({ t: 'clubConfirm', token: you.value!.token, hand: pending.hand, version: pending.version }),
    organiserConfirm: (table: number, p: { hand: number; version: number }) => act({ t: 'clubOrganiserConfirm', table, hand: p.hand, version: p.version }),
    voidHand: (table: number, p: { hand: number; version: number }) => act({ t: 'clubVoidHand', table, hand: p.hand, version: p.version }),
    endTable: (index: number) => act(organiser.value ? { t: 'clubEndTable', table: index } : { t: 'clubEndTable', table: index, token: you.value!.token }),
    download: (format: ClubExport) => act({ t: 'clubExport', format }),
    takeSeat,
  };
});
