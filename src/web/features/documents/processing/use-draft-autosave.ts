/**
 * Draft autosave: ~800 ms after the last change, one PUT of header and items at the version
 * read. A stale version stops the autosave and raises a conflict the DBO settles (reload or keep
 * mine); nothing is ever merged. Field errors of the server are kept by row key, so they stay on
 * the right row while rows are added or deleted.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkDraft, draftFromWork, dropUnknownIds, isBlankRow, newItemIds, withItemIds, type Draft } from './draft';
import { API_PATHS } from '../../../../common/api-paths';
import type { DocumentWork } from '../../../../common/schemas/document-work';
import { api } from '../../../shared/http/api-client';
import { ApiProblem } from '../../../shared/http/api-problem';
import { NO_FIELD_ERRORS, serverFieldErrors, type ServerFieldErrors } from './server-field-errors';

export const AUTOSAVE_DELAY_MS = 800;

const fetchWork = (id: string) => api.get<DocumentWork>(API_PATHS.documents.work, { params: { id } });

export type SaveState =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'invalid'; fields: number }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

export interface DraftAutosave {
  draft: Draft;
  version: number;
  /** The version stored now, for a step that follows an awaited flush (state lags a render). */
  versionNow(): number;
  /** The save state now, for the same reason. */
  stateNow(): SaveState;
  state: SaveState;
  fieldErrors: ServerFieldErrors;
  /** A change by the DBO: the next draft, or how to make it from the latest one. */
  setDraft(next: Draft | ((latest: Draft) => Draft)): void;
  /** Field messages of a refused step (submit), placed like a refused save's. */
  showServerErrors(fields: Record<string, string[]>): void;
  /** Saves now what is unsaved and waits for it; true when the server holds the draft. */
  flush(): Promise<boolean>;
  /** Conflict: take the server's draft and version, dropping mine. */
  reload(): Promise<void>;
  /** Conflict: save my values again at the server's current version. */
  keepMine(): Promise<boolean>;
}

export function useDraftAutosave(
  documentId: string,
  initial: DocumentWork,
  options: { enabled: boolean; onSaved(work: DocumentWork): void },
): DraftAutosave {
  const [draft, setDraftState] = useState<Draft>(() => draftFromWork(initial));
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const [version, setVersion] = useState(initial.document.version);
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>(NO_FIELD_ERRORS);
  const draftRef = useRef(draft);
  const versionRef = useRef(initial.document.version);
  const dirty = useRef(false);
  const conflict = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  /**
   * The ids the server gave rows added here, by row key. Kept beside the rows, not written into
   * them: the grid discards a cell edit in progress when its row object is replaced, so a save
   * that ends while the DBO types must leave the rows alone.
   */
  const idsByKey = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSaved = useRef(options.onSaved);
  onSaved.current = options.onSaved;
  const mounted = useRef(true);

  const put = useCallback((next: Draft) => {
    draftRef.current = next;
    if (mounted.current) setDraftState(next);
  }, []);
  const setStoredVersion = useCallback((next: number) => {
    versionRef.current = next;
    if (mounted.current) setVersion(next);
  }, []);
  const stateRef = useRef<SaveState>({ kind: 'saved', at: null });
  const report = useCallback((next: SaveState) => {
    stateRef.current = next;
    if (mounted.current) setState(next);
  }, []);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const check = checkDraft({ ...draftRef.current, items: withItemIds(draftRef.current.items, idsByKey.current) });
    if (!check.ok) {
      report({ kind: 'invalid', fields: check.invalidFields });
      return false;
    }
    dirty.current = false;
    report({ kind: 'saving' });
    const sentKeys = check.items.map((item) => item.key);
    try {
      const saved = await api.put<DocumentWork>(API_PATHS.documents.draft, {
        params: { id: documentId },
        body: {
          version: versionRef.current,
          header: check.header,
          items: check.items.map(({ key: _key, ...item }) => item),
        },
      });
      setStoredVersion(saved.document.version);
      for (const [key, id] of newItemIds(check.items, saved.items)) idsByKey.current.set(key, id);
      if (mounted.current) setFieldErrors(NO_FIELD_ERRORS);
      onSaved.current(saved);
      report(dirty.current ? { kind: 'unsaved' } : { kind: 'saved', at: new Date() });
      return true;
    } catch (error) {
      dirty.current = true;
      if (error instanceof ApiProblem && error.status === 409) {
        conflict.current = true;
        report({ kind: 'conflict' });
        return false;
      }
      if (error instanceof ApiProblem && mounted.current) setFieldErrors(serverFieldErrors(error.fields, sentKeys));
      report({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  }, [documentId, report, setStoredVersion]);

  /** One save at a time, each at the version the last one returned. */
  const save = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    if (conflict.current) return false;
    const running = saveOnce();
    inFlight.current = running;
    try {
      return await running;
    } finally {
      inFlight.current = null;
    }
  }, [saveOnce]);

  const setDraft = useCallback(
    (next: Draft | ((latest: Draft) => Draft)) => {
      put(typeof next === 'function' ? next(draftRef.current) : next);
      dirty.current = true;
      if (conflict.current || !options.enabled) return;
      report({ kind: 'unsaved' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [options.enabled, put, report, save],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (conflict.current) return false;
    if (inFlight.current) await inFlight.current;
    if (!dirty.current) return !conflict.current;
    return save();
  }, [save]);

  const reload = useCallback(async () => {
    clearTimeout(timer.current);
    const work = await fetchWork(documentId);
    conflict.current = false;
    dirty.current = false;
    idsByKey.current.clear();
    setStoredVersion(work.document.version);
    put(draftFromWork(work));
    if (mounted.current) setFieldErrors(NO_FIELD_ERRORS);
    onSaved.current(work);
    report({ kind: 'saved', at: new Date() });
  }, [documentId, put, report, setStoredVersion]);

  const keepMine = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // The stored item ids tell which of mine the other writer deleted: those are sent as new.
    const work = await fetchWork(documentId);
    setStoredVersion(work.document.version);
    const known = new Set(work.items.map((item) => item.id));
    for (const [key, id] of idsByKey.current) if (!known.has(id)) idsByKey.current.delete(key);
    put({ ...draftRef.current, items: dropUnknownIds(draftRef.current.items, known) });
    conflict.current = false;
    dirty.current = true;
    return save();
  }, [documentId, put, save, setStoredVersion]);

  useEffect(() => {
    mounted.current = true;
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      mounted.current = false;
      window.removeEventListener('beforeunload', warn);
      // Leaving the screen with a change still waiting for its debounce: save it on the way out.
      if (timer.current !== undefined && dirty.current && !conflict.current) {
        clearTimeout(timer.current);
        void save();
      }
    };
  }, [save]);

  const showServerErrors = useCallback((fields: Record<string, string[]>) => {
    // The server numbers the items as stored, which is the order the last save sent them in.
    const keys = draftRef.current.items.filter((row) => !isBlankRow(row)).map((row) => row.key);
    setFieldErrors(serverFieldErrors(fields, keys));
  }, []);

  const versionNow = useCallback(() => versionRef.current, []);
  const stateNow = useCallback(() => stateRef.current, []);
  return {
    draft,
    version,
    versionNow,
    stateNow,
    state,
    fieldErrors,
    setDraft,
    showServerErrors,
    flush,
    reload,
    keepMine,
  };
}
