/**
 * Renderer files share their worker's loaded modules (vitest.config.ts); each still starts with
 * empty storage, as a first visit to the page does, whatever the file before it saved.
 */
import { beforeAll } from 'vitest';

beforeAll(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
