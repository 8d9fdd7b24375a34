/**
 * The table you sit at (or watch): the latest `SeatView` from the host, the events of the current
 * hand (the ceremony and the log consume them), the claim countdown, the fairness check, and the
 * snapshots a finished hand is replayed from (a page that came back asks the host for the steps it
 * missed: logic/replay-steps.ts). Your moves go out as `act` messages; nothing else flows back to
 * the host.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { PlayerAction, PlayerInfo, RevealMessage, ServerMessage, TableStatus } from '../../../shared/protocol';
import type { SeatView, VisibleEvent } from '../../../shared/view';
import type { TileId } from '../../../shared/tiles';
import type { LogFormat } from '../../../shared/history/logs';
import { offerOf } from '../logic/actions';
import { downloadFile } from '../logic/download';
import { useReplaySteps, type FinishedHand, type Snapshot, type StepsAsked } from '../logic/replay-steps';
import { checkFairness, type FairnessResult } from '../../../shared/reveal';
import { playSound } from '../sound';
import { useSettings } from './settings';

export type { FinishedHand, Snapshot, StepsAsked };

/** An event of the play itself, after the ceremony. */
const isPlay = (e: VisibleEvent): boolean => e.type === 'discarded' || e.type === 'drew' || e.type === 'claimed';

const randomHex = (bytes: number): string => {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return [...a].map((b) => b.toString(16).padStart(2, '0')).join('');
};

