// /dbbs/dbsarea/docuitem: items across documents, filtered from the URL too (report drill-through).
import { useStore } from 'zustand';
import { DocItemsAcross } from '../../features/doc-items/DocItemsAcross';
import { signInStore } from '../../providers/services';
import { detailsPath } from '../../shared/open-document/open-document-path';

export default function DbsDocItemPage() {
  const roles = useStore(signInStore, (s) => s.roles);
  // An item's document opens in its story for the client supervisor, who has that page.
  const mayOpen = roles.includes('ClientSupervisor');
  return <DocItemsAcross documentPath={(id) => (mayOpen ? detailsPath(id) : null)} />;
}
