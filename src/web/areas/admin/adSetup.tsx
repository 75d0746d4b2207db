// /dbbs/ad/setup: system settings, and the access policy (matrix, history with revert, explain).
import { SetupTabs } from '../../features/admin/setup/SetupTabs';

export default function AdSetupPage() {
  return <SetupTabs />;
}
