/**
 * The archive's Export menu: the filter's archived documents as CSV or XLSX, and the original
 * files as a ZIP for the selected documents or for the filter. antd's Dropdown opens with
 * Enter, Space or the arrow keys and moves through the choices with the arrows. Shown only to
 * roles the live policy lets call exports:read.
 */
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_MAX_IDS, type ExportFilterValues } from '../../../common/schemas/exports';
import { useMayCall } from '../../shared/access/use-may-call';
import { downloadExport, type ExportChoice } from './export-downloads';

export interface ExportMenuProps {
  filter: ExportFilterValues;
  selectedIds: readonly string[];
  /** The search has words: exports take the filter's archived documents, not the words' hits. */
  hasWords?: boolean;
  /** The download itself (tests give their own; the page saves the file). */
  download?: typeof downloadExport;
}

export function ExportMenu(props: ExportMenuProps) {
  return useMayCall('exports:read') ? <ExportMenuButton {...props} /> : null;
}

/** The menu itself, whatever the policy (the component test renders it directly). */
export function ExportMenuButton({ filter, selectedIds, hasWords, download = downloadExport }: ExportMenuProps) {
  const { t } = useTranslation('exports');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const selected = selectedIds.length;

  const run = async (choice: ExportChoice) => {
    setBusy(true);
    try {
      await download(choice, filter, selectedIds);
    } catch (error) {
      void message.error(t('failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'csv', label: t('csv') },
    { key: 'xlsx', label: t('xlsx') },
    { type: 'divider' },
    {
      key: 'zip-selected',
      label:
        selected > EXPORT_MAX_IDS ? t('zipTooMany', { max: EXPORT_MAX_IDS }) : t('zipSelected', { count: selected }),
      disabled: selected === 0 || selected > EXPORT_MAX_IDS,
    },
    { key: 'zip-filter', label: t('zipFilter') },
    ...(hasWords ? [{ type: 'divider' as const }, { key: 'note', label: t('wordsNotApplied'), disabled: true }] : []),
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key !== 'note') void run(key as ExportChoice);
        },
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy} data-testid="export-menu">
        {busy ? t('preparing') : t('export')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
