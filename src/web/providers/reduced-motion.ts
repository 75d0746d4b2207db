/**
 * Whether the person's system asks for less motion (`prefers-reduced-motion: reduce`): people
 * whom movement on screen distracts or makes unwell. The theme then turns antd's animations off
 * (drawers, modals, menus and messages appear at once), the charts are drawn without growing in
 * (features/reports/use-chart-theme.ts), and both follow the setting live.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches === true,
    () => false,
  );
}
