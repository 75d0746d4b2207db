/** The uploader picks one of their locations; the choice is remembered (local storage) and the
 * uploads pages use it. */
import { CheckCircleFilled, EnvironmentOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../common/schemas/location';
import { useSafeNavigate } from '../../safe-navigation';
import { useChosenLocation } from './chosen-location';

export function ChooseLocation() {
  const { t } = useTranslation('uploads');
  const { token } = theme.useToken();
  const navigate = useSafeNavigate();
  const [chosen, choose] = useChosenLocation();
  // The card with the keyboard focus, drawn with an outline (a card has no focus style of its own).
  const [focused, setFocused] = useState<string | null>(null);
  // GET /api/locations is scoped by the server: an uploader sees only their own locations.
  const { result, query } = useList<Location>({
    resource: 'locations',
    pagination: { mode: 'off' },
    filters: [{ field: 'active', operator: 'eq', value: true }],
  });
  const locations = result.data;

  // A remembered location that is no longer the uploader's is forgotten.
  useEffect(() => {
    if (chosen && query.isSuccess && !locations.some((location) => location.id === chosen.id)) choose(undefined);
  }, [chosen, choose, locations, query.isSuccess]);

  if (query.isLoading) return <Skeleton active />;
  if (query.isError) return <Alert type="error" showIcon message={t('loadFailed')} />;
  if (locations.length === 0) return <Empty description={t('location.none')} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('location.intro')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {locations.map((location) => {
          const selected = chosen?.id === location.id;
          return (
            <Col key={location.id} xs={24} md={12} xl={8}>
              <Card
                hoverable
                role="button"
                tabIndex={0}
                aria-pressed={selected}
                data-testid="location-card"
                data-selected={selected}
                onClick={() => choose({ id: location.id, name: location.name })}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  choose({ id: location.id, name: location.name });
                }}
                onFocus={() => setFocused(location.id)}
                onBlur={() => setFocused(null)}
                style={{
                  ...(selected
                    ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 1px ${token.colorPrimary}` }
                    : {}),
                  ...(focused === location.id ? { outline: `2px solid ${token.colorPrimary}`, outlineOffset: 2 } : {}),
                }}
              >
                <Space align="start">
                  {selected ? (
                    <CheckCircleFilled style={{ color: token.colorPrimary, fontSize: 20 }} />
                  ) : (
                    <EnvironmentOutlined style={{ fontSize: 20 }} />
                  )}
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{location.name}</Typography.Text>
                    {location.address && <Typography.Text type="secondary">{location.address}</Typography.Text>}
                    {selected && <Typography.Text type="success">{t('location.chosen')}</Typography.Text>}
                  </Space>
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
      <Button type="primary" disabled={!chosen} onClick={() => navigate('/client/uploads')} data-testid="go-upload">
        {t('location.continue')}
      </Button>
    </Space>
  );
}
