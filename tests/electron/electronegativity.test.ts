/**
 * @doyensec/electronegativity over what ships (the built main.js and preload.cjs) and the app's
 * sources (electron/main, electron/preload): no finding of high severity. Every finding is
 * printed. The scanner's release-data check is left out: it needs the internet.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElectronInto, ROOT } from './helpers/build';

interface Finding {
  id: string;
  file: string;
  location: { line: number };
  description: string;
  severity: { name: 'INFORMATIONAL' | 'LOW' | 'MEDIUM' | 'HIGH' };
  confidence: { name: string };
}
interface Result {
  issues: Finding[];
  errors: unknown[];
  globalChecks: number;
  atomicChecks: number;
}

const require = createRequire(import.meta.url);
const electronVersion: string = require('electron/package.json').version;
const scan = require('@doyensec/electronegativity') as (options: Record<string, unknown>, forCli: boolean) => Promise<Result>;

let stage: string;
let result: Result;
let control: Result;

const run = (input: string) =>
  scan(
    {
      input,
      output: join(input, 'report.json'),
      isSarif: false,
      isRelative: true,
      customScan: [],
      excludeFromScan: ['availablesecurityfixesglobalcheck'],
      severitySet: 'informational',
      confidenceSet: 'tentative',
      electronVersionOverride: electronVersion,
    },
    false,
  );

/** A window made the unsafe way: the scanner must flag it, or its silence means nothing. */
const UNSAFE = `const { BrowserWindow } = require('electron');
const win = new BrowserWindow({ webPreferences: { contextIsolation: false, nodeIntegration: true, sandbox: false } });
win.loadURL('https://example.org/');
`;

beforeAll(async () => {
  stage = mkdtempSync(join(tmpdir(), 'sparrow-scan-'));
  await buildElectronInto(join(stage, 'built'));
  mkdirSync(join(stage, 'src'));
  cpSync(join(ROOT, 'electron', 'main'), join(stage, 'src', 'main'), { recursive: true });
  cpSync(join(ROOT, 'electron', 'preload'), join(stage, 'src', 'preload'), { recursive: true });
  result = await run(stage);
  mkdirSync(join(stage, 'control'));
  writeFileSync(join(stage, 'control', 'main.js'), UNSAFE);
  control = await run(join(stage, 'control'));
  console.log(
    `electronegativity: ${result.globalChecks} global and ${result.atomicChecks} atomic checks, ${result.issues.length} finding(s)` +
      result.issues.map((i) => `\n  ${i.severity.name} ${i.id} (${i.confidence.name}) ${i.file}:${i.location.line} — ${i.description}`).join(''),
  );
}, 180_000);

afterAll(() => rmSync(stage, { recursive: true, force: true }));

describe('electronegativity', () => {
  it('flags an unsafe window (a control: the scanner works here)', () => {
    const high = control.issues.filter((i) => i.severity.name === 'HIGH').map((i) => i.id);
    expect(high).toEqual(expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'LIMIT_NAVIGATION_GLOBAL_CHECK']));
    expect(control.issues.map((i) => i.id)).toEqual(expect.arrayContaining(['SANDBOX_JS_CHECK', 'AUXCLICK_JS_CHECK', 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK']));
  });

  it('parsed every file and ran its checks', () => {
    expect(result.errors).toEqual([]);
    expect(result.atomicChecks).toBeGreaterThan(20);
  });

  it('finds nothing of high severity', () => {
    expect(result.issues.filter((i) => i.severity.name === 'HIGH')).toEqual([]);
  });

  it('sees the window preferences it checks (no finding for them)', () => {
    const ids = result.issues.map((i) => i.id);
    for (const id of ['CONTEXT_ISOLATION_JS_CHECK', 'NODE_INTEGRATION_JS_CHECK', 'SANDBOX_JS_CHECK', 'AUXCLICK_JS_CHECK', 'LIMIT_NAVIGATION_GLOBAL_CHECK', 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', 'WEB_SECURITY_JS_CHECK'])
      expect(ids).not.toContain(id);
  });
});
