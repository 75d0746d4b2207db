/**
 * One issue's thread: its messages with their authors (the unread ones marked), the answer box,
 * and Resolve / Reopen for those who may. Opening the thread marks it read for me.
 */
import { Alert, Badge, Button, Empty, Flex, Input, List, Space, Spin, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { API_PATHS } from '../../../common/api-paths';
import type { IssueInboxRow, IssueThread } from '../../../common/schemas/issue-inbox';
import { signInStore } from '../../providers/services';
import { api } from '../../shared/http/api-client';
import { DocumentStatusTag } from '../../shared/status/DocumentStatusTag';
import { mayResolveIssues } from './side-of-roles';
import { dataOf, useLoaded } from './use-issue-data';
import { FailureAlert } from '../../shared/feedback/FailureAlert';

interface Props {
  issueId: string;
  /** Called after a write, so the list beside the thread refetches. */
  onChanged?(issue: IssueInboxRow | undefined): void;
  /** Extra buttons beside the thread's own (e.g. "open the document"), for the issue as loaded. */
  extra?(issue: IssueInboxRow): React.ReactNode;
}

type Busy = 'answer' | 'resolve' | 'reopen' | null;

export function IssueThreadView({ issueId, onChanged, extra }: Props) {
  const { t, i18n } = useTranslation('issues');
  const { token } = theme.useToken();
  const roles = useStore(signInStore, (s) => s.roles);
  const me = useStore(signInStore, (s) => s.user?.id);
  const { state, refetch } = useLoaded(
    () => api.get<IssueThread>(API_PATHS.issues.thread, { params: { id: issueId } }),
    issueId,
  );
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const thread = dataOf(state);

  // Seen now: the unread markers stay on screen for this visit, the counts drop for the next.
  useEffect(() => {
    if (thread && thread.messages.some((message) => message.unread))
      void api.post(API_PATHS.issues.read, { params: { id: issueId }, body: {} }).then(
        () => onChanged?.(thread.issue),
        () => undefined,
      );
    // Only when the thread's unread set changes, not at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [issueId, thread?.messages.length]);

  if (state.kind === 'loading') return <Spin data-testid="issue-thread-loading" />;
  if (!thread)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="issue-thread-failed"
        message={t('failed')}
        description={state.kind === 'failed' ? state.message : undefined}
      />
    );
  const { issue, messages } = thread;
  const open = issue.status === 'open';
  const backOffice = mayResolveIssues(roles);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const act = async (kind: Exclude<Busy, null>, work: () => Promise<unknown>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
      setText('');
      await refetch();
      onChanged?.(issue);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const trimmed = text.trim();
  const params = { id: issue.id };
  const answer = () => api.post(API_PATHS.issues.messages, { params, body: { body: trimmed } });
  const resolve = () => api.post(API_PATHS.issues.resolve, { params, body: trimmed ? { note: trimmed } : {} });
  const reopen = () => api.post(API_PATHS.issues.reopen, { params, body: { message: trimmed } });
  // Open: answer, and the back office may resolve; resolved: reopen. Answering and reopening say something.
  const actions = [
    { kind: 'answer', label: t('answer'), shown: open, work: answer, needsText: true, primary: true },
    {
      kind: 'resolve',
      label: t('resolve'),
      shown: open && backOffice,
      work: resolve,
      needsText: false,
      primary: false,
    },
    { kind: 'reopen', label: t('reopen'), shown: !open, work: reopen, needsText: true, primary: false },
  ] as const;

  return (
    <Flex vertical gap={12} data-testid="issue-thread" data-issue={issue.id} data-status={issue.status}>
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Space wrap>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="issue-thread-subject">
            {issue.subject}
          </Typography.Title>
          <Tag>{t(`type.${issue.type}`, { defaultValue: t('type.other') })}</Tag>
          <Tag color={issue.status === 'open' ? 'warning' : 'success'} data-testid="issue-thread-status">
            {t(`status.${issue.status}`)}
          </Tag>
          {open && (
            <Tag color="processing" data-testid="issue-thread-waiting">
              {t(`waitingOn.${issue.waitingOn}`)}
            </Tag>
          )}
        </Space>
        <Space wrap>{extra?.(issue)}</Space>
      </Flex>
      <Typography.Text type="secondary">
        {issue.documentTitle} · {issue.tenantName} · {issue.locationName}{' '}
        <DocumentStatusTag status={issue.documentStatus} />
      </Typography.Text>
      {messages.length === 0 ? (
        <Empty description={t('noMessages')} />
      ) : (
        <List
          data-testid="issue-messages"
          dataSource={messages}
          renderItem={(message) => (
            <List.Item
              data-testid="issue-message"
              data-unread={message.unread ? 'true' : undefined}
              style={{
                borderInlineStart: `3px solid ${message.unread ? token.colorPrimary : 'transparent'}`,
                paddingInlineStart: 12,
              }}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <Typography.Text strong>
                      {message.authorId === me ? t('you') : (message.authorName ?? t('someone'))}
                    </Typography.Text>
                    <Tag bordered={false}>{t(`side.${message.authorSide}`)}</Tag>
                    <Typography.Text type="secondary">{when(message.createdAt)}</Typography.Text>
                    {message.unread && (
                      <Badge status="processing" text={t('unread')} data-testid="issue-message-unread" />
                    )}
                  </Space>
                }
                description={
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, color: token.colorText }}>
                    {message.body}
                  </Typography.Paragraph>
                }
              />
            </List.Item>
          )}
        />
      )}
      <FailureAlert failure={failure} onClose={() => setFailure(null)} testId="issue-thread-error" />
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={10_000}
        placeholder={open ? t('answerPlaceholder') : t('reopenPlaceholder')}
        aria-label={open ? t('answer') : t('reopenMessage')}
        data-testid="issue-answer-text"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && trimmed && open) void act('answer', answer);
        }}
      />
      <Space wrap>
        {actions
          .filter((action) => action.shown)
          .map((action) => (
            <Button
              key={action.kind}
              type={action.primary ? 'primary' : undefined}
              data-testid={`issue-${action.kind}`}
              disabled={(action.needsText && !trimmed) || busy !== null}
              loading={busy === action.kind}
              onClick={() => void act(action.kind, action.work)}
            >
              {action.label}
            </Button>
          ))}
      </Space>
    </Flex>
  );
}
