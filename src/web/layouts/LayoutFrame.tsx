/**
 * Draws one layout's chrome around the current page. Below the md breakpoint (1024 px) the
 * side menu folds into a drawer opened from the header.
 */
import { ArrowLeftOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout as AntLayout, Space, theme, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { hasParams, pageConfig, type Layout } from '../../common/pages';
import { mayOpen } from '../../common/policy';
import { HeaderTools } from '../components/HeaderTools';
import { PageIcon } from '../components/PageIcon';
import { SideMenu } from '../components/SideMenu';
import { FullPageSpin } from '../components/FullPageSpin';
import { useCurrentPage } from '../routing/current-page';
import { useAccess } from '../routing/use-access';
import { useSafeNavigate } from '../safe-navigation';
import { LAYOUT_CHROME } from './chrome';

export function LayoutFrame({ layout }: { layout: Layout }) {
  const chrome = LAYOUT_CHROME[layout];
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useAccess();
  const showMenu = chrome.menu && Boolean(user);

  return (
    <AntLayout style={{ minHeight: '100vh' }} data-layout={layout}>
      {showMenu && wide && (
        <AntLayout.Sider
          width={248}
          theme="light"
          style={{
            borderRight: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
          }}
        >
          <Brand />
          <SideMenu />
        </AntLayout.Sider>
      )}
      <AntLayout>
        {chrome.header && (
          <AntLayout.Header
            style={{
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              padding: '0 16px',
              display: 'flex',
              alignItems: 'center',
              gap: 12,
            }}
          >
            {showMenu && !wide && (
              <Button
                icon={<MenuOutlined />}
                aria-label={t('header.openMenu')}
                data-testid="menu-toggle"
                onClick={() => setDrawerOpen(true)}
              />
            )}
            {(!showMenu || !wide) && <Brand compact />}
            <div style={{ flex: 1 }} />
            <HeaderTools compact={!wide} />
          </AntLayout.Header>
        )}
        <AntLayout.Content style={{ padding: wide ? chrome.padding : Math.min(chrome.padding, 12) }}>
          <div style={{ maxWidth: chrome.maxWidth, margin: '0 auto' }}>
            {chrome.pageHeader && <PageHeader />}
            <Suspense fallback={<FullPageSpin />}>
              <Outlet />
            </Suspense>
          </div>
        </AntLayout.Content>
      </AntLayout>
      {showMenu && !wide && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          width={280}
          title={<Brand compact />}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </AntLayout>
  );
}

function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography.Title level={4} style={{ margin: compact ? 0 : '16px 24px', whiteSpace: 'nowrap' }}>
      {t('brand')}
    </Typography.Title>
  );
}

/** Title and icon of the page, with a back link when the page's back page is open to the user. */
function PageHeader() {
  const page = useCurrentPage();
  const { t } = useTranslation();
  const { policy, roles, user } = useAccess();
  const navigate = useSafeNavigate();
  if (!page) return null;
  const config = pageConfig(page);
  const back =
    user &&
    policy &&
    config.rntPage !== page.path &&
    !hasParams(config.rntPage) &&
    mayOpen(policy.lines, roles, config.rntPage)
      ? config.rntPage
      : undefined;
  return (
    <Space align="center" style={{ marginBottom: 16 }} wrap>
      {back && (
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('page.back')}
          data-testid="back-link"
          onClick={() => navigate(back)}
        />
      )}
      <PageIcon name={config.icon} />
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="page-title">
        {t(`pages:${config.title}`)}
      </Typography.Title>
    </Space>
  );
}
