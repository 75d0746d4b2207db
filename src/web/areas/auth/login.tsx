/**
 * The sign-in screen (blank layout): email and password through Firebase, then the roles from
 * the server. The last error stays in the sign-in store and shows here in the user's language.
 *
 * It is the first screen most people load, so it stays light (issue 15: at most 250 KB of gzip
 * JavaScript, tests/e2e/login-weight.test.ts): it calls the session itself rather than Refine's
 * useLogin (the page renders outside Refine, see src/web/Root.tsx) and goes to `/` on success
 * as the auth provider would; the card, heading and field checks are plain elements styled from
 * antd's tokens instead of antd's Card, Typography and Form, which pull in tabs, skeletons,
 * a form store and a validator library for two fields.
 */
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Input, theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { SEED_COLOURS } from '../../../common/theme';
import { ThemeAndLanguage } from '../../components/ThemeAndLanguage';
import { session, signInStore } from '../../providers/services';
import { useThemePreset } from '../../providers/theme';

interface Credentials {
  email: string;
  password: string;
}
type Problems = Partial<Record<keyof Credentials, string>>;

// The shape antd's email rule accepted: something, an @, a domain with a dot.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The locale keys of what is wrong with the two fields, if anything. */
export function credentialProblems({ email, password }: Credentials): Problems {
  const problems: Problems = {};
  if (!email.trim()) problems.email = 'emailRequired';
  else if (!EMAIL.test(email.trim())) problems.email = 'emailInvalid';
  if (!password) problems.password = 'passwordRequired';
  return problems;
}

function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: React.ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {problem && (
        <div id={`${id}-problem`} role="alert" style={{ color: token.colorError, marginTop: token.marginXXS }}>
          {problem}
        </div>
      )}
    </div>
  );
}

function SignInCard() {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const error = useStore(signInStore, (s) => s.error);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [isPending, setPending] = useState(false);
  const problems = checked ? credentialProblems(values) : {};
  const change = (field: keyof Credentials) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(credentialProblems(values)).length > 0) return;
    setPending(true);
    try {
      await session.signIn(values.email, values.password);
      void navigate('/', { replace: true });
    } catch {
      // The session stored the error; the alert shows it.
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      data-testid="login-card"
      aria-labelledby="login-title"
      style={{
        width: '100%',
        maxWidth: 420,
        boxSizing: 'border-box',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, justifyContent: 'space-between' }}>
        <h1
          id="login-title"
          style={{
            margin: 0,
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {t('title')}
        </h1>
        <ThemeAndLanguage />
      </div>
      <p style={{ margin: `${token.marginLG}px 0`, color: token.colorTextSecondary }}>{t('subtitle')}</p>
      {error && (
        <Alert
          type="error"
          showIcon
          data-testid="login-error"
          style={{ marginBottom: token.marginLG }}
          message={t(`errors.${error.key}`, { ...error.params, defaultValue: error.message })}
        />
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field id="login-email-input" label={t('email')} problem={problems.email && t(problems.email)}>
          <Input
            id="login-email-input"
            prefix={<MailOutlined />}
            autoComplete="username"
            inputMode="email"
            data-testid="login-email"
            value={values.email}
            onChange={change('email')}
            disabled={isPending}
            status={problems.email ? 'error' : undefined}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? 'login-email-input-problem' : undefined}
          />
        </Field>
        <Field id="login-password-input" label={t('password')} problem={problems.password && t(problems.password)}>
          <Input.Password
            id="login-password-input"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="login-password"
            value={values.password}
            onChange={change('password')}
            disabled={isPending}
            status={problems.password ? 'error' : undefined}
            aria-invalid={problems.password ? true : undefined}
            aria-describedby={problems.password ? 'login-password-input-problem' : undefined}
          />
        </Field>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending} data-testid="login-submit">
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}

export default function LoginPage() {
  const { preset } = useThemePreset();
  return (
    <ConfigProvider theme={{ token: { colorPrimary: SEED_COLOURS[preset] } }}>
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
        <SignInCard />
      </main>
    </ConfigProvider>
  );
}
