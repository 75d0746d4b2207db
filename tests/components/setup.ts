/**
 * Browser APIs jsdom lacks that antd and react-data-grid call: stand-ins with no behaviour of
 * their own (no layout happens in jsdom), so the components under test are the real ones.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for a condition, by default for one second: antd's validation and
// dropdowns in jsdom took longer than that beside the API suites and the browser tests on two
// cores. They still end as soon as the condition holds; each test's own limit still bounds them.
configure({ asyncUtilTimeout: 15_000 });

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

// CSS.escape as the CSSOM spec words it (react-data-grid escapes column keys with it).
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string): string => {
    let out = '';
    for (let i = 0; i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      const char = value.charAt(i);
      if (code === 0) out += '\uFFFD';
      else if (
        (code >= 0x1 && code <= 0x1f) ||
        code === 0x7f ||
        (i === 0 && code >= 0x30 && code <= 0x39) ||
        (i === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
      )
        out += `\\${code.toString(16)} `;
      else if (i === 0 && value.length === 1 && code === 0x2d) out += `\\${char}`;
      else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) out += char;
      else out += `\\${char}`;
    }
    return out;
  };
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape } as typeof CSS;
}

// Blob URLs: the viewer shows fetched files through them; jsdom has no URL.createObjectURL.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => {
    next += 1;
    return `blob:http://localhost/${next}`;
  };
  URL.revokeObjectURL = () => {};
}
