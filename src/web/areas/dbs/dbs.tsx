// /dbbs/dbs: the DBS supervisor's queue dashboard (counts by status, overdue, due today, each
// DBO's load, the oldest waiting document), live; below it the queue over time (arrivals,
// completions, backlog), whose charts load in their own chunk.
import { Flex } from 'antd';
import { QueueDashboard } from '../../features/queue/QueueDashboard';
import { QueueOverTimeChart } from '../../features/reports';

export default function DbsPage() {
  return (
    <Flex vertical gap="middle">
      <QueueDashboard />
      <QueueOverTimeChart />
    </Flex>
  );
}
