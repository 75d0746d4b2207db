// /client/hq: the tenant across its locations — key figures and charts (features/reports) — and
// the tenant's API keys (features/api-keys) and webhooks (features/webhooks), one tab each.
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ApiKeysPanel } from '../../features/api-keys';
import { ClientHqDashboard } from '../../features/reports';
import { WebhooksPanel } from '../../features/webhooks';
import { signInStore } from '../../providers/services';
import { useMayCall } from '../../shared/access/use-may-call';

export default function ClientHqPage() {
  const { t } = useTranslation(['api-keys', 'webhooks']);
  // An administrator opening the page has no tenant of their own: their keys and webhooks are on the tenant list.
  const tenantId = useStore(signInStore, (s) => s.user?.tenantId ?? null);
  const mayKeys = useMayCall('api-keys:read');
  const mayWebhooks = useMayCall('webhooks:read');
  const tabs = [
    { key: 'dashboard', label: t('api-keys:dashboardTab'), children: <ClientHqDashboard /> },
    ...(tenantId && mayKeys
      ? [{ key: 'api-keys', label: t('api-keys:title'), children: <ApiKeysPanel tenantId={tenantId} /> }]
      : []),
    ...(tenantId && mayWebhooks
      ? [{ key: 'webhooks', label: t('webhooks:tab'), children: <WebhooksPanel tenantId={tenantId} /> }]
      : []),
  ];
  return <Tabs items={tabs} destroyOnHidden />;
}
