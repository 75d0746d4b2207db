/** One document's work view, loaded by id, with loading / not found / failed states. */
import { useCallback, useEffect, useState } from 'react';
import { readDocumentWork, type WorkRead } from '../processing/read-document-work';

export type WorkLoad = { kind: 'loading' } | WorkRead;

export function useDocumentWork(documentId: string | null) {
  const [load, setLoad] = useState<WorkLoad>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!documentId) return undefined;
    let live = true;
    setLoad({ kind: 'loading' });
    void readDocumentWork(documentId).then((read) => {
      if (live) setLoad(read);
    });
    return () => {
      live = false;
    };
  }, [documentId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}
