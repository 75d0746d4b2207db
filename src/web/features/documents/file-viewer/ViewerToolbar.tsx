/**
 * The viewer's toolbar: page navigation (PDF only), zoom, rotate and fit-to-width. Every button
 * has an accessible name and a tooltip; Tab reaches each one.
 */
import {
  ColumnWidthOutlined,
  LeftOutlined,
  RightOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, InputNumber, Space, theme, Tooltip, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ZOOM, MIN_ZOOM } from './zoom';

export interface ViewerToolbarProps {
  /** Page navigation, for documents with pages. */
  pages?: { page: number; count: number; onPage(page: number): void };
  scale: number;
  onZoomIn(): void;
  onZoomOut(): void;
  onRotate(): void;
  onFitWidth(): void;
  extra?: ReactNode;
}

function ToolButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" aria-label={label} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

export function ViewerToolbar({ pages, scale, onZoomIn, onZoomOut, onRotate, onFitWidth, extra }: ViewerToolbarProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const [typedPage, setTypedPage] = useState<number | null>(pages?.page ?? null);
  const page = pages?.page;
  useEffect(() => setTypedPage(page ?? null), [page]);
  const goTo = (value: number | null) => {
    if (!pages || value === null) return;
    const target = Math.min(pages.count, Math.max(1, Math.round(value)));
    setTypedPage(target);
    if (target !== pages.page) pages.onPage(target);
  };
  return (
    <div
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: token.marginXS,
        padding: token.paddingXXS,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      {pages ? (
        <Space size={token.marginXXS}>
          <ToolButton
            label={t('viewer.previousPage')}
            icon={<LeftOutlined />}
            onClick={() => goTo(pages.page - 1)}
            disabled={pages.page <= 1}
          />
          <InputNumber
            size="small"
            aria-label={t('viewer.pageNumber')}
            min={1}
            max={pages.count}
            value={typedPage}
            onChange={(value) => setTypedPage(typeof value === 'number' ? value : null)}
            onPressEnter={() => goTo(typedPage)}
            onBlur={() => goTo(typedPage)}
            style={{ inlineSize: 64 }}
            data-testid="viewer-page-input"
          />
          <Typography.Text type="secondary">{t('viewer.pageOf', { total: pages.count })}</Typography.Text>
          <ToolButton
            label={t('viewer.nextPage')}
            icon={<RightOutlined />}
            onClick={() => goTo(pages.page + 1)}
            disabled={pages.page >= pages.count}
          />
        </Space>
      ) : null}
      <Space size={token.marginXXS}>
        <ToolButton
          label={t('viewer.zoomOut')}
          icon={<ZoomOutOutlined />}
          onClick={onZoomOut}
          disabled={scale <= MIN_ZOOM}
        />
        <Typography.Text
          aria-live="polite"
          data-testid="viewer-zoom"
          style={{ minInlineSize: 48, textAlign: 'center' }}
        >
          {t('viewer.zoomLevel', { percent: Math.round(scale * 100) })}
        </Typography.Text>
        <ToolButton
          label={t('viewer.zoomIn')}
          icon={<ZoomInOutlined />}
          onClick={onZoomIn}
          disabled={scale >= MAX_ZOOM}
        />
        <ToolButton label={t('viewer.fitWidth')} icon={<ColumnWidthOutlined />} onClick={onFitWidth} />
        <ToolButton label={t('viewer.rotate')} icon={<RotateRightOutlined />} onClick={onRotate} />
      </Space>
      {extra}
    </div>
  );
}
