// /client/hqexecutive: the executive summary — months, SLA, categories, disputes, trend.
import { ClientHqExecutive } from '../../features/reports';

export default function ClientHqExecutivePage() {
  return <ClientHqExecutive />;
}
