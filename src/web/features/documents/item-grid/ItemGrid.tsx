/**
 * The line-item grid of the processing screen, on react-data-grid: antd has no keyboard-navigable
 * editable table (ant-design#42847). As in a spreadsheet, typing or F2 edits a cell and Enter on a
 * cell not being edited moves down; while editing, Enter and Tab save the cell and move on along
 * the row. Arrows move, Ctrl+Enter/Insert adds a row below, Ctrl+Delete deletes the row, and rows
 * pasted from a spreadsheet become items. Every cell is checked as typed; totals run per currency.
 * The columns fit a box of ITEM_GRID_MIN_WIDTH or more: the screens give the grid that much.
 */
import { Button, Space, theme, Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  Cell,
  DataGrid,
  type CellKeyboardEvent,
  type CellKeyDownArgs,
  type CellPasteArgs,
  type CellRendererProps,
  type Column,
  type DataGridHandle,
  type RenderEditCellProps,
  type RowsChangeData,
} from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { useTranslation } from 'react-i18next';
import { DOC_ITEM_FIELDS, itemTextToValues, type DocItemField, type DocItemValues } from '../../../../common/doc-items';
import { totalsByCurrency } from '../../../../common/document-totals';
import {
  draftItemProblems,
  draftItemsFromPastedText,
  isBlankDraftItem,
  newDraftItem,
  type CellProblem,
  type DraftItem,
} from './draft-item';
import { ItemTotals } from './ItemTotals';
import { gridActionOf } from './shortcuts';

/** What the grid needs of a suggestion's mark: how sure, and its confidence for the title. */
export interface SuggestionMarkValue {
  confidence: number;
  sure: boolean;
}

export interface ItemGridProps {
  items: readonly DraftItem[];
  onChange(items: DraftItem[]): void;
  readOnly?: boolean;
  /** The currency a new or pasted row takes when none is given (ISO 4217, e.g. "EUR"). */
  defaultCurrency: string;
  /** The server's per-field messages, already localized, keyed `items.<row>.<field>`. */
  errors?: Readonly<Record<string, string>>;
  /** Values suggested from the file, by row key and field, until accepted or replaced. */
  marks?: Readonly<Record<string, Partial<Record<DocItemField, SuggestionMarkValue>>>>;
  /** A cell was selected (its suggestion's evidence is shown). */
  onCellFocus?(rowKey: string, field: DocItemField): void;
  /** Tab or Enter on a suggested cell accepts its suggestion. */
  onAcceptCell?(rowKey: string, field: DocItemField): void;
  /** Overrides the grid's accessible name (default: "Line items"). */
  'aria-label'?: string;
}

const ROW_HEIGHT = 35;
/** Rows shown before the grid scrolls; a bill rarely has more, and the file beside it needs room. */
const VISIBLE_ROWS = 12;
const NUMERIC: ReadonlySet<DocItemField> = new Set(['amount', 'tax']);
/**
 * Each fixed column holds its longest header among en, es and fr, or its longest value
 * ("-1234567.50", "2026-11-26") in 14 px text with the cell's padding; description and category
 * share what is left, the description twice as much.
 */
const WIDTHS: Record<DocItemField, { min: number; grow?: number }> = {
  itemDate: { min: 96 },
  description: { min: 128, grow: 2 },
  category: { min: 96, grow: 1 },
  amount: { min: 100 },
  currency: { min: 80 },
  tax: { min: 88 },
};
const trackOf = ({ min, grow }: { min: number; grow?: number }) => (grow ? `minmax(${min}px, ${grow}fr)` : min);
/** The narrowest box in which every column shows without scrolling sideways (with the border). */
export const ITEM_GRID_MIN_WIDTH = Object.values(WIDTHS).reduce((sum, { min }) => sum + min, 0) + 2;

/**
 * Opens a cell's editor: F2 keeps the text with the caret at its end (to correct it); anything
 * else (a typed character, a double click) selects the text so what is typed replaces it.
 */
