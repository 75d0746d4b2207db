// /dbbs/dbsarea/document: every document in scope, a tab per status (the URL's ?status=, where
// the dashboard's counts land), filtered by client, location, assignee and overdue.
import { DocumentList } from '../../features/queue/DocumentList';

export default function DbsDocumentPage() {
  return <DocumentList />;
}
