// /dbbs/ad/locations: each client company's locations: list, create, edit, deactivate, and
// each one's address for documents by email.
import { LocationList } from '../../features/admin/locations/LocationList';
import { MailboxButton } from '../../features/mail-intake/MailboxButton';

export default function AdLocationsPage() {
  return <LocationList rowExtra={(row) => <MailboxButton locationId={row.id} name={row.name} />} />;
}