function openEditor(input: HTMLInputElement, keepText: boolean) {
  input.focus();
  if (keepText) input.setSelectionRange(input.value.length, input.value.length);
  else input.select();
}

export function ItemGrid({
  items,
  onChange,
  readOnly = false,
  defaultCurrency,
  errors,
  marks,
  onCellFocus,
  onAcceptCell,
  'aria-label': ariaLabel,
}: ItemGridProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const gridRef = useRef<DataGridHandle>(null);
  const [selectedRow, setSelectedRow] = useState<number | undefined>();
  // The grid hands back rows from the render it last saw; merging by key into the newest items
  // keeps an edit committed in the same key press as an add or a delete.
  const latest = useRef(items);
  useLayoutEffect(() => {
    latest.current = items;
  }, [items]);
  /** Whether the editor about to open was asked for with F2 (see openEditor). */
  const editByF2 = useRef(false);
  /** The cell to select once the items the last change produced have been rendered. */
  const pendingSelect = useRef<{ key: string; idx: number } | undefined>(undefined);

  const emit = useCallback(
    (next: DraftItem[]) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  /**
   * Set when a change removes the focused cell's row: the grid keeps the selection at the same
   * place but the focused element is gone, so focus is given back to the selected cell.
   */
  const restoreFocus = useRef(false);

  // A layout effect: the selection it sets renders before the browser handles the next key.
  // From a passive effect it came a task later, and the first keys typed into a row just added
  // (Ctrl+Enter, then typing at speed) went to the old focus and were lost.
  useLayoutEffect(() => {
    const pending = pendingSelect.current;
    if (!pending) return;
    const rowIdx = items.findIndex((item) => item.key === pending.key);
    if (rowIdx < 0) return;
    pendingSelect.current = undefined;
    gridRef.current?.selectCell({ idx: pending.idx, rowIdx }, { shouldFocusCell: true });
  }, [items]);

  useEffect(() => {
    if (!restoreFocus.current) return;
    restoreFocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    gridRef.current?.element?.querySelector<HTMLElement>('.rdg-cell[aria-selected="true"]')?.focus();
  });

  const problems = useMemo(() => draftItemProblems(items, errors), [items, errors]);

  const columnName = useCallback((field: DocItemField) => t(`itemGrid.columns.${field}`), [t]);
  const problemText = useCallback(
    (problem: CellProblem) => ('code' in problem ? t(`validation.${problem.code}`) : problem.message),
    [t],
  );

  const addRow = useCallback(
    (afterRowIdx: number, edited?: DraftItem) => {
      const base = latest.current.map((item) => (edited && item.key === edited.key ? edited : item));
      const above = base[afterRowIdx];
      const row = newDraftItem(defaultCurrency, above);
      const next = [...base.slice(0, afterRowIdx + 1), row, ...base.slice(afterRowIdx + 1)];
      pendingSelect.current = { key: row.key, idx: 0 };
      emit(next);
    },
    [defaultCurrency, emit],
  );

  const deleteRow = useCallback(
    (rowIdx: number, idx: number) => {
      const base = latest.current;
      if (!base[rowIdx]) return;
      const next = base.filter((_, index) => index !== rowIdx);
      const neighbour = next[Math.min(rowIdx, next.length - 1)];
      pendingSelect.current = neighbour ? { key: neighbour.key, idx } : undefined;
      restoreFocus.current = true;
      emit(next);
    },
    [emit],
  );

  /** Pasted rows replace the row pasted into when it is blank, else go in below it. */
  const pasteRows = useCallback(
    (rowIdx: number, text: string): boolean => {
      const pasted = draftItemsFromPastedText(text, defaultCurrency);
      const first = pasted[0];
      if (!first) return false;
      const base = latest.current;
      const current = base[rowIdx];
      const replace = current !== undefined && isBlankDraftItem(current);
      const at = current === undefined ? base.length : replace ? rowIdx : rowIdx + 1;
      const next = [...base.slice(0, at), ...pasted, ...base.slice(replace ? at + 1 : at)];
      pendingSelect.current = { key: first.key, idx: 0 };
      emit(next);
      return true;
    },
    [defaultCurrency, emit],
  );

  const handleRowsChange = useCallback(
    (rows: DraftItem[], data: RowsChangeData<DraftItem>) => {
      const changed = new Map(data.indexes.flatMap((index) => (rows[index] ? [[rows[index].key, rows[index]]] : [])));
      emit(latest.current.map((item) => changed.get(item.key) ?? item));
    },
    [emit],
  );

  const handleCellKeyDown = useCallback(
    (args: CellKeyDownArgs<DraftItem>, event: CellKeyboardEvent) => {
      if (args.mode === 'SELECT') editByF2.current = event.key === 'F2';
      if (args.mode === 'SELECT' && (event.key === 'Enter' || event.key === 'Tab') && args.rowIdx >= 0)
        onAcceptCell?.(args.row.key, args.column.key as DocItemField);
      if (args.mode === 'SELECT' && event.key === 'Enter' && !(event.ctrlKey || event.metaKey || event.altKey)) {
        // Enter moves down the column (Shift+Enter up), as in a spreadsheet, and never edits:
        // someone skipping a cell with Enter must not type into it. Rows are added with
        // Ctrl+Enter only, so on the last row Enter stays.
        event.preventGridDefault();
        event.preventDefault();
        const rowIdx = args.rowIdx + (event.shiftKey ? -1 : 1);
        if (args.rowIdx >= 0 && rowIdx >= 0 && rowIdx < latest.current.length)
          gridRef.current?.selectCell({ idx: args.column.idx, rowIdx }, { shouldFocusCell: true });
        return;
      }
      if (readOnly) return;
      const action = gridActionOf(event);
      const edited = args.mode === 'EDIT' ? args.row : undefined;
      if (action) {
        event.preventGridDefault();
        event.preventDefault();
        // The edit in progress is kept (addRow) or dropped with its row (deleteRow), never
        // committed afterwards over the new list.
        if (args.mode === 'EDIT') args.onClose(false, false);
        if (action === 'addRow') addRow(args.rowIdx, edited);
        else deleteRow(args.rowIdx, args.column.idx);
        return;
      }
      if (args.mode === 'EDIT' && event.key === 'Enter' && !event.shiftKey && !event.altKey) {
        // Enter saves and moves on like Tab, so a row is keyed left to right without leaving
        // the keyboard's home row; on the last cell it only saves.
        event.preventGridDefault();
        event.preventDefault();
        const lastColumn = DOC_ITEM_FIELDS.length - 1;
        const next =
          args.column.idx < lastColumn
            ? { idx: args.column.idx + 1, rowIdx: args.rowIdx }
            : args.rowIdx + 1 < latest.current.length
              ? { idx: 0, rowIdx: args.rowIdx + 1 }
              : undefined;
        if (next) gridRef.current?.selectCell(next, { shouldFocusCell: true });
        else args.onClose(true, true);
      }
    },
    [readOnly, addRow, deleteRow, onAcceptCell],
  );

  const handleCellPaste = useCallback(
    ({ row, column }: CellPasteArgs<DraftItem>, event: React.ClipboardEvent) => {
      const text = event.clipboardData.getData('text/plain');
      if (/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) {
        event.preventDefault();
        pasteRows(
          latest.current.findIndex((item) => item.key === row.key),
          text,
        );
        return row;
      }
      const value = text.replace(/[\r\n]+$/, '').trim();
      const field = column.key as DocItemField;
      return { ...row, [field]: field === 'currency' ? value.toUpperCase() : value };
    },
    [pasteRows],
  );

  // Stable, so the editor is set up once when it opens, not again on every character typed.
  const editorRef = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    openEditor(input, editByF2.current);
    editByF2.current = false;
  }, []);

  const editorStyle: CSSProperties = useMemo(
    () => ({
      inlineSize: '100%',
      blockSize: '100%',
      border: 'none',
      outline: `2px solid ${token.colorPrimary}`,
      outlineOffset: -2,
      padding: `0 ${token.paddingXS}px`,
      background: token.colorBgContainer,
      color: token.colorText,
      font: 'inherit',
    }),
    [token],
  );

  const columns = useMemo<Column<DraftItem>[]>(
    () =>
      DOC_ITEM_FIELDS.map((field) => ({
        key: field,
        name: columnName(field),
        width: trackOf(WIDTHS[field]),
        minWidth: WIDTHS[field].min,
        resizable: true,
        editable: !readOnly,
        renderCell: ({ row }) =>
          NUMERIC.has(field) ? <span style={{ display: 'block', textAlign: 'end' }}>{row[field]}</span> : row[field],
        renderEditCell: readOnly
          ? undefined
          : ({ row, onRowChange, onClose }: RenderEditCellProps<DraftItem>) => (
              <input
                ref={editorRef}
                aria-label={columnName(field)}
                value={row[field]}
                inputMode={NUMERIC.has(field) ? 'decimal' : undefined}
                style={{ ...editorStyle, textAlign: NUMERIC.has(field) ? 'end' : 'start' }}
                onChange={(event) =>
                  onRowChange({
                    ...row,
                    [field]: field === 'currency' ? event.target.value.toUpperCase() : event.target.value,
                  })
                }
                onBlur={() => onClose(true, false)}
              />
            ),
      })),
    [columnName, editorRef, editorStyle, readOnly],
  );

  const renderCell = useCallback(
    (key: React.Key, props: CellRendererProps<DraftItem, unknown>) => {
      const field = props.column.key as DocItemField;
      const problem = problems.get(props.row.key)?.[field];
      const mark = marks?.[props.row.key]?.[field];
      if (!problem && mark)
        return (
          <Cell
            key={key}
            {...props}
            data-suggested={mark.sure ? 'sure' : 'unsure'}
            title={t('itemGrid.suggested', { value: props.row[field], percent: Math.round(mark.confidence * 100) })}
            style={{
              background: mark.sure ? token.colorSuccessBg : token.colorWarningBg,
              boxShadow: `inset 3px 0 0 ${mark.sure ? token.colorSuccess : token.colorWarning}`,
            }}
          />
        );
      // A text longer than its column ends in "…"; its whole text is a hover away.
      if (!problem)
        return <Cell key={key} {...props} title={NUMERIC.has(field) ? undefined : props.row[field] || undefined} />;
      return (
        <Cell
          key={key}
          {...props}
          aria-invalid
          title={problemText(problem)}
          style={{
            background: token.colorErrorBg,
            boxShadow: `inset 0 0 0 1px ${token.colorError}`,
            color: token.colorErrorText,
          }}
        />
      );
    },
    [problems, problemText, token, marks, t],
  );

  const { totals, notCounted } = useMemo(() => {
    const values: DocItemValues[] = [];
    let refused = 0;
    for (const item of items) {
      if (isBlankDraftItem(item)) continue;
      const converted = problems.has(item.key) ? undefined : itemTextToValues(item);
      if (converted) values.push(converted);
      else refused += 1;
    }
    return { totals: totalsByCurrency(values), notCounted: refused };
  }, [items, problems]);

  const problemList = items.flatMap((item, rowIdx) =>
    DOC_ITEM_FIELDS.flatMap((field, idx) => {
      const problem = problems.get(item.key)?.[field];
      return problem ? [{ key: `${item.key}-${field}`, rowIdx, idx, field, problem }] : [];
    }),
  );

  const gridStyle = {
    blockSize: (Math.min(Math.max(items.length, 1), VISIBLE_ROWS) + 1) * ROW_HEIGHT + 2,
    '--rdg-background-color': token.colorBgContainer,
    '--rdg-color': token.colorText,
    '--rdg-border-color': token.colorBorderSecondary,
    '--rdg-summary-border-color': token.colorBorder,
    '--rdg-header-background-color': token.colorFillAlter,
    '--rdg-header-draggable-background-color': token.colorFillSecondary,
    '--rdg-row-hover-background-color': token.controlItemBgHover,
    '--rdg-row-selected-background-color': token.controlItemBgActive,
    '--rdg-row-selected-hover-background-color': token.controlItemBgActiveHover,
    '--rdg-selection-color': token.colorPrimary,
    '--rdg-checkbox-focus-color': token.colorPrimaryHover,
    '--rdg-font-size': `${token.fontSize}px`,
    borderRadius: token.borderRadius,
  } as CSSProperties;

  // An empty grid has no row for the grid's own key handling, so adding and pasting the first
  // rows is handled around it.
  const onKeyDownAround = (event: React.KeyboardEvent) => {
    if (readOnly || event.nativeEvent.defaultPrevented || latest.current.length > 0) return;
    if (gridActionOf(event) === 'addRow') {
      event.preventDefault();
      addRow(-1);
    }
  };
  const onPasteAround = (event: React.ClipboardEvent) => {
    if (readOnly || event.nativeEvent.defaultPrevented || latest.current.length > 0) return;
    if (pasteRows(0, event.clipboardData.getData('text/plain'))) event.preventDefault();
  };

  return (
    <Space direction="vertical" size="small" style={{ inlineSize: '100%' }}>
      {readOnly ? null : (
        <Space size="small">
          <Button size="small" onClick={() => addRow(selectedRow ?? latest.current.length - 1)}>
            {t('itemGrid.addRow')}
          </Button>
          <Button
            size="small"
            danger
            disabled={selectedRow === undefined || !items[selectedRow]}
            onClick={() => selectedRow !== undefined && deleteRow(selectedRow, 0)}
          >
            {t('itemGrid.deleteRow')}
          </Button>
        </Space>
      )}
      <div onKeyDown={onKeyDownAround} onPaste={onPasteAround}>
        <DataGrid
          ref={gridRef}
          aria-label={ariaLabel ?? t('itemGrid.label')}
          columns={columns}
          rows={items}
          rowKeyGetter={(row) => row.key}
          onRowsChange={readOnly ? undefined : handleRowsChange}
          onCellKeyDown={handleCellKeyDown}
          onCellPaste={readOnly ? undefined : handleCellPaste}
          onSelectedCellChange={({ rowIdx, row, column }) => {
            setSelectedRow(rowIdx >= 0 ? rowIdx : undefined);
            if (row) onCellFocus?.(row.key, column.key as DocItemField);
          }}
          renderers={{
            renderCell,
            noRowsFallback: (
              <div style={{ gridColumn: '1/-1', padding: token.paddingSM, color: token.colorTextSecondary }}>
                {t('itemGrid.empty')}
              </div>
            ),
          }}
          rowHeight={ROW_HEIGHT}
          headerRowHeight={ROW_HEIGHT}
          // A bill has tens of lines, not thousands: every row stays in the page, so the browser's
          // find and screen readers see all of them.
          enableVirtualization={false}
          style={gridStyle}
        />
      </div>
      {problemList.length > 0 ? (
        <section aria-label={t('itemGrid.problems')} data-testid="item-problems">
          <Typography.Text type="danger" strong>
            {t('itemGrid.problems')}
          </Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
            {problemList.map(({ key, rowIdx, idx, field, problem }) => (
              <li key={key}>
                <Button
                  type="link"
                  danger
                  size="small"
                  style={{ padding: 0, blockSize: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                  onClick={() => gridRef.current?.selectCell({ idx, rowIdx }, { shouldFocusCell: true })}
                >
                  {t('itemGrid.problem', { row: rowIdx + 1, column: columnName(field), message: problemText(problem) })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ItemTotals totals={totals} notCounted={notCounted} />
    </Space>
  );
}
