/**
 * The forced reload of SPEC section 4: on a new build or a chunk-load error the page reloads,
 * but at most once per path within 10 s, so a broken deployment can never cause a loop.
 */
export const RELOAD_WINDOW_MS = 10_000;

/** Path → time of the last forced reload, as kept in session storage. */
export type ReloadRecord = Record<string, number>;

export function mayForceReload(record: ReloadRecord, path: string, now: number): boolean {
  const last = record[path];
  return last === undefined || now - last >= RELOAD_WINDOW_MS;
}

export function recordReload(record: ReloadRecord, path: string, now: number): ReloadRecord {
  const kept: ReloadRecord = {};
  for (const [key, at] of Object.entries(record)) if (now - at < RELOAD_WINDOW_MS) kept[key] = at;
  return { ...kept, [path]: now };
}

/** True when the deployed build differs from the running one. */
export function isNewBuild(running: string, latest: unknown): boolean {
  const id = typeof latest === 'object' && latest !== null ? (latest as { buildId?: unknown }).buildId : undefined;
  return typeof id === 'string' && id !== '' && id !== running;
}
