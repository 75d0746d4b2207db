/**
 * One document's work view, loaded by id, with loading / not found / failed states. A reload of
 * a document already shown keeps it on the screen until the fresh read arrives, so what sits over
 * it (a reason half typed in a dialog) is not unmounted and lost; a new id starts from loading.
 */
import { useCallback, useEffect, useState } from 'react';
import { readDocumentWork, type WorkRead } from '../processing/read-document-work';

export type WorkLoad = { kind: 'loading' } | WorkRead;

export function useDocumentWork(documentId: string | null) {
  const [shown, setShown] = useState<{ id: string | null; load: WorkLoad }>({ id: null, load: { kind: 'loading' } });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!documentId) return undefined;
    let live = true;
    setShown((current) =>
      current.id === documentId && current.load.kind === 'ready'
        ? current
        : { id: documentId, load: { kind: 'loading' } },
    );
    void readDocumentWork(documentId).then((read) => {
      if (live) setShown({ id: documentId, load: read });
    });
    return () => {
      live = false;
    };
  }, [documentId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const load: WorkLoad = shown.id === documentId ? shown.load : { kind: 'loading' };
  return { load, reload };
}