export const useTable = defineStore('table', () => {
  const settings = useSettings();
  const tableId = ref<string | null>(null);
  /** Your place (chair in join order); null when watching. */
  const place = ref<number | null>(null);
  const token = ref<string | null>(null);
  /** A club night's table (`joined.club`): its places are the evening's, and leaving yours only steps away from it. */
  const club = ref(false);
  const view = shallowRef<SeatView | null>(null);
  const seq = ref(0);
  const status = ref<TableStatus>('waiting');
  const players = ref<PlayerInfo[]>([]);
  /** Who held the places when the hand in view ended, where that differs from now (the host's `endedPlayers`). */
  const endedPlayers = ref<PlayerInfo[] | null>(null);
  /** Events of the current hand, in order. */
  const handEvents = shallowRef<VisibleEvent[]>([]);
  /** Every view of the current hand, for the replay. */
  const snapshots = shallowRef<Snapshot[]>([]);
  const lastFinished = shallowRef<FinishedHand | null>(null);
  /** The steps of a hand this page missed, asked of the host (`steps.state.whole`: the current hand's snapshots are all its steps). */
  const steps = useReplaySteps({ tableId, view, snapshots, lastFinished, send: (m) => send(m) });
  /** performance.now() when the open claim window closes, and its full length. */
  const claimEndsAt = ref<number | null>(null);
  const claimTotalMs = ref<number | null>(null);
  const nextHandEndsAt = ref<number | null>(null);
  /** The next hand's timer stands still (a player at the table watches the replay): the milliseconds it has left. */
  const nextHandHeldMs = ref<number | null>(null);
  /** We told the host we watch the replay (it holds the next hand for us). */
  let watchingSent = false;
  /** The turn clock of the player to move (performance.now() times), when the table has one. */
  /** By place: when a bot takes over a player away (performance.now() time), while the grace period runs. */
  const graceEndsAt = ref<(number | null)[]>([]);
  const turnClock = ref<{ seat: number; turnEndsAt: number; bankEndsAt: number } | null>(null);
  /** This tab's seat was opened in another tab or on another device, which took it over. */
  const leftElsewhere = ref(false);
  /** The ceremony of the current hand is still showing. */
  const ceremonyActive = ref(false);
  /** Per hand: what was committed and what we contributed. */
  const commitments = new Map<number, { commitment: string; entropy: string }>();
  const reveal = shallowRef<RevealMessage | null>(null);
  const fairness = shallowRef<FairnessResult | null>(null);
  /** Your concealed tiles in the view that brought this hand's deal (null if you did not see it): the fairness check compares them with the seed's deal. */
  let firstHand: TileId[] | null = null;
  /** This hand's events are all here from its start: no view was missed (`seq` never skipped). */
  let wholeHand = false;
  const lastError = ref<{ code: string; message: string } | null>(null);
  /** The view's `seq` when the host's last refusal came. */
  let errorSeq = -1;
  /** You asked for the next hand and wait for the others. */
  const readyForNext = ref(false);
  /** The hand in view ended while this page watched (not: it was over when the page caught up, a reload). */
  const endIsNews = ref(false);
  let sender: ((m: import('../../../shared/protocol').ClientMessage) => void) | null = null;
  let pending = false;

  const you = computed(() => view.value?.you ?? null);
  const hand = computed(() => view.value?.hand ?? null);
  const offer = computed(() => offerOf(view.value?.legal ?? []));
  const watching = computed(() => tableId.value !== null && place.value === null);
  const seated = computed(() => tableId.value !== null);
  const myTurn = computed(() => !!hand.value && hand.value.phase !== 'over' && you.value !== null && hand.value.turn === you.value && hand.value.phase !== 'claims');
  const claimOpen = computed(() => !!hand.value && hand.value.phase === 'claims' && offer.value.canPass);

  function bind(send: (m: import('../../../shared/protocol').ClientMessage) => void): void {
    sender = send;
  }

  function reset(): void {
    tableId.value = null;
    place.value = null;
    token.value = null;
    club.value = false;
    view.value = null;
    seq.value = 0;
    status.value = 'waiting';
    players.value = [];
    graceEndsAt.value = [];
    handEvents.value = [];
    snapshots.value = [];
    lastFinished.value = null;
    steps.reset();
    claimEndsAt.value = null;
    claimTotalMs.value = null;
    nextHandEndsAt.value = null;
    nextHandHeldMs.value = null;
    watchingSent = false;
    turnClock.value = null;
    ceremonyActive.value = false;
    reveal.value = null;
    fairness.value = null;
    firstHand = null;
    wholeHand = false;
    lastError.value = null;
    readyForNext.value = false;
    commitments.clear();
  }

  function send(m: import('../../../shared/protocol').ClientMessage): void {
    sender?.(m);
  }

  function act(action: PlayerAction): void {
    const h = view.value?.hand;
    if (!h || pending) return;
    pending = true;
    setTimeout(() => (pending = false), 3000);
    lastError.value = null;
    send({ t: 'act', hand: h.index, action, seq: seq.value });
    if (action.type === 'discard') playSound('discard', settings.sound);
    else if (action.type === 'claim' || action.type === 'kong') playSound('claim', settings.sound);
  }

  /** The ceremony was watched or skipped (or is not shown): the host's bots need not wait for us. */
  function endCeremony(): void {
    if (!ceremonyActive.value) return;
    ceremonyActive.value = false;
    const h = view.value?.hand;
    if (h && place.value !== null) send({ t: 'ceremonyDone', hand: h.index });
  }

  /** Asks the host for the finished game's log; it downloads when it comes. */
  function exportLog(format: LogFormat): void {
    if (tableId.value) send({ t: 'exportLog', table: tableId.value, format });
  }

  /** The replay opens or closes: between hands, a player's open replay holds the next hand (within the host's bound). */
  function watchReplay(on: boolean): void {
    if (on === watchingSent || place.value === null) return;
    if (on && status.value !== 'between-hands') return;
    watchingSent = on;
    send({ t: 'watchReplay', watching: on });
  }

  /** The turn clock ran out and a bot plays for you: you are back. */
  function playAgain(): void {
    if (place.value !== null) send({ t: 'playAgain' });
  }

  function nextHand(): void {
    readyForNext.value = true;
    send({ t: 'nextHand' });
  }

  function onView(m: Extract<ServerMessage, { t: 'view' }>): void {
    pending = false;
    // A refusal is about the moment it came: once the table moves on, it is no longer news.
    if (lastError.value && m.seq !== errorSeq) lastError.value = null;
    const before = view.value;
    // A (re)joining tab's first view brings this hand's events so far: the moves list and the break
    // line are whole again, but nothing in them is news (no ceremony, no sound, no deal to check).
    const started = !m.catchUp && m.events.some((e) => e.type === 'handStarted');
    // A catch-up means views were missed: the replay asks the host for the hand's steps.
    if (m.catchUp) steps.caughtUp(m.stepsFrom);
    if (m.catchUp && before?.hand?.index !== m.view.hand?.index) {
      // Back mid-hand: the last hand can be replayed too, once its steps come from the host (if it was this player's).
      const h = m.view.hand;
      if (h && h.index > 0 && h.phase !== 'over' && lastFinished.value?.index !== h.index - 1)
        lastFinished.value = steps.replayable(h.index - 1) ? { index: h.index - 1, snapshots: before?.hand?.index === h.index - 1 ? snapshots.value : [], players: m.players, whole: false } : null;
      snapshots.value = [];
      reveal.value = null;
      fairness.value = null;
      firstHand = null;
      wholeHand = false;
      readyForNext.value = false;
    }
    if (started) {
      if (snapshots.value.length && before?.hand)
        lastFinished.value = steps.replayable(before.hand.index) ? { index: before.hand.index, snapshots: snapshots.value, players: endedPlayers.value ?? players.value, whole: steps.state.whole } : null;
      handEvents.value = [];
      snapshots.value = [];
      steps.state.whole = true;
      reveal.value = null;
      fairness.value = null;
      firstHand = m.view.you !== null ? (m.view.hand?.seats[m.view.you]?.concealed?.slice() ?? null) : null;
      wholeHand = true;
      readyForNext.value = false;
      ceremonyActive.value = true;
      // A new pause between hands starts with nobody holding it.
      watchingSent = false;
    }
    if (!started && m.seq > seq.value + 1) wholeHand = false;
    const now = m.view.hand;
    if (now?.phase !== 'over' || m.catchUp) endIsNews.value = false;
    else if (before?.hand?.index === now.index && before.hand.phase !== 'over') endIsNews.value = true;
    view.value = m.view;
    seq.value = m.seq;
    status.value = m.status;
    players.value = m.players;
    endedPlayers.value = m.endedPlayers ?? null;
    graceEndsAt.value = m.players.map((p) => (p.graceMsLeft === undefined ? null : performance.now() + p.graceMsLeft));
    if (m.catchUp) handEvents.value = [...m.events];
    else if (m.events.length) handEvents.value = [...handEvents.value, ...m.events];
    // A replay steps through what happened: a view that only repeats the moment (a player joined, the next deal announced) is no new step.
    if (m.view.hand && (m.events.length || !snapshots.value.length)) snapshots.value = [...snapshots.value, { view: m.view, events: m.events, seq: m.seq }];
    const left = m.claimMsLeft;
    if (left !== null && left !== undefined && m.view.hand?.phase === 'claims') {
      const fresh = m.events.some((e) => e.type === 'claimWindowOpened');
      claimEndsAt.value = performance.now() + left;
      if (fresh || claimTotalMs.value === null) claimTotalMs.value = Math.max(left, 1);
    } else {
      claimEndsAt.value = null;
      claimTotalMs.value = null;
    }
    nextHandEndsAt.value = m.nextHandMsLeft != null && !m.nextHandHeld ? performance.now() + m.nextHandMsLeft : null;
    nextHandHeldMs.value = m.nextHandHeld ? m.nextHandMsLeft : null;
    const clock = m.turnClock;
    turnClock.value = clock ? { seat: clock.seat, turnEndsAt: performance.now() + clock.msLeft, bankEndsAt: performance.now() + clock.msLeft + clock.bankMsLeft } : null;
    const h = m.view.hand;
    if (h && m.view.you !== null && !m.catchUp) {
      if (m.events.some((e) => e.type === 'discarded' && e.seat !== m.view.you)) playSound('discard', settings.sound);
      if (h.phase !== 'over' && h.turn === m.view.you && before?.hand?.turn !== m.view.you) playSound('turn', settings.sound);
      if (m.events.some((e) => e.type === 'handWon')) playSound('win', settings.sound);
    }
    if (h?.phase === 'over') ceremonyActive.value = false;
    // Animations off, or play has begun (you came back mid-hand, or another player skipped the
    // ceremony and moved): the table shows at once.
    else if ((started && !settings.animations) || (ceremonyActive.value && m.events.some(isPlay))) endCeremony();
    maybeAuto();
  }

  /** Auto-draw and auto-pass, as the settings ask. */
  function maybeAuto(): void {
    const v = view.value;
    const h = v?.hand;
    if (!v || !h || v.you === null) return;
    const o = offer.value;
    if (settings.autoDraw && h.phase === 'draw' && h.turn === v.you && o.canDraw && v.legal.length === 1)
      setTimeout(() => view.value === v && act({ type: 'draw' }), 200);
    else if (settings.autoPass && h.phase === 'claims' && o.canPass && !o.claims.some((c) => c.claim === 'win'))
      setTimeout(() => view.value === v && act({ type: 'pass' }), 150);
  }

  function receive(m: ServerMessage): void {
    switch (m.t) {
      case 'joined':
        leftElsewhere.value = false;
        if (m.table !== tableId.value) reset();
        tableId.value = m.table;
        place.value = m.seat;
        token.value = m.token;
        club.value = m.club === true;
        return;
      case 'view':
        if (m.table !== tableId.value) return;
        return onView(m);
      case 'commit': {
        if (m.table !== undefined && m.table !== tableId.value) return;
        if (place.value === null) return;
        const entropy = randomHex(32);
        commitments.set(m.hand, { commitment: m.commitment, entropy });
        send({ t: 'entropy', hand: m.hand, value: entropy });
        return;
      }
      case 'reveal': {
        if (m.table !== undefined && m.table !== tableId.value) return;
        reveal.value = m;
        const mine = commitments.get(m.hand);
        fairness.value = checkFairness(m, {
          commitment: mine?.commitment ?? null,
          myEntropy: mine?.entropy ?? null,
          myPlace: place.value,
          mySeat: view.value?.you ?? null,
          events: handEvents.value,
          firstHand,
          wholeHand,
          botPlaces: players.value.flatMap((p, i) => (p.kind === 'bot' ? [i] : [])),
        });
        return;
      }
      case 'left':
        if (m.table !== tableId.value) return;
        reset();
        leftElsewhere.value = m.elsewhere === true;
        return;
      case 'gameLog':
        if (m.table === tableId.value) downloadFile(m.fileName, m.mime, m.text);
        return;
      case 'replaySteps':
        if (m.table === tableId.value) steps.onSteps(m);
        return;
      case 'error':
        if (m.for === 'act' || m.for === undefined) pending = false;
        if (m.for === 'replaySteps') steps.onRefused();
        if (m.for === 'act' || m.for === 'nextHand' || m.for === 'entropy' || m.for === 'exportLog') {
          lastError.value = { code: m.code, message: m.message };
          errorSeq = seq.value;
        }
        return;
      default:
        return;
    }
  }

  watch(
    () => settings.autoPass,
    () => maybeAuto(),
  );

  return {
    tableId,
    place,
    token,
    club,
    view,
    seq,
    status,
    players,
    endedPlayers,
    handEvents,
    snapshots,
    lastFinished,
    stepsAsked: steps.stepsAsked,
    replayable: steps.replayable,
    askSteps: steps.askSteps,
    claimEndsAt,
    claimTotalMs,
    nextHandEndsAt,
    nextHandHeldMs,
    watchReplay,
    playAgain,
    turnClock,
    graceEndsAt,
    ceremonyActive,
    leftElsewhere,
    endCeremony,
    reveal,
    fairness,
    lastError,
    readyForNext,
    endIsNews,
    you,
    hand,
    offer,
    watching,
    seated,
    myTurn,
    claimOpen,
    bind,
    reset,
    act,
    exportLog,
    nextHand,
    receive,
  };
});
