/**
 * The split view of one document: its file on one side; on the other the header form, the item
 * grid and the totals check, with the save state and the actions. Side by side where the form
 * fits beside a readable file, stacked where it does not (DocumentSplit); the split is dragged.
 * What the file suggests fills the fields still empty, marked until accepted or typed over, and
 * the focused suggestion's box is outlined on the file.
 */
import { Alert, App, Button, Flex, Space, Spin, Tooltip, Typography, theme, type InputRef } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { signInStore } from '../../../providers/services';
import { DocumentStatusTag } from '../../../shared/status/DocumentStatusTag';
import { TimeLeft } from '../../../shared/due/TimeLeft';
import { ITEM_GRID_MIN_WIDTH, ItemGrid, ITEM_GRID_SHORTCUTS } from '../item-grid';
import { DocumentSplit } from '../split/DocumentSplit';
import { ConflictDialog } from './ConflictDialog';
import { documentAccess } from './document-access';
import { FALLBACK_CURRENCY, type DraftRow, type HeaderText } from './draft';
import { DuplicateWarning } from './DuplicateWarning';
import { HeaderForm } from './HeaderForm';
import { API_PATHS } from '../../../../common/api-paths';
import type { DocumentWork } from '../../../../common/schemas/document-work';
import { api } from '../../../shared/http/api-client';
import { ApiProblem } from '../../../shared/http/api-problem';
import { startNextDocument } from './start-next-document';
import { RaiseIssueModal, type RaisedIssue } from './RaiseIssueModal';
import { SaveIndicator } from './SaveIndicator';
import { useProcessingShortcuts } from './shortcuts';
import { ShortcutsHelp } from './ShortcutsHelp';
import { TotalsCheckLine } from './TotalsCheckLine';
import { useDraftAutosave } from './use-draft-autosave';
import { FilePane } from './FilePane';
import { CaptureBar } from '../capture/CaptureBar';
import {
  acceptHeaderMark,
  acceptItemMark,
  acceptSureMarks,
  fillFromSuggestions,
  noMarks,
  standingMarks,
  type Mark,
  type Marks,
} from '../capture/marks';
import { useSuggestions } from '../capture/use-suggestions';
import { FailureAlert } from '../../../shared/feedback/FailureAlert';

interface Props {
  work: DocumentWork;
  /** The work as the last save or step returned it (status, duplicates, version). */
  onWorkChange(work: DocumentWork): void;
  /** Read the document again from the server (after Start), resetting the draft. */
  onReload(): void;
  /** Open another document (Submit and next), or the queue when `undefined`. */
  onOpen(documentId: string | undefined): void;
}

type Busy = 'start' | 'submit' | 'submitNext' | 'raiseIssue' | null;

const FORM_PADDING = 16;

