// /dbbs/ad/locations: each client company's locations: list, create, edit, deactivate.
import { LocationList } from '../../features/admin/locations/LocationList';

export default function AdLocationsPage() {
  return <LocationList />;
}
