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
import { hostKeyOutdated } from '../transport/hostKey';
import { readKeys, writeKeys } from '../transport/keyStore';
import { useLobby } from './lobby';
import { useTable } from './table';

const TOKENS_KEY = 'sparrow.club.v1';
/** The PIN a private evening let this tab in with, per host (this tab only, as the organiser's key): a reload needs it not again. */
const PINS_KEY = 'sparrow.clubPins.v1';
/** Per host, the seat token this tab stepped away from (Back to the club page): a reload does not take it again by itself. */
const AWAY_KEY = 'sparrow.clubAway.v1';
const PIN_REFUSALS = ['pin-needed', 'wrong-pin', 'too-many-tries'];

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
  /** The organiser's: the codes shown, by player, each asked for (never on the page unasked: it may be a projector's). */
  const codes = ref<Record<number, string>>({});
  const following = ref(false);
  /** The evening is private and this page has not been let in: it asks for the PIN. */
  const pinAsked = ref(false);
  /** This tab was the organiser's until the host restarted (the organiser link changed with it). */
  const organiserLinkOld = ref(false);
  let pin: string | undefined;
  const rememberPin = (value: string | undefined): void => {
    if (!lobby.address) return;
    const { [lobby.address]: _old, ...others } = readKeys('session', PINS_KEY);
    writeKeys('session', PINS_KEY, value ? { ...others, [lobby.address]: value } : others);
  };
  /** The seat token last taken, so a repeated `clubYou` does not take it again. */
  let seated: string | null = null;
  const steppedAway = (seat: string | null): void => {
    if (!lobby.address) return;
    const { [lobby.address]: _old, ...others } = readKeys('session', AWAY_KEY);
    writeKeys('session', AWAY_KEY, seat ? { ...others, [lobby.address]: seat } : others);
  };

  const tokenHere = (): string | undefined => (lobby.address ? loadTokens()[lobby.address] : undefined);

  lobby.listen((m) => {
    if (m.t === 'welcome' || (m.t === 'error' && m.for === 'hello')) organiserLinkOld.value = !(m.t === 'welcome' && m.organiser) && !!lobby.address && hostKeyOutdated(lobby.address);
    if (!m.t.startsWith('club') && m.t !== 'evening') return;
    const c = m as ClubServerMessage;
    if (c.t === 'evening') {
      evening.value = c.evening;
      organiser.value = c.organiser;
      if (c.evening) {
        // Let in: the PIN asked for is no longer a matter.
        if (pinAsked.value && pin) rememberPin(pin);
        pinAsked.value = false;
        if (refused.value && PIN_REFUSALS.includes(refused.value.code)) refused.value = null;
      }
      // A code used meanwhile is shown no longer.
      codes.value = Object.fromEntries(Object.entries(codes.value).filter(([id]) => c.evening?.players.find((p) => p.id === Number(id))?.codeWaiting));
      following.value = true;
    } else if (c.t === 'clubYou') {
      you.value = c.you;
      refused.value = null;
      if (lobby.address) storeToken(lobby.address, c.you.token);
      takeSeat();
    } else if (c.t === 'clubCode') codes.value = { ...codes.value, [c.player]: c.code };
    else if (c.t === 'clubFile') downloadFile(c.fileName, c.mime, c.text);
    else if (c.t === 'clubRefused') {
      refused.value = { code: c.code, message: c.message, for: c.for };
      if (c.for === 'clubWatch' && PIN_REFUSALS.includes(c.code)) {
        pinAsked.value = true;
        // A PIN this tab kept that the evening no longer takes (another evening's, say).
        if (c.code === 'wrong-pin') rememberPin((pin = undefined));
      }
      // A token from an evening that is over (or another host's), or a name taken on another device: forget it and follow as a guest.
      if ((c.code === 'bad-token' || c.code === 'name-moved') && c.for === 'clubWatch' && lobby.address) {
        you.value = null;
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
    if (lobby.address && readKeys('session', AWAY_KEY)[lobby.address] === seat) return;
    if (table.tableId && table.tableId !== you.value!.table!.tableId) lobby.send({ t: 'leave' });
    table.token = seat;
    lobby.send({ t: 'resume', token: seat });
  }

  /** "Go to your table": your seat, taken again if you stepped away from it (the table shows once the host seats you). */
  function goToTable(): void {
    const mine = you.value?.table?.tableId;
    if (mine && table.tableId === mine) return void (location.hash = '#/table');
    seated = null;
    steppedAway(null);
    takeSeat();
  }

  /** "Back to the club page" from your club table: you step away (the place stays yours), and the page does not take the seat again by itself. */
  function backToClub(): void {
    seated = table.token;
    steppedAway(table.token);
    lobby.leave();
  }

  /** Follow the evening on this host (again after a reconnection). */
  function follow(withPin?: string): void {
    if (withPin !== undefined) {
      pin = withPin;
      refused.value = null;
    }
    pin ??= lobby.address ? readKeys('session', PINS_KEY)[lobby.address] : undefined;
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
    codes,
    pinAsked,
    organiserLinkOld,
    following,
    follow,
    open: (options: TableOptions, eveningOptions: EveningOptions) => act({ t: 'clubOpen', options, evening: eveningOptions }),
    register: (name: string, withPin?: string, code?: string) => act({ t: 'clubRegister', name, ...(withPin ? { pin: withPin } : {}), ...(code ? { code } : {}) }),
    addName: (name: string) => act({ t: 'clubAddName', name }),
    /** The organiser's: shows a name's code (the one waiting, else a new one); `renew`: a new one, the old one stops working. */
    showCode: (player: number, renew = false) => act(renew ? { t: 'clubCode', player, renew: true } : { t: 'clubCode', player }),
    hideCode: (player: number) => {
      const { [player]: _hidden, ...rest } = codes.value;
      codes.value = rest;
    },
    removeName: (player: number) => act({ t: 'clubRemoveName', player }),
    reseat: (player: number, table: number, place: number) => act({ t: 'clubReseat', player, table, place }),
    undo: () => act({ t: 'clubUndo' }),
    leave: (player?: number) => act(player === undefined ? { t: 'clubLeave', token: you.value!.token } : { t: 'clubLeave', player }),
    rejoin: (player?: number) => act(player === undefined ? { t: 'clubRejoin', token: you.value!.token } : { t: 'clubRejoin', player }),
    nextRound: () => act({ t: 'clubNextRound' }),
    finish: () => act({ t: 'clubFinish' }),
    /** `table`: the organiser's entry for that table (no token). */
    enterHand: (hand: RealTileHand, table?: number) => act(table === undefined ? { t: 'clubHand', token: you.value!.token, hand } : { t: 'clubHand', table, hand }),
    /** The proposer withdraws the waiting hand; another player at the table says it is wrong. */
    withdrawHand: (pending: { hand: number; version: number }) => act({ t: 'clubWithdrawHand', token: you.value!.token, hand: pending.hand, version: pending.version }),
    confirmHand: (pending: { hand: number; version: number }) => act({ t: 'clubConfirm', token: you.value!.token, hand: pending.hand, version: pending.version }),
    organiserConfirm: (table: number, p: { hand: number; version: number }) => act({ t: 'clubOrganiserConfirm', table, hand: p.hand, version: p.version }),
    voidHand: (table: number, p: { hand: number; version: number }) => act({ t: 'clubVoidHand', table, hand: p.hand, version: p.version }),
    endTable: (index: number) => act(organiser.value ? { t: 'clubEndTable', table: index } : { t: 'clubEndTable', table: index, token: you.value!.token }),
    download: (format: ClubExport) => act({ t: 'clubExport', format }),
    takeSeat,
    goToTable,
    backToClub,
  };
});
