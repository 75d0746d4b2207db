/**
 * The uploader's chosen location, kept in local storage so it survives reloads and is shared by
 * the uploader pages (and across tabs, through the storage event).
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface ChosenLocation {
  id: string;
  name: string;
}

const KEY = 'dbbs.uploadLocation';
const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedValue: ChosenLocation | undefined;

function read(): ChosenLocation | undefined {
  const text = localStorage.getItem(KEY);
  if (text === cachedText) return cachedValue;
  cachedText = text;
  try {
    const parsed = text ? (JSON.parse(text) as Partial<ChosenLocation>) : undefined;
    cachedValue =
      parsed && typeof parsed.id === 'string' && typeof parsed.name === 'string'
        ? { id: parsed.id, name: parsed.name }
        : undefined;
  } catch {
    cachedValue = undefined;
  }
  return cachedValue;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useChosenLocation(): [ChosenLocation | undefined, (location: ChosenLocation | undefined) => void] {
  const chosen = useSyncExternalStore(subscribe, read);
  const choose = useCallback((location: ChosenLocation | undefined) => {
    if (location) localStorage.setItem(KEY, JSON.stringify(location));
    else localStorage.removeItem(KEY);
    listeners.forEach((listener) => listener());
  }, []);
  return [chosen, choose];
}
