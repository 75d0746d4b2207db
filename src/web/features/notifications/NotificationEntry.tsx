/**
 * One notice in the bell's list: who did what to which document, the reason when there is one,
 * when; the whole entry opens the screen and document it is about (and marks it read), and an
 * unread one has its own "mark read" button. Both are real buttons, so the keyboard reaches them.
 */
import { Badge, Button, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '../../../common/schemas/notification';

export function NotificationEntry({
  row,
  path,
  onOpen,
  onMarkRead,
}: {
  row: NotificationRow;
  path: string | null;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const { token } = theme.useToken();
  const unread = row.readAt === null;
  const who = row.actorName ?? t('system');
  const text = t(`kind.${row.kind}`, { who, document: row.documentTitle });
  return (
    <Flex
      gap={8}
      align="flex-start"
      data-testid="notification-entry"
      data-kind={row.kind}
      data-unread={unread}
      style={{
        padding: '8px 4px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: unread ? token.colorPrimaryBg : undefined,
        borderRadius: token.borderRadiusSM,
      }}
    >
      <Badge status={unread ? 'processing' : 'default'} aria-label={unread ? t('unreadMark') : undefined} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Button
          type="link"
          onClick={onOpen}
          disabled={!path}
          title={path ? undefined : t('cannotOpen')}
          data-testid="notification-open"
          style={{
            padding: 0,
            height: 'auto',
            whiteSpace: 'normal',
            textAlign: 'left',
            fontWeight: unread ? 600 : 400,
          }}
        >
          {text}
        </Button>
        {(row.reasonCode || row.note) && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
            {row.reasonCode ? `${t('reason', { code: row.reasonCode })}${row.note ? ' · ' : ''}` : ''}
            {row.note}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {new Date(row.createdAt).toLocaleString(i18n.language)}
        </Typography.Text>
      </div>
      {unread && (
        <Button size="small" type="text" onClick={onMarkRead} data-testid="notification-mark-read">
          {t('markRead')}
        </Button>
      )}
    </Flex>
  );
}
