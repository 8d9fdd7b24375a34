/**
 * The club night's messages: who may do what (the organiser is the host key's holder; a player
 * is their evening token; the evening's PIN lets newcomers in), and the `evening` pushed to
 * everyone watching after each change. A refusal changes nothing and says why.
 */
import { mootConfirmation, mootEndTable } from '../../shared/club/moot';
import { cleanName, sameName } from '../../shared/club/names';
import { eveningJson, gamesCsv, standingsCsv, tenhouLogs } from '../../shared/club/export';
import type { ClubExport, ClubServerMessage, ClubYou, EveningView } from '../../shared/club/protocol';
import type { EveningAction } from '../../shared/club/types';
import type { ClientMessage } from '../../shared/protocol';
import { withHouseRules, presetById } from '../../shared/rules/presets';
import type { ActResult, Club } from './club';
import { PlayerSteps, WrongCodes } from './club-guards';
import { eveningView, guestView } from './club-view';
import { pinHash, pinMatches } from '../../shared/host/places';
import type { PinGuard } from './pin-guard';
import type { Peer } from './peer';
import type { HostClock, TimerHandle } from '../../shared/host/clock';
import { nodeClock } from './node-clock';

type ClubMessage = Extract<ClientMessage, { t: `club${string}` }>;
type Refusal = Extract<ClubServerMessage, { t: 'clubRefused' }>;

/** How often table moves (not evening actions) are pushed to watchers at most. */
const TABLE_PUSH_MS = 250;

/** A page following the evening: who it is there (null: a guest), with which token, in which evening. */
interface Watcher {
  player: number | null;
  token: string | null;
  evening: string | null;
}

export class ClubWire {
  /**
   * Peers following the club page: the player each one is (null: the organiser or a guest) and the
   * token it holds the name with, and the evening it was let into (null: none yet). An evening is
   * shown only to the peers let into it (the organiser always): one who followed before an evening
   * opened, or followed an earlier one, gives a PIN evening's PIN first.
   */
  private readonly watchers = new Map<Peer, Watcher>();
  /** Names registered from each address this evening (an evening without a PIN limits them). */
  private readonly registered = new Map<string, number>();
  private registeredFor: string | null = null;
  private readonly lastSent = new Map<Peer, string>();
  private pushTimer: TimerHandle | null = null;
  private readonly wrongCodes = new WrongCodes();

  constructor(
    private readonly club: Club,
    private readonly pinGuard: PinGuard,
    private readonly clock: HostClock = nodeClock,
    /** Names one address may register in an evening without a PIN (Limits.clubNamesPerAddress). */
    private readonly namesPerAddress = 4,
  ) {
    this.playerSteps = new PlayerSteps(() => this.clock.now());
    // A player's steps are pushed a moment later, together (a token holder cannot have the whole evening sent to everyone at each one).
    club.onChange((urgent) => {
      if (urgent && !this.fromPlayer) return this.push();
      this.changedByPlayer ||= this.fromPlayer;
      this.pushSoon();
    });
  }

  /** Handling a message of a page not the organiser's: the changes it makes are pushed soon, not at once. */
  private fromPlayer = false;
  /** The message being handled changed the evening: its page is sent the change at once, the others with the next push. */
  private changedByPlayer = false;
  private readonly playerSteps: PlayerSteps;

  watching(peer: Peer): boolean {
    return this.watchers.has(peer);
  }

  forget(peer: Peer): void {
    this.watchers.delete(peer);
    this.lastSent.delete(peer);
  }

  private pushSoon(): void {
    if (this.pushTimer) return;
    this.pushTimer = this.clock.setTimer(
      () => {
        this.pushTimer = null;
        this.push();
      },
      TABLE_PUSH_MS,
      true,
    );
  }

