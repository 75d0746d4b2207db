/** /client/hqreports: the client HQ's breakdowns (pages/breakdowns-page.ts). */
import { ReportPage } from './ReportPage';
import { BREAKDOWNS_PAGE } from './pages/breakdowns-page';

export const ClientHqReports = () => <ReportPage page={BREAKDOWNS_PAGE} />;
