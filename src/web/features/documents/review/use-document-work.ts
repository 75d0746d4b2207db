/**
 * One document's work view, loaded by id, with loading / not found / failed states. A reload of
 * a document already shown keeps it on the screen until the fresh read arrives (`refreshing`
 * meanwhile), so what sits over it (a reason half typed in a dialog) is not unmounted and lost;
 * a new id starts from loading.
 */
import { useCallback, useEffect, useState } from 'react';
import { readDocumentWork, type WorkRead } from '../processing/read-document-work';

export type WorkLoad = { kind: 'loading' } | WorkRead;

interface Shown {
  id: string | null;
  /** The reload the load answers. */
  generation: number;
  load: WorkLoad;
}

export function useDocumentWork(documentId: string | null) {
  const [shown, setShown] = useState<Shown>({ id: null, generation: 0, load: { kind: 'loading' } });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!documentId) return undefined;
    let live = true;
    setShown((current) =>
      current.id === documentId && current.load.kind === 'ready'
        ? current
        : { id: documentId, generation, load: { kind: 'loading' } },
    );
    void readDocumentWork(documentId).then((read) => {
      if (live) setShown({ id: documentId, generation, load: read });
    });
    return () => {
      live = false;
    };
  }, [documentId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const ours = shown.id === documentId;
  const load: WorkLoad = ours ? shown.load : { kind: 'loading' };
  return { load, reload, refreshing: ours && shown.generation !== generation };
}
