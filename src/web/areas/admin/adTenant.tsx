// /dbbs/ad/tenant: client companies: list, create, rename, suspend and reactivate; each one's API keys and webhooks.
import { TenantList } from '../../features/admin/tenants/TenantList';
import { TenantApiKeysButton } from '../../features/api-keys';
import { TenantWebhooksButton } from '../../features/webhooks';

export default function AdTenantPage() {
  return (
    <TenantList
      rowAction={(tenant) => (
        <>
          <TenantApiKeysButton tenant={tenant} />
          <TenantWebhooksButton tenant={tenant} />
        </>
      )}
    />
  );
}
