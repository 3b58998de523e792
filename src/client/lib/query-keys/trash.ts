/** Query keys of the trash: a delete, a restore or an undone import refreshes what these read. */
export const trashKeys = {
  all: ['trash'] as const,
  list: () => ['trash', 'list'] as const,
};
