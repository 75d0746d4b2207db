/** One document's work view, loaded by id, with loading / not found / failed states. */
import { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '../../../../common/api-paths';
import type { DocumentWork } from '../../../../common/schemas/document-work';
import { api } from '../../../shared/http/api-client';
import { ApiProblem } from '../../../shared/http/api-problem';

export type WorkLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; work: DocumentWork }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string };

export function useDocumentWork(documentId: string | null) {
  const [load, setLoad] = useState<WorkLoad>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!documentId) return undefined;
    let live = true;
    setLoad({ kind: 'loading' });
    api.get<DocumentWork>(API_PATHS.documents.work, { params: { id: documentId } }).then(
      (work) => live && setLoad({ kind: 'ready', work }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiProblem && (error.status === 404 || error.status === 400))
          setLoad({ kind: 'notFound' });
        else setLoad({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [documentId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}
