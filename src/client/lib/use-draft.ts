import { useEffect, useLayoutEffect, useState, type SetStateAction } from 'react';
import { markDirty } from './unsaved-changes';

/** The local storage key of a form's draft: `fru-draft:<form>:<id>`. */
export const draftKey = (form: string, id: string | number) => `fru-draft:${form}:${id}`;

// Drafts this page wrote itself: met again (a form closed to pick on the map, then reopened), they
// are the owner's current work, not one left behind by a reload, a crash or a closed tab.
const writtenHere = new Set<string>();

interface Stored {
  value: unknown;
  savedAt: string;
}

function read(key: string): Stored | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    return stored && typeof stored === 'object' && 'value' in stored
      ? { value: stored.value, savedAt: String(stored.savedAt ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
}

// Storage can be full or switched off: the draft then lives in memory only, as before.
function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify({ value, savedAt: new Date().toISOString() }));
    writtenHere.add(key);
  } catch {
    // Nothing to do: the form still holds the draft.
  }
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
  writtenHere.delete(key);
}

/** Forgets a form's draft (the form was discarded or saved while not mounted to say so itself). */
export const discardDraft = (form: string, id: string | number) => remove(draftKey(form, id));

export interface DraftOptions<T> {
  form: string;
  id: string | number;
  /** What the form starts from when there is no draft. */
  initial: T | (() => T);
  /** Whether a value holds changes worth keeping (compared with the saved data, not with `initial`). */
  changed: (value: T) => boolean;
  /** Turns a stored value back into a draft, or undefined when it no longer fits the form. */
  parse?: (stored: unknown) => T | undefined;
}

export interface Draft<T> {
  value: T;
  setValue: (next: SetStateAction<T>) => void;
  /** The form holds changes a close or a reload would lose. */
  dirty: boolean;
  /** A draft left by an earlier visit (reload, crash, closed tab), awaiting "Restore" or "Discard". */
  offered: T | null;
  restore: () => void;
  dismissOffer: () => void;
  /** Back to `next` (or the initial value) with nothing stored: after a save or a discard. */
  reset: (next?: T) => void;
}

/**
 * A form's state, kept in local storage as it is typed so a reload, a crash or a closed tab does not
 * lose it. A stored draft from an earlier visit is offered, not applied: the owner chooses.
 */
export function useDraft<T>({ form, id, initial, changed, parse }: DraftOptions<T>): Draft<T> {
  const key = draftKey(form, id);
  const [start] = useState(initial);
  const [value, setValue] = useState<T>(start);
  const [offered, setOffered] = useState<T | null>(() => {
    if (writtenHere.has(key)) return null;
    const stored = read(key);
    if (!stored) return null;
    const draft = parse ? parse(stored.value) : (stored.value as T);
    return draft !== undefined && changed(draft) ? draft : null;
  });
  const dirty = changed(value);

  // Storage is the outside world: written as the owner types, removed once nothing is left to keep
  // (only a draft this page wrote: another tab may be typing one for the same form). While an earlier
  // draft is on offer, it is not overwritten before the owner answers. A layout effect: written in
  // the same task as the keystroke (React may run passive effects later), so a reload right after
  // typing still finds it.
  useLayoutEffect(() => {
    if (offered !== null) return;
    if (dirty) write(key, value);
    else if (writtenHere.has(key)) remove(key);
  }, [key, value, dirty, offered]);

  // Another tab with the same form open removes the key when it saves or discards: this tab's
  // changes, still unsaved, are written back so a reload here does not lose them.
  useEffect(() => {
    if (!dirty || offered !== null) return;
    const rewrite = (event: StorageEvent) => {
      if (event.key === key && event.newValue === null) write(key, value);
    };
    window.addEventListener('storage', rewrite);
    return () => window.removeEventListener('storage', rewrite);
  }, [key, value, dirty, offered]);

  // A reload for a failed chunk asks here first (lib/unsaved-changes).
  useEffect(() => {
    markDirty(key, dirty);
    return () => markDirty(key, false);
  }, [key, dirty]);

  return {
    value,
    setValue,
    dirty,
    offered,
    restore: () => {
      if (offered !== null) setValue(offered);
      setOffered(null);
    },
    dismissOffer: () => {
      remove(key);
      setOffered(null);
    },
    reset: (next) => {
      remove(key);
      setOffered(null);
      setValue(next === undefined ? start : next);
    },
  };
}
