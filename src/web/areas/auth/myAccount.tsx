// /account: My account, the signed-in person's own page (every role).
import { MyAccount } from '../../features/account/MyAccount';

export default function MyAccountPage() {
  return <MyAccount />;
}
