/** The provider's password rules, each marked met or not, in words and not by colour alone. */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuleCheck } from './account-rules';

export function PasswordRules({ rules, testId }: { rules: RuleCheck[]; testId: string }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  return (
    <ul data-testid={testId} aria-label={t('password.rulesTitle')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rules.map((check) => (
        <li key={check.rule} data-testid={`rule-${check.rule}`} data-met={check.met}>
          <Space size={6}>
            {check.met ? (
              <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />
            ) : (
              <CloseCircleFilled style={{ color: token.colorError }} aria-hidden />
            )}
            <Typography.Text type={check.met ? undefined : 'danger'}>
              {t(`password.rules.${check.rule}`, check.params)}
            </Typography.Text>
            <Typography.Text type="secondary">{t(check.met ? 'password.met' : 'password.notMet')}</Typography.Text>
          </Space>
        </li>
      ))}
    </ul>
  );
}
