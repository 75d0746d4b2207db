/**
 * A document as the processing split view shows it, but read-only: its file beside the header,
 * the items and the totals check, with the duplicate warning and the send-back reason. The page
 * that shows it puts its own decisions in `actions`.
 */
import { Alert, Flex, Space, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentWork } from '../../../../common/schemas/document-work';
import { DocumentStatusTag } from '../../../shared/status/DocumentStatusTag';
import { ITEM_GRID_MIN_WIDTH, ItemGrid } from '../item-grid';
import { draftFromWork, FALLBACK_CURRENCY } from '../processing/draft';
import { DuplicateWarning } from '../processing/DuplicateWarning';
import { FilePane } from '../processing/FilePane';
import { HeaderForm } from '../processing/HeaderForm';
import { TotalsCheckLine } from '../processing/TotalsCheckLine';
import { DocumentSplit } from '../split/DocumentSplit';

interface Props {
  work: DocumentWork;
  actions?: React.ReactNode;
  /** Shown above the split view (e.g. a refusal in the server's words). */
  notice?: React.ReactNode;
  /** A compact preview (beside a thread): a shorter file pane. */
  compact?: boolean;
}

const noop = () => undefined;
const FORM_PADDING = 16;
const NO_ERRORS = {};

export function ReadOnlyDocument({ work, actions, notice, compact }: Props) {
  const { t } = useTranslation(['review', 'processing']);
  const { token } = theme.useToken();
  const draft = useMemo(() => draftFromWork(work), [work]);
  const { document } = work;
  const currency = /^[A-Z]{3}$/.test(draft.header.currency) ? draft.header.currency : FALLBACK_CURRENCY;
  return (
    <Flex
      vertical
      gap={12}
      data-testid="document-read-only"
      data-document={document.id}
      data-status={document.status}
      data-version={document.version}
    >
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="document-title">
            {document.title}
          </Typography.Title>
          <DocumentStatusTag status={document.status} />
          <Typography.Text type="secondary">
            {document.tenantName} · {document.locationName}
          </Typography.Text>
          {document.assigneeName && (
            <Typography.Text type="secondary">{t('review:keyedBy', { name: document.assigneeName })}</Typography.Text>
          )}
        </Space>
        {actions && <Space wrap>{actions}</Space>}
      </Flex>
      {notice}
      {document.sentBackReason && (
        <Alert
          type="warning"
          showIcon
          data-testid="document-sent-back"
          message={
            document.sentBackCode
              ? `${t('processing:sentBack.title')} · ${t('review:reasonCode.' + document.sentBackCode, { defaultValue: document.sentBackCode })}`
              : t('processing:sentBack.title')
          }
          description={document.sentBackReason}
        />
      )}
      <DuplicateWarning duplicates={work.duplicates} />
      <DocumentSplit
        screen="review"
        stacked={compact}
        formMinWidth={ITEM_GRID_MIN_WIDTH + 2 * FORM_PADDING}
        file={(layout) => (
          <FilePane
            upload={work.upload}
            style={{
              height: layout === 'side' ? 'calc(100vh - 220px)' : '50vh',
              minHeight: compact ? 280 : 360,
              position: layout === 'side' ? 'sticky' : undefined,
              top: layout === 'side' ? 16 : undefined,
            }}
          />
        )}
        form={
          <Flex
            vertical
            gap={12}
            style={{
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
              padding: FORM_PADDING,
              minWidth: 0,
            }}
          >
            <HeaderForm value={draft.header} onChange={noop} readOnly serverErrors={NO_ERRORS} />
            <div data-testid="document-items">
              <ItemGrid items={draft.items} onChange={noop} readOnly defaultCurrency={currency} />
            </div>
            <TotalsCheckLine header={draft.header} items={draft.items} />
          </Flex>
        }
      />
    </Flex>
  );
}
