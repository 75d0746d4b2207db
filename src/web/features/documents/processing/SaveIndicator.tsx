/** "Saved at 14:02 / Saving… / Unsaved": where the draft stands against the server. */
import { CheckOutlined, ExclamationCircleOutlined, LoadingOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-draft-autosave';

export function SaveIndicator({ state }: { state: SaveState }) {
  const { t, i18n } = useTranslation('processing');
  let icon = <EditOutlined />;
  let text: string;
  let type: 'secondary' | 'warning' | 'danger' | undefined = 'secondary';
  switch (state.kind) {
    case 'saved':
      icon = <CheckOutlined />;
      text = state.at
        ? t('save.savedAt', {
            time: new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(state.at),
          })
        : t('save.upToDate');
      break;
    case 'saving':
      icon = <LoadingOutlined />;
      text = t('save.saving');
      break;
    case 'unsaved':
      text = t('save.unsaved');
      break;
    case 'invalid':
      icon = <ExclamationCircleOutlined />;
      text = t('save.invalid', { count: state.fields });
      type = 'warning';
      break;
    case 'failed':
      icon = <ExclamationCircleOutlined />;
      text = t('save.failed', { message: state.message });
      type = 'danger';
      break;
    case 'conflict':
      icon = <ExclamationCircleOutlined />;
      text = t('save.conflict');
      type = 'danger';
      break;
  }
  return (
    <Typography.Text
      type={type}
      data-testid="processing-save-state"
      data-state={state.kind}
      role="status"
      aria-live="polite"
    >
      <Space size={4}>
        {icon}
        {text}
      </Space>
    </Typography.Text>
  );
}
