/**
 * Under the places' key: whatever refreshes the places (an edit, a bulk action) refreshes the tags'
 * counts too, and a tag change refreshes the places that show its name.
 */
export const tagKeys = { all: ['locations', 'tags'] as const };
