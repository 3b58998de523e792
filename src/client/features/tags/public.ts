// What other features may use of the tags feature (modules without side effects only).

/** Every tag with its count: suggestions for a place's tag input, the bulk bar's tag choice. */
export { useTags } from './api/tags';

/** The owner's tag manager, loaded when the account menu first opens it. */
export const loadTagManagerDialog = async () =>
  (await import('./components/tag-manager-dialog')).TagManagerDialog;
