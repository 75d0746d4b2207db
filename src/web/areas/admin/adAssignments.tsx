// /dbbs/ad/assignments: which team serves which client company (all of it, or one location).
import { AssignmentList } from '../../features/admin/assignments/AssignmentList';

export default function AdAssignmentsPage() {
  return <AssignmentList />;
}
