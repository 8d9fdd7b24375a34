/**
 * The IPC handlers behind `window.sparrow`. Every message is checked before anything runs: it
 * must come from the top frame of one of this app's windows, showing this app's own page
 * (`sparrow://app/`), and carry exactly the arguments its channel takes. Anything else is refused
 * with an error and logged.
 */
import * as v from 'valibot';
import { CHANNELS, MJAI_COMMAND_MAX, type Channel } from '../preload/api';
import { APP_ORIGIN } from './protocol';

interface FrameLike {
  readonly url: string;
  readonly parent: unknown;
}

interface SenderLike {
  readonly id: number;
}

export interface IpcEventLike {
  readonly sender: SenderLike;
  readonly senderFrame: FrameLike | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** Is this message from our own page, in the top frame of a window we made? */
export function isTrustedSender(event: IpcEventLike, windowIds: () => readonly number[]): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent) return false;
  if (!windowIds().includes(event.sender.id)) return false;
  let url: URL;
  try {
    url = new URL(frame.url);
  } catch {
    return false;
  }
  return !url.username && !url.password && `${url.protocol}//${url.host}` === APP_ORIGIN;
}

export type Handler = (event: IpcEventLike, ...args: never[]) => unknown;

/** Each channel's arguments. */
const ARGS: Record<Channel, v.GenericSchema> = {
  [CHANNELS.browse]: v.strictTuple([v.boolean()]),
  [CHANNELS.tables]: v.never(),
  [CHANNELS.startHost]: v.strictTuple([]),
  [CHANNELS.stopHost]: v.strictTuple([]),
  [CHANNELS.hostStatus]: v.strictTuple([]),
  [CHANNELS.getSettings]: v.strictTuple([]),
  [CHANNELS.setSettings]: v.strictTuple([v.unknown()]),
  [CHANNELS.seatMjai]: v.strictTuple([
    v.strictObject({
      table: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      // One line of printable text: no control characters (a newline, a NUL) in a command line.
      command: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MJAI_COMMAND_MAX), v.regex(/^[^\u0000-\u001f\u007f]*$/)),
      protocol: v.picklist(['lockstep', 'react', 'batch']),
      place: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))),
      bots: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))),
    }),
  ]),
};

class RefusedError extends Error {}

/** Registers the handlers; returns a function that removes them. */
export function registerIpc(
  ipcMain: IpcMainLike,
  handlers: Partial<Record<Channel, Handler>>,
  trusted: (event: IpcEventLike) => boolean,
  log: (message: string) => void = console.warn,
): () => void {
  const channels = Object.keys(handlers) as Channel[];
  for (const channel of channels) {
    const handler = handlers[channel]!;
    ipcMain.handle(channel, (event, ...args) => {
      if (!trusted(event)) {
        log(`sparrow: refused ${channel} from ${event.senderFrame?.url ?? 'an unknown frame'}`);
        throw new RefusedError('refused: not sent by the Sparrow window');
      }
      if (!v.safeParse(ARGS[channel], args).success) {
        log(`sparrow: refused ${channel}: bad arguments`);
        throw new RefusedError(`refused: bad arguments for ${channel}`);
      }
      return (handler as (event: IpcEventLike, ...a: unknown[]) => unknown)(event, ...args);
    });
  }
  return () => channels.forEach((c) => ipcMain.removeHandler(c));
}
