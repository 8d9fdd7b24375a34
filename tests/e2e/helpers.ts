/**
 * Browser tests against the real table host, open Chromium (scripts/find-browser.mjs) with
 * Playwright, and play through the UI as a person would (clicks and keys). The host is `npm run
 * host` on a free port at the table's real pace (startHost: the household's four browsers), or
 * the same host in the test's process on a fake clock (fake-host.ts: the rest).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/find-browser.mjs';
import type { ServerMessage } from '../../shared/protocol';
import { autoPlay, TestClient, type ViewMessage } from '../server/helpers/client';

const ROOT = join(__dirname, '..', '..');
const SHOTS = join(ROOT, 'test-results', 'screenshots');

export interface RunningHost {
  port: number;
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The arguments every test's host gets around its own: a free port, no mDNS, no saved tables to
 * resume, its own data directory; a shorter pause after each discard than a person needs (800 ms)
 * unless the test gives one, which keeps the suite quick (the pause itself is tested in
 * tests/server/pacing.test.ts).
 */
export function hostArgs(args: readonly string[], dataDir: string): string[] {
  return ['--port', '0', '--no-mdns', '--no-resume', '--data-dir', dataDir, ...args, ...(args.includes('--claim-pause') ? [] : ['--claim-pause', '250'])];
}

export const newDataDir = (): string => mkdtempSync(join(tmpdir(), 'sparrow-e2e-'));

/**
 * `npm run host -- <args>` on a free port, with its own data directory: the table's real pace, in
 * a process of its own (the few tests that play at it; the others use fake-host.ts).
 */
export async function startHost(args: string[]): Promise<RunningHost> {
  const dataDir = newDataDir();
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'host', '--', ...hostArgs(args, dataDir)], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 60_000);
    const check = () => {
      const m = /listening on port (\d+)/.exec(out);
      if (m && /Open in a browser/.test(out)) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => reject(new Error(`host exited (${code}):\n${out}`)));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          /* already gone */
        }
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null)
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            /* gone */
          }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let running: Promise<Browser> | null = null;

/**
 * A browser for one test file. The files a worker runs one after another share one Chromium
 * (starting one costs about a second of CPU); each file gets its own contexts, and its `close()`
 * closes those only. Playwright closes the Chromium itself when the worker exits.
 */
export async function launch(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  let browser = await (running ??= chromium.launch(chromiumLaunchOptions()));
  if (!browser.isConnected()) browser = await (running = chromium.launch(chromiumLaunchOptions()));
  const contexts = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          contexts.add(context);
          return context;
        };
      if (key === 'close') return async () => void (await Promise.all([...contexts].map((c) => c.close().catch(() => {}))));
      if (key === 'newPage') throw new Error('open pages through newContext (openPlayer), so that close() closes them');
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface Player {
  context: BrowserContext;
  page: Page;
  name: string;
  /** Every frame this browser sent to the host (recorded only when asked for: `frames`). */
  sent: string[];
  /** Every `view` message this browser received (recorded only when asked for: `frames`). */
  views: { view: { you: number | null; hand: { phase: string; seats: { concealed: number[] | null }[] } | null } }[];
  errors: string[];
}

export interface PageOptions {
  /** Record the WebSocket frames sent and the views received (`sent`, `views`). */
  frames?: boolean;
  /** A phone: a touch screen without a mouse (Playwright's `isMobile` and `hasTouch`). */
  touch?: boolean;
}

/**
 * A browser context with its own storage (its own player), settings preset in localStorage.
 * The browser says its user prefers reduced motion, so the app's CSS transitions end at once:
 * Chromium then draws a view once instead of for every frame of a transition (a third less of the
 * browser's CPU in the club test). No test looks at a transition; the ceremony, dice and countdowns
 * are driven by script and still run.
 */
