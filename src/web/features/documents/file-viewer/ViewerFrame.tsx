/**
 * The frame a file is shown in, the same for a PDF and an image: the toolbar over a scrolling
 * pane, named for screen readers, that takes the zoom keys (and, with pages, the page keys).
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { Evidence } from './EvidenceBox';
import { useViewControls, viewerKeyAction } from './use-view-controls';
import { ViewerToolbar, type ViewerToolbarProps } from './ViewerToolbar';

/** The file a view shows (FileViewer.tsx says what each field is). */
export interface ShownFile {
  src: string;
  fileName: string;
  httpHeaders?: Record<string, string>;
  evidence?: Evidence;
}

interface Props {
  controls: ReturnType<typeof useViewControls>;
  /** The scale the file is drawn at. */
  scale: number;
  label: string;
  pages?: ViewerToolbarProps['pages'];
  children: ReactNode;
}

export function ViewerFrame({ controls, scale, label, pages, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', blockSize: '100%', minBlockSize: 0 }}>
      <ViewerToolbar
        pages={pages}
        scale={scale}
        onZoomIn={() => controls.zoomInFrom(scale)}
        onZoomOut={() => controls.zoomOutFrom(scale)}
        onRotate={controls.rotate}
        onFitWidth={controls.fitWidth}
      />
      <div
        ref={controls.paneRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="viewer-pane"
        onKeyDown={(event) => {
          const action = viewerKeyAction(event);
          if (action === 'zoomIn') controls.zoomInFrom(scale);
          else if (action === 'zoomOut') controls.zoomOutFrom(scale);
          else if (pages && action === 'previousPage') pages.onPage(pages.page - 1);
          else if (pages && action === 'nextPage') pages.onPage(pages.page + 1);
          else return;
          event.preventDefault();
        }}
        style={{ flex: 1, overflow: 'auto', padding: token.paddingXS, background: token.colorFillQuaternary }}
      >
        {children}
      </div>
    </div>
  );
}
