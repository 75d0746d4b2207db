/**
 * The screen's keyboard shortcuts, as data: the help popover lists them and the hook runs them.
 * Alt plus a key's physical code (event.code), so they work on any keyboard layout and on macOS,
 * where Option+letter types a special character instead of the letter.
 */
import { useEffect, useRef } from 'react';

export type ShortcutAction =
  'submit' | 'submitNext' | 'raiseIssue' | 'focusFile' | 'focusHeader' | 'focusGrid' | 'help' | 'start' | 'acceptSure';

export interface ProcessingShortcut {
  action: ShortcutAction;
  /** Shown in the help popover. */
  keys: string;
  codes: string[];
}

export const PROCESSING_SHORTCUTS: ProcessingShortcut[] = [
  { action: 'submit', keys: 'Alt+S', codes: ['KeyS'] },
  { action: 'submitNext', keys: 'Alt+N', codes: ['KeyN'] },
  { action: 'raiseIssue', keys: 'Alt+I', codes: ['KeyI'] },
  { action: 'start', keys: 'Alt+T', codes: ['KeyT'] },
  { action: 'acceptSure', keys: 'Alt+A', codes: ['KeyA'] },
  { action: 'focusFile', keys: 'Alt+1', codes: ['Digit1', 'Numpad1'] },
  { action: 'focusHeader', keys: 'Alt+2', codes: ['Digit2', 'Numpad2'] },
  { action: 'focusGrid', keys: 'Alt+3', codes: ['Digit3', 'Numpad3'] },
  { action: 'help', keys: 'Alt+H, ?', codes: ['KeyH'] },
];

function typingInto(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** Which action a key press asks for, if any. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key' | 'target'>,
): ShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.altKey) return PROCESSING_SHORTCUTS.find((shortcut) => shortcut.codes.includes(event.code))?.action;
  if (event.key === '?' && !typingInto(event.target)) return 'help';
  return undefined;
}

/** Runs the handlers on their shortcuts while `enabled` (off while a dialog has the keyboard). */
export function useProcessingShortcuts(handlers: Partial<Record<ShortcutAction, () => void>>, enabled: boolean): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      event.preventDefault();
      event.stopPropagation();
      handler();
    };
    // Capture: the grid and inputs must not swallow the screen's shortcuts first.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled]);
}
