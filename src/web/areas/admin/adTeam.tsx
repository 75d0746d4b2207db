// /dbbs/ad/team: back-office teams: list (name, DBS supervisor, member count), create and
// edit (name, supervisor among the DBS users), delete, and the DBO members of each team.
import { TeamList } from '../../features/admin/teams/TeamList';

export default function AdTeamPage() {
  return <TeamList />;
}
