/**
 * The sign-in card: email and password, and the other ways in the company offers (a reset
 * email, a sign-in link, Google, an account of one's own). It stays light, as the first screen
 * most people load: plain elements styled from antd's tokens rather than antd's Card and Form.
 * After a sign-in the app goes to `/`, where the guard picks the person's first page.
 */
import { GoogleOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Input, theme } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { ThemeAndLanguage } from '../../components/ThemeAndLanguage';
import { signInStore } from '../../providers/services';
import { credentialProblems, emailProblem, type Credentials } from './credentials';
import { Field, problemProps } from './Field';
import { useOfferedMethods } from './methods';
import {
  completeSignInLink,
  createAccount,
  finishGoogleRedirect,
  openedSignInLink,
  requestError,
  requestPasswordReset,
  requestSignInLink,
  signInWithGoogle,
  signInWithPassword,
} from './provider-calls';
import { ApiProblem } from '../../shared/http/api-problem';

/** What the card shows: the password form, a new account, or one email field for a request. */
type Mode = 'password' | 'signUp' | 'reset' | 'link' | 'linkConfirm';

interface Notice {
  type: 'success' | 'info' | 'error';
  text: string;
}

export function SignInCard() {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const error = useStore(signInStore, (s) => s.error);
  const [mode, setMode] = useState<Mode>('password');
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [isPending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const started = useRef(false);
  const offeredMethods = useOfferedMethods();

  const wantsPassword = mode === 'password' || mode === 'signUp';
  const problems = !checked ? {} : wantsPassword ? credentialProblems(values) : { email: emailProblem(values.email) };
  const change = (field: keyof Credentials) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const switchTo = (next: Mode) => {
    setMode(next);
    setChecked(false);
    setNotice(null);
  };
  const signedIn = () => void navigate('/', { replace: true });
  const requestFailed = (failure: unknown) => {
    // The server's refusal (too many requests, a malformed email) comes worded in the page's language.
    if (failure instanceof ApiProblem && failure.status > 0) return setNotice({ type: 'error', text: failure.message });
    const info = requestError(failure);
    setNotice({ type: 'error', text: t(`errors.${info.key}`, { ...info.params, defaultValue: info.message }) });
  };

  // Arriving from a sign-in link, or back from Google's page after a redirect.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = openedSignInLink();
    if (link?.email) {
      setPending(true);
      completeSignInLink(link.email).then(signedIn, () => {
        setPending(false);
        setMode('linkConfirm');
      });
    } else if (link) {
      // Opened in another browser: the provider wants the email the link was sent to.
      setMode('linkConfirm');
    } else {
      void finishGoogleRedirect().then(
        (done) => done && signedIn(),
        () => undefined,
      );
    }
    // The effect runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setNotice(null);
    try {
      await work();
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (wantsPassword ? Object.keys(credentialProblems(values)).length > 0 : emailProblem(values.email)) return;
    const { email, password } = values;
    void run(async () => {
      try {
        switch (mode) {
          case 'password':
            await signInWithPassword(email, password);
            return signedIn();
          case 'signUp':
            await createAccount(email, password);
            return signedIn();
          case 'linkConfirm':
            await completeSignInLink(email);
            return signedIn();
          case 'reset':
            await requestPasswordReset(email);
            return setNotice({ type: 'success', text: t('resetSent') });
          case 'link':
            await requestSignInLink(email);
            return setNotice({ type: 'success', text: t('linkSent') });
        }
      } catch (failure) {
        // A sign-in's failure is in the store (its alert shows it); a request's shows here.
        if (mode === 'reset' || mode === 'link') requestFailed(failure);
      }
    });
  };

  const google = () =>
    void run(async () => {
      try {
        const quiet = await signInWithGoogle();
        if (quiet)
          setNotice({
            type: 'info',
            text: quiet === 'popupClosed' ? t('errors.popupClosed') : t('errors.popupCancelled'),
          });
        else signedIn();
      } catch {
        // The store holds the error; its alert shows it.
      }
    });

  // Each mode's words, written out so every key is checked against the locale files.
  const words: Record<Mode, { heading: string; help: string; submit: string }> = {
    password: { heading: t('title'), help: t('subtitle'), submit: t('submit') },
    signUp: { heading: t('signUpTitle'), help: t('signUpHelp'), submit: t('signUpSubmit') },
    reset: { heading: t('resetTitle'), help: t('resetHelp'), submit: t('resetSubmit') },
    link: { heading: t('linkTitle'), help: t('linkHelp'), submit: t('linkSubmit') },
    linkConfirm: { heading: t('linkConfirmTitle'), help: t('linkConfirmHelp'), submit: t('linkConfirmSubmit') },
  };
  const linkButton = (testId: string, label: string, onClick: () => void) => (
    <Button type="link" size="small" data-testid={testId} onClick={onClick} disabled={isPending} style={{ padding: 0 }}>
      {label}
    </Button>
  );

  return (
    <section
      data-testid="login-card"
      data-mode={mode}
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
          {words[mode].heading}
        </h1>
        <ThemeAndLanguage />
      </div>
      <p style={{ margin: `${token.marginLG}px 0`, color: token.colorTextSecondary }}>{words[mode].help}</p>
      {error && (
        <Alert
          type="error"
          showIcon
          data-testid="login-error"
          style={{ marginBottom: token.marginLG }}
          message={t(`errors.${error.key}`, { ...error.params, defaultValue: error.message })}
        />
      )}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          role="status"
          data-testid="sign-in-notice"
          style={{ marginBottom: token.marginLG }}
          message={notice.text}
        />
      )}
      <form noValidate onSubmit={submit}>
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
            {...problemProps('login-email-input', problems.email)}
          />
        </Field>
        {wantsPassword && (
          <Field id="login-password-input" label={t('password')} problem={problems.password && t(problems.password)}>
            <Input.Password
              id="login-password-input"
              prefix={<LockOutlined />}
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              data-testid="login-password"
              value={values.password}
              onChange={change('password')}
              disabled={isPending}
              {...problemProps('login-password-input', problems.password)}
            />
          </Field>
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={isPending} data-testid="login-submit">
          {words[mode].submit}
        </Button>
      </form>
      {mode === 'password' && offeredMethods.has('google') && (
        <Button
          block
          size="large"
          icon={<GoogleOutlined />}
          data-testid="google-sign-in"
          onClick={google}
          disabled={isPending}
          style={{ marginTop: token.marginSM }}
        >
          {t('google')}
        </Button>
      )}
      <nav
        aria-label={t('otherWays')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, marginTop: token.marginMD }}
      >
        {mode !== 'password' && linkButton('back-to-sign-in', t('backToSignIn'), () => switchTo('password'))}
        {mode === 'password' &&
          offeredMethods.has('reset') &&
          linkButton('forgot-password', t('forgotPassword'), () => switchTo('reset'))}
        {mode === 'password' &&
          offeredMethods.has('link') &&
          linkButton('email-link', t('emailLink'), () => switchTo('link'))}
        {mode === 'password' &&
          offeredMethods.has('signUp') &&
          linkButton('create-account', t('createAccount'), () => switchTo('signUp'))}
      </nav>
    </section>
  );
}
