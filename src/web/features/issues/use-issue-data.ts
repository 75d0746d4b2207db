/**
 * Loads the resolution center's data and keeps it fresh: refetched when the live stream says a
 * document or an issue changed, so a colleague's answer shows without a reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveRefetch } from '../../shared/live/use-live-refetch';

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; message: string; data?: T };

export function useLoaded<T>(load: (() => Promise<T>) | null, key: string) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  const generation = useRef(0);

  const refetch = useCallback(async () => {
    const run = latest.current;
    if (!run) return;
    const mine = ++generation.current;
    try {
      const data = await run();
      if (mine === generation.current) setState({ kind: 'ready', data });
    } catch (error) {
      if (mine === generation.current)
        setState((before) => ({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
          data: before.kind === 'loading' ? undefined : before.data,
        }));
    }
  }, []);

  useEffect(() => {
    setState({ kind: 'loading' });
    void refetch();
  }, [key, refetch]);

  useLiveRefetch('resources/issues', refetch, load !== null);
  useLiveRefetch('resources/documents', refetch, load !== null);
  return { state, refetch };
}

export function dataOf<T>(state: Loaded<T>): T | undefined {
  return state.kind === 'loading' ? undefined : state.data;
}
