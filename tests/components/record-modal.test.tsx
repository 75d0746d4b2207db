/**
 * The record modal keeps what the person typed while the list behind it re-renders: a parent that
 * hands it new initial values on each render (as the content screen does) must not wipe the form.
 * The form is filled afresh only when the modal opens or is given another record.
 */
import { Refine } from '@refinedev/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/web/providers/data-provider';
import { RecordModal } from '../../src/web/shared/list/RecordModal';
import { renderWithApp } from './render';

const WAIT = { timeout: 15_000 };
const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
let rerenderParent: () => void = () => undefined;

function Screen({ editing }: { editing?: { id: string; title: string } }) {
  const [, setRenders] = useState(0);
  rerenderParent = () => setRenders((count) => count + 1);
  return (
    <RecordModal<{ title: string }>
      resource="content"
      testId="record-form"
      title="Record"
      open
      record={editing}
      // A new object on every render, as a list screen writes it inline.
      initialValues={{ title: 'Untitled' }}
      onClose={() => undefined}
    >
      {() => (
        <Form.Item name="title" label="Title">
          <Input data-testid="record-title" />
        </Form.Item>
      )}
    </RecordModal>
  );
}

describe('the record modal', () => {
  it('starts from the initial values and keeps typing across re-renders of its list', async () => {
    await renderWithApp(
      <Refine dataProvider={dataProvider}>
        <Screen />
      </Refine>,
    );
    const title = await screen.findByTestId('record-title', {}, WAIT);
    await waitFor(() => expect(valueOf('record-title')).toBe('Untitled'), WAIT);
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, 'Upload guide');
    act(() => rerenderParent());
    act(() => rerenderParent());
    expect(valueOf('record-title')).toBe('Upload guide');
  });

  it("fills the form with the record's values when it edits one", async () => {
    await renderWithApp(
      <Refine dataProvider={dataProvider}>
        <Screen editing={{ id: 'c1', title: 'Fresh news' }} />
      </Refine>,
    );
    await waitFor(() => expect(valueOf('record-title')).toBe('Fresh news'), WAIT);
  });
});
