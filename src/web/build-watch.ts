/**
 * Notices a newer deployment: polls builds/latest.json and compares it with the running build.
 * A new build or a chunk-load error forces a reload, at most once per path within 10 s.
 */
import { isNewBuild, mayForceReload, recordReload, type ReloadRecord } from '../common/reload';

declare const __BUILD_ID__: string;
export const RUNNING_BUILD = __BUILD_ID__;
const RECORD_KEY = 'dbbs.forcedReloads';
export const BUILD_POLL_MS = 60_000;

function readRecord(): ReloadRecord {
  try {
    return JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? '{}') as ReloadRecord;
  } catch {
    return {};
  }
}

/** Reloads the page unless this path was force-reloaded less than 10 s ago. */
export function forceReload(reason: 'build' | 'chunk'): boolean {
  const path = window.location.pathname;
  const now = Date.now();
  const record = readRecord();
  if (!mayForceReload(record, path, now)) return false;
  sessionStorage.setItem(RECORD_KEY, JSON.stringify(recordReload(record, path, now)));
  console.info(`Reloading ${path}: ${reason === 'build' ? 'a new build is deployed' : 'a chunk failed to load'}`);
  window.location.reload();
  return true;
}

export async function checkForNewBuild(): Promise<void> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (response.ok && isNewBuild(RUNNING_BUILD, await response.json())) forceReload('build');
  } catch {
    // Offline or mid-deployment: the next poll tries again.
  }
}

export function watchBuilds(): () => void {
  const onPreloadError = () => forceReload('chunk');
  window.addEventListener('vite:preloadError', onPreloadError);
  const timer = setInterval(() => void checkForNewBuild(), BUILD_POLL_MS);
  return () => {
    clearInterval(timer);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
