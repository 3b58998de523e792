import { useEffect, useRef } from 'react';

/** One keyboard shortcut: `key` as KeyboardEvent.key names it (case-insensitive for letters). */
export interface Shortcut {
  key: string;
  /** Ctrl on Windows and Linux, Cmd on macOS. */
  mod?: boolean;
  /** Also while the owner types in a field (Ctrl/Cmd+S does; a letter never does). */
  whileTyping?: boolean;
  run: () => void;
}

/** A text field, a list box or an editable region: its keys are the owner's typing, not shortcuts. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  // Buttons and boxes that happen to be inputs take no text.
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  repeat: boolean;
  defaultPrevented: boolean;
}

/** The shortcut this key press means, if any. */
export function matchShortcut(event: KeyLike, shortcuts: readonly Shortcut[]): Shortcut | undefined {
  if (event.defaultPrevented || event.altKey) return undefined;
  const mod = event.ctrlKey || event.metaKey;
  const typing = isTyping(event.target);
  return shortcuts.find(
    (shortcut) =>
      shortcut.key.toLowerCase() === event.key.toLowerCase() &&
      Boolean(shortcut.mod) === mod &&
      (!typing || shortcut.whileTyping) &&
      // Holding a letter down opens one place, not every place after it.
      !(event.repeat && !shortcut.mod),
  );
}

/** Runs a shortcut for a key press inside one element (a dialog's onKeyDown); true if one ran. */
export function runShortcut(
  event: KeyLike & { preventDefault: () => void },
  shortcuts: readonly Shortcut[],
): boolean {
  const shortcut = matchShortcut(event, shortcuts);
  if (!shortcut) return false;
  event.preventDefault();
  shortcut.run();
  return true;
}

/** Whether a dialog (Radix marks its content role="dialog") is open: the page's shortcuts then rest. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Shortcuts for the whole page, resting while a dialog is open (a dialog takes its own keys through
 * its onKeyDown) and while the owner types in a field.
 */
export function usePageShortcuts(shortcuts: readonly Shortcut[], enabled = true): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialogOpen()) return;
      runShortcut(event, latest.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
