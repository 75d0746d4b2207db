// /dbbs/dbs: the DBS supervisor's queue dashboard (counts by status, overdue, due today, each
// DBO's load, the oldest waiting document), live.
import { QueueDashboard } from '../../features/queue/QueueDashboard';

export default function DbsPage() {
  return <QueueDashboard />;
}
