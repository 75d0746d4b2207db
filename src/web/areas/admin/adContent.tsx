// /dbbs/ad/content: training pages and blog posts in markdown with a live preview, per
// language, with publish and unpublish.
import { ContentList } from '../../features/admin/content/ContentList';

export default function AdContentPage() {
  return <ContentList />;
}
