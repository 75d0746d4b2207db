// /client/uploadhistory: every upload of the tenant, filtered by location, uploader, document
// status and date range, with the filtered set exported as CSV by the server.
import { UploadHistory } from '../../features/uploads/UploadHistory';

export default function ClientUploadHistoryPage() {
  return <UploadHistory />;
}