export function ProcessingView({ work, onWorkChange, onReload, onOpen }: Props) {
  const { t, i18n } = useTranslation(['processing', 'documents']);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const me = useStore(signInStore, (s) => s.user?.id);
  const { document } = work;
  const access = documentAccess(document, me);
  const autosave = useDraftAutosave(document.id, work, { enabled: access.editable, onSaved: onWorkChange });
  const { draft, setDraft } = autosave;
  const [busy, setBusy] = useState<Busy>(null);
  const busyRef = useRef(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [issueOpen, setIssueOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const fileRef = useRef<HTMLDivElement>(null);
  const vendorRef = useRef<InputRef>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const suggestions = useSuggestions(document.id, access.editable);
  const [allMarks, setMarks] = useState<Marks>(noMarks);
  const [evidence, setEvidence] = useState<Mark | undefined>(undefined);
  /** The document whose suggestions were put in: once, so a field the DBO cleared stays clear. */
  const filledFor = useRef<string | null>(null);
  const marks = useMemo(() => standingMarks(allMarks, draft), [allMarks, draft]);

  useEffect(() => {
    if (!access.editable || suggestions?.status !== 'ready' || filledFor.current === document.id) return;
    filledFor.current = document.id;
    // The draft of this render: the effect runs before another key press can change it.
    const filled = fillFromSuggestions(draft, suggestions);
    setDraft(filled.draft);
    setMarks(filled.marks);
    // The vendor field has the focus when a document opens: show where its value was read.
    if (vendorRef.current?.input && vendorRef.current.input === globalThis.document.activeElement)
      setEvidence(filled.marks.header.vendor);
  }, [access.editable, suggestions, document.id, draft, setDraft]);

  const setHeader = useCallback(
    (header: HeaderText) => {
      setStepError(null);
      setDraft((latest) => ({ ...latest, header }));
    },
    [setDraft],
  );
  const setItems = useCallback(
    (items: DraftRow[]) => {
      setStepError(null);
      setDraft((latest) => ({ ...latest, items }));
    },
    [setDraft],
  );

  const gridErrors = useMemo(() => {
    const errors: Record<string, string> = {};
    draft.items.forEach((row, index) => {
      for (const [field, text] of Object.entries(autosave.fieldErrors.items[row.key] ?? {}))
        errors[`items.${index}.${field}`] = text;
    });
    return errors;
  }, [draft.items, autosave.fieldErrors.items]);

  /** Runs a workflow step; a refusal stays on screen in the server's words (it names the figures). */
  const step = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    // A ref, not the state: a shortcut pressed twice in one frame must not submit twice.
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    setStepError(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiProblem) autosave.showServerErrors(error.fields);
      setStepError(error instanceof Error ? error.message : String(error));
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  /** Saves what is unsaved first; false (with the reason shown) when the draft cannot be saved. */
  const flushFirst = async (): Promise<boolean> => {
    if (await autosave.flush()) return true;
    const state = autosave.stateNow();
    // A conflict has its own dialog; a refused or failed save says why.
    if (state.kind === 'failed') setStepError(state.message);
    else if (state.kind !== 'conflict') setStepError(t('errors.saveFirst'));
    return false;
  };

  const start = () =>
    step('start', async () => {
      await api.post(API_PATHS.documents.step, {
        params: { id: document.id, step: 'start' },
        body: { version: document.version },
      });
      onReload();
    });

  const submit = (andNext: boolean) =>
    step(andNext ? 'submitNext' : 'submit', async () => {
      if (!(await flushFirst())) return;
      await api.post(API_PATHS.documents.step, {
        params: { id: document.id, step: 'submit' },
        body: { version: autosave.versionNow() },
      });
      void message.success(t('done.submitted', { title: document.title }));
      if (!andNext) return onOpen(undefined);
      const next = await startNextDocument();
      if (!next) void message.info(t('done.nothingWaiting'));
      onOpen(next);
    });

  const raiseIssue = (issue: RaisedIssue) =>
    step('raiseIssue', async () => {
      // The draft is kept if it can be; an issue may be raised on a document that cannot be keyed.
      await autosave.flush();
      await api.post(API_PATHS.documents.step, {
        params: { id: document.id, step: 'raise-issue' },
        body: { version: autosave.versionNow(), ...issue },
      });
      setIssueOpen(false);
      void message.success(t('done.issueRaised'));
      onOpen(undefined);
    });

  /** The grid's roving focus: its selected cell, or its first column header while none is. */
  const focusGrid = () => {
    const grid = gridRef.current?.querySelector<HTMLElement>('[role="grid"]');
    const target = grid?.querySelector<HTMLElement>('[tabindex="0"]') ?? grid;
    target?.focus();
  };

  const modalOpen = issueOpen || autosave.state.kind === 'conflict';
  useProcessingShortcuts(
    {
      submit: access.editable ? () => void submit(false) : undefined,
      submitNext: access.editable ? () => void submit(true) : undefined,
      raiseIssue: access.editable ? () => setIssueOpen(true) : undefined,
      start: !access.editable && access.mayStart ? () => void start() : undefined,
      // The viewer's pane takes its own keys (zoom, pages); the frame when there is no file.
      focusFile: () =>
        (fileRef.current?.querySelector<HTMLElement>('[data-testid="viewer-pane"]') ?? fileRef.current)?.focus(),
      focusHeader: () => vendorRef.current?.focus(),
      focusGrid,
      help: () => setHelpOpen((open) => !open),
      acceptSure: access.editable ? () => setMarks((before) => acceptSureMarks(before)) : undefined,
    },
    !modalOpen,
  );

  // The popover has no close button of its own: Escape closes it, as a dialog would.
  useEffect(() => {
    if (!helpOpen) return undefined;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHelpOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [helpOpen]);

  // A document opened to be keyed starts in its header's first field.
  useEffect(() => {
    if (access.editable) vendorRef.current?.focus();
  }, [access.editable, document.id]);

  const gridShortcuts = ITEM_GRID_SHORTCUTS.map((shortcut) => ({
    keys: shortcut.keys.join(' / '),
    label: t(`documents:${shortcut.labelKey}`),
  }));

  const actions = (
    <Space wrap>
      <SaveIndicator state={autosave.state} />
      <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} gridShortcuts={gridShortcuts} />
      {!access.editable && access.mayStart && (
        <Button
          type="primary"
          data-testid="processing-start"
          loading={busy === 'start'}
          onClick={() => void start()}
          aria-keyshortcuts="Alt+T"
        >
          {t('actions.start')}
        </Button>
      )}
      {access.editable && (
        <>
          <Tooltip title="Alt+I">
            <Button
              data-testid="processing-raise-issue"
              disabled={busy !== null}
              onClick={() => setIssueOpen(true)}
              aria-keyshortcuts="Alt+I"
            >
              {t('actions.raiseIssue')}
            </Button>
          </Tooltip>
          <Tooltip title="Alt+S">
            <Button
              data-testid="processing-submit"
              loading={busy === 'submit'}
              disabled={busy !== null && busy !== 'submit'}
              onClick={() => void submit(false)}
              aria-keyshortcuts="Alt+S"
            >
              {t('actions.submit')}
            </Button>
          </Tooltip>
          <Tooltip title="Alt+N">
            <Button
              type="primary"
              data-testid="processing-submit-next"
              loading={busy === 'submitNext'}
              disabled={busy !== null && busy !== 'submitNext'}
              onClick={() => void submit(true)}
              aria-keyshortcuts="Alt+N"
            >
              {t('actions.submitNext')}
            </Button>
          </Tooltip>
        </>
      )}
    </Space>
  );

  const defaultCurrency = /^[A-Z]{3}$/.test(draft.header.currency) ? draft.header.currency : FALLBACK_CURRENCY;
  const formPane = (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <CaptureBar
        suggestions={suggestions}
        marks={marks}
        onAcceptSure={() => setMarks((before) => acceptSureMarks(before))}
      />
      <HeaderForm
        value={draft.header}
        onChange={setHeader}
        readOnly={!access.editable}
        serverErrors={autosave.fieldErrors.header}
        firstFieldRef={vendorRef}
        marks={marks.header}
        onFieldFocus={(field) => setEvidence(marks.header[field])}
        onAccept={(field) => setMarks((before) => acceptHeaderMark(before, field))}
      />
      <div ref={gridRef} data-testid="processing-grid">
        <ItemGrid
          items={draft.items}
          onChange={setItems}
          readOnly={!access.editable}
          defaultCurrency={defaultCurrency}
          errors={gridErrors}
          marks={marks.items}
          onCellFocus={(rowKey, field) => setEvidence(marks.items[rowKey]?.[field])}
          onAcceptCell={(rowKey, field) => setMarks((before) => acceptItemMark(before, rowKey, field))}
        />
      </div>
      <TotalsCheckLine header={draft.header} items={draft.items} />
    </Flex>
  );

  return (
    <Flex vertical gap={12} data-testid="processing-view" data-document={document.id} data-status={document.status}>
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="processing-title">
            {document.title}
          </Typography.Title>
          <DocumentStatusTag status={document.status} />
          {document.locationName && <Typography.Text type="secondary">{document.locationName}</Typography.Text>}
          {document.dueAt && (
            <Typography.Text
              type={document.overdue ? 'danger' : 'secondary'}
              strong={document.overdue}
              data-testid="processing-due"
              data-overdue={document.overdue || undefined}
            >
              {t('dueAt', {
                due: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(document.dueAt),
                ),
              })}
            </Typography.Text>
          )}
          {/* The DBO works against the business time left, paused while the client must answer. */}
          <TimeLeft view={document} />
        </Space>
        {actions}
      </Flex>
      {document.sentBackReason && (
        <Alert
          type="warning"
          showIcon
          data-testid="processing-sent-back"
          message={document.sentBackCode ? `${t('sentBack.title')} · ${document.sentBackCode}` : t('sentBack.title')}
          description={document.sentBackReason}
        />
      )}
      {!access.editable && (
        <Alert
          type="info"
          showIcon
          data-testid="processing-read-only"
          message={t(`readOnly.${access.reason}`, { name: document.assigneeName ?? t('readOnly.someoneElse') })}
        />
      )}
      <FailureAlert failure={stepError} onClose={() => setStepError(null)} testId="processing-step-error" />
      <DuplicateWarning duplicates={work.duplicates} />
      <DocumentSplit
        screen="processing"
        formMinWidth={ITEM_GRID_MIN_WIDTH + 2 * FORM_PADDING}
        file={(layout) => (
          <FilePane
            ref={fileRef}
            upload={work.upload}
            evidence={evidence}
            style={{
              height: layout === 'side' ? 'calc(100vh - 180px)' : '60vh',
              minHeight: 360,
              position: layout === 'side' ? 'sticky' : undefined,
              top: layout === 'side' ? 16 : undefined,
            }}
          />
        )}
        form={
          <div
            style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: FORM_PADDING }}
          >
            {formPane}
          </div>
        }
      />
      <ConflictDialog
        open={autosave.state.kind === 'conflict'}
        onReload={autosave.reload}
        onKeepMine={autosave.keepMine}
      />
      <RaiseIssueModal
        open={issueOpen}
        busy={busy === 'raiseIssue'}
        onCancel={() => setIssueOpen(false)}
        onRaise={raiseIssue}
      />
    </Flex>
  );
}

export function ProcessingSpinner() {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-testid="processing-loading">
      <Spin size="large" />
    </Flex>
  );
}
