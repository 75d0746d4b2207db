/**
 * The guard's redirect away from a page the user's roles may not open (SPEC section 2), with a
 * toast that says why (issue 15): a person sent elsewhere in silence thinks the link is broken.
 */
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { matchPage, pageConfig } from '../../common/pages';
import { displayTitleKey } from '../../common/roles';

export function ForbiddenRedirect({ to, from, roles }: { to: string; from: string; roles: readonly string[] }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  useEffect(() => {
    const page = matchPage(from)?.page;
    notification.warning({
      key: 'page-not-open',
      message: t('guard.notOpen', { role: t(`roleTitle.${displayTitleKey(roles)}`) }),
      description: page ? t('guard.notOpenPage', { page: t(`pages:${pageConfig(page).title}`) }) : undefined,
      props: { 'data-testid': 'page-not-open' } as Record<string, string>,
    });
  }, [from, roles, notification, t]);
  return <Navigate to={to} replace />;
}
