/**
 * The line-item grid with the keyboard only (issue 10): add, edit, move, delete, paste three
 * spreadsheet rows, the per-cell checks and the totals per currency. The real react-data-grid.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ItemGrid, type DraftItem } from '../../src/web/features/documents/item-grid';
import { renderWithApp } from './render';

/** The grid as a screen holds it: items in state, every change kept for the assertions. */
function Harness({ initial = [], seen }: { initial?: DraftItem[]; seen: DraftItem[][] }) {
  const [items, setItems] = useState<DraftItem[]>(initial);
  return (
    <ItemGrid
      items={items}
      defaultCurrency="EUR"
      onChange={(next) => {
        seen.push(next);
        setItems(next);
      }}
    />
  );
}

// Plain selectors for the many lookups: getByRole walks the whole antd tree each time.
const grid = () => document.querySelector<HTMLElement>('[role="grid"]')!;
const last = (seen: DraftItem[][]) => seen.at(-1) ?? [];
const texts = (items: DraftItem[]) =>
  items.map(({ itemDate, description, category, amount, currency, tax }) =>
    [itemDate, description, category, amount, currency, tax].join('|'),
  );
/** The cell at a 0-based row and column of the grid's body (row 0 is the header). */
const cell = (row: number, column: number) =>
  grid().querySelectorAll('[role="row"]')[row + 1]!.querySelectorAll('[role="gridcell"]')[column]!;
const activeCell = () => document.activeElement?.closest('[role="gridcell"]');

