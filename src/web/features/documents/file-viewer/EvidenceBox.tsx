/**
 * The outline, over the drawn page, of where a suggested value was read: the box is in
 * fractions of the unturned page (top-left origin), turned here with the page, and scrolled
 * into view when it changes.
 */
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBox } from '../../../../common/schemas/capture';

/** Where a suggested value was read: outlined on its page, which the viewer turns to. */
export interface Evidence {
  page: number;
  box: PageBox;
}

/** Where the box is once the page is turned clockwise by `rotation` degrees. */
export function turnBox([x0, y0, x1, y1]: PageBox, rotation: number): PageBox {
  switch (((rotation % 360) + 360) % 360) {
    case 90:
      return [1 - y1, x0, 1 - y0, x1];
    case 180:
      return [1 - x1, 1 - y1, 1 - x0, 1 - y0];
    case 270:
      return [y0, 1 - x1, y1, 1 - x0];
    default:
      return [x0, y0, x1, y1];
  }
}

export function EvidenceBox({ box, rotation }: { box: PageBox; rotation: number }) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const [x0, y0, x1, y1] = turnBox(box, rotation);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [x0, y0, x1, y1]);
  const pad = 0.004;
  return (
    <div
      ref={ref}
      role="img"
      aria-label={t('viewer.evidence')}
      data-testid="viewer-evidence"
      style={{
        position: 'absolute',
        left: `${(x0 - pad) * 100}%`,
        top: `${(y0 - pad) * 100}%`,
        width: `${(x1 - x0 + 2 * pad) * 100}%`,
        height: `${(y1 - y0 + 2 * pad) * 100}%`,
        outline: `2px solid ${token.colorWarning}`,
        background: `${token.colorWarning}26`,
        borderRadius: 2,
        pointerEvents: 'none',
      }}
    />
  );
}
