/** /dbbs/ad/reports: the administrator's report page (pages/admin-page.ts). */
import { ReportPage } from './ReportPage';
import { ADMIN_PAGE } from './pages/admin-page';

export const AdminReports = () => <ReportPage page={ADMIN_PAGE} />;
