import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, markDirty } from './unsaved-changes';

describe('unsaved changes', () => {
  it('holds while any form is dirty, and clears when the last one is clean', () => {
    expect(hasUnsavedChanges()).toBe(false);
    markDirty('detail:1', true);
    markDirty('add', true);
    markDirty('detail:1', false);
    expect(hasUnsavedChanges()).toBe(true);
    markDirty('add', false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('counts a form once however often it says it is dirty', () => {
    markDirty('profile', true);
    markDirty('profile', true);
    markDirty('profile', false);
    expect(hasUnsavedChanges()).toBe(false);
  });
});
