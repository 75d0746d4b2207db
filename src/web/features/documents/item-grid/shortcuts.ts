/**
 * The grid's keys, as one list: the grid acts on the ones with an action, and the processing
 * screen's help popover shows all of them (labelKey is in the `documents` namespace). Each entry
 * of `keys` is one way to press it; "Ctrl" also means Cmd on a Mac.
 */
export type ItemGridAction = 'addRow' | 'deleteRow';

export interface ItemGridShortcut {
  keys: readonly string[];
  labelKey: string;
  action?: ItemGridAction;
}

export const ITEM_GRID_SHORTCUTS: readonly ItemGridShortcut[] = [
  { keys: ['F2'], labelKey: 'shortcuts.edit' },
  { keys: ['Enter'], labelKey: 'shortcuts.down' },
  { keys: ['Shift+Enter'], labelKey: 'shortcuts.up' },
  { keys: ['Enter'], labelKey: 'shortcuts.commit' },
  { keys: ['Escape'], labelKey: 'shortcuts.cancel' },
  { keys: ['Tab'], labelKey: 'shortcuts.nextCell' },
  { keys: ['Shift+Tab'], labelKey: 'shortcuts.previousCell' },
  { keys: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'], labelKey: 'shortcuts.move' },
  { keys: ['Ctrl+Enter', 'Insert'], labelKey: 'shortcuts.addRow', action: 'addRow' },
  { keys: ['Ctrl+Delete'], labelKey: 'shortcuts.deleteRow', action: 'deleteRow' },
  { keys: ['Ctrl+V'], labelKey: 'shortcuts.paste' },
];

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Whether a key event is the combination written as e.g. "Ctrl+Enter" (modifiers must match exactly). */
export function matchesKeys(event: KeyLike, combination: string): boolean {
  const parts = combination.split('+');
  const key = parts.pop();
  const wants = new Set(parts);
  return (
    event.key === key &&
    (event.ctrlKey || event.metaKey) === wants.has('Ctrl') &&
    event.shiftKey === wants.has('Shift') &&
    event.altKey === wants.has('Alt')
  );
}

/** The grid action a key event asks for, if any. */
export function gridActionOf(event: KeyLike): ItemGridAction | undefined {
  return ITEM_GRID_SHORTCUTS.find(
    (shortcut) => shortcut.action && shortcut.keys.some((keys) => matchesKeys(event, keys)),
  )?.action;
}
