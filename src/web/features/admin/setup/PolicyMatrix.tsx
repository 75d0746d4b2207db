/**
 * The access policy as a role × page matrix of checkboxes, each page by its localized title.
 * Saving asks for confirmation, shows what changes, and the browser's guard picks the new
 * policy up at once. The administrators' setup page cannot be unticked (no lockout).
 */
import { LockOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Grid, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES, pageConfig } from '../../../../common/pages';
import type { Role } from '../../../../common/roles';
import { refreshPolicy } from '../../../providers/policy-client';
import { API_PATHS } from '../../../../common/api-paths';
import { api } from '../../../shared/http/api-client';
import { apiProblem, type ApiProblem } from '../../../shared/http/api-problem';
import { useLabels } from '../../../shared/labels/use-labels';
import { useApiQuery } from '../../../shared/http/use-api-query';
import { useApiWrite } from '../../../shared/http/use-api-write';
import { FailureAlert } from '../../../shared/feedback/FailureAlert';

export interface PolicyView {
  version: string;
  roles: Role[];
  pages: string[];
  matrix: Record<Role, string[]>;
}

const ADMIN_ROLE: Role = 'isDbAdmin';
const POLICY_PAGE = '/dbbs/ad/setup';

export function PolicyMatrix({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation('admin');
  const labels = useLabels();
  // Below sm (640 px) the tools go into the card's body: beside the title they squeezed it out.
  const narrow = Grid.useBreakpoint().sm === false;
  const { data, isLoading, refetch } = useApiQuery<PolicyView>(API_PATHS.admin.policy);
  const { run, busy } = useApiWrite();
  const [draft, setDraft] = useState<Record<Role, string[]> | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  useEffect(() => setDraft(data ? structuredClone(data.matrix) : null), [data]);

  const changes = useMemo(() => {
    if (!data || !draft) return { added: 0, removed: 0 };
    let added = 0;
    let removed = 0;
    for (const role of data.roles) {
      added += draft[role].filter((page) => !data.matrix[role].includes(page)).length;
      removed += data.matrix[role].filter((page) => !draft[role].includes(page)).length;
    }
    return { added, removed };
  }, [data, draft]);
  const emptyRoles = data && draft ? data.roles.filter((role) => draft[role].length === 0) : [];

  if (!data || !draft) return <Card loading={isLoading} />;

  const toggle = (role: Role, page: string, on: boolean) =>
    setDraft({ ...draft, [role]: on ? [...draft[role], page] : draft[role].filter((p) => p !== page) });

  const save = async () => {
    setProblem(null);
    try {
      await run(
        () => api.put(API_PATHS.admin.policy, { body: { version: data.version, matrix: draft } }),
        t('policy.saved'),
      );
      await refreshPolicy();
      await refetch();
      onSaved();
    } catch (error) {
      setProblem(apiProblem(error));
    }
  };

  const titleOf = (path: string) => t(`pages:${pageConfig(PAGES.find((page) => page.path === path)).title}`);
  const columns = [
    {
      title: t('policy.page'),
      key: 'page',
      fixed: 'left' as const,
      render: (_: unknown, row: { path: string }) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{titleOf(row.path)}</Typography.Text>
          <Typography.Text type="secondary" code>
            {row.path}
          </Typography.Text>
        </Space>
      ),
    },
    ...data.roles.map((role) => ({
      title: <span data-testid={`policy-role-${role}`}>{labels.role(role)}</span>,
      key: role,
      align: 'center' as const,
      render: (_: unknown, row: { path: string }) => {
        const locked = role === ADMIN_ROLE && row.path === POLICY_PAGE;
        const box = (
          <Checkbox
            checked={draft[role].includes(row.path)}
            disabled={locked}
            aria-label={`${labels.role(role)} ${titleOf(row.path)}`}
            data-testid={`policy-cell-${role}-${row.path}`}
            onChange={(event) => toggle(role, row.path, event.target.checked)}
          />
        );
        return locked ? (
          <Tooltip title={t('policy.lockedSetup')}>
            <Space size={4}>
              {box}
              <LockOutlined />
            </Space>
          </Tooltip>
        ) : (
          box
        );
      },
    })),
  ];

  const tools = (
    <Space wrap>
      <Tag>{t('policy.version', { version: data.version })}</Tag>
      <Button
        icon={<UndoOutlined />}
        disabled={changes.added + changes.removed === 0}
        onClick={() => setDraft(structuredClone(data.matrix))}
      >
        {t('policy.discard')}
      </Button>
      <Popconfirm
        title={t('policy.confirmTitle')}
        description={t('policy.confirmText', { added: changes.added, removed: changes.removed })}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        onConfirm={save}
        disabled={changes.added + changes.removed === 0 || emptyRoles.length > 0}
      >
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={busy}
          disabled={changes.added + changes.removed === 0 || emptyRoles.length > 0}
          data-testid="policy-save"
        >
          {t('policy.save')}
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <Card title={t('policy.matrixTitle')} extra={narrow ? undefined : tools}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {narrow && tools}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('policy.help')}
        </Typography.Paragraph>
        {emptyRoles.length > 0 && (
          <Alert
            type="warning"
            showIcon
            message={t('policy.roleWithoutPages', { roles: emptyRoles.map(labels.role).join(', ') })}
          />
        )}
        <FailureAlert failure={problem?.message} onClose={() => setProblem(null)} testId="policy-error" />
        <Table
          size="small"
          rowKey="path"
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={data.pages.map((path) => ({ path }))}
          data-testid="policy-matrix"
        />
      </Space>
    </Card>
  );
}
