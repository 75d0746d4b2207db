// /dbbs/archives: find any document by what is written in it (features/archive); a hit opens
// its whole story (features/documents) in a drawer over the search, kept in ?open=; the Export
// menu (features/exports) acts on the search's filter and the hits picked.
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArchiveSearch } from '../../features/archive/ArchiveSearch';
import { DocumentStory } from '../../features/documents/review/DocumentDetails';
import { ExportMenu } from '../../features/exports/ExportMenu';

export default function ArchivesPage() {
  const { t } = useTranslation('archive');
  const [params, setParams] = useSearchParams();
  const open = params.get('open');
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('open');
    setParams(next);
  };
  return (
    <>
      <ArchiveSearch actions={(input) => <ExportMenu {...input} />} />
      <Drawer
        open={open !== null}
        onClose={close}
        title={t('story')}
        width="min(1200px, 100vw)"
        destroyOnHidden
        data-testid="archive-story"
      >
        {open && <DocumentStory documentId={open} />}
      </Drawer>
    </>
  );
}
