// /client/hq: the tenant across its locations — key figures and charts (features/reports) — and
// the tenant's API keys (features/api-keys), one tab each.
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ApiKeysPanel } from '../../features/api-keys';
import { ClientHqDashboard } from '../../features/reports';
import { signInStore } from '../../providers/services';
import { useMayCall } from '../../shared/access/use-may-call';

export default function ClientHqPage() {
  const { t } = useTranslation('api-keys');
  // An administrator opening the page has no tenant of their own: their keys are on the tenant list.
  const tenantId = useStore(signInStore, (s) => s.user?.tenantId ?? null);
  const mayKeys = useMayCall('api-keys:read');
  const tabs = [
    { key: 'dashboard', label: t('dashboardTab'), children: <ClientHqDashboard /> },
    ...(tenantId && mayKeys
      ? [{ key: 'api-keys', label: t('title'), children: <ApiKeysPanel tenantId={tenantId} /> }]
      : []),
  ];
  return <Tabs items={tabs} destroyOnHidden />;
}
