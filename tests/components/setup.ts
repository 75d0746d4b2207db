/**
 * Browser APIs jsdom lacks that antd and react-data-grid call: stand-ins with no behaviour of
 * their own (no layout happens in jsdom), so the components under test are the real ones.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only when Vitest's globals are on.
afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverStandIn {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStandIn as unknown as typeof ResizeObserver;
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
