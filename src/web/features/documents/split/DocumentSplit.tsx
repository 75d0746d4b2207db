/**
 * A document's file beside its form. Side by side when the box holds the form at its narrowest
 * (the item grid with every column showing) and a readable file; stacked, file first, when it
 * does not. The divider is dragged with the mouse, or focused and moved with the arrow keys, and
 * the split is kept per user (split-share.ts).
 */
import { Splitter, theme } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { signInStore } from '../../../providers/services';
import { useSplitShare, type SplitScreen } from './split-share';

export type SplitLayout = 'side' | 'stacked';

interface Props {
  screen: SplitScreen;
  /** The narrowest the form may be: its item grid's width and the form's padding. */
  formMinWidth: number;
  /** Stacked whatever the width (a preview beside a thread). */
  stacked?: boolean;
  /** The file's pane, sized for the layout it is shown in. */
  file(layout: SplitLayout): ReactNode;
  form: ReactNode;
}

/** Below this the file's page is too small to read beside the form. */
export const FILE_MIN_WIDTH = 320;
/** Half the room between the panes, on each side of the divider. */
const HALF_GAP = 8;
/** How far one arrow key moves the divider, as a share of the box. */
const KEY_STEP = 0.02;

function useBoxWidth(ref: RefObject<HTMLDivElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  // Measured before the first paint, so the page does not show one layout and then the other.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setWidth(Math.floor(box.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const shareOf = (sizes: number[]) => {
  const [file = 0, form = 0] = sizes;
  return file + form > 0 ? file / (file + form) : 0;
};

export function DocumentSplit({ screen, formMinWidth, stacked = false, file, form }: Props) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const userId = useStore(signInStore, (s) => s.user?.id);
  const { share, setShare, keepShare } = useSplitShare(screen, userId);
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const fileMin = FILE_MIN_WIDTH + HALF_GAP;
  const formMin = formMinWidth + HALF_GAP;
  // Stacked until the box is measured (before the first paint): the panes are in the page from
  // the first render, so the screen can focus a field at once.
  const layout: SplitLayout = !stacked && width !== undefined && width >= fileMin + formMin ? 'side' : 'stacked';
  const side = layout === 'side';
  const bounds = side && width ? { min: fileMin / width, max: 1 - formMin / width } : { min: 0, max: 1 };
  const shown = clamp(share, bounds.min, bounds.max);

  // antd's divider takes the mouse only: it is made focusable and moved with the keyboard here.
  const latest = useRef({ shown, bounds, keepShare });
  latest.current = { shown, bounds, keepShare };
  const label = t('split.divider');
  useEffect(() => {
    const bar = boxRef.current?.querySelector<HTMLElement>('.ant-splitter-bar');
    if (!bar) return undefined;
    if (!side) {
      bar.removeAttribute('tabindex');
      return undefined;
    }
    bar.tabIndex = 0;
    bar.setAttribute('aria-label', label);
    bar.setAttribute('aria-orientation', 'vertical');
    bar.dataset.testid = 'document-split-divider';
    const onKey = (event: KeyboardEvent) => {
      const { shown: now, bounds: range, keepShare: keep } = latest.current;
      const next =
        event.key === 'ArrowLeft'
          ? now - KEY_STEP
          : event.key === 'ArrowRight'
            ? now + KEY_STEP
            : event.key === 'Home'
              ? range.min
              : event.key === 'End'
                ? range.max
                : undefined;
      if (next === undefined) return;
      event.preventDefault();
      keep(clamp(next, range.min, range.max));
    };
    bar.addEventListener('keydown', onKey);
    return () => bar.removeEventListener('keydown', onKey);
  }, [side, label]);

  return (
    <div ref={boxRef} className="document-split" data-testid="document-split" data-layout={layout}>
      {/* The divider is a line of no width: its focus shows as a ring around that line. */}
      <style>{`.document-split .ant-splitter-bar:focus-visible { outline: 2px solid ${token.colorPrimary}; outline-offset: 1px; }`}</style>
      {/*
        One tree for both layouts, so switching (a window resized) keeps the panes mounted: the
        file's viewer keeps its page and zoom. Stacked, the splitter lays out as plain blocks.
        Visible overflow, so the file pane stays in view (sticky) while the page scrolls the form;
        no minimum content width, so the panes take the sizes given.
      */}
      <Splitter
        style={side ? undefined : { display: 'block' }}
        onResize={(sizes) => setShare(shareOf(sizes))}
        onResizeEnd={(sizes) => keepShare(shareOf(sizes))}
      >
        <Splitter.Panel
          size={`${(shown * 100).toFixed(2)}%`}
          min={side ? fileMin : undefined}
          resizable={side}
          style={{
            overflow: 'visible',
            minWidth: 0,
            padding: side ? `0 ${HALF_GAP}px 0 0` : `0 0 ${2 * HALF_GAP}px`,
          }}
        >
          {file(layout)}
        </Splitter.Panel>
        <Splitter.Panel
          min={side ? formMin : undefined}
          resizable={side}
          style={{ overflow: 'visible', minWidth: 0, padding: side ? `0 0 0 ${HALF_GAP}px` : 0 }}
        >
          {form}
        </Splitter.Panel>
      </Splitter>
    </div>
  );
}
