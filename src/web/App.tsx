/**
 * The app shell, loaded lazily by Root.tsx once the route is not a signed-out visitor's sign-in
 * page: Refine with its providers and resources from the page table, and the routes.
 */
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntApp } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES, pageConfig } from '../common/pages';
import { TOAST } from '../common/theme';
import { PageIcon } from './components/PageIcon';
import { accessControlProvider } from './providers/access-control';
import { authProvider } from './providers/auth-provider';
import { lazyDataProvider } from './providers/lazy-data-provider';
import { liveProvider } from './providers/live-provider';
import { useNotificationProvider } from './providers/notification-provider';
import { i18nProvider } from './providers/i18n';
import { AppRoutes } from './routing/AppRoutes';
import { preloadPageAt } from './routing/page-components';

// The shell loads while the session is restored: the page it will open starts loading now too.
preloadPageAt(window.location.pathname);

function RefineApp() {
  const { t } = useTranslation();
  const resources = useMemo(
    () =>
      PAGES.filter((page) => page.area !== 'auth').map((page) => {
        const config = pageConfig(page);
        return {
          name: page.id,
          list: page.path,
          meta: {
            label: t(`pages:${config.title}`),
            icon: <PageIcon name={config.icon} />,
            area: page.area,
            layout: page.layout,
          },
        };
      }),
    [t],
  );
  return (
    <Refine
      routerProvider={routerProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      dataProvider={lazyDataProvider}
      liveProvider={liveProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      resources={resources}
      options={{ disableTelemetry: true, syncWithLocation: true, liveMode: 'auto' }}
    >
      <AppRoutes />
    </Refine>
  );
}

/** antd's App (toasts and modals, SPEC section 9's placement) lives here: sign-in needs neither. */
export default function App() {
  return (
    <AntApp
      notification={{ placement: TOAST.placement, top: TOAST.offsetPx, duration: TOAST.durationMs / 1000 }}
      message={{ top: TOAST.offsetPx, duration: TOAST.durationMs / 1000 }}
    >
      <RefineApp />
    </AntApp>
  );
}
