/**
 * The menu: the user's permitted pages from the live policy, in policy order, grouped by area.
 * Pages with parameters (a blog post), the sign-in page and the personal page (My account, in the
 * header's user menu) are not menu entries.
 */
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasParams, matchPage, pageConfig, type Area } from '../../common/pages';
import { useSafeNavigate } from '../safe-navigation';
import { useAccess } from '../routing/use-access';
import { useCurrentPage } from '../routing/current-page';
import { PageIcon } from './PageIcon';

type Item = Required<MenuProps>['items'][number];

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pages } = useAccess();
  const current = useCurrentPage();
  const navigate = useSafeNavigate();

  const items = useMemo(() => {
    const groups = new Map<Area, Item[]>();
    for (const path of pages) {
      const page = hasParams(path) ? undefined : matchPage(path)?.page;
      if (!page || page.personal) continue;
      const config = pageConfig(page);
      const entry: Item = { key: page.path, icon: <PageIcon name={config.icon} />, label: t(`pages:${config.title}`) };
      groups.set(page.area, [...(groups.get(page.area) ?? []), entry]);
    }
    return [...groups].map(([area, children]): Item => ({
      type: 'group',
      key: area,
      label: t(`areas.${area}`),
      children,
    }));
  }, [pages, t]);

  return (
    <Menu
      mode="inline"
      data-testid="side-menu"
      selectedKeys={current ? [current.path] : []}
      items={items}
      onClick={({ key }) => {
        navigate(String(key));
        onNavigate?.();
      }}
    />
  );
}