  private push(): void {
    if (this.pushTimer) this.clock.clearTimer(this.pushTimer);
    this.pushTimer = null;
    const evening = eveningView(this.club);
    const guests = evening && guestView(evening);
    for (const [peer, w] of this.watchers) this.pushTo(peer, w, peer.organiser ? evening : guests);
  }

  /** One page, now (the one whose step changed the evening). */
  private pushOne(peer: Peer): void {
    const w = this.watchers.get(peer);
    if (w) this.pushTo(peer, w, this.viewFor(peer));
  }

  private pushTo(peer: Peer, w: Watcher, view: EveningView | null): void {
    const e = this.club.evening;
    // An evening without a PIN is open to everyone following the page; whoever they were in an
    // earlier evening, they are nobody in this one until they register (or follow with a token).
    if (e && w.evening !== e.id && (e.pin === null || peer.organiser)) {
      w.evening = e.id;
      w.player = null;
    }
    // A name taken since on another device (with a new code), or removed: this device no longer holds it.
    if (e && w.player !== null && (e.state.players[w.player]?.removed || this.club.playerToken(w.player) !== w.token)) this.lostName(peer, w);
    if (!e || w.evening === e.id) this.sendTo(peer, w.player, view);
    else this.askPin(peer);
  }

  /** The evening as this peer's page is shown it: whether a code waits for a name is the organiser's alone. */
  private viewFor(peer: Peer): EveningView | null {
    const view = eveningView(this.club);
    return view && !peer.organiser ? guestView(view) : view;
  }

  /** A follower not let into this (PIN) evening hears only that it needs its PIN, once. */
  private askPin(peer: Peer): void {
    if (this.lastSent.get(peer) === 'pin') return;
    this.lastSent.set(peer, 'pin');
    peer.send({ t: 'evening', evening: null, organiser: peer.organiser });
    peer.send({ t: 'clubRefused', code: 'pin-needed', message: 'this evening needs its PIN', for: 'clubWatch' });
  }

  private follow(peer: Peer, player: number | null, evening: string | null): void {
    this.watchers.set(peer, { player, token: player === null ? null : this.club.playerToken(player), evening });
    this.lastSent.delete(peer);
  }

  /** Told its token is no longer good (the page forgets it and follows as a guest); never told the new one. */
  private lostName(peer: Peer, w: { player: number | null; token: string | null }): void {
    w.player = null;
    w.token = null;
    peer.send({ t: 'clubRefused', code: 'name-moved', message: 'your name was taken on another device with a new code, or removed', for: 'clubWatch' });
  }

  private sendTo(peer: Peer, player: number | null, evening: EveningView | null): void {
    const you = player === null ? null : this.you(player);
    const message = { t: 'evening' as const, evening, organiser: peer.organiser };
    const key = JSON.stringify([message, you]);
    if (this.lastSent.get(peer) === key) return;
    this.lastSent.set(peer, key);
    peer.send(message);
    if (you) peer.send({ t: 'clubYou', you });
  }

  private you(player: number): ClubYou {
    const e = this.club.evening!;
    const p = e.state.players[player];
    const index = e.state.phase === 'playing' ? e.state.tables.findIndex((t) => t.players.includes(player)) : -1;
    const t = e.state.tables[index];
    const tableId = index >= 0 ? (e.tableIds[index] ?? null) : null;
    const place = t ? t.players.indexOf(player) : -1;
    return {
      player,
      name: p.name,
      token: this.club.playerToken(player),
      present: p.present,
      table: t && !t.done && !t.botTookOver.includes(place) ? { index, tableId, realTiles: t.realTiles, place, seatToken: tableId ? this.club.seatToken(player, tableId) : null } : null,
    };
  }

  handle(peer: Peer, m: ClubMessage, address: string): void {
    if (peer.organiser) return this.handleMessage(peer, m, address);
    this.fromPlayer = true;
    this.changedByPlayer = false;
    try {
      this.handleMessage(peer, m, address);
    } finally {
      this.fromPlayer = false;
    }
    if (this.changedByPlayer) this.pushOne(peer);
  }

