/** "Why can X open Y?": a user and a page, answered with the user's roles and the lines that allow it. */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, AutoComplete, Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES, pageConfig } from '../../../../common/pages';
import { useLabels } from '../../../shared/labels/use-labels';
import { API_PATHS } from '../../../../common/api-paths';
import { api } from '../../../shared/http/api-client';
import { apiProblem, showFieldErrors, type ApiProblem } from '../../../shared/http/api-problem';

interface Explanation {
  userEmail: string;
  roles: string[];
  active: boolean;
  tenantName: string | null;
  tenantActive: boolean | null;
  path: string;
  pageId: string;
  allowed: boolean;
  lines: string[];
  apiActions: string[];
  landingPage: string | null;
}

export function PolicyExplain() {
  const { t } = useTranslation('admin');
  const labels = useLabels();
  const [form] = Form.useForm<{ userEmail: string; path: string }>();
  const [answer, setAnswer] = useState<Explanation | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async (values: { userEmail: string; path: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      setAnswer(await api.get<Explanation>(API_PATHS.admin.policyExplain, { query: values }));
    } catch (error) {
      const found = apiProblem(error);
      setAnswer(null);
      if (showFieldErrors(form, found).length === 0) setProblem(found);
    } finally {
      setBusy(false);
    }
  };

  const pageOptions = PAGES.filter((page) => page.area !== 'auth').map((page) => ({
    value: page.path,
    label: `${t(`pages:${pageConfig(page).title}`)} — ${page.path}`,
  }));

  return (
    <Card
      title={
        <Space>
          <QuestionCircleOutlined />
          {t('explain.title')}
        </Space>
      }
      data-testid="policy-explain"
    >
      <Form form={form} layout="inline" onFinish={ask} style={{ rowGap: 8 }}>
        <Form.Item name="userEmail" rules={[{ required: true, type: 'email', message: t('form.email') }]}>
          <Input
            placeholder={t('explain.userEmail')}
            aria-label={t('explain.userEmail')}
            style={{ width: 260 }}
            data-testid="explain-email"
          />
        </Form.Item>
        {/* Required by a validator, not `required: true`: antd would put aria-required on the
            AutoComplete's wrapper, where it is not allowed; the input itself says it instead. */}
        <Form.Item
          name="path"
          rules={[
            {
              validator: async (_, value?: string) => {
                if (!value?.trim()) throw new Error(t('form.required'));
              },
            },
          ]}
        >
          <AutoComplete options={pageOptions} filterOption style={{ width: 320 }} data-testid="explain-path">
            <Input placeholder={t('explain.page')} aria-label={t('explain.page')} aria-required />
          </AutoComplete>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="explain-submit">
            {t('explain.ask')}
          </Button>
        </Form.Item>
      </Form>
      {problem && <Alert style={{ marginTop: 16 }} type="error" showIcon message={problem.message} />}
      {answer && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }} data-testid="explain-answer">
          <Alert
            type={answer.allowed ? 'success' : 'warning'}
            showIcon
            message={
              answer.allowed
                ? t('explain.allowed', { email: answer.userEmail, path: answer.path })
                : t('explain.denied', { email: answer.userEmail, path: answer.path })
            }
          />
          {!answer.active && <Alert type="error" showIcon message={t('explain.disabled')} />}
          {answer.tenantActive === false && (
            <Alert type="error" showIcon message={t('explain.tenantSuspended', { tenant: answer.tenantName ?? '' })} />
          )}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('explain.roles')}>
              {answer.roles.length
                ? answer.roles.map((role) => <Tag key={role}>{labels.role(role)}</Tag>)
                : t('explain.noRoles')}
            </Descriptions.Item>
            <Descriptions.Item label={t('explain.lines')}>
              {answer.lines.length ? (
                answer.lines.map((line) => (
                  <div key={line}>
                    <Typography.Text code>{line}</Typography.Text>
                  </div>
                ))
              ) : (
                <Typography.Text type="secondary">{t('explain.noLines')}</Typography.Text>
              )}
            </Descriptions.Item>
            {answer.apiActions.length > 0 && (
              <Descriptions.Item label={t('explain.apiActions')}>
                {answer.apiActions.map((action) => (
                  <Tag key={action}>{action}</Tag>
                ))}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('explain.landing')}>{answer.landingPage ?? '—'}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Card>
  );
}
