/** The report pages and the queue chart the DBS dashboard mounts. */
export { AdminReports } from './AdminReports';
export { ClientHqDashboard } from './ClientHqDashboard';
export { ClientHqExecutive } from './ClientHqExecutive';
export { ClientHqReports } from './ClientHqReports';
export { DboReports } from './DboReports';
export { QueueOverTimeChart } from './QueueOverTimeChart';
