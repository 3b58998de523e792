/** Query keys of the owner's possible duplicates: a merge or "Not a duplicate" refreshes the list. */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  list: () => ['duplicates', 'list'] as const,
};