describe('ItemGrid with the keyboard only', () => {
  // The longest keyboard journey here: on a busy machine it outlasts the project's 20 s, and a
  // journey cut short keeps typing into the next test's grid.
  it('adds, edits, moves, checks, deletes, pastes and totals', async () => {
    const user = userEvent.setup();
    const seen: DraftItem[][] = [];
    await renderWithApp(<Harness seen={seen} />);
    expect(screen.getByRole('grid', { name: 'Line items' })).toBe(grid());

    // Into the empty grid with Tab, then Ctrl+Enter adds the first row and selects its first cell.
    await user.tab(); // Add row
    await user.tab(); // the grid (Delete row is disabled while no row is selected)
    expect(grid().contains(document.activeElement)).toBe(true);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(activeCell()).toBe(cell(0, 0)));
    expect(last(seen)).toHaveLength(1);

    // Type to edit; Enter saves and moves right, Tab too; on the last cell Enter only saves.
    await user.keyboard('23/11/2026{Enter}Taxi{Tab}Travel{Enter}12.50{Enter}');
    await waitFor(() => expect(activeCell()).toBe(cell(0, 4)));
    await user.keyboard('{Tab}2.10{Enter}');
    await waitFor(() => expect(texts(last(seen))).toEqual(['23/11/2026|Taxi|Travel|12.50|EUR|2.10']));
    expect(activeCell()).toBe(cell(0, 5));

    // A second row below takes the date and currency of the row above; a bad amount is flagged.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(activeCell()).toBe(cell(1, 0)));
    await user.keyboard('{ArrowRight}Lunch{Tab}Meals{Tab}12.345{Enter}');
    await waitFor(() => expect(cell(1, 3).getAttribute('aria-invalid')).toBe('true'));
    expect(cell(1, 3).getAttribute('title')).toBe('The amount may have at most 2 decimals.');
    const problems = screen.getByTestId('item-problems');
    expect(problems.textContent).toContain('Row 2, Amount: The amount may have at most 2 decimals.');
    expect(screen.getByTestId('item-totals').textContent).toContain('Rows with errors, not counted: 1');

    // Back with the arrow key, fix it: the message goes away and the row counts.
    expect(activeCell()).toBe(cell(1, 4));
    await user.keyboard('{ArrowLeft}30{Enter}');
    await waitFor(() => expect(screen.queryByTestId('item-problems')).toBeNull());
    expect(cell(1, 3).getAttribute('aria-invalid')).toBeNull();
    expect(texts(last(seen))).toEqual(['23/11/2026|Taxi|Travel|12.50|EUR|2.10', '23/11/2026|Lunch|Meals|30|EUR|']);
    expect(within(screen.getByTestId('total-EUR')).getByTestId('total-gross').textContent).toBe('€44.60');

    // Up to the first row with the arrow keys, and Ctrl+Delete deletes the row the cell is in.
    await user.keyboard('{ArrowUp}');
    expect(activeCell()).toBe(cell(0, 4));
    await user.keyboard('{Control>}{Delete}{/Control}');
    await waitFor(() => expect(texts(last(seen))).toEqual(['23/11/2026|Lunch|Meals|30|EUR|']));
    await waitFor(() => expect(activeCell()).toBe(cell(0, 4)));

    // Three rows pasted from a spreadsheet (header skipped) go in below the row.
    await user.paste(
      [
        'Date\tDescription\tCategory\tAmount\tCurrency\tTax',
        '2026-11-20\tHotel\tTravel\t1,234.50\tEUR\t123.45',
        '21/11/2026\tTrain\tTravel\t99,90\tUSD\t0',
        '22.11.2026\tBooks\tOffice\t10\tusd\t1.5',
      ].join('\r\n'),
    );
    await waitFor(() => expect(last(seen)).toHaveLength(4));
    expect(texts(last(seen))).toEqual([
      '23/11/2026|Lunch|Meals|30|EUR|',
      '2026-11-20|Hotel|Travel|1234.50|EUR|123.45',
      '2026-11-21|Train|Travel|99.90|USD|0.00',
      '2026-11-22|Books|Office|10.00|USD|1.50',
    ]);
    expect(grid().querySelectorAll('[role="row"]')).toHaveLength(5);
    await waitFor(() => expect(activeCell()).toBe(cell(1, 0)));

    // The totals per currency: net, tax and gross.
    const eur = screen.getByTestId('total-EUR');
    expect(within(eur).getByTestId('total-net').textContent).toBe('€1,264.50');
    expect(within(eur).getByTestId('total-tax').textContent).toBe('€123.45');
    expect(within(eur).getByTestId('total-gross').textContent).toBe('€1,387.95');
    const usd = screen.getByTestId('total-USD');
    expect(within(usd).getByTestId('total-net').textContent).toBe('$109.90');
    expect(within(usd).getByTestId('total-tax').textContent).toBe('$1.50');
    expect(within(usd).getByTestId('total-gross').textContent).toBe('$111.40');
    expect(screen.queryByTestId('item-problems')).toBeNull();
  }, 60_000);

  it('moves down with Enter as a spreadsheet does, and edits only with F2 or typing', async () => {
    const user = userEvent.setup();
    const seen: DraftItem[][] = [];
    const initial: DraftItem[] = [
      {
        key: 'a',
        itemDate: '2026-11-23',
        description: 'Taxi',
        category: 'Travel',
        amount: '10',
        currency: 'EUR',
        tax: '',
      },
      {
        key: 'b',
        itemDate: '2026-11-23',
        description: 'Lunch',
        category: 'Meals',
        amount: '20',
        currency: 'EUR',
        tax: '',
      },
    ];
    await renderWithApp(<Harness initial={initial} seen={seen} />);
    const editor = () => grid().querySelector('input');

    // Enter on a cell not being edited goes down the column and opens no editor.
    await user.click(cell(0, 1));
    await waitFor(() => expect(activeCell()).toBe(cell(0, 1)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(activeCell()).toBe(cell(1, 1)));
    expect(editor()).toBeNull();
    // On the last row it stays: rows are added with Ctrl+Enter only. Shift+Enter goes up.
    await user.keyboard('{Enter}');
    expect(activeCell()).toBe(cell(1, 1));
    expect(editor()).toBeNull();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(activeCell()).toBe(cell(0, 1)));
    expect(editor()).toBeNull();
    expect(seen).toEqual([]);

    // F2 edits, keeping the text with the caret at its end; Enter saves and moves along the row.
    await user.keyboard('{F2}');
    await waitFor(() => expect(editor()?.value).toBe('Taxi'));
    expect(editor()?.selectionStart).toBe(4);
    expect(editor()?.selectionEnd).toBe(4);
    await user.keyboard(' fare{Enter}');
    await waitFor(() => expect(texts(last(seen))[0]).toBe('2026-11-23|Taxi fare|Travel|10|EUR|'));
    await waitFor(() => expect(activeCell()).toBe(cell(0, 2)));
    expect(editor()).toBeNull();

    // Typing a character edits too, replacing the text; Escape leaves the cell as it was.
    await user.keyboard('Transport');
    await waitFor(() => expect(editor()?.value).toBe('Transport'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(editor()).toBeNull());
    expect(texts(last(seen))[0]).toBe('2026-11-23|Taxi fare|Travel|10|EUR|');
    await user.keyboard('Transport{Tab}');
    await waitFor(() => expect(texts(last(seen))[0]).toBe('2026-11-23|Taxi fare|Transport|10|EUR|'));
    await waitFor(() => expect(activeCell()).toBe(cell(0, 3)));

    // The skip that used to type into a cell: Enter past a cell, then the next value lands a row down.
    await user.keyboard('{Enter}15{Tab}');
    await waitFor(() => expect(texts(last(seen))[1]).toBe('2026-11-23|Lunch|Meals|15|EUR|'));
    expect(texts(last(seen))[0]).toBe('2026-11-23|Taxi fare|Transport|10|EUR|');
  });

  it('moves down with Enter in a read-only grid too', async () => {
    const user = userEvent.setup();
    const initial: DraftItem[] = [
      { key: 'a', itemDate: '2026-11-23', description: 'Taxi', category: 'T', amount: '1', currency: 'EUR', tax: '' },
      { key: 'b', itemDate: '2026-11-24', description: 'Bus', category: 'T', amount: '2', currency: 'EUR', tax: '' },
    ];
    await renderWithApp(<ItemGrid items={initial} defaultCurrency="EUR" readOnly onChange={() => {}} />);
    await user.click(cell(0, 5));
    await waitFor(() => expect(activeCell()).toBe(cell(0, 5)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(activeCell()).toBe(cell(1, 5)));
    await user.keyboard('{F2}x');
    expect(grid().querySelector('input')).toBeNull();
  });

  it('formats the totals and the messages in the UI language and applies server messages', async () => {
    const initial: DraftItem[] = [
      {
        key: 'a',
        id: 'i1',
        itemDate: '2026-11-23',
        description: 'Taxi',
        category: 'Viaje',
        amount: '1234.5',
        currency: 'EUR',
        tax: '',
      },
      { key: 'b', itemDate: '', description: 'Cena', category: 'Comida', amount: '5', currency: 'EU', tax: '' },
    ];
    await renderWithApp(
      <ItemGrid
        items={initial}
        defaultCurrency="EUR"
        onChange={() => {}}
        errors={{ 'items.0.category': 'Categoría desconocida' }}
      />,
      { language: 'es', theme: 'dark' },
    );
    expect(screen.getByRole('grid', { name: 'Líneas del documento' })).toBeTruthy();
    expect(cell(0, 2).getAttribute('title')).toBe('Categoría desconocida');
    expect(cell(1, 0).getAttribute('title')).toBe('Introduzca la fecha.');
    expect(cell(1, 4).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('item-problems').textContent).toContain('Fila 2, Moneda:');
    // Row 1 has a server message, row 2 our own errors: neither is counted.
    expect(screen.getByTestId('item-totals').textContent).toContain('Filas con errores, no sumadas: 2');
  });

  it('is read-only when asked: no editor opens and no row is added', async () => {
    const user = userEvent.setup();
    const seen: DraftItem[][] = [];
    const initial: DraftItem[] = [
      { key: 'a', itemDate: '2026-11-23', description: 'Taxi', category: 'T', amount: '1', currency: 'EUR', tax: '' },
    ];
    await renderWithApp(
      <ItemGrid items={initial} defaultCurrency="EUR" readOnly onChange={(next) => seen.push(next)} />,
    );
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    await user.tab();
    await user.keyboard('x{Control>}{Enter}{/Control}{Insert}');
    expect(grid().querySelector('input')).toBeNull();
    expect(seen).toEqual([]);
    expect(within(screen.getByTestId('total-EUR')).getByTestId('total-gross').textContent).toBe('€1.00');
  });
});
