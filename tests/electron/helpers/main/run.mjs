// Runs the built main.js (argv[2]) against the stand-in 'electron' and prints what it did as JSON.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./hooks.mjs', import.meta.url);
await import(pathToFileURL(process.argv[2]).href);
for (let i = 0; i < 50 && globalThis.__fakeElectron.windows.length === 0; i++) await new Promise((r) => setTimeout(r, 20));

const s = globalThis.__fakeElectron;
const win = s.windows[0];
const serve = s.protocolHandlers.get('sparrow');
const page = await serve(new Request('sparrow://app/index.html'));
const outside = await serve(new Request('sparrow://app/../package.json'));
const trusted = { sender: win.webContents, senderFrame: { url: win.url, parent: null } };
const invoke = async (event, channel, ...args) => {
  try {
    return { ok: await s.handlers.get(channel)(event, ...args) };
  } catch (e) {
    return { error: e.message };
  }
};
let granted = null;
s.session.setPermissionRequestHandler?.({}, 'media', (g) => (granted = g));

console.log(
  JSON.stringify({
    calls: s.calls,
    schemes: s.schemes,
    windows: s.windows.length,
    url: win.url,
    options: win.options,
    navigationBlocked: (() => {
      let prevented = false;
      win.webContents.emit('will-navigate', { preventDefault: () => (prevented = true) }, 'https://example.org/');
      return prevented;
    })(),
    page: { status: page.status, csp: page.headers.get('content-security-policy'), type: page.headers.get('content-type'), html: (await page.text()).slice(0, 200) },
    outside: outside.status,
    channels: [...s.handlers.keys()].sort(),
    settings: await invoke(trusted, 'sparrow:settings-get'),
    status: await invoke(trusted, 'sparrow:host-status'),
    refused: await invoke({ sender: { id: 999 }, senderFrame: { url: win.url, parent: null } }, 'sparrow:host-status'),
    mjai: await invoke(trusted, 'sparrow:mjai-seat', { table: 't1', command: 'python ai.py', protocol: 'lockstep' }),
    mjaiRefused: await invoke({ sender: { id: 999 }, senderFrame: { url: win.url, parent: null } }, 'sparrow:mjai-seat', { table: 't1', command: 'python ai.py', protocol: 'lockstep' }),
    permission: granted,
    menu: (s.menu?.template ?? []).map((m) => m.label ?? m.role),
  }),
);
process.exit(0);
