/**
 * How much of a document's split view its file takes, as the person dragged it: kept per user
 * and per screen in local storage, so it is there again after a reload or the next sign-in on
 * this browser, and one person's choice is not another's on a shared desk.
 */
import { useCallback, useState } from 'react';

export type SplitScreen = 'processing' | 'review';

/** The file's share when nothing was chosen: the form keeps the larger part, for its grid. */
export const DEFAULT_FILE_SHARE = 0.4;

export function splitShareKey(screen: SplitScreen, userId: string | undefined): string {
  return `dbbs.documentSplit.${screen}.${userId ?? 'anyone'}`;
}

export function readSplitShare(screen: SplitScreen, userId: string | undefined): number {
  try {
    const share = Number(localStorage.getItem(splitShareKey(screen, userId)));
    return share > 0 && share < 1 ? share : DEFAULT_FILE_SHARE;
  } catch {
    // Storage refused (a private window's quota, a policy): the default serves.
    return DEFAULT_FILE_SHARE;
  }
}

function keepSplitShare(screen: SplitScreen, userId: string | undefined, share: number): void {
  try {
    localStorage.setItem(splitShareKey(screen, userId), share.toFixed(4));
  } catch {
    // Not kept: the split still works for this visit.
  }
}

/** The share, a setter for the drag in progress, and one that keeps the share once it ends. */
export function useSplitShare(
  screen: SplitScreen,
  userId: string | undefined,
): { share: number; setShare(share: number): void; keepShare(share: number): void } {
  const [state, setState] = useState(() => ({
    key: splitShareKey(screen, userId),
    share: readSplitShare(screen, userId),
  }));
  // Another user signed in on the same page reads their own choice.
  const key = splitShareKey(screen, userId);
  const share = state.key === key ? state.share : readSplitShare(screen, userId);
  const setShare = useCallback((next: number) => setState({ key, share: next }), [key]);
  const keepShare = useCallback(
    (next: number) => {
      setState({ key, share: next });
      keepSplitShare(screen, userId, next);
    },
    [key, screen, userId],
  );
  return { share, setShare, keepShare };
}
