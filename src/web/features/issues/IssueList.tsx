/**
 * A list of issues to pick from: subject, document, who it waits on, age and unread count. Each
 * row is a button, so the list is worked by keyboard as well as by pointer.
 */
import { Badge, Empty, Flex, List, Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';

interface Props {
  issues: readonly IssueInboxRow[];
  selectedId: string | null;
  onSelect(issue: IssueInboxRow): void;
  testId: string;
  loading?: boolean;
  emptyText?: string;
}

/** "3 h", "2 d": how long the issue has been open, in the user's language. */
export function useAgeLabel() {
  const { t } = useTranslation('issues');
  return (hours: number) =>
    hours < 24
      ? t('age.hours', { count: Math.max(0, Math.floor(hours)) })
      : t('age.days', { count: Math.floor(hours / 24) });
}

export function IssueList({ issues, selectedId, onSelect, testId, loading, emptyText }: Props) {
  const { t } = useTranslation('issues');
  const { token } = theme.useToken();
  const age = useAgeLabel();
  return (
    <List
      data-testid={testId}
      loading={loading}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('empty')} /> }}
      dataSource={issues as IssueInboxRow[]}
      renderItem={(issue) => {
        const selected = issue.id === selectedId;
        return (
          <List.Item style={{ padding: 0, border: 'none' }}>
            <button
              type="button"
              onClick={() => onSelect(issue)}
              aria-pressed={selected}
              data-testid={`issue-row-${issue.id}`}
              data-document={issue.documentId}
              style={{
                width: '100%',
                textAlign: 'start',
                cursor: 'pointer',
                padding: '8px 12px',
                marginBottom: 4,
                font: 'inherit',
                color: token.colorText,
                background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
              }}
            >
              <Flex justify="space-between" gap={8} align="start">
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {issue.subject}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis>
                    {issue.documentTitle} · {issue.tenantName}
                  </Typography.Text>
                  <Space size={4} wrap>
                    <Tag bordered={false}>{t(`type.${issue.type}`, { defaultValue: t('type.other') })}</Tag>
                    {issue.status === 'open' ? (
                      <Tag color="processing" bordered={false}>
                        {t(`waitingOn.${issue.waitingOn}`)}
                      </Tag>
                    ) : (
                      <Tag color="success" bordered={false}>
                        {t('status.resolved')}
                      </Tag>
                    )}
                  </Space>
                </Flex>
                <Flex vertical align="end" gap={4}>
                  <Typography.Text type="secondary" data-testid="issue-age">
                    {age(issue.ageHours)}
                  </Typography.Text>
                  {issue.unread > 0 && (
                    <Badge
                      count={issue.unread}
                      title={t('unreadCount', { count: issue.unread })}
                      data-testid="issue-unread"
                    />
                  )}
                </Flex>
              </Flex>
            </button>
          </List.Item>
        );
      }}
    />
  );
}
