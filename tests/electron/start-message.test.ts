/**
 * `npm start` where Electron's binary cannot be downloaded: Sparrow's message gets one line of
 * reason from the installer's output, never its stack or its advice to reinstall the package.
 */
import { describe, expect, it } from 'vitest';
import { downloadFailure } from '../../scripts/electron-binary.mjs';

// What electron's install.js prints when github.com cannot be reached (Node 20, undici).
const OUTPUT = `Downloading Electron binary...
node:internal/deps/undici/undici:13502
      Error.captureStackTrace(err);
            ^

TypeError: fetch failed
    at Object.fetch (node:internal/deps/undici/undici:13502:13)
    at async getDownloadUrl (/x/node_modules/@electron/get/dist/index.js:40:3) {
  [cause]: Error: getaddrinfo ENOTFOUND github.com
      at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:120:26) {
    errno: -3008,
    code: 'ENOTFOUND',
    syscall: 'getaddrinfo',
    hostname: 'github.com'
  }
}

Node.js v20.19.2
Electron failed to install correctly. Please delete \`node_modules/electron\` and run "npx install-electron --no" manually.
`;

describe("Electron's download failing", () => {
  it('is told in one line: the error and its cause, no stack, no advice to reinstall', () => {
    const reason = downloadFailure(OUTPUT);
    expect(reason).toBe('the download failed: TypeError: fetch failed (ENOTFOUND github.com)');
  });

  it('says so when the installer could not even run', () => {
    expect(downloadFailure('', new Error('spawn ENOENT'))).toBe('the download could not run: spawn ENOENT');
  });
});
