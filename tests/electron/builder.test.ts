/**
 * Packaging without packaging: electron-builder's own schema accepts the config; the fuses, the
 * targets per OS, the files that ship and the icons are what the issue asks for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const config = JSON.parse(readFileSync(join(root, 'electron-builder.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(path: string): [number, number] {
  const b = readFileSync(path);
  expect(b.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

describe('electron-builder config', () => {
  it('passes electron-builder\'s schema validation', async () => {
    const { getConfig, validateConfiguration } = await import('app-builder-lib/out/util/config/config.js');
    const { DebugLogger } = await import('builder-util');
    const loaded = await getConfig(root, null, null);
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined();
    // …and the schema does catch a misspelt fuse.
    await expect(validateConfiguration({ ...loaded, electronFuses: { runAsNod: false } } as never, new DebugLogger(false))).rejects.toThrow(/electronFuses/);
  });

  it('sets the fuses', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
    });
    expect(config.asar).toBe(true);
  });

  it('builds AppImage + deb, NSIS and dmg', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.directories.buildResources).toBe('build');
    expect(pkg.scripts.dist).toMatch(/electron-builder --publish never$/);
    expect(pkg.main).toBe('dist/electron/main.js');
  });

  it('ships the built app only, no sources or maps', () => {
    expect(config.files).toEqual(expect.arrayContaining(['package.json', 'dist/electron/**', 'dist/renderer/**', '!dist/electron/**/*.map']));
    expect(config.files.some((f: string) => /^(electron|shared|renderer|tests)\//.test(f))).toBe(false);
  });

  it('has every icon it names, at the sizes each OS needs', () => {
    expect(pngSize(join(root, 'build', 'icon.png'))).toEqual([1024, 1024]);
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) expect(pngSize(join(root, 'build', 'icons', `${size}x${size}.png`))).toEqual([size, size]);
    for (const path of [config.win.icon, config.nsis.installerIcon, config.mac.icon, config.mac.entitlements, config.linux.icon, 'build/icon.svg']) expect(existsSync(join(root, path)), path).toBe(true);

    // icon.ico: a directory of PNG images 16–256.
    const ico = readFileSync(join(root, 'build', 'icon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i) || 256);
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
    for (let i = 0; i < count; i++) {
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      expect(ico.subarray(offset + 1, offset + 4).toString('ascii')).toBe('PNG');
    }

    // icon.icns: its length, and PNG elements up to 1024.
    const icns = readFileSync(join(root, 'build', 'icon.icns'));
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      types.push(icns.subarray(at, at + 4).toString('ascii'));
      expect(icns.subarray(at + 9, at + 12).toString('ascii')).toBe('PNG');
    }
    expect(types).toEqual(expect.arrayContaining(['icp4', 'ic07', 'ic08', 'ic09', 'ic10']));
  });

  it('declares the local network use macOS asks about', () => {
    expect(config.mac.extendInfo.NSBonjourServices).toEqual(['_sparrow._tcp']);
    expect(config.mac.extendInfo.NSLocalNetworkUsageDescription).toMatch(/local network/);
  });
});
