/** One hit: its name (opening its whole story), status, text status, header and snippet, and its file. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import type { DocumentSearchHit } from '../../../common/schemas/archive';
import { downloadFromApi } from '../../shared/http/download';
import { DocumentStatusTag } from '../../shared/status/DocumentStatusTag';
import { SnippetText } from './SnippetText';
import { TextStatusTag } from './TextStatusTag';

/** The hit's file, saved under the document's title. */
const downloadUpload = (uploadId: string, fileName: string) =>
  downloadFromApi(API_PATHS.uploads.content, { params: { id: uploadId } }, fileName);

function money(cents: number | null, currency: string | null, language: string): string | null {
  if (cents === null) return null;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: currency ?? 'EUR' }).format(cents / 100);
  } catch {
    return (cents / 100).toFixed(2);
  }
}

/** A hit's checkbox, when the page lets hits be picked (for the files' ZIP). */
export interface HitSelection {
  selected: boolean;
  onChange(selected: boolean): void;
}

export function ArchiveHit({
  hit,
  onDownloadFailed,
  selection,
}: {
  hit: DocumentSearchHit;
  onDownloadFailed(): void;
  selection?: HitSelection;
}) {
  const { t, i18n } = useTranslation('archive');
  // The story opens over the search (its id in the URL, so it can be shared too): every role
  // with the archive may read it, client HQ included, who has no details page.
  const [params] = useSearchParams();
  const opened = new URLSearchParams(params);
  opened.set('open', hit.id);
  const details = [
    hit.vendor,
    hit.docNumber,
    hit.docDate,
    money(hit.totalCents, hit.currency, i18n.language),
    hit.locationName,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <List.Item
      data-testid="archive-hit"
      actions={
        hit.uploadId
          ? [
              <Button
                key="download"
                icon={<DownloadOutlined />}
                onClick={() => void downloadUpload(hit.uploadId as string, hit.title).catch(onDownloadFailed)}
                data-testid="archive-download"
              >
                {t('download')}
              </Button>,
            ]
          : []
      }
    >
      <List.Item.Meta
        title={
          <Space wrap>
            {selection && (
              <Checkbox
                checked={selection.selected}
                onChange={(event) => selection.onChange(event.target.checked)}
                aria-label={t('exports:select', { title: hit.title })}
                data-testid="archive-select"
              />
            )}
            <Link to={`?${opened.toString()}`} data-testid="archive-open">
              {hit.title}
            </Link>
            <DocumentStatusTag status={hit.status} />
            <TextStatusTag status={hit.textStatus} />
          </Space>
        }
        description={
          <Space direction="vertical" size={2}>
            {details && <Typography.Text type="secondary">{details}</Typography.Text>}
            {hit.snippet && <SnippetText snippet={hit.snippet} />}
          </Space>
        }
      />
    </List.Item>
  );
}
