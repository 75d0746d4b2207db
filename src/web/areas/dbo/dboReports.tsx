// /dbbs/dboarea/dboreports: my throughput, handling time and send-back rate beside the team's median.
import { DboReports } from '../../features/reports';

export default function DboReportsPage() {
  return <DboReports />;
}
