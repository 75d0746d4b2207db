/** Name and language: saved on the person's own record (PATCH /api/account). */
import { Alert, Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import { ACCOUNT_LANGUAGES, type AccountView } from '../../../common/schemas/account';
import { changeLanguage } from '../../providers/i18n';
import { signInStore } from '../../providers/services';
import { api } from '../../shared/http/api-client';
import { useApiWrite } from '../../shared/http/use-api-write';

interface ProfileValues {
  name: string;
  /** Undefined while none is chosen (the select shows its placeholder then). */
  language?: AccountView['language'];
}

export function ProfileCard({
  account,
  loading,
  failed,
  onSaved,
}: {
  account: AccountView | undefined;
  loading: boolean;
  failed: boolean;
  onSaved(account: AccountView): void;
}) {
  const { t, i18n } = useTranslation('account');
  const [form] = Form.useForm<ProfileValues>();
  const { run, busy } = useApiWrite();

  useEffect(() => {
    if (account) form.setFieldsValue({ name: account.name, language: account.language ?? undefined });
  }, [account, form]);

  const save = async (values: ProfileValues) => {
    const saved = await run(
      () =>
        api.patch<AccountView>(API_PATHS.account.one, {
          body: { name: values.name, language: values.language ?? null },
        }),
      t('profile.saved'),
    ).catch(() => undefined);
    if (!saved) return;
    // The header shows the name from the sign-in record: it follows at once, without a reload.
    const user = signInStore.getState().user;
    if (user) signInStore.getState().setUser({ ...user, name: saved.name });
    if (saved.language && saved.language !== i18n.language) await changeLanguage(saved.language);
    onSaved(saved);
  };

  return (
    <Card title={t('profile.title')} data-testid="account-profile">
      {failed ? (
        <Alert type="error" showIcon message={t('profile.loadFailed')} data-testid="account-profile-error" />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)} requiredMark="optional">
          <Form.Item label={t('profile.email')} htmlFor="account-email">
            <Input id="account-email" value={account?.email} disabled data-testid="account-email" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('profile.name')}
            rules={[{ required: true, whitespace: true, message: t('profile.nameRequired') }, { max: 200 }]}
          >
            <Input autoComplete="name" data-testid="account-name" />
          </Form.Item>
          <Form.Item name="language" label={t('profile.language')} extra={t('profile.languageHelp')}>
            <Select
              data-testid="account-language"
              allowClear
              placeholder={t('profile.languageNone')}
              options={ACCOUNT_LANGUAGES.map((language) => ({
                value: language,
                label: t(`common:languages.${language}`),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="account-profile-save">
            {t('profile.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
