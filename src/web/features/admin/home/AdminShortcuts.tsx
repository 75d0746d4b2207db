/** A button for every administration page the user may open (the home itself aside). */
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageConfig, PAGES } from '../../../../common/pages';
import { PageIcon } from '../../../components/PageIcon';
import { useAccess } from '../../../routing/use-access';
import { useSafeNavigate } from '../../../safe-navigation';

export function AdminShortcuts() {
  const { t } = useTranslation('admin');
  const navigate = useSafeNavigate();
  const { pages } = useAccess();
  const shortcuts = PAGES.filter((page) => page.area === 'admin' && page.id !== 'admin' && pages.includes(page.path));
  return (
    <Card title={t('home.shortcuts')} data-testid="admin-shortcuts">
      <Space wrap>
        {shortcuts.map((page) => (
          <Button
            key={page.id}
            icon={<PageIcon name={pageConfig(page).icon} />}
            onClick={() => navigate(page.path)}
            data-testid={`admin-shortcut-${page.id}`}
          >
            {t(`pages:${pageConfig(page).title}`)}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