  private handleMessage(peer: Peer, m: ClubMessage, address: string): void {
    const refuse = (code: Refusal['code'], message: string) => peer.send({ t: 'clubRefused', code, message, for: m.t });
    const done = (r: ActResult) => (r.ok ? undefined : refuse(r.code, r.message));
    const club = this.club;
    const e = club.evening;
    const organiserOnly = () => {
      if (!peer.organiser) refuse('not-organiser', "only the host's organiser may do that");
      return peer.organiser;
    };
    if (m.t === 'clubOpen') {
      if (!organiserOnly()) return;
      let preset: string;
      try {
        preset = withHouseRules(presetById(m.options.preset), m.options.rules).id;
      } catch (err) {
        return refuse('bad-settings', (err as Error).message);
      }
      const r = club.open({ name: m.options.name, preset, ...m.evening }, m.options.pin ? pinHash(m.options.pin) : null);
      if (!r.ok) return refuse(r.code, r.message);
      this.follow(peer, null, club.evening!.id);
      return this.push();
    }
    if (m.t === 'clubExport') {
      if (!e) return refuse('no-evening', 'no evening is open on this host');
      if (!peer.organiser && this.watchers.get(peer)?.evening !== e.id) return refuse('not-watching', 'follow the evening first');
      return peer.send({ t: 'clubFile', format: m.format, ...exportFile(club, m.format) });
    }
    if (!e && m.t === 'clubWatch') {
      // Nothing to follow yet: the page hears when the organiser opens one (and, for a PIN evening, that it needs its PIN).
      this.follow(peer, null, null);
      return this.sendTo(peer, null, null);
    }
    if (!e) return refuse('no-evening', 'no evening is open on this host');
    /** The player a message's token (or, for the organiser, its player id) names. */
    const playerOf = (msg: { token?: string; player?: number }): number | null => {
      if (msg.token !== undefined) {
        const p = club.playerOfToken(msg.token);
        if (p === null) refuse('bad-token', 'that evening token is not valid on this host');
        return p;
      }
      if (msg.player !== undefined && organiserOnly()) {
        if (!e.state.players[msg.player]) return refuse('unknown-player', `no player ${msg.player}`), null;
        return msg.player;
      }
      if (msg.player === undefined) refuse('bad-token', 'say who you are (your evening token)');
      return null;
    };
    /** The evening's PIN, for a newcomer not let in yet: wrong guesses are slowed per address as at tables. */
    const pinOk = (attempt: string | undefined): boolean => {
      if (!e.pin || peer.organiser || (m.t === 'clubRegister' && this.watchers.get(peer)?.evening === e.id)) return true;
      const wait = attempt !== undefined ? this.pinGuard.waitFor(address) : 0;
      if (wait > 0) return refuse('too-many-tries', `too many wrong PINs from your address; try again in ${Math.ceil(wait / 1000)} s`), false;
      if (attempt === undefined) return refuse('pin-needed', 'this evening needs its PIN'), false;
      if (pinMatches(e.pin, attempt)) return true;
      this.pinGuard.wrong(address);
      return refuse('wrong-pin', 'that is not this evening’s PIN'), false;
    };
    const act = (action: EveningAction) => done(club.act(action));
    /** A player's own step (a hand entered or taken back, leaving, rejoining): refused `rate-limited` past their allowance. */
    const stepAllowed = (player: number): boolean => {
      const wait = this.playerSteps.take(e.id, player);
      if (wait > 0) refuse('rate-limited', `too many steps of yours in a short time; try again in ${Math.ceil(wait / 1000)} s`);
      return wait === 0;
    };

    switch (m.t) {
      case 'clubWatch': {
        const player = m.token !== undefined ? playerOf(m) : null;
        if (m.token !== undefined && player === null) return;
        if (player === null && !pinOk(m.pin)) return;
        this.follow(peer, player, e.id);
        return this.sendTo(peer, player, this.viewFor(peer));
      }
      case 'clubRegister': {
        if (!pinOk(m.pin)) return;
        const name = cleanName(m.name);
        const existing = e.state.players.find((p) => !p.removed && sameName(p.name, name));
        let player: number;
        if (existing?.codeVoided) return refuse('code-void', `the code of "${existing.name}" was tried wrongly too often and no longer works: ask the organiser for a new one`);
        if (existing && club.codeWaiting(existing.id)) {
          // A name a code waits for is its owner's: taken with the code the organiser gives them (wrong guesses slowed as PINs are).
          if (m.code === undefined) return refuse('claim-code', `"${existing.name}" is taken with its code: ask the organiser for it`);
          const wait = this.pinGuard.waitFor(address);
          if (wait > 0) return refuse('too-many-tries', `too many wrong codes from your address; try again in ${Math.ceil(wait / 1000)} s`);
          if (m.code !== club.claimCode(existing.id)) {
            this.pinGuard.wrong(address);
            // Counted for the name too, from whatever address: four digits are few.
            if (!this.wrongCodes.wrong(e.id, existing.id, existing.codes ?? 0)) return refuse('wrong-code', `that is not the code of "${existing.name}": ask the organiser for it`);
            const voided = club.act({ type: 'voidCode', player: existing.id });
            if (!voided.ok) return refuse(voided.code, voided.message);
            return refuse('code-void', `too many wrong codes for "${existing.name}": its code no longer works; ask the organiser for a new one`);
          }
          const claimed = club.act({ type: 'claim', player: existing.id });
          if (!claimed.ok) return refuse(claimed.code, claimed.message);
          player = existing.id;
        } else {
          // Without a PIN anyone on the network may register: a few names from each address, no more.
          if (this.registeredFor !== e.id) {
            this.registered.clear();
            this.registeredFor = e.id;
          }
          const before = this.registered.get(address) ?? 0;
          if (!e.pin && !peer.organiser && before >= this.namesPerAddress)
            return refuse('too-many-names', `at most ${this.namesPerAddress} names register from one address; the organiser adds more`);
          const r = club.act({ type: 'register', name });
          if (!r.ok) return refuse(r.code, r.message);
          this.registered.set(address, before + 1);
          player = e.state.players.length - 1;
        }
        this.follow(peer, player, e.id);
        return this.sendTo(peer, player, this.viewFor(peer));
      }
      case 'clubAddName':
        return organiserOnly() ? act({ type: 'addName', name: m.name }) : undefined;
      case 'clubCode': {
        if (!organiserOnly()) return;
        if (m.renew || !club.codeWaiting(m.player)) {
          const r = club.act({ type: 'newCode', player: m.player });
          if (!r.ok) return refuse(r.code, r.message);
        }
        return peer.send({ t: 'clubCode', player: m.player, code: club.claimCode(m.player) });
      }
      case 'clubReseat':
        return organiserOnly() ? act({ type: 'reseat', player: m.player, table: m.table, place: m.place }) : undefined;
      case 'clubRemoveName':
        return organiserOnly() ? act({ type: 'removeName', player: m.player }) : undefined;
      case 'clubUndo': {
        // A name someone has taken since it was added is theirs: the claim, the evening's last action, ends the undo.
        return organiserOnly() ? act({ type: 'undo' }) : undefined;
      }
      case 'clubLeave':
      case 'clubRejoin': {
        const player = playerOf(m);
        if (player === null || (m.token !== undefined && !stepAllowed(player))) return;
        // A player's own step (by token) is not the organiser's to take back.
        return act({ type: m.t === 'clubLeave' ? 'leave' : 'rejoin', player, ...(m.token !== undefined ? { by: 'player' as const } : {}) });
      }
      case 'clubNextRound':
        return organiserOnly() ? act({ type: e.state.round === 0 ? 'startRound' : 'nextRound' }) : undefined;
      case 'clubFinish':
        return organiserOnly() ? act({ type: 'finish' }) : undefined;
      case 'clubHand':
      case 'clubConfirm':
      case 'clubWithdrawHand': {
        // The organiser enters a hand for a table (its players without a device, say): no token, the table named.
        if (m.t === 'clubHand' && m.token === undefined) {
          if (!organiserOnly()) return;
          if (m.table === undefined) return refuse('unknown-table', 'say which table the hand is for');
          return act({ type: 'realTileHand', table: m.table, hand: m.hand, organiser: true });
        }
        const player = playerOf(m);
        if (player === null) return;
        // A second tap, or a hand the others' confirmations counted meanwhile: nothing to do, nothing to say.
        if (m.t === 'clubConfirm' && mootConfirmation(e.state, player, m.hand, m.version)) return;
        const table = e.state.phase === 'playing' ? e.state.tables.findIndex((t) => t.players.includes(player)) : -1;
        if (table < 0) return refuse('not-at-table', 'you are at no table this round');
        if (m.t === 'clubHand' && m.table !== undefined && m.table !== table) return refuse('not-at-table', `you play at table ${table + 1}`);
        if (m.t !== 'clubConfirm' && !stepAllowed(player)) return;
        if (m.t !== 'clubHand') {
          const handNo = e.state.tables[table].hands.length + 1;
          if (e.state.tables[table].pending && m.hand !== handNo) return refuse('stale-proposal', `hand ${m.hand} is not the one waiting (hand ${handNo})`);
          return act(m.t === 'clubConfirm' ? { type: 'confirmHand', table, player, version: m.version } : { type: 'withdrawHand', table, player, version: m.version });
        }
        // Entering it is the proposer's confirmation (of the version just made): one step, so nobody sees it waiting for the proposer.
        return club.together(() => {
          const r = club.act({ type: 'realTileHand', table, hand: m.hand, by: player });
          if (!r.ok) return refuse(r.code, r.message);
          return act({ type: 'confirmHand', table, player, version: e.state.tables[table].pending!.version });
        });
      }
      case 'clubOrganiserConfirm':
      case 'clubVoidHand': {
        if (!organiserOnly()) return;
        const t = e.state.tables[m.table];
        if (t?.pending && m.hand !== t.hands.length + 1) return refuse('stale-proposal', `hand ${m.hand} is not the one waiting (hand ${t.hands.length + 1})`);
        return act({ type: m.t === 'clubVoidHand' ? 'voidHand' : 'organiserConfirm', table: m.table, version: m.version });
      }
      case 'clubEndTable': {
        if (m.token === undefined) return organiserOnly() && !mootEndTable(e.state, m.table) ? act({ type: 'endTable', table: m.table }) : undefined;
        const player = playerOf(m);
        if (player === null) return;
        if (!e.state.tables[m.table]?.players.includes(player)) return refuse('not-at-table', 'you are not at that table');
        // Another player (or the organiser) ended it a moment before.
        return mootEndTable(e.state, m.table) ? undefined : act({ type: 'endTable', table: m.table, by: 'player' });
      }
    }
  }
}

function exportFile(club: Club, format: ClubExport): { fileName: string; mime: string; text: string } {
  const state = club.evening!.state;
  const base = state.settings.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'evening';
  switch (format) {
    case 'standings-csv':
      return { fileName: `${base}-standings.csv`, mime: 'text/csv', text: standingsCsv(state) };
    case 'games-csv':
      return { fileName: `${base}-games.csv`, mime: 'text/csv', text: gamesCsv(state) };
    case 'json':
      return { fileName: `${base}.json`, mime: 'application/json', text: eveningJson(state) };
    case 'tenhou':
      return { fileName: `${base}.tenhou.json`, mime: 'application/json', text: JSON.stringify(tenhouLogs(state)) };
  }
}
