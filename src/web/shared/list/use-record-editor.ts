/**
 * Which record a list's modal edits: none (closed), a new one (null) or a row. `modal` is what
 * RecordModal takes for it.
 */
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';

export function useRecordEditor<T extends BaseRecord>() {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  return {
    /** The row being edited; null while creating; undefined when the modal is closed. */
    editing,
    create: () => setEditing(null),
    edit: (row: T) => setEditing(row),
    close,
    modal: { open: editing !== undefined, record: editing ?? undefined, onClose: close },
  };
}
