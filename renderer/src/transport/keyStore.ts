/** Keys kept per host address in the browser's storage (host keys in the tab's, player keys in the device's). */
type Which = 'session' | 'local';

const storage = (which: Which): Storage | null => {
  try {
    return which === 'session' ? (typeof sessionStorage === 'undefined' ? null : sessionStorage) : typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The keys stored under `name`, by address ({} when there are none or storage is unreadable). */
export function readKeys(which: Which, name: string): Record<string, string> {
  try {
    const raw = storage(which)?.getItem(name) ?? null;
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Stores the keys under `name`; without storage they last as long as the page. */
export function writeKeys(which: Which, name: string, keys: Record<string, string>): void {
  try {
    storage(which)?.setItem(name, JSON.stringify(keys));
  } catch {
    /* no storage */
  }
}
