// /client/hq: the tenant across its locations — key figures and charts (features/reports), and
// the tenant's own webhooks (features/webhooks), one tab each.
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ClientHqDashboard } from '../../features/reports';
import { WebhooksPanel } from '../../features/webhooks';
import { signInStore } from '../../providers/services';

export default function ClientHqPage() {
  const { t } = useTranslation(['pages', 'webhooks']);
  const tenantId = useStore(signInStore, (s) => s.user?.tenantId);
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'dashboard', label: t('pages:ClientHq'), children: <ClientHqDashboard /> },
        ...(tenantId
          ? [{ key: 'webhooks', label: t('webhooks:tab'), children: <WebhooksPanel tenantId={tenantId} /> }]
          : []),
      ]}
    />
  );
}
