/**
 * Kept games: the host's (over the wire; practice's LocalHost answers from this device's storage),
 * this device's when the page talks to another host, and logs opened from files. Opening one
 * replays it with the engine (shared/history/sparrow-log.ts) for the replay and the review.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { logFile, logRefusal, type LogFormat } from '../../../shared/history/logs';
import type { KeptGame } from '../../../shared/history/record';
import { openLogs } from '../../../shared/history/open-log';
import { replayLog, type ReadResult, type ReplayedGame, type SparrowLog } from '../../../shared/history/sparrow-log';
import { playerStats } from '../../../shared/history/stats';
import { DeviceHistory } from '../logic/deviceHistory';
import { downloadFile } from '../logic/download';
import { errorKey } from '../logic/errors';
import { useLobby } from './lobby';

export type Source = 'host' | 'device';

/** Several logs in one file (what "download before a date" gives): a JSON array of Sparrow logs. */
const BUNDLE_MIME = 'application/json';

export const useHistory = defineStore('history', () => {
  const lobby = useLobby();
  const device = new DeviceHistory();
  const hostGames = ref<KeptGame[]>([]);
  const cap = ref(0);
  const mayPrune = ref(false);
  const loaded = ref(false);
  const deviceGames = ref<KeptGame[]>([]);
  /** Games opened from files, this session only. */
  const fileGames = shallowRef<ReplayedGame[]>([]);
  const opened = shallowRef<ReplayedGame | null>(null);
  /** What went wrong: an i18n key (a host error code's, or the file's) and the English detail. */
  const error = ref<{ key: string; detail: string } | null>(null);
  const fileError = (detail: string) => (error.value = { key: 'history.badFile', detail });
  /** What the last remove, prune or forget did: the message key and the count. */
  const done = ref<{ key: string; n: number } | null>(null);
  /** The practice table's host is this device: its list is the device's, shown once. */
  const hostIsDevice = computed(() => lobby.mode === 'local');
  let wanted: string | null = null;
  /** Logs asked for a download of games before a date: the ids still awaited, and those received. */
  let bundle: { ids: Set<string>; logs: SparrowLog[]; name: string } | null = null;

  const stats = computed(() => playerStats(hostIsDevice.value ? hostGames.value : [...hostGames.value, ...deviceGames.value]));

  lobby.listen((m) => {
    switch (m.t) {
      case 'history':
        hostGames.value = m.games;
        cap.value = m.cap;
        mayPrune.value = m.mayPrune;
        loaded.value = true;
        return;
      case 'historyGame':
        if (bundle?.ids.delete(m.game)) {
          bundle.logs.push(m.log);
          if (bundle.ids.size === 0) finishBundle();
        }
        if (m.game === wanted) {
          wanted = null;
          show(replayLog(m.log));
        }
        return;
      case 'historyChanged':
        done.value = { key: `history.done.${m.for}`, n: m.count };
        return;
      case 'error':
        if (!m.for?.startsWith('history')) return;
        error.value = { key: errorKey(m.code), detail: m.message };
        // A download of several games stops at the first one the host refuses (removed meanwhile, say).
        if (m.for === 'historyGet') bundle = null;
        return;
      default:
        return;
    }
  });

  function refresh(): void {
    error.value = null;
    lobby.send({ t: 'historyList' });
    deviceGames.value = hostIsDevice.value ? [] : device.list();
  }

  function show(result: ReadResult): void {
    if (result.ok) {
      opened.value = result.game;
      error.value = null;
    } else fileError(result.error);
  }

  function open(source: Source, id: string): void {
    error.value = null;
    if (source === 'device') {
      const log = device.log(id);
      return log ? show(replayLog(log)) : void (error.value = { key: 'errors.noGame', detail: id });
    }
    wanted = id;
    lobby.send({ t: 'historyGet', game: id });
  }

  /** Closes the shown game (and forgets one asked of the host and not yet come). */
  function close(): void {
    wanted = null;
    opened.value = null;
  }

  /** A saved log file (or a bundle of them): replayed, listed under "opened files", the first one shown. */
  function openFile(text: string): void {
    // Sparrow logs (one, or a bundle of them), tenhou.net/6 logs and mjai events, each replayed through the engine.
    const r = openLogs(text);
    if (!r.ok) return void fileError(r.error);
    fileGames.value = [...r.games, ...fileGames.value.filter((g) => !r.games.some((x) => x.log.id === g.log.id))];
    show({ ok: true, game: r.games[0] });
  }

  function download(game: ReplayedGame, format: LogFormat): void {
    if (logRefusal(game.final, format)) return;
    const file = logFile(game, format);
    downloadFile(file.fileName, file.mime, file.text);
  }

  function remove(source: Source, id: string): void {
    if (opened.value?.log.id === id) opened.value = null;
    if (source === 'device') {
      done.value = { key: 'history.done.historyRemove', n: device.remove(id) ? 1 : 0 };
      return refresh();
    }
    lobby.send({ t: 'historyRemove', game: id });
  }

  /** Games finished before `before` in the lists this client may prune. */
  const olderThan = (before: number) => ({
    host: mayPrune.value ? hostGames.value.filter((g) => g.finished < before) : [],
    device: deviceGames.value.filter((g) => g.finished < before),
  });

  function prune(before: number): void {
    if (mayPrune.value) lobby.send({ t: 'historyPrune', before });
    if (!hostIsDevice.value) {
      const n = device.prune(before);
      if (!mayPrune.value) done.value = { key: 'history.done.historyPrune', n };
    }
    refresh();
  }

  /** Downloads every game finished before `before` as one file (a JSON array of Sparrow logs), to keep before pruning. */
  function downloadBefore(before: number): void {
    const { host, device: mine } = olderThan(before);
    const name = `sparrow-games-before-${new Date(before).toISOString().slice(0, 10)}.json`;
    bundle = { ids: new Set(host.map((g) => g.id)), logs: mine.flatMap((g) => device.log(g.id) ?? []), name };
    if (bundle.ids.size === 0) return finishBundle();
    // Within the host's limit of messages a second.
    host.forEach((g, i) => setTimeout(() => lobby.send({ t: 'historyGet', game: g.id }), i * 60));
  }

  function finishBundle(): void {
    if (!bundle) return;
    downloadFile(bundle.name, BUNDLE_MIME, JSON.stringify(bundle.logs));
    bundle = null;
  }

  /** Takes your name out of every game this host (and this device) keeps. */
  function forgetMe(name: string): void {
    lobby.send({ t: 'historyForget', name });
    if (!hostIsDevice.value) device.forget(name);
    refresh();
  }

  return { fileError, hostGames, cap, mayPrune, loaded, deviceGames, fileGames, opened, error, done, hostIsDevice, stats, refresh, open, close, openFile, download, remove, olderThan, prune, downloadBefore, forgetMe };
});
