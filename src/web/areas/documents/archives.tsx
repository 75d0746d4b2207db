// /dbbs/archives: find any document by what is written in it (features/archive).
import { ArchiveSearch } from '../../features/archive/ArchiveSearch';

export default function ArchivesPage() {
  return <ArchiveSearch />;
}
