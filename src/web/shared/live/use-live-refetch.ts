/**
 * Refetches when the server announces a change on a live channel (e.g. `resources/documents`).
 * Writes come in bursts (a bulk assignment is one event per document): one refetch per burst.
 */
import { useSubscription } from '@refinedev/core';
import { useEffect, useRef } from 'react';

const BURST_MS = 300;

export function useLiveRefetch(channel: string, refetch: () => unknown, enabled = true): void {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => () => clearTimeout(pending.current), []);
  useSubscription({
    channel,
    types: ['*'],
    enabled,
    onLiveEvent: () => {
      if (pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        void latest.current();
      }, BURST_MS);
    },
  });
}
