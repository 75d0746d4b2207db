// /client/hq: the tenant across its locations — key figures and charts (features/reports).
import { ClientHqDashboard } from '../../features/reports';

export default function ClientHqPage() {
  return <ClientHqDashboard />;
}
