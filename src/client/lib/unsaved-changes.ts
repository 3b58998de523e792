// The forms that hold changes not yet saved, by an id of the form's choosing. Whatever would throw
// the page away (a reload for a chunk that failed to load) asks here first.
const dirtyForms = new Set<string>();

/** A form says whether it holds unsaved changes; a form that closes or saves marks itself clean. */
export function markDirty(id: string, dirty: boolean): void {
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
}

/** True while any form holds changes that a reload would lose. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}
