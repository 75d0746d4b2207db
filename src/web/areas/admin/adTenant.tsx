// /dbbs/ad/tenant: client companies: list, create, rename, suspend and reactivate.
import { TenantList } from '../../features/admin/tenants/TenantList';

export default function AdTenantPage() {
  return <TenantList />;
}
