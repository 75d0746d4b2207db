// /dbbs/ad/reports: volume, backlog, SLA breaches, reasons and productivity across tenants.
import { AdminReports } from '../../features/reports';

export default function AdReportsPage() {
  return <AdminReports />;
}
