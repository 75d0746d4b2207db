// /dbbs/ad/tenant: client companies: list, create, rename, suspend and reactivate; each one's
// webhooks in a drawer (features/webhooks, given to the list as a panel).
import { useTranslation } from 'react-i18next';
import { TenantList } from '../../features/admin/tenants/TenantList';
import { WebhooksPanel } from '../../features/webhooks';

export default function AdTenantPage() {
  const { t } = useTranslation('webhooks');
  return <TenantList panel={{ label: t('manage'), render: (tenant) => <WebhooksPanel tenantId={tenant.id} /> }} />;
}
