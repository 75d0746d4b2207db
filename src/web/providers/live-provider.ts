/**
 * Refine's live provider over GET /api/live (server-sent events). EventSource cannot send the
 * ID token, so the stream is read with fetch. One connection serves every subscription; it opens
 * with the first subscriber, closes with the last, and reconnects after a failure.
 */
import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { API_PATHS } from '../../common/api-paths';
import { apiHeaders } from '../shared/http/authorized-fetch';

interface Subscription {
  channel: string;
  types: string[];
  callback: (event: LiveEvent) => void;
}

const subscriptions = new Set<Subscription>();
let connection: AbortController | undefined;

function dispatch(event: LiveEvent): void {
  for (const subscription of subscriptions) {
    const typeMatches = subscription.types.includes('*') || subscription.types.includes(event.type);
    if (subscription.channel === event.channel && typeMatches) subscription.callback(event);
  }
}

async function connect(abort: AbortController): Promise<void> {
  while (!abort.signal.aborted) {
    try {
      const headers = await apiHeaders();
      // Signed out: nothing to follow (the stream opens again with the next subscriber).
      if (!headers.authorization) return;
      const response = await fetch(API_PATHS.live, { headers, signal: abort.signal });
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) dispatch(JSON.parse(data.slice(6)) as LiveEvent);
        }
      }
    } catch {
      if (abort.signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

export const liveProvider: LiveProvider = {
  subscribe: ({ channel, types, callback }) => {
    const subscription: Subscription = { channel, types, callback };
    subscriptions.add(subscription);
    if (!connection) {
      connection = new AbortController();
      void connect(connection);
    }
    return subscription;
  },
  unsubscribe: (subscription: Subscription) => {
    subscriptions.delete(subscription);
    if (subscriptions.size === 0) {
      connection?.abort();
      connection = undefined;
    }
  },
};
