// /dbbs/admin: the administrator's home: the portal's counts, documents by state, the latest
// audit events and shortcuts to every administration page the user may open.
import { AdminHome } from '../../features/admin/home/AdminHome';

export default function AdminPage() {
  return <AdminHome />;
}
