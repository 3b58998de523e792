/** The owner's imports, newest first: an import or its undo refreshes them. */
export const importKeys = { all: ['imports'] as const };
