// /client/location: the uploader picks one of their locations; the choice is remembered
// (local storage) and the uploads pages use it.
import { ChooseLocation } from '../../features/uploads/ChooseLocation';

export default function ClientLocationPage() {
  return <ChooseLocation />;
}
