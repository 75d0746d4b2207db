/**
 * Refetches a list when the server announces a change on any of the given live channels.
 * Events come in bursts (an upload is an upload and a document): one refetch per burst.
 */
import { useSubscription } from '@refinedev/core';
import { useEffect, useRef } from 'react';

const BURST_MS = 300;

export function useLiveRefetch(
  refetch: () => Promise<unknown>,
  [first, second]: readonly [string, string],
  enabled: boolean,
) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => () => clearTimeout(pending.current), []);
  const onLiveEvent = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void latest.current();
    }, BURST_MS);
  };
  // Two hooks, not a loop: the rules of hooks want a fixed number of calls.
  useSubscription({ channel: first, types: ['*'], enabled, onLiveEvent });
  useSubscription({ channel: second, types: ['*'], enabled, onLiveEvent });
}
