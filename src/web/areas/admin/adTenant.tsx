// /dbbs/ad/tenant: client companies: list, create, rename, suspend and reactivate; each one's webhooks.
import { TenantList } from '../../features/admin/tenants/TenantList';
import { TenantWebhooksButton } from '../../features/webhooks';

export default function AdTenantPage() {
  return <TenantList rowAction={(tenant) => <TenantWebhooksButton tenant={tenant} />} />;
}
