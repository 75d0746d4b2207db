/** /client/hqexecutive: the executive summary (pages/executive-page.ts). */
import { ReportPage } from './ReportPage';
import { EXECUTIVE_PAGE } from './pages/executive-page';

export const ClientHqExecutive = () => <ReportPage page={EXECUTIVE_PAGE} />;
