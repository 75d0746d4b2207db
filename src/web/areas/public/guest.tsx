// /client/guest: its work comes in a later issue; until then it shows its purpose and area.
import { PagePurpose } from '../../components/PagePurpose';

export default function GuestPage() {
  return <PagePurpose id="guest" />;
}
