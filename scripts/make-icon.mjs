#!/usr/bin/env node
/**
 * Renders build/icon.svg (drawn for this project) into every icon electron-builder needs:
 * build/icon.png (1024×1024), build/icons/NxN.png (Linux), build/icon.ico (Windows: PNG entries
 * 16–256) and build/icon.icns (macOS: PNG entries 16–1024). Rendering uses headless Chromium
 * through Playwright (the Chromium scripts/find-browser.mjs finds). Run: node scripts/make-icon.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './find-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = join(root, 'build');
export const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
// ICNS PNG element types by pixel size (retina variants reuse the same pixels).
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

/** Windows .ico holding PNG images (Vista and later read these). */
export function encodeIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/** macOS .icns with PNG elements. */
export function encodeIcns(elements) {
  const parts = elements.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + parts.reduce((n, p) => n + p.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

async function render(svg) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const out = new Map();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
      out.set(size, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function main() {
  const svg = readFileSync(join(build, 'icon.svg'), 'utf8');
  const pngs = await render(svg);
  mkdirSync(join(build, 'icons'), { recursive: true });
  for (const [size, png] of pngs) writeFileSync(join(build, 'icons', `${size}x${size}.png`), png);
  writeFileSync(join(build, 'icon.png'), pngs.get(1024));
  writeFileSync(join(build, 'icon.ico'), encodeIco(ICO_SIZES.map((size) => ({ size, png: pngs.get(size) }))));
  writeFileSync(join(build, 'icon.icns'), encodeIcns(ICNS_TYPES.map(([type, size]) => ({ type, png: pngs.get(size) }))));
  console.log(`icons: ${SIZES.join(', ')} px, icon.ico, icon.icns written to build/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
