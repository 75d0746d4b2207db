// /dbbs/ad/tenant: client companies: list, create, rename, suspend and reactivate; each one's API keys.
import { TenantApiKeysButton } from '../../features/api-keys';
import { TenantList } from '../../features/admin/tenants/TenantList';

export default function AdTenantPage() {
  return <TenantList rowAction={(tenant) => <TenantApiKeysButton tenant={tenant} />} />;
}
