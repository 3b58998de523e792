/** A page never edited is at version 1; the first save makes it 2. */
export const DEFAULT_PAGE_VERSION = 1;