export async function openPlayer(browser: Browser, url: string, name: string, settings: Record<string, unknown> = {}, viewport = { width: 1280, height: 900 }, { frames = false, touch = false }: PageOptions = {}): Promise<Player> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', reducedMotion: 'reduce', ...(touch ? { isMobile: true, hasTouch: true } : {}) });
  await context.addInitScript(
    ([n, s]) => {
      if (!localStorage.getItem('sparrow.settings.v1')) localStorage.setItem('sparrow.settings.v1', JSON.stringify({ name: n, locale: 'en', ...(s as object) }));
    },
    [name, settings] as const,
  );
  // The page runs under the host's CSP: anything it blocks is an error of the test.
  await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)));
  const page = await context.newPage();
  const player: Player = { context, page, name, sent: [], views: [], errors: [] };
  page.on('pageerror', (e) => player.errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && m.text().startsWith('CSP violation') && player.errors.push(m.text()));
  if (frames)
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => typeof f.payload === 'string' && player.sent.push(f.payload));
      ws.on('framereceived', (f) => {
        if (typeof f.payload !== 'string' || !f.payload.startsWith('{"t":"view"')) return;
        player.views.push(JSON.parse(f.payload));
      });
    });
  // Every frame through the browser costs both processes CPU: a test that reads them asks for them.
  else
    for (const key of ['sent', 'views'] as const)
      Object.defineProperty(player, key, {
        get: () => {
          throw new Error(`${name}'s ${key} were not recorded: open the player with { frames: true }`);
        },
      });
  await page.goto(url);
  return player;
}

/**
 * A screenshot for a person to look at (test-results/screenshots/), taken only when asked for
 * with SPARROW_SHOTS=1: no test reads them, and a full-page shot costs a browser test seconds.
 */
export const shot = async (page: Page, name: string, fullPage = true): Promise<void> => {
  if (process.env.SPARROW_SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
};

/** Starts a practice game of `preset` from the lobby and waits for your hand. */
export async function startPractice(page: Page, preset: string): Promise<void> {
  await page.locator('[data-test=practice-preset]').selectOption(preset);
  await page.locator('[data-action=practice]').click();
  await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
}

/** Chooses the language as a person would: at the table on a small screen it is in the ☰ menu. */
export async function chooseLocale(page: Page, locale: string): Promise<void> {
  const select = page.locator('[data-test=language]');
  // A language other than the first page's loads when picked; the page's lang says it is shown.
  const shown = () => page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
  if (await select.isVisible()) {
    await select.selectOption(locale);
    return shown();
  }
  await page.locator('[data-action=app-menu]').click();
  await select.selectOption(locale);
  await shown();
  await page.locator('.menu-shade').click({ position: { x: 5, y: (page.viewportSize()?.height ?? 400) - 5 } });
  await page.locator('header.top').waitFor({ state: 'hidden' });
}

/** Leaves the table with its "Leave table" button (on a small screen it is behind "Options"). */
export async function leaveTable(page: Page): Promise<void> {
  const leave = page.locator('button.leave');
  if (!(await leave.isVisible())) await page.locator('button.quick-toggle').click();
  await leave.click();
}

/** What the page offers now, read in one round trip. */
export async function offered(page: Page): Promise<{ over: boolean; skip: boolean; claims: string[]; button: string | null; tile: boolean }> {
  return page.evaluate(() => {
    const visible = (sel: string) => {
      const el = document.querySelector(sel);
      return !!el && (el as HTMLElement).offsetParent !== null;
    };
    const button = ['[data-action=win]', '[data-action=bonus]', '[data-action=draw]'].find(visible) ?? null;
    return {
      over: visible('[data-test=hand-result]'),
      skip: visible('[data-action=skip-ceremony]'),
      claims: Array.from(document.querySelectorAll('.claimbar [data-claim]')).map((e) => e.getAttribute('data-claim') ?? ''),
      button,
      tile: visible('button.htile.playable'),
    };
  });
}

/** One step of a simple human: declare bonus tiles, win when possible, else discard the first legal tile; pass claims unless told otherwise. */
export async function playStep(page: Page, opts: { claim?: (kinds: string[]) => string | null; seen?: Awaited<ReturnType<typeof offered>> } = {}): Promise<'claimed' | 'acted' | 'idle' | 'over'> {
  const before = await page.evaluate(() => document.querySelector('.tableview')?.getAttribute('data-seq') ?? '').catch(() => '');
  const step = await act(page, opts);
  // Wait for the host's answer (a new view) before looking again: the same buttons stay until it comes.
  if (step === 'acted' || step === 'claimed')
    await page.waitForFunction((n) => document.querySelector('.tableview')?.getAttribute('data-seq') !== n, before, { polling: 30, timeout: 3000 }).catch(() => {});
  return step;
}

async function act(page: Page, opts: { claim?: (kinds: string[]) => string | null; seen?: Awaited<ReturnType<typeof offered>> }): Promise<'claimed' | 'acted' | 'idle' | 'over'> {
  const o = opts.seen ?? (await offered(page).catch(() => null));
  if (!o) return 'idle';
  if (o.over) return 'over';
  if (o.skip) await page.locator('[data-action=skip-ceremony]').click({ timeout: 2000 }).catch(() => {});
  if (o.claims.length) {
    const choice = o.claims.includes('win') ? 'win' : (opts.claim?.(o.claims) ?? 'pass');
    await page.locator(`.claimbar [data-claim=${choice}]`).first().click({ timeout: 2000 }).catch(() => {});
    return choice === 'pass' ? 'acted' : 'claimed';
  }
  if (o.button) {
    await page.locator(o.button).first().click({ timeout: 2000 }).catch(() => {});
    return 'acted';
  }
  if (o.tile) {
    await page.locator('button.htile.playable').first().click({ timeout: 2000 }).catch(() => {});
    return 'acted';
  }
  return 'idle';
}

/**
 * Plays as one person until the hand is over: waits inside the page until there is something to
 * do (no polling from here), then does it. `onClaim` may take a chow/pung/kong offer itself.
 */
export async function playHand(page: Page, onClaim?: (kinds: string[]) => Promise<boolean>, ms = 170_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (Date.now() > end) throw new Error('the hand did not finish in time');
    const seen = await nextOffer(page);
    if (!seen) continue;
    if (seen.over) return;
    if (onClaim && seen.claims.some((k) => k === 'chow' || k === 'pung' || k === 'kong') && !seen.claims.includes('win') && (await onClaim(seen.claims))) continue;
    await playStep(page, { seen });
  }
}

