/**
 * The supervisor's assignment writes, each stating the version every document was read at. A
 * refusal (409 when someone else moved the document first) is toasted with the server's message
 * and rethrown, so the page can refetch what it shows.
 */
import { useTranslation } from 'react-i18next';
import { useApiCall } from '../../shared/http/use-api';

export interface DocumentAtVersion {
  id: string;
  version: number;
}

export function useAssignDocuments() {
  const { t } = useTranslation('queue');
  const { call, busy } = useApiCall();
  return {
    busy,
    assignOne: (document: DocumentAtVersion, assigneeId: string) =>
      call(
        'post',
        `/api/documents/${encodeURIComponent(document.id)}/assign`,
        {
          assigneeId,
          version: document.version,
        },
        t('assign.done', { count: 1 }),
      ),
    assignMany: (documents: DocumentAtVersion[], assigneeId: string) =>
      call(
        'post',
        '/api/documents/assign-many',
        { assigneeId, documents: documents.map(atVersion) },
        t('assign.done', { count: documents.length }),
      ),
    distribute: (documents: DocumentAtVersion[]) =>
      call(
        'post',
        '/api/documents/distribute',
        { documents: documents.map(atVersion) },
        t('assign.distributed', { count: documents.length }),
      ),
  };
}

function atVersion({ id, version }: DocumentAtVersion): DocumentAtVersion {
  return { id, version };
}
