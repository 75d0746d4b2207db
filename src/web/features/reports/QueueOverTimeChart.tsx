/**
 * The back-office queue over time, self-contained for the DBS dashboard (pages/queue-page.ts).
 * Mount it anywhere: <QueueOverTimeChart />.
 */
import { ReportPage } from './ReportPage';
import { QUEUE_PAGE } from './pages/queue-page';

export const QueueOverTimeChart = () => <ReportPage page={QUEUE_PAGE} />;
