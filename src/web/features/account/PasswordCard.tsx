/**
 * Change password: the current one is proved first (the provider's reauthentication), the new
 * one is checked live against the provider's password policy, and a refusal by the policy shows
 * the rules that failed, read again from the provider.
 */
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword, checkPassword } from './account-auth';
import { accountErrorKey, errorCode, passwordRules, type RuleCheck } from './account-rules';
import { PasswordRules } from './PasswordRules';

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

/** undefined: not checked yet; null: the provider's policy could not be read. */
type Checked = { rules: RuleCheck[]; valid: boolean } | null | undefined;

async function rulesFor(password: string): Promise<Checked> {
  const status = await checkPassword(password);
  return status ? { rules: passwordRules(status), valid: status.isValid } : null;
}

export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordValues>();
  const next = Form.useWatch('next', form) ?? '';
  const [checked, setChecked] = useState<Checked>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // The live check: each new value asks the policy (read once by the SDK, then kept); an older
  // answer arriving late never replaces a newer one.
  useEffect(() => {
    let current = true;
    void rulesFor(next).then((answer) => {
      if (current) setChecked(answer);
    });
    return () => {
      current = false;
    };
  }, [next]);

  if (!hasPassword) {
    return (
      <Card title={t('password.title')} data-testid="account-password">
        <Typography.Paragraph type="secondary" data-testid="account-password-none">
          {t('password.noPassword')}
        </Typography.Paragraph>
      </Card>
    );
  }

  const submit = async ({ current, next: password }: PasswordValues) => {
    setError(null);
    setDone(false);
    if (checked && !checked.valid) {
      setError('passwordPolicy');
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, password);
      form.resetFields();
      setDone(true);
    } catch (failure) {
      setError(accountErrorKey(failure));
      // The policy was read again: the rules shown are the provider's current ones.
      if (errorCode(failure) === 'auth/password-does-not-meet-requirements') setChecked(await rulesFor(password));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('password.title')} data-testid="account-password">
      {/* The provider lists email sign-in added by a link as a password method with no password
            set, which the browser cannot tell apart: the way to set one is the reset email. */}
      <Typography.Paragraph type="secondary" data-testid="account-password-never-set">
        {t('password.neverSet')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark="optional">
        <Form.Item
          name="current"
          label={t('password.current')}
          rules={[{ required: true, message: t('password.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="account-current-password" />
        </Form.Item>
        <Form.Item
          name="next"
          label={t('password.next')}
          rules={[{ required: true, message: t('password.nextRequired') }]}
        >
          <Input.Password autoComplete="new-password" data-testid="account-new-password" />
        </Form.Item>
        <div aria-live="polite" style={{ marginBottom: 16 }}>
          {checked === null ? (
            <Typography.Text type="secondary" data-testid="account-policy-unknown">
              {t('password.policyUnknown')}
            </Typography.Text>
          ) : checked && checked.rules.length > 0 ? (
            <>
              <Typography.Text strong>{t('password.rulesTitle')}</Typography.Text>
              <PasswordRules rules={checked.rules} testId="account-password-rules" />
            </>
          ) : null}
        </div>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['next']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string) =>
                !value || value === getFieldValue('next')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.confirmMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="account-confirm-password" />
        </Form.Item>
        <div aria-live="assertive">
          {error && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={t(`errors.${error}`)}
              data-testid="account-password-error"
              data-error={error}
            />
          )}
          {done && (
            <Alert
              type="success"
              showIcon
              style={{ marginBottom: 16 }}
              message={t('password.changed')}
              data-testid="account-password-changed"
            />
          )}
        </div>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="account-password-save">
          {t('password.save')}
        </Button>
      </Form>
    </Card>
  );
}
