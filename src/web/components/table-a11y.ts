/**
 * Two accessibility gaps of antd's Table that no prop reaches, closed once for every table:
 * - A table that scrolls sideways (narrow screens, `scroll.x`) must be reachable from the
 *   keyboard to be scrolled: its scrolling box gets `tabindex="0"` (and a visible focus, the
 *   browser's own) while its content is wider than it.
 * - A table with `scroll.x` draws a hidden measuring row (aria-hidden) holding copies of the
 *   column titles, the select-all checkbox included: the row is made `inert`, so nothing in it
 *   takes the focus.
 * A MutationObserver (one pass per animation frame) keeps them so as tables come and go.
 */
const SCROLLERS = '.ant-table-content, .ant-table-body';
const MEASURE_ROWS = 'tr.ant-table-measure-row:not([inert])';

function applyFixes(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>(MEASURE_ROWS)) row.inert = true;
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    if (scrolls && box.tabIndex !== 0) box.tabIndex = 0;
    else if (!scrolls && box.hasAttribute('tabindex')) box.removeAttribute('tabindex');
  }
}

export function installTableA11yFixes(root: HTMLElement = document.body): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      applyFixes(root);
    });
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { subtree: true, childList: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}
