// Browser storage that never throws: private windows and full quotas must not break the site.
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage unavailable: the state still works for this visit.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readStorage(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
