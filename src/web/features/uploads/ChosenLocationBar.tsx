/** The location the uploader works at, shown on each uploader page, with a link to change it. */
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '../../safe-navigation';
import { useChosenLocation } from './chosen-location';

export const LOCATION_PAGE = '/client/location';

export function ChosenLocationBar() {
  const { t } = useTranslation('uploads');
  const [chosen] = useChosenLocation();
  const navigate = useSafeNavigate();
  if (!chosen) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('location.required')}
        action={<Button onClick={() => navigate(LOCATION_PAGE)}>{t('location.choose')}</Button>}
        data-testid="location-required"
      />
    );
  }
  return (
    <Space wrap data-testid="chosen-location">
      <EnvironmentOutlined />
      <Typography.Text>{t('location.current', { name: chosen.name })}</Typography.Text>
      <Button type="link" size="small" onClick={() => navigate(LOCATION_PAGE)}>
        {t('location.change')}
      </Button>
    </Space>
  );
}
