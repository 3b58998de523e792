/** A block of a legal page: a paragraph, a sub-heading, or a list (optionally with a bold lead per item). */
export type LegalBlock = { p: string } | { h3: string } | { list: readonly (string | { lead: string; text: string })[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}
