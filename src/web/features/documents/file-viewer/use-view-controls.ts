/** Zoom, rotation and the width available, shared by the PDF and the image view. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fitWidthScale, rotateRight, zoomIn, zoomOut } from './zoom';

/** 'fit' follows the width of the pane (it is the default: the file sits in a split view). */
export type Zoom = number | 'fit';

export function useViewControls() {
  const paneRef = useRef<HTMLDivElement>(null);
  const [paneWidth, setPaneWidth] = useState(0);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [rotation, setRotation] = useState(0);

  useEffect(() => {
    const pane = paneRef.current;
    if (!pane) return;
    const measure = () => setPaneWidth(pane.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(pane);
    return () => observer.disconnect();
  }, []);

  /** The scale to draw at, given the width of the content at scale 1 as turned now. */
  const scaleFor = useCallback(
    (contentWidth: number) => (zoom === 'fit' ? fitWidthScale(paneWidth - 16, contentWidth) : zoom),
    [zoom, paneWidth],
  );

  return {
    paneRef,
    paneWidth,
    zoom,
    rotation,
    scaleFor,
    zoomInFrom: (scale: number) => setZoom(zoomIn(scale)),
    zoomOutFrom: (scale: number) => setZoom(zoomOut(scale)),
    fitWidth: () => setZoom('fit'),
    rotate: () => setRotation(rotateRight),
  };
}

/** The viewer's own keys, on its focusable pane: + and - zoom; PageUp/PageDown turn pages. */
export function viewerKeyAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): 'zoomIn' | 'zoomOut' | 'previousPage' | 'nextPage' | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  switch (event.key) {
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case 'PageUp':
      return 'previousPage';
    case 'PageDown':
      return 'nextPage';
    default:
      return undefined;
  }
}