/** Waits inside the page until there is something to do (or see), then says what. */
export async function nextOffer(page: Page, timeout = 30_000): Promise<Awaited<ReturnType<typeof offered>> | null> {
  await page
    .waitForFunction(
      () => {
        const visible = (sel: string) => {
          const el = document.querySelector(sel);
          return !!el && (el as HTMLElement).offsetParent !== null;
        };
        return ['[data-test=hand-result]', '[data-action=skip-ceremony]', '.claimbar [data-claim]', '[data-action=win]', '[data-action=bonus]', '[data-action=draw]', 'button.htile.playable'].some(visible);
      },
      undefined,
      { polling: 40, timeout },
    )
    .catch(() => {});
  return offered(page).catch(() => null);
}

/**
 * A scripted player (over the WebSocket, not a browser) takes the host's first table's free place
 * and plays the whole game quickly: the last view (game over) and the client, still connected.
 */
export async function scriptedGame(host: RunningHost, name: string, { perSecond = 15 } = {}): Promise<{ over: ViewMessage; client: TestClient }> {
  const client = await TestClient.connect(`ws://127.0.0.1:${host.port}/ws`, name);
  // Within the host's 20 messages a second (40 at once) unless it lets a machine send as fast as
  // it likes (`perSecond` Infinity).
  if (Number.isFinite(perSecond)) throttle(client, perSecond);
  const player = autoPlay(client);
  const welcome = client.received.find((m) => m.t === 'welcome') as Extract<ServerMessage, { t: 'welcome' }>;
  client.send({ t: 'join', table: welcome.tables[0].id });
  const over = await client.next<ViewMessage>((m) => m.t === 'view' && m.view.game.over, 240_000);
  player.stop();
  return { over, client };
}

/** The client's messages leave from a bucket of twice `perSecond` that fills at `perSecond`; one that finds it empty waits its turn, in order. */
function throttle(client: TestClient, perSecond: number): void {
  const send = client.send.bind(client);
  const queue: Parameters<typeof send>[0][] = [];
  let tokens = 2 * perSecond;
  let last = Date.now();
  let draining: NodeJS.Timeout | null = null;
  const drain = () => {
    draining = null;
    const now = Date.now();
    tokens = Math.min(2 * perSecond, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    while (queue.length && tokens >= 1) {
      tokens -= 1;
      send(queue.shift()!);
    }
    if (queue.length) draining = setTimeout(drain, Math.ceil(((1 - tokens) / perSecond) * 1000));
  };
  client.send = (m) => {
    queue.push(m);
    if (!draining) drain();
  };
}
