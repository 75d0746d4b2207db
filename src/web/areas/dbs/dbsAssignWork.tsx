// /dbbs/dbsarea/assignWork: new and assigned documents in the team's scope, to assign one by
// one, to a chosen DBO in bulk, or spread over the team by least load.
import { AssignWork } from '../../features/queue/AssignWork';

export default function DbsAssignWorkPage() {
  return <AssignWork />;
}
