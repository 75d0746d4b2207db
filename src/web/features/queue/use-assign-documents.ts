/**
 * The supervisor's assignment writes, each stating the version every document was read at. A
 * refusal (409 when someone else moved the document first) is toasted with the server's message
 * and rethrown, so the page can refetch what it shows.
 */
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import { api } from '../../shared/http/api-client';
import { useApiWrite } from '../../shared/http/use-api-write';

export interface DocumentAtVersion {
  id: string;
  version: number;
}

export function useAssignDocuments() {
  const { t } = useTranslation('queue');
  const { run, busy } = useApiWrite();
  return {
    busy,
    assignOne: (document: DocumentAtVersion, assigneeId: string) =>
      run(
        () =>
          api.post(API_PATHS.documents.step, {
            params: { id: document.id, step: 'assign' },
            body: { assigneeId, version: document.version },
          }),
        t('assign.done', { count: 1 }),
      ),
    assignMany: (documents: DocumentAtVersion[], assigneeId: string) =>
      run(
        () => api.post(API_PATHS.documents.assignMany, { body: { assigneeId, documents: documents.map(atVersion) } }),
        t('assign.done', { count: documents.length }),
      ),
    distribute: (documents: DocumentAtVersion[]) =>
      run(
        () => api.post(API_PATHS.documents.distribute, { body: { documents: documents.map(atVersion) } }),
        t('assign.distributed', { count: documents.length }),
      ),
  };
}

function atVersion({ id, version }: DocumentAtVersion): DocumentAtVersion {
  return { id, version };
}
