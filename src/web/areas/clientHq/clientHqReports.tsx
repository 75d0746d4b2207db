// /client/hqreports: breakdowns by location, category and month over a date range, with CSV.
import { ClientHqReports } from '../../features/reports';

export default function ClientHqReportsPage() {
  return <ClientHqReports />;
}
