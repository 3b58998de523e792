// What the app layer may use of the embed feature: the owner's dialog, loaded when first opened.

export type { EmbedDialogProps } from './components/embed-dialog';
export type { EmbedChoices } from './components/embed-fields';

/** The embed builder (owner's menu, a place's details). */
export const loadEmbedDialog = async () => (await import('./components/embed-dialog')).EmbedDialog;
