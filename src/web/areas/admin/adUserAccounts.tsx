// /dbbs/ad/useraccounts: accounts: search, create (with a sign-in and a one-time initial
// password), edit roles, name, company, locations and team, disable and enable.
import { UserAccountList } from '../../features/admin/user-accounts/UserAccountList';

export default function AdUserAccountsPage() {
  return <UserAccountList />;
}
