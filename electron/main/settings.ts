/**
 * The app's remembered settings: one JSON file in Electron's userData folder. Reads tolerate a
 * missing or damaged file (defaults), each field is checked on its own, and writes go to a
 * temporary file renamed over the old one, so a crash never leaves half a file.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import type { AppSettings, SettingsPatch } from '../preload/api';

/** Written while the table server runs and cleared when it stops cleanly: a crash leaves it set. */
export interface HostingMark {
  since: number;
  port: number;
}

/** What the renderer never sees nor sets: window geometry and the hosting mark. */
export interface WindowState {
  width: number;
  height: number;
  x?: number;
  y?: number;
  maximized: boolean;
}

export interface StoredSettings extends AppSettings {
  window: WindowState;
  hosting: HostingMark | null;
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** What the renderer may change (IPC `setSettings`): unknown keys are refused. */
const SettingsPatchSchema = v.strictObject({
  playerName: v.optional(text(24)),
  hostName: v.optional(v.pipe(text(40), v.minLength(1))),
  port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535))),
  advertise: v.optional(v.boolean()),
  lastPreset: v.optional(v.picklist(['millington', 'hungarian', 'riichi', 'taiwanese'])),
});

const WindowSchema = v.object({
  width: v.pipe(v.number(), v.integer(), v.minValue(360), v.maxValue(10000)),
  height: v.pipe(v.number(), v.integer(), v.minValue(480), v.maxValue(10000)),
  x: v.optional(v.pipe(v.number(), v.integer())),
  y: v.optional(v.pipe(v.number(), v.integer())),
  maximized: v.boolean(),
});

const HostingSchema = v.nullable(v.object({ since: v.number(), port: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535)) }));

const DEFAULT_PORT = 7070;

export function defaultSettings(hostName: string): StoredSettings {
  return {
    playerName: '',
    hostName: hostName.trim().slice(0, 40) || 'Sparrow',
    port: DEFAULT_PORT,
    advertise: true,
    lastPreset: 'hungarian',
    window: { width: 1200, height: 820, maximized: false },
    hosting: null,
  };
}

/** Keeps each valid field of `raw`, the default for the rest. */
function sanitize(raw: unknown, defaults: StoredSettings): StoredSettings {
  const out: StoredSettings = structuredClone(defaults);
  if (!raw || typeof raw !== 'object') return out;
  const input = raw as Record<string, unknown>;
  const fields = SettingsPatchSchema.entries;
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    if (input[key] === undefined) continue;
    const result = v.safeParse(fields[key], input[key]);
    if (result.success && result.output !== undefined) (out as unknown as Record<string, unknown>)[key] = result.output;
  }
  const win = v.safeParse(WindowSchema, input.window);
  if (win.success) out.window = win.output;
  const hosting = v.safeParse(HostingSchema, input.hosting);
  if (hosting.success) out.hosting = hosting.output;
  return out;
}

export class SettingsStore {
  readonly path: string;
  private value: StoredSettings;

  constructor(userData: string, defaults: StoredSettings) {
    this.path = join(userData, 'settings.json');
    let raw: unknown = null;
    try {
      raw = JSON.parse(readFileSync(this.path, 'utf8'));
    } catch {
      /* first run or a damaged file: defaults */
    }
    this.value = sanitize(raw, defaults);
  }

  get(): StoredSettings {
    return structuredClone(this.value);
  }

  /** The part the renderer sees. */
  public(): AppSettings {
    const { playerName, hostName, port, advertise, lastPreset } = this.value;
    return { playerName, hostName, port, advertise, lastPreset };
  }

  /** Applies a patch from the renderer; throws on anything the schema refuses. */
  update(patch: unknown): AppSettings {
    if (Array.isArray(patch)) throw new TypeError('settings must be an object');
    const checked = v.parse(SettingsPatchSchema, patch) as SettingsPatch;
    for (const [key, value] of Object.entries(checked)) if (value !== undefined) (this.value as unknown as Record<string, unknown>)[key] = value;
    this.save();
    return this.public();
  }

  setWindow(window: WindowState): void {
    const checked = v.safeParse(WindowSchema, window);
    if (!checked.success) return;
    this.value.window = checked.output;
    this.save();
  }

  setHosting(mark: HostingMark | null): void {
    this.value.hosting = mark;
    this.save();
  }

  private save(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.${process.pid}.tmp`;
    // On disk before it replaces the old file, so a crash leaves the old settings or the new, never neither.
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(this.value, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.path);
  }
}
