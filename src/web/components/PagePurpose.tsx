/**
 * What a page whose work is still to be built shows: its purpose in one line and the
 * navigation of its area (the pages of the same area open to the user).
 */
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasParams, pageById, pageConfig, PAGES } from '../../common/pages';
import { useAccess } from '../routing/use-access';
import { useSafeNavigate } from '../safe-navigation';
import { PageIcon } from './PageIcon';

export function PagePurpose({ id }: { id: string }) {
  const { t } = useTranslation();
  const { pages } = useAccess();
  const navigate = useSafeNavigate();
  const page = pageById(id);
  if (!page) return null;
  const siblings = PAGES.filter(
    (other) => other.area === page.area && !hasParams(other.path) && pages.includes(other.path),
  );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Typography.Paragraph data-testid="page-purpose" style={{ margin: 0 }}>
          {t(`pages:${id}Purpose`)}
        </Typography.Paragraph>
      </Card>
      {siblings.length > 1 && (
        <Card title={t(`areas.${page.area}`)} size="small" data-testid="area-nav">
          <Space wrap>
            {siblings.map((other) => (
              <Tag.CheckableTag key={other.id} checked={other.id === id} onChange={() => navigate(other.path)}>
                <PageIcon name={pageConfig(other).icon} /> {t(`pages:${pageConfig(other).title}`)}
              </Tag.CheckableTag>
            ))}
          </Space>
        </Card>
      )}
    </Space>
  );
}
