/** The help popover: the screen's shortcuts and the item grid's keys, opened by its button, Alt+H or ?. */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROCESSING_SHORTCUTS } from './shortcuts';

const VIEWER_KEYS = [
  ['+ / -', 'zoom'],
  ['PageUp / PageDown', 'pages'],
] as const;

const SUGGESTION_KEYS = [
  ['Tab / Enter', 'accept'],
  ['A–Z, 0–9', 'replace'],
] as const;

export interface ShortcutRow {
  keys: string;
  label: string;
}

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The item grid's own keys, already worded. */
  gridShortcuts: ShortcutRow[];
}

export function ShortcutsHelp({ open, onOpenChange, gridShortcuts }: Props) {
  const { t } = useTranslation('processing');
  const rows: (ShortcutRow & { group: string })[] = [
    ...PROCESSING_SHORTCUTS.map((shortcut) => ({
      group: t('shortcuts.screen'),
      keys: shortcut.keys,
      label: t(`shortcuts.actions.${shortcut.action}`),
    })),
    // A value suggested from the file, in the header or a cell.
    ...SUGGESTION_KEYS.map(([keys, label]) => ({
      group: t('shortcuts.suggestions'),
      keys,
      label: t(`shortcuts.suggestion.${label}`),
    })),
    ...gridShortcuts.map((shortcut) => ({ group: t('shortcuts.grid'), ...shortcut })),
    // The viewer's own keys, on its pane (Alt+1 goes there).
    ...VIEWER_KEYS.map(([keys, label]) => ({
      group: t('shortcuts.file'),
      keys,
      label: t(`shortcuts.viewer.${label}`),
    })),
  ];
  const content = (
    <div style={{ maxWidth: 440, maxHeight: '70vh', overflow: 'auto' }} data-testid="processing-shortcuts">
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => `${row.group}:${row.keys}:${row.label}`}
        dataSource={rows}
        columns={[
          {
            title: t('shortcuts.keys'),
            dataIndex: 'keys',
            render: (keys: string) => <Typography.Text keyboard>{keys}</Typography.Text>,
            width: 150,
          },
          { title: t('shortcuts.action'), dataIndex: 'label' },
          { title: t('shortcuts.where'), dataIndex: 'group', width: 90 },
        ]}
      />
    </div>
  );
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={t('shortcuts.title')}
      content={content}
    >
      <Button icon={<QuestionCircleOutlined />} data-testid="processing-shortcuts-button" aria-keyshortcuts="Alt+H">
        {t('shortcuts.button')}
      </Button>
    </Popover>
  );
}
