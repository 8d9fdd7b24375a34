/** The remembered settings: defaults, damaged files, per-field checks, refused patches, atomic writes. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, SettingsStore } from '../../electron/main/settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sparrow-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const defaults = () => defaultSettings('ann@box');

describe('settings store', () => {
  it('starts from defaults on the first run', () => {
    const s = new SettingsStore(dir, defaults());
    expect(s.get()).toEqual(defaults());
    expect(s.public()).toEqual({ playerName: '', hostName: 'ann@box', port: 7070, advertise: true, lastPreset: 'hungarian' });
  });

  it('remembers the player name and last settings across runs', () => {
    const s = new SettingsStore(dir, defaults());
    s.update({ playerName: '  Ann  ', lastPreset: 'riichi', port: 7420, advertise: false });
    s.setWindow({ width: 1000, height: 700, x: 10, y: 20, maximized: true });
    s.setHosting({ since: 5, port: 7420 });
    const again = new SettingsStore(dir, defaults());
    expect(again.public()).toEqual({ playerName: 'Ann', hostName: 'ann@box', port: 7420, advertise: false, lastPreset: 'riichi' });
    expect(again.get().window).toEqual({ width: 1000, height: 700, x: 10, y: 20, maximized: true });
    expect(again.get().hosting).toEqual({ since: 5, port: 7420 });
  });

  it('survives a damaged file and keeps each valid field of a partly bad one', () => {
    writeFileSync(join(dir, 'settings.json'), '{ not json');
    expect(new SettingsStore(dir, defaults()).get()).toEqual(defaults());
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ playerName: 'Bo', port: 'seventy', advertise: 'yes', lastPreset: 'poker', window: { width: 10, height: 10, maximized: false }, hosting: 'x', extra: 1 }));
    const s = new SettingsStore(dir, defaults()).get();
    expect(s.playerName).toBe('Bo');
    expect(s.port).toBe(7070);
    expect(s.advertise).toBe(true);
    expect(s.lastPreset).toBe('hungarian');
    expect(s.window).toEqual(defaults().window);
    expect(s.hosting).toBeNull();
    expect('extra' in s).toBe(false);
  });

  it('refuses patches with unknown keys or bad values, changing nothing', () => {
    const s = new SettingsStore(dir, defaults());
    for (const bad of [{ hosting: null }, { window: {} }, { port: 70000 }, { port: 1.5 }, { playerName: 'x'.repeat(25) }, { hostName: '   ' }, { advertise: 1 }, null, 'name', []]) {
      expect(() => s.update(bad)).toThrow();
    }
    expect(s.get()).toEqual(defaults());
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes through a temporary file, leaving only settings.json', () => {
    const s = new SettingsStore(dir, defaults());
    s.update({ playerName: 'Cy' });
    expect(readdirSync(dir)).toEqual(['settings.json']);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).playerName).toBe('Cy');
  });

  it('hands out copies', () => {
    const s = new SettingsStore(dir, defaults());
    s.get().window.width = 5;
    expect(s.get().window.width).toBe(1200);
  });
});
