/** The uploader's locations with the address each one receives documents at by email. */
import { MailOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Card, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../common/schemas/location';
import { useMailbox } from './use-mailbox';

function LocationAddress({ location }: { location: Location }) {
  const { t } = useTranslation('intake');
  const { data, isLoading, isError } = useMailbox(location.id);
  let shown;
  if (isLoading) shown = <Skeleton.Input active size="small" />;
  else if (isError) shown = <Typography.Text type="danger">{t('address.loadFailed')}</Typography.Text>;
  else if (!data?.address) shown = <Typography.Text type="secondary">{t('address.off')}</Typography.Text>;
  else
    shown = (
      <Typography.Text code copyable={{ tooltips: [t('address.copy')] }} data-testid="mail-address">
        {data.address}
      </Typography.Text>
    );
  return <List.Item.Meta title={location.name} description={shown} />;
}

export function MailAddresses() {
  const { t } = useTranslation('intake');
  // The same scoped list the location choice reads: an uploader sees only their own locations.
  const { result, query } = useList<Location>({
    resource: 'locations',
    pagination: { mode: 'off' },
    filters: [{ field: 'active', operator: 'eq', value: true }],
  });
  if (query.isLoading || result.data.length === 0) return null;
  return (
    <Card
      title={
        <span>
          <MailOutlined /> {t('address.title')}
        </span>
      }
      data-testid="mail-addresses"
    >
      <Alert type="info" showIcon message={t('address.intro')} style={{ marginBottom: 12 }} />
      <List
        dataSource={result.data}
        renderItem={(location) => (
          <List.Item>
            <LocationAddress location={location} />
          </List.Item>
        )}
      />
    </Card>
  );
}
