/**
 * Suggestions on the processing screen's header, rendered for real: the marks with their
 * confidence, the evidence outlined where the focused field's value was read, Tab accepting a
 * suggestion, typing replacing one (its mark goes; the value typed stays), Alt+A's rule.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DocumentSuggestions } from '../../src/common/schemas/capture';
import {
  acceptHeaderMark,
  fillFromSuggestions,
  standingMarks,
  type Mark,
} from '../../src/web/features/documents/capture/marks';
import { EvidenceBox } from '../../src/web/features/documents/file-viewer/EvidenceBox';
import { HeaderForm } from '../../src/web/features/documents/processing/HeaderForm';
import type { Draft } from '../../src/web/features/documents/processing/draft';
import { renderWithApp } from './render';

const hint = <T,>(value: T, confidence: number, box: [number, number, number, number]) => ({
  value,
  confidence,
  page: 1,
  box,
});
const SUGGESTIONS: DocumentSuggestions = {
  status: 'ready',
  header: {
    vendor: hint('Quokka Office Supplies', 0.97, [0.08, 0.05, 0.45, 0.08]),
    docNumber: hint('INV-2002', 0.95, [0.75, 0.13, 0.88, 0.15]),
    docDate: hint('2026-11-26', 0.93, [0.75, 0.16, 0.88, 0.18]),
    totalCents: hint(3550, 0.72, [0.75, 0.4, 0.86, 0.42]),
    currency: null,
  },
  items: [],
  profile: { id: 'p1', documentsLearned: 1 },
  sureThreshold: 0.9,
};

/** The header as the processing screen wires it: filled once, marks standing until accepted or typed over. */
function Harness() {
  const empty: Draft = { header: { vendor: '', docNumber: '', docDate: '', total: '', currency: 'EUR' }, items: [] };
  const filled = useMemo(() => fillFromSuggestions(empty, SUGGESTIONS), []);
  const [draft, setDraft] = useState(filled.draft);
  const [allMarks, setMarks] = useState(filled.marks);
  const [evidence, setEvidence] = useState<Mark | undefined>();
  const marks = standingMarks(allMarks, draft);
  return (
    <>
      <HeaderForm
        value={draft.header}
        onChange={(header) => setDraft({ ...draft, header })}
        readOnly={false}
        serverErrors={{}}
        marks={marks.header}
        onFieldFocus={(field) => setEvidence(marks.header[field])}
        onAccept={(field) => setMarks((before) => acceptHeaderMark(before, field))}
      />
      <div style={{ position: 'relative' }}>{evidence && <EvidenceBox box={evidence.box} rotation={0} />}</div>
    </>
  );
}

describe('suggestions in the header', () => {
  it('fills the empty fields, marks each with its confidence, and leaves a keyed one alone', async () => {
    await renderWithApp(<Harness />);
    expect((screen.getByTestId('processing-vendor') as HTMLInputElement).value).toBe('Quokka Office Supplies');
    expect((screen.getByTestId('processing-total') as HTMLInputElement).value).toBe('35.50');
    // Currency was keyed (EUR) and had no suggestion: no mark.
    expect(screen.queryByTestId('processing-currency-suggested')).toBeNull();
    expect(screen.getByTestId('processing-vendor-suggested').textContent).toBe('97 %');
    expect(screen.getByTestId('processing-vendor-suggested').getAttribute('data-sure')).toBe('true');
    expect(screen.getByTestId('processing-total-suggested').getAttribute('data-sure')).toBeNull();
    expect(screen.getByLabelText('Suggested from the file, 72 % sure')).toBeTruthy();
  });

  it('outlines where the focused field was read', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    expect(screen.queryByTestId('viewer-evidence')).toBeNull();
    await user.click(screen.getByTestId('processing-total'));
    const box = screen.getByTestId('viewer-evidence');
    expect(box.style.left).toBe(`${(0.75 - 0.004) * 100}%`);
    expect(box.style.top).toBe(`${(0.4 - 0.004) * 100}%`);
    await user.click(screen.getByTestId('processing-doc-number'));
    expect(screen.getByTestId('viewer-evidence').style.top).toBe(`${(0.13 - 0.004) * 100}%`);
  });

  it('accepts a suggestion with Tab, and typing replaces one: the mark goes, the typed value stays', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.click(screen.getByTestId('processing-vendor'));
    await user.keyboard('{Tab}');
    expect(screen.queryByTestId('processing-vendor-suggested')).toBeNull();
    expect((screen.getByTestId('processing-vendor') as HTMLInputElement).value).toBe('Quokka Office Supplies');
    expect(document.activeElement).toBe(screen.getByTestId('processing-doc-number'));
    await user.keyboard('{Control>}a{/Control}INV-9');
    expect((screen.getByTestId('processing-doc-number') as HTMLInputElement).value).toBe('INV-9');
    expect(screen.queryByTestId('processing-doc-number-suggested')).toBeNull();
    // The other suggestions keep their marks.
    expect(screen.getByTestId('processing-doc-date-suggested')).toBeTruthy();
  });
});
