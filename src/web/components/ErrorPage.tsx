/**
 * The error page of SPEC section 2: status code, status message and description. 404 says
 * 'Page Not Found' with the full path; other statuses 'Internal Server Error' unless a message
 * (or its locale key) is given.
 */
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorPageText } from '../../common/error-page';
import { useSafeNavigate } from '../safe-navigation';

export interface ErrorPageProps {
  status: number;
  path?: string;
  message?: string;
  messageKey?: string;
}

export function ErrorPage({ status, path, message, messageKey }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const text = errorPageText(status, message ?? (messageKey ? t(messageKey) : undefined), path);
  const title = text.title ?? t(text.titleKey ?? 'errorPage.internal');
  const resultStatus = status === 404 || status === 403 ? status : 500;
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status={resultStatus}
        title={<span data-testid="error-status">{status}</span>}
        subTitle={
          <>
            <Typography.Title level={3} data-testid="error-message" style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph data-testid="error-description">
              {t(text.descriptionKey)}
              {path ? (
                <>
                  {' '}
                  <Typography.Text code data-testid="error-path">
                    {path}
                  </Typography.Text>
                </>
              ) : null}
            </Typography.Paragraph>
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('errorPage.home')}
          </Button>
        }
      />
    </main>
  );
}
